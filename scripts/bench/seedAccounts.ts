/**
 * Accounts and applications at the size of a large conference, for the benches: names in both
 * scripts, affiliations, a seventh waiting for approval; abstracts with two authors each.
 */
import { asc, eq, like } from 'drizzle-orm';
import type { Database } from '../../server/db/openDatabase';
import { affiliations, presentationApplications, users } from '../../server/db/schema';
import { searchOf } from '../../server/services/presentationApplications';

const families = ['山田', '佐藤', '鈴木', '高橋', '田中', '伊藤', '渡辺', '中村', '小林', '加藤'];
const givens = ['太郎', '花子', '健', '陽子', '誠', '美咲', '翔', '葵', '大輔', '結衣'];
const institutions = ['東京大学', '京都大学', '大阪大学', '東北大学', '名古屋大学', '九州大学', '北海道大学', 'Example Institute of Technology'];

export async function seedAccounts(db: Database, size: number) {
  const [template] = await db.select().from(users).where(eq(users.email, 'member@example.com'));
  for (let start = 0; start < size; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, size - start) }, (_, k) => {
      const i = start + k;
      return {
        conferenceId: 'demo',
        email: `person${i}@example.org`,
        passwordHash: template!.passwordHash,
        nameSei: `Sei${i}`,
        nameMei: `Mei${i}`,
        nameSeiKanji: families[i % 10]!,
        nameMeiKanji: `${givens[(i >> 3) % 10]!}${i}`,
        nameEn1: `Mei${i}`,
        nameEn3: `Sei${i}`,
        approvalStatus: i % 7 === 0 ? 'unapproved' : 'approved',
        isPresentable: i % 5 === 0,
        isTermAgreed: true,
        isPolicyAgreed: true,
      };
    });
    const rows = await db.insert(users).values(batch).returning({ id: users.id });
    await db
      .insert(affiliations)
      .values(rows.map((row, k) => ({ userId: row.id, name: institutions[(start + k) % institutions.length]!, kind: 'university' })));
  }
}

const subjects = [
  '地震波形の自動分類',
  '津波の数値予測',
  '火山噴火の前兆現象',
  'Seismic tomography of the Japan arc',
  '断層すべりの摩擦特性',
  'Slow slip events in Nankai',
];

/** `size` applications spread over the accounts seedAccounts made: a fifth posters, a quarter drafts. */
export async function seedApplications(db: Database, size: number) {
  const owners = await db.select({ id: users.id }).from(users).where(like(users.email, 'person%@example.org')).orderBy(asc(users.id));
  for (let start = 0; start < size; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, size - start) }, (_, k) => {
      const i = start + k;
      const data = {
        title: `${subjects[i % subjects.length]} (${i})`,
        abstract: '本研究では観測網の記録を用いて、現象の時空間変化を調べた。',
        language: 'japanese' as const,
        isPublic: true,
        institutes: [{ key: 'i1', name: institutions[i % institutions.length]!, nameEn: `Institute ${i % institutions.length}` }],
        authors: [0, 1].map((n) => ({
          lastName: families[(i + n) % 10]!,
          firstName: givens[(i >> 3) % 10]!,
          lastNameEn: `Family${(i + n) % 10}`,
          firstNameEn: 'Given',
          isPresenter: n === 0,
          instituteKeys: ['i1'],
        })),
      };
      return {
        conferenceId: 'demo',
        userId: owners[i % owners.length]!.id,
        kind: i % 5 === 0 ? 'poster' : 'oral',
        status: i % 4 === 0 ? 'presenter_temp' : 'presenter_submit',
        data,
        ...searchOf(data),
      };
    });
    await db.insert(presentationApplications).values(batch);
  }
}
