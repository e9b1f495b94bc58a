/** Accounts at the size of a large conference, for the benches: names in both scripts, affiliations, a seventh waiting for approval. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../server/db/openDatabase';
import { affiliations, users } from '../../server/db/schema';

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
