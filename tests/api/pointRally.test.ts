import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { attendee, buildTestApp, caller, csrf } from './helper';
import { updateOperationSettings } from '../../server/services/operationSettings';
import { conferences, sponsorExhibitions } from '../../server/db/schema';
import { drawRallyCode } from '../../server/services/sponsors';
import { formatRallyCode, rallyQrText, type RallyView, type SponsorConsoleView } from '../../engine/sponsors';

/**
 * The point rally (issue 66, §8): codes that cannot be forged or carried over from another
 * conference, points taken once even when two scans arrive together, and prizes whose points and
 * stock hold when claims race.
 */

let app: FastifyInstance;
let headers: Record<string, string>;
let manager: Awaited<ReturnType<typeof attendee>>;

beforeAll(async () => {
  app = await buildTestApp({ conference: 'demo', demo: true, passwordHashCost: 'test' });
  headers = await csrf(app);
  manager = await attendee(app, 'demo', { role: 'manager' });
});
afterAll(async () => {
  await app?.close();
});

const call = caller(() => ({ app, headers }));

let booths = 0;
/** A sponsor's published exhibition: its id and rally code. */
async function booth(points?: number) {
  booths += 1;
  const sponsor = await attendee(app, 'demo', { isSponsor: true });
  const saved = await call(sponsor, 'PUT', '/web_api/sponsor/exhibition', {
    nameJa: `展示${booths}`,
    nameEn: `Booth ${booths}`,
    bodyJa: '',
    bodyEn: '',
    booth: `P-${booths}`,
    contactJa: '',
    contactEn: '',
    contactEmail: '',
    links: [],
    isPublished: true,
  });
  const { exhibition, rallyCode } = saved.json<SponsorConsoleView>();
  if (points !== undefined) {
    expect((await call(manager, 'PUT', `/web_api/mng/sponsor_exhibitions/${exhibition!.id}/rally_points`, { points })).statusCode).toBe(200);
  }
  return { id: exhibition!.id, code: rallyCode!, sponsor };
}
const scan = (who: { cookie: string }, code: string) => call(who, 'POST', '/web_api/point_rally/scans', { code });
const rally = async (who: { cookie: string }) => (await call(who, 'GET', '/web_api/point_rally')).json<RallyView>();
async function prize(name: string, points: number, stock: number | null) {
  const response = await call(manager, 'POST', '/web_api/mng/rally_prizes', { nameJa: name, nameEn: `${name} (en)`, points, stock });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}
const claim = (who: { cookie: string }, prizeId: number) => call(who, 'POST', `/web_api/point_rally/prizes/${prizeId}/claims`);

