import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { attendee, buildTestApp, caller, csrf, multipart, type Who } from './helper';
import { jpegOf, pdfOf, pngBytes } from '../support/files';
import { updateOperationSettings } from '../../server/services/operationSettings';
import { presentations, sponsorExhibitions } from '../../server/db/schema';
import { listUsers } from '../../server/services/mngUsers';
import { EXHIBITION_IMAGES_MAX, type ExhibitionInput } from '../../schemas/sponsors';
import type { InsightView, SponsorConsoleView } from '../../engine/sponsors';

/**
 * Sponsors (issue 66): a sponsor's own exhibition, images, files and banners; participants'
 * search, pages and visits; and an insight a sponsor reads of its own exhibition only.
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

const call = caller(() => ({ app, headers }));

async function upload(who: Who, url: string, file: { name: string; bytes: Uint8Array; type?: string }) {
  const { payload, contentType } = await multipart([['file', file]]);
  return app.inject({ method: 'POST', url, payload, headers: { ...headers, 'content-type': contentType, cookie: `${headers.cookie}; ${who!.cookie}` } });
}

const exhibition = (overrides: Partial<ExhibitionInput> = {}): ExhibitionInput => ({
  nameJa: '計算科学株式会社',
  nameEn: 'Keisan Kagaku Inc.',
  bodyJa: '新しいスーパーコンピュータを展示します',
  bodyEn: 'Our new supercomputer',
  booth: 'B-12',
  contactJa: '展示担当 山田',
  contactEn: 'Ms Yamada, booth staff',
  contactEmail: 'booth@keisan.example',
  links: [{ label: '製品ページ', url: 'https://keisan.example/products' }],
  isPublished: true,
  ...overrides,
});

const sponsorAccount = () => attendee(app, 'demo', { isSponsor: true });
async function sponsorWithExhibition(overrides: Partial<ExhibitionInput> = {}) {
  const sponsor = await sponsorAccount();
  const saved = await call(sponsor, 'PUT', '/web_api/sponsor/exhibition', exhibition(overrides));
  expect(saved.statusCode, saved.body).toBe(200);
  return { ...sponsor, console: saved.json<SponsorConsoleView>() };
}
const openSponsors = (more: Record<string, boolean> = {}) =>
  updateOperationSettings(app.db, 'demo', 'dashboard', { isSponsorLinkEnabled: true, isSponsorInsight: true, ...more });

describe('a sponsor’s exhibition', () => {
  it('is written by sponsor accounts only, with each field’s problem named in both languages, and gets its rally code', async () => {
    const member = await attendee(app, 'demo');
    expect((await call(member, 'GET', '/web_api/sponsor/exhibition')).json()).toMatchObject({ messageKey: 'notSponsor' });
    expect((await call(member, 'PUT', '/web_api/sponsor/exhibition', exhibition())).statusCode).toBe(403);
    expect((await call(undefined, 'GET', '/web_api/sponsor/exhibition')).statusCode).toBe(401);

    const sponsor = await sponsorAccount();
    expect((await call(sponsor, 'GET', '/web_api/sponsor/exhibition')).json()).toEqual({ exhibition: null, banners: [], rallyCode: null, rallyPoints: null });
    const refused = await call(
      sponsor,
      'PUT',
      '/web_api/sponsor/exhibition',
      exhibition({ nameJa: ' ', contactEmail: 'not an address', links: [{ label: 'Click', url: 'javascript:alert(1)' }] }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      { field: 'nameJa', message: '必須項目です', messageEn: 'Required field' },
      { field: 'contactEmail', message: 'メールアドレスが正しくありません', messageEn: 'Invalid Email' },
      {
        field: 'links.0.url',
        message: 'URLが正しくありません',
        messageEn: 'Invalid URL',
      },
    ]);
    expect((await call(sponsor, 'PUT', '/web_api/sponsor/exhibition', { ...exhibition(), extra: 1 })).statusCode).toBe(400);

    const saved = (await call(sponsor, 'PUT', '/web_api/sponsor/exhibition', exhibition({ isPublished: false }))).json<SponsorConsoleView>();
    expect(saved.exhibition).toMatchObject({ nameJa: '計算科学株式会社', booth: 'B-12', isPublished: false, images: [], files: [] });
    expect(saved.rallyCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(saved.rallyPoints).toBe(10);
    // Saving again keeps the exhibition and its code.
    const again = (await call(sponsor, 'PUT', '/web_api/sponsor/exhibition', exhibition({ booth: 'C-1' }))).json<SponsorConsoleView>();
    expect(again.exhibition!.id).toBe(saved.exhibition!.id);
    expect(again.rallyCode).toBe(saved.rallyCode);
    expect(again.exhibition!.booth).toBe('C-1');
  });

  it('takes images and PDFs judged by their content, up to its limits, and only once it is saved', async () => {
    const sponsor = await sponsorAccount();
    expect((await upload(sponsor, '/web_api/sponsor/exhibition/files?kind=image', { name: 'a.png', bytes: pngBytes })).json()).toMatchObject({
      messageKey: 'exhibitionMissing',
    });
    await call(sponsor, 'PUT', '/web_api/sponsor/exhibition', exhibition());
    const image = await upload(sponsor, '/web_api/sponsor/exhibition/files?kind=image', { name: 'booth.png', bytes: pngBytes, type: 'image/png' });
    expect(image.statusCode, image.body).toBe(201);
    expect(image.json().file).toMatchObject({ kind: 'image', fileName: 'booth.png', contentType: 'image/png' });
    const disguised = await upload(sponsor, '/web_api/sponsor/exhibition/files?kind=image', {
      name: 'photo.png',
      bytes: new TextEncoder().encode('<svg onload="alert(1)"/>'),
      type: 'image/png',
    });
    expect(disguised.statusCode).toBe(422);
    expect(disguised.json().errors).toEqual([{ field: 'file', message: 'JPEGまたはPNGの画像を選んでください', messageEn: 'Choose a JPEG or PNG image' }]);
    const pdf = await upload(sponsor, '/web_api/sponsor/exhibition/files?kind=file', { name: 'カタログ.pdf', bytes: pdfOf(), type: 'application/pdf' });
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect((await upload(sponsor, '/web_api/sponsor/exhibition/files?kind=file', { name: 'x.pdf', bytes: pngBytes })).statusCode).toBe(422);

    for (let i = 1; i < EXHIBITION_IMAGES_MAX; i++) {
      expect((await upload(sponsor, '/web_api/sponsor/exhibition/files?kind=image', { name: `${i}.jpg`, bytes: jpegOf(40, 30) })).statusCode).toBe(201);
    }
    const over = await upload(sponsor, '/web_api/sponsor/exhibition/files?kind=image', { name: 'more.jpg', bytes: jpegOf(40, 30) });
    expect(over.json().errors).toEqual([
      { field: 'file', message: `${EXHIBITION_IMAGES_MAX}個まで登録できます`, messageEn: `At most ${EXHIBITION_IMAGES_MAX} can be added` },
    ]);

    const mine = (await call(sponsor, 'GET', '/web_api/sponsor/exhibition')).json<SponsorConsoleView>().exhibition!;
    expect(mine.images).toHaveLength(EXHIBITION_IMAGES_MAX);
    expect(mine.files.map((file) => file.fileName)).toEqual(['カタログ.pdf']);
    const served = await call(sponsor, 'GET', mine.images[0]!.url);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(String(served.headers['content-disposition'])).toMatch(/^attachment|^inline/);

    // Another sponsor cannot remove this one's file: it is not in its exhibition.
    const other = await sponsorWithExhibition();
    expect((await call(other, 'DELETE', `/web_api/sponsor/exhibition/files/${mine.images[0]!.id}`)).statusCode).toBe(404);
    expect((await call(sponsor, 'DELETE', `/web_api/sponsor/exhibition/files/${mine.images[0]!.id}`)).statusCode).toBe(200);
  });
});

describe('participants and sponsor exhibitions', () => {
  it('search published exhibitions while isSponsorLinkEnabled is on, read one, and see its files; unpublished ones stay hidden', async () => {
    await updateOperationSettings(app.db, 'demo', 'dashboard', { isSponsorLinkEnabled: false });
    const member = await attendee(app, 'demo');
    expect((await call(member, 'GET', '/web_api/sponsor_exhibitions')).json()).toMatchObject({ messageKey: 'sponsorsOff' });
    await openSponsors();
    const unapproved = await attendee(app, 'demo', { approvalStatus: 'pending' });
    expect((await call(unapproved, 'GET', '/web_api/sponsor_exhibitions')).json()).toMatchObject({ messageKey: 'programAfterApproval' });

    const shown = await sponsorWithExhibition({ nameJa: 'カガク光学', nameEn: 'Kagaku Optics', booth: 'A-01' });
    await upload(shown, '/web_api/sponsor/exhibition/files?kind=image', { name: 'lens.png', bytes: pngBytes });
    const hidden = await sponsorWithExhibition({ nameJa: 'カガク未公開', nameEn: 'Kagaku Unpublished', isPublished: false });
    const hiddenImage = (await upload(hidden, '/web_api/sponsor/exhibition/files?kind=image', { name: 'secret.png', bytes: pngBytes })).json().file;

    // Katakana typed as hiragana, and English in any case, find the same exhibition.
    for (const q of ['かがく 光学', 'KAGAKU optics', 'a-01']) {
      const items = (await call(member, 'GET', `/web_api/sponsor_exhibitions?q=${encodeURIComponent(q)}`)).json().items;
      expect(
        items.map((item: { nameEn: string }) => item.nameEn),
        q,
      ).toEqual(['Kagaku Optics']);
    }
    const listed = (await call(member, 'GET', '/web_api/sponsor_exhibitions?q=optics')).json().items;
    expect(listed).toHaveLength(1);
    expect(listed[0].imageUrl).toMatch(/^\/web_api\/sponsor_files\/\d+$/);

    const page = (await call(member, 'GET', `/web_api/sponsor_exhibitions/${shown.console.exhibition!.id}`)).json().exhibition;
    expect(page).toMatchObject({ nameEn: 'Kagaku Optics', contactEmail: 'booth@keisan.example', links: [{ url: 'https://keisan.example/products' }] });
    expect((await call(member, 'GET', page.images[0].url)).statusCode).toBe(200);
    expect((await call(member, 'GET', `/web_api/sponsor_exhibitions/${hidden.console.exhibition!.id}`)).json()).toMatchObject({
      messageKey: 'exhibitionNotFound',
    });
    expect((await call(member, 'GET', hiddenImage.url)).statusCode).toBe(404);
    expect((await call(hidden, 'GET', hiddenImage.url)).statusCode).toBe(200);
    expect((await call(member, 'GET', '/web_api/sponsor_exhibitions/999999')).statusCode).toBe(404);
  });

  it('show banners of published exhibitions on the dashboard, as their sponsors place and weigh them', async () => {
    await openSponsors();
    const sponsor = await sponsorWithExhibition();
    const added = await upload(sponsor, '/web_api/sponsor/banners?placement=dashboardTop&weight=3', { name: 'banner.jpg', bytes: jpegOf(1200, 300) });
    expect(added.statusCode, added.body).toBe(201);
    const banner = added.json().banner;
    expect(banner).toMatchObject({ placement: 'dashboardTop', weight: 3, isActive: true, linkUrl: '' });
    expect((await upload(sponsor, '/web_api/sponsor/banners?placement=sidebar&weight=3', { name: 'b.jpg', bytes: jpegOf(10, 10) })).statusCode).toBe(400);
    expect((await upload(sponsor, '/web_api/sponsor/banners?placement=dashboardTop&weight=11', { name: 'b.jpg', bytes: jpegOf(10, 10) })).statusCode).toBe(400);

    const member = await attendee(app, 'demo');
    const shownIds = async () => (await call(member, 'GET', '/web_api/sponsor_banners')).json().items.map((item: { id: number }) => item.id);
    expect(await shownIds()).toContain(banner.id);
    expect((await call(member, 'GET', banner.imageUrl)).headers['content-type']).toBe('image/jpeg');

    const refused = await call(sponsor, 'PUT', `/web_api/sponsor/banners/${banner.id}`, {
      placement: 'dashboardBottom',
      weight: 5,
      linkUrl: 'javascript:x',
      isActive: true,
    });
    expect(refused.json().errors).toEqual([expect.objectContaining({ field: 'linkUrl' })]);
    const paused = await call(sponsor, 'PUT', `/web_api/sponsor/banners/${banner.id}`, {
      placement: 'dashboardBottom',
      weight: 5,
      linkUrl: 'https://keisan.example',
      isActive: false,
    });
    expect(paused.json().banner).toMatchObject({ placement: 'dashboardBottom', weight: 5, isActive: false });
    expect(await shownIds()).not.toContain(banner.id);
    expect((await call(member, 'GET', banner.imageUrl)).statusCode).toBe(404);

    // Another sponsor can neither change nor remove it.
    const other = await sponsorWithExhibition();
    expect(
      (await call(other, 'PUT', `/web_api/sponsor/banners/${banner.id}`, { placement: 'dashboardTop', weight: 1, linkUrl: '', isActive: true })).statusCode,
    ).toBe(404);
    expect((await call(other, 'DELETE', `/web_api/sponsor/banners/${banner.id}`)).statusCode).toBe(404);

    // The managers' user list says who has a banner and a rally code.
    const listed = await listUsers(app.db, 'demo', { q: sponsor.email }, 1, 10, 'id', false);
    expect(listed.items[0]).toMatchObject({ hasSponsorBanner: true, hasScanCode: true });
    expect((await call(sponsor, 'DELETE', `/web_api/sponsor/banners/${banner.id}`)).statusCode).toBe(200);
  });
});

describe('a sponsor’s insight', () => {
  it('counts visits (once per half hour and person, never the sponsor’s own), likes, comments and scans by day, of its own exhibition only', async () => {
    await openSponsors({ isPointRally: true });
    const sponsor = await sponsorWithExhibition();
    const rival = await sponsorWithExhibition({ nameJa: '競合社' });
    const id = sponsor.console.exhibition!.id;
    const [presentation] = await app.db
      .select({ id: presentations.id })
      .from(presentations)
      .where(and(eq(presentations.conferenceId, 'demo'), eq(presentations.isPublic, true)))
      .limit(1);
    await app.db.update(presentations).set({ userId: sponsor.id, isSponsor: true }).where(eq(presentations.id, presentation!.id));

    const visitors = [await attendee(app, 'demo'), await attendee(app, 'demo')];
    for (const visitor of [...visitors, visitors[0]]) expect((await call(visitor, 'POST', `/web_api/sponsor_exhibitions/${id}/visits`)).statusCode).toBe(200);
    await call(sponsor, 'POST', `/web_api/sponsor_exhibitions/${id}/visits`);
    const liked = await call(visitors[0], 'PUT', `/web_api/presentations/${presentation!.id}/like`);
    expect(liked.statusCode, liked.body).toBe(200);
    await call(visitors[1], 'POST', `/web_api/presentations/${presentation!.id}/comments`, { body: '素晴らしい展示でした' });
    expect((await call(visitors[0], 'POST', '/web_api/point_rally/scans', { code: sponsor.console.rallyCode! })).statusCode).toBe(201);
    // The rival's visit and scan are the rival's.
    await call(visitors[1], 'POST', `/web_api/sponsor_exhibitions/${rival.console.exhibition!.id}/visits`);
    await call(visitors[1], 'POST', '/web_api/point_rally/scans', { code: rival.console.rallyCode! });

    const insight = (await call(sponsor, 'GET', '/web_api/sponsor/insight')).json<InsightView>();
    expect(insight.totals).toEqual({ visits: 2, visitors: 2, likes: 1, comments: 1, scans: 1 });
    expect(insight.days).toHaveLength(1);
    expect(insight.days[0]!.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await call(rival, 'GET', '/web_api/sponsor/insight')).json<InsightView>().totals).toEqual({
      visits: 1,
      visitors: 1,
      likes: 0,
      comments: 0,
      scans: 1,
    });

    // No one else reads it: a participant is not a sponsor, and the switch closes it.
    expect((await call(visitors[0], 'GET', '/web_api/sponsor/insight')).statusCode).toBe(403);
    await updateOperationSettings(app.db, 'demo', 'dashboard', { isSponsorInsight: false });
    expect((await call(sponsor, 'GET', '/web_api/sponsor/insight')).json()).toMatchObject({ messageKey: 'sponsorInsightOff' });
    await app.db.update(presentations).set({ userId: null, isSponsor: false }).where(eq(presentations.id, presentation!.id));
    await app.db.delete(sponsorExhibitions).where(eq(sponsorExhibitions.id, rival.console.exhibition!.id));
  });
});
