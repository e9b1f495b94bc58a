import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { attendee, buildTestApp, csrf } from './helper';
import { affiliations } from '../../server/db/schema';
import { updateOperationSettings } from '../../server/services/operationSettings';

/**
 * The participant list (issue 65): who is on it (approved, and only by their own choice), what it
 * shows (name and affiliation, never an e-mail), the search by those alone, pages of 20, and who
 * may read it.
 */

let app: FastifyInstance;
let headers: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp({ conference: 'demo', demo: true, passwordHashCost: 'test' });
  headers = await csrf(app);
});
afterAll(async () => {
  await app?.close();
});

const cookieOf = (who?: { cookie: string }) => [headers.cookie, who?.cookie].filter(Boolean).join('; ');
const list = (who: { cookie: string } | undefined, query = '') => app.inject({ url: `/web_api/participants${query}`, headers: { cookie: cookieOf(who) } });
const choose = (who: { cookie: string }, listed: boolean) =>
  app.inject({
    method: 'PUT',
    url: '/web_api/participants/me',
    payload: { listed },
    headers: { ...headers, 'content-type': 'application/json', cookie: cookieOf(who) },
  });

describe('the participant list', () => {
  it('lists only approved participants who chose to appear, by name and affiliation, without e-mail', async () => {
    const reader = await attendee(app, 'demo');
    const shown = await attendee(app, 'demo', {
      nameSeiKanji: '鈴木',
      nameMeiKanji: '一郎',
      nameSei: 'すずき',
      nameMei: 'いちろう',
      nameEn1: 'Ichiro',
      nameEn3: 'Suzuki',
    });
    await app.db.insert(affiliations).values({ userId: shown.id, name: 'とうきょうだいがく', nameKanji: '東京大学', nameEn: 'The University of Tokyo' });
    const shy = await attendee(app, 'demo', { nameSeiKanji: '佐藤', nameMeiKanji: '花子' });
    const pending = await attendee(app, 'demo', { approvalStatus: 'pending', nameSeiKanji: '高橋' });

    expect((await list(reader)).json()).toMatchObject({ items: [], listed: false, pager: { totalCount: 0 } });
    expect((await choose(shown, true)).json()).toEqual({ listed: true });
    expect((await choose(pending, true)).statusCode).toBe(403);
    const answer = (await list(reader)).json();
    expect(answer.items).toEqual([
      { id: shown.id, name: { ja: '鈴木 一郎', en: 'Ichiro Suzuki' }, affiliation: { ja: '東京大学', en: 'The University of Tokyo' } },
    ]);
    expect(JSON.stringify(answer)).not.toContain('@');
    expect((await list(shown)).json().listed).toBe(true);
    void shy;

    // Found by a name or affiliation however it is typed; never by an e-mail address.
    for (const query of ['鈴木', 'ｽｽﾞｷ', 'suzuki', '東京', 'university of'])
      expect((await list(reader, `?q=${encodeURIComponent(query)}`)).json().pager.totalCount, query).toBe(1);
    expect((await list(reader, `?q=${encodeURIComponent(shown.email.slice(0, 12))}`)).json().pager.totalCount).toBe(0);
    expect((await list(reader, `?q=${encodeURIComponent('%')}`)).json().pager.totalCount).toBe(0);

    // Changing one's mind takes one off.
    await choose(shown, false);
    expect((await list(reader)).json().pager.totalCount).toBe(0);
  });

  it('comes in pages of 20', async () => {
    const reader = await attendee(app, 'demo');
    const people = await Promise.all(Array.from({ length: 25 }, () => attendee(app, 'demo', { isListed: true })));
    const first = (await list(reader)).json();
    expect(first.items).toHaveLength(20);
    expect(first.pager).toMatchObject({ currentPage: 1, totalPages: 2, totalCount: people.length });
    const second = (await list(reader, '?page=2')).json();
    expect(second.items).toHaveLength(5);
    expect(new Set([...first.items, ...second.items].map((item: { id: number }) => item.id)).size).toBe(25);
    expect((await list(reader, '?page=0')).statusCode).toBe(400);
  });

  it('is for signed-in, approved participants while the dashboard offers it (managers always)', async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await list(await attendee(app, 'demo', { approvalStatus: 'pending' }))).statusCode).toBe(403);
    await updateOperationSettings(app.db, 'demo', 'dashboard', { isUserListPage: false });
    try {
      const refused = await list(await attendee(app, 'demo'));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().messageEn).toBe('The participant list is not open');
      expect((await list(await attendee(app, 'demo', { role: 'manager' }))).statusCode).toBe(200);
    } finally {
      await updateOperationSettings(app.db, 'demo', 'dashboard', { isUserListPage: true });
    }
  });
});