describe('the point rally', () => {
  it('is closed until isPointRally is on, to unapproved accounts, and to anyone signed out', async () => {
    await updateOperationSettings(app.db, 'demo', 'dashboard', { isPointRally: false });
    const member = await attendee(app, 'demo');
    expect((await call(member, 'GET', '/web_api/point_rally')).json()).toMatchObject({
      messageKey: 'pointRallyOff',
      messageEn: 'The point rally is not running',
    });
    expect((await call(manager, 'GET', '/web_api/point_rally')).statusCode).toBe(200);
    await updateOperationSettings(app.db, 'demo', 'dashboard', { isPointRally: true });
    expect((await call(member, 'GET', '/web_api/point_rally')).statusCode).toBe(200);
    const unapproved = await attendee(app, 'demo', { approvalStatus: 'pending' });
    expect((await call(unapproved, 'GET', '/web_api/point_rally')).statusCode).toBe(403);
    expect((await call(undefined, 'GET', '/web_api/point_rally')).statusCode).toBe(401);
  });

  it('gives an exhibition’s points once, from its QR address or its code as typed, and says so in both languages the second time', async () => {
    await updateOperationSettings(app.db, 'demo', 'dashboard', { isPointRally: true });
    const first = await booth(15);
    const second = await booth();
    const member = await attendee(app, 'demo');
    const scanned = await scan(member, rallyQrText('https://kaigi.example', first.code));
    expect(scanned.statusCode, scanned.body).toBe(201);
    expect(scanned.json()).toEqual({ exhibitionId: first.id, nameJa: expect.any(String), nameEn: expect.any(String), points: 15 });
    // Typed by hand: lower case, with the printed hyphen.
    expect((await scan(member, formatRallyCode(second.code).toLowerCase())).json()).toMatchObject({ points: 10 });

    const again = await call(member, 'POST', '/web_api/point_rally/scans', { code: first.code }, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'この展示のポイントは獲得済みです', messageEn: 'You have already taken the points for this exhibition' });
    expect(await rally(member)).toMatchObject({ earned: 25, balance: 25, scans: [{ exhibitionId: second.id }, { exhibitionId: first.id }] });
  });

  it('refuses a forged code, a code of another conference, an unpublished exhibition’s and a sponsor’s own, as an invalid QR code', async () => {
    await updateOperationSettings(app.db, 'demo', 'dashboard', { isPointRally: true });
    const member = await attendee(app, 'demo');
    const own = await booth();
    await app.db.insert(conferences).values({ id: 'rally-elsewhere', settings: {} }).onConflictDoNothing();
    const elsewhereUser = await attendee(app, 'rally-elsewhere', { isSponsor: true });
    const elsewhereCode = drawRallyCode();
    await app.db
      .insert(sponsorExhibitions)
      .values({ conferenceId: 'rally-elsewhere', userId: elsewhereUser.id, nameJa: '他大会', rallyCode: elsewhereCode, isPublished: true });
    const hidden = await booth();
    await call(hidden.sponsor, 'PUT', '/web_api/sponsor/exhibition', {
      nameJa: '準備中',
      nameEn: '',
      bodyJa: '',
      bodyEn: '',
      booth: '',
      contactJa: '',
      contactEn: '',
      contactEmail: '',
      links: [],
      isPublished: false,
    });

    for (const code of [drawRallyCode(), elsewhereCode, hidden.code, 'https://evil.example/phish?code=ABCDE', 'hello', '']) {
      const refused = await scan(member, code);
      expect(refused.statusCode, code).toBe(404);
      expect(refused.json()).toMatchObject({ message: '無効なQRコードです', messageEn: 'Invalid QR code' });
    }
    expect((await scan(own.sponsor, own.code)).json()).toMatchObject({ messageKey: 'invalidQrCode' });
    expect((await rally(member)).earned).toBe(0);
  });

  it('counts a scan once when the same person’s two phones send it at the same moment', async () => {
    await updateOperationSettings(app.db, 'demo', 'dashboard', { isPointRally: true });
    const exhibit = await booth(20);
    const member = await attendee(app, 'demo');
    const answers = await Promise.all(Array.from({ length: 6 }, () => scan(member, exhibit.code)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect((await rally(member)).earned).toBe(20);
  });

  it('spends points on prizes, once each, refusing a claim without enough points and a prize that has run out, even when claims race', async () => {
    await updateOperationSettings(app.db, 'demo', 'dashboard', { isPointRally: true });
    const exhibits = [await booth(30), await booth(30)];
    const pen = await prize('ボールペン', 20, null);
    const bag = await prize('トートバッグ', 50, 1);
    const poor = await attendee(app, 'demo');
    const refused = await claim(poor, pen);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'ポイントが足りません（必要 20 ポイント、保有 0 ポイント）',
      messageEn: 'Not enough points (20 needed, you have 0)',
    });

    const rich = [await attendee(app, 'demo'), await attendee(app, 'demo')];
    for (const person of rich) for (const exhibit of exhibits) await scan(person, exhibit.code);
    // Both want the last bag at once: one gets it.
    const bagClaims = await Promise.all(rich.map((person) => claim(person, bag)));
    expect(bagClaims.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(bagClaims.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({ messageKey: 'prizeGone' });
    const winner = rich[bagClaims.findIndex((answer) => answer.statusCode === 201)]!;
    // 60 earned, 50 spent: the pen (20) is now beyond the winner, and twice at once changes nothing.
    const penClaims = await Promise.all([claim(winner, pen), claim(winner, pen)]);
    expect(penClaims.map((answer) => answer.json().messageKey)).toEqual(['insufficientPoints', 'insufficientPoints']);
    const loser = rich.find((person) => person !== winner)!;
    const loserClaims = await Promise.all([claim(loser, pen), claim(loser, pen)]);
    expect(loserClaims.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(loserClaims.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({ messageKey: 'prizeAlreadyClaimed' });
    expect(await rally(loser)).toMatchObject({ earned: 60, balance: 40, claims: [{ prizeId: pen }] });
    expect(await rally(winner)).toMatchObject({ earned: 60, balance: 10 });

    // Managers see the scans and keep a claimed prize (its stock may go to 0).
    const overview = (await call(manager, 'GET', '/web_api/mng/point_rally')).json();
    expect(overview.exhibitions.find((row: { id: number }) => row.id === exhibits[0]!.id)).toMatchObject({ scans: 2, rallyPoints: 30 });
    expect(overview.prizes.find((row: { id: number }) => row.id === bag)).toMatchObject({ claimed: 1, stock: 1 });
    expect((await call(manager, 'DELETE', `/web_api/mng/rally_prizes/${bag}`)).json()).toMatchObject({ messageKey: 'prizeClaimed' });
    expect(
      (await call(manager, 'PUT', `/web_api/mng/rally_prizes/${bag}`, { nameJa: 'トートバッグ', nameEn: 'Tote bag', points: 50, stock: 0 })).statusCode,
    ).toBe(200);
    const unclaimed = await prize('ステッカー', 5, 100);
    expect((await call(manager, 'DELETE', `/web_api/mng/rally_prizes/${unclaimed}`)).statusCode).toBe(200);
  });

  it('keeps prizes and points to managers, with each problem named', async () => {
    const member = await attendee(app, 'demo');
    expect((await call(member, 'POST', '/web_api/mng/rally_prizes', { nameJa: 'x', nameEn: '', points: 1, stock: null })).statusCode).toBe(403);
    expect((await call(member, 'GET', '/web_api/mng/point_rally')).statusCode).toBe(403);
    const refused = await call(manager, 'POST', '/web_api/mng/rally_prizes', { nameJa: ' ', nameEn: '', points: 10, stock: null });
    expect(refused.json().errors).toEqual([{ field: 'nameJa', message: '必須項目です', messageEn: 'Required field' }]);
    expect((await call(manager, 'POST', '/web_api/mng/rally_prizes', { nameJa: 'x', nameEn: '', points: 0, stock: null })).statusCode).toBe(400);
    const exhibit = await booth();
    expect((await call(manager, 'PUT', `/web_api/mng/sponsor_exhibitions/${exhibit.id}/rally_points`, { points: -1 })).statusCode).toBe(400);
    expect((await call(manager, 'PUT', '/web_api/mng/sponsor_exhibitions/999999/rally_points', { points: 5 })).statusCode).toBe(404);
  });
});
