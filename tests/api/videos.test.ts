import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { attendee, buildTestApp, csrf, multipart, postGraphql, refusalOf } from './helper';
import { conferences, orders, presentations, userActiveDays, users, videoPlaybacks } from '../../server/db/schema';
import { updateOperationSettings } from '../../server/services/operationSettings';
import { tinyPng } from '../../devkit/answers';
import { formatTokyo } from '../../engine/commission/dates';
import { attendedConference } from '../../server/services/payment/documents';
import { reportPlayback } from '../../server/services/live/videos';

/**
 * A presentation's video (issue 65): who may give it one, the MP4 judged by its content, the
 * file served in ranges to those who may watch, where each viewer stopped and when they finished
 * (over REST and GraphQL), and the certificate of attendance that may rest on watching.
 */

const sample = readFileSync('devkit/media/sample-6s.mp4');
let app: FastifyInstance;
let headers: Record<string, string>;
let presentationId: number;
let owner: Awaited<ReturnType<typeof attendee>>;
let manager: Awaited<ReturnType<typeof attendee>>;

beforeAll(async () => {
  app = await buildTestApp({ conference: 'demo', demo: true, passwordHashCost: 'test' });
  headers = await csrf(app);
  owner = await attendee(app, 'demo');
  manager = await attendee(app, 'demo', { role: 'manager' });
  const [row] = await app.db
    .select({ id: presentations.id })
    .from(presentations)
    .where(and(eq(presentations.conferenceId, 'demo'), eq(presentations.isPublic, true)))
    .limit(1);
  presentationId = row!.id;
  await app.db.update(presentations).set({ userId: owner.id }).where(eq(presentations.id, presentationId));
});
afterAll(async () => {
  await app?.close();
});

const cookieOf = (who?: { cookie: string }) => [headers.cookie, who?.cookie].filter(Boolean).join('; ');

async function upload(who: { cookie: string } | undefined, bytes: Uint8Array, name = 'talk.mp4', id = presentationId, field = 'video') {
  const { payload, contentType } = await multipart([[field, { name, type: 'video/mp4', bytes }]]);
  return app.inject({
    method: 'PUT',
    url: `/web_api/presentations/${id}/video`,
    payload,
    headers: { ...headers, 'content-type': contentType, cookie: cookieOf(who) },
  });
}

const video = async (who: { cookie: string }) =>
  (await app.inject({ url: `/web_api/presentations/${presentationId}/video`, headers: { cookie: cookieOf(who) } })).json();
const report = (who: { cookie: string }, body: object) =>
  app.inject({
    method: 'PUT',
    url: `/web_api/presentations/${presentationId}/playback`,
    payload: body,
    headers: { ...headers, 'content-type': 'application/json', cookie: cookieOf(who) },
  });

describe('a presentation video', () => {
  it('is given by the presenter or a manager, and only as an MP4 a browser plays, judged by its bytes', async () => {
    const someone = await attendee(app, 'demo');
    const refused = await upload(someone, sample);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messageEn).toBe('Only the presenter and managers can give this presentation a video');
    expect((await upload(undefined, sample)).statusCode).toBe(401);

    // A PNG named .mp4, and the first kilobyte of a real MP4 (no movie header), are not videos.
    for (const bytes of [tinyPng, sample.subarray(0, 1024)]) {
      const wrong = await upload(owner, bytes);
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual([
        expect.objectContaining({ field: 'video', messageEn: 'Choose an MP4 video that a browser can play (H.264, for example)' }),
      ]);
    }
    expect((await upload(owner, sample, 'talk.mp4', presentationId, 'movie')).statusCode).toBe(422);
    expect((await video(owner)).video).toBeNull();

    const saved = await upload(owner, sample, '発表.mp4');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().video).toMatchObject({
      source: 'file',
      status: 'available',
      fileName: '発表.mp4',
      byteSize: sample.length,
      durationSeconds: 6,
      mimeType: 'video/mp4; codecs="avc1.42c00c,mp4a.40.2"',
    });
    const seen = await video(someone);
    expect(seen).toMatchObject({ mayUpload: false, playback: null, maxMb: 500 });
    expect(seen.video.url).toMatch(new RegExp(`^/web_api/presentations/${presentationId}/video/file\\?v=[0-9a-f]{16}$`));
    expect((await video(manager)).mayUpload).toBe(true);
  });

  it('is refused past the conference limit, and the video before it stays', async () => {
    await app.db
      .update(conferences)
      .set({ settings: { ...(await settingsOf()), videoMaxMb: 10 } })
      .where(eq(conferences.id, 'demo'));
    try {
      const big = Buffer.concat([sample, Buffer.alloc(10 * 1024 * 1024)]);
      const refused = await upload(owner, big, 'big.mp4');
      expect(refused.statusCode).toBe(413);
      expect(refused.json().messageEn).toBe('Choose a video of 10 MB or less');
      expect((await video(owner)).video.fileName).toBe('発表.mp4');
    } finally {
      const { videoMaxMb: _limit, ...settings } = await settingsOf();
      await app.db.update(conferences).set({ settings }).where(eq(conferences.id, 'demo'));
    }
  });

  it('is served in byte ranges to approved participants only', async () => {
    const { url } = (await video(owner)).video;
    const whole = await app.inject({ url, headers: { cookie: cookieOf(owner) } });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(sample)).toBe(true);
    const part = await app.inject({ url, headers: { cookie: cookieOf(owner), range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${sample.length}`);
    expect(part.rawPayload.equals(sample.subarray(100, 200))).toBe(true);

    const waiting = await attendee(app, 'demo', { approvalStatus: 'pending' });
    expect((await app.inject({ url, headers: { cookie: cookieOf(waiting) } })).statusCode).toBe(403);
    expect((await app.inject({ url })).statusCode).toBe(401);
    // Downloading the file is for the presenter and managers.
    const viewer = await attendee(app, 'demo');
    expect((await app.inject({ url: `${url}&download=true`, headers: { cookie: cookieOf(viewer) } })).statusCode).toBe(403);
    const download = await app.inject({ url: `${url}&download=true`, headers: { cookie: cookieOf(manager) } });
    expect(download.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('発表.mp4')}`);
  });

  it('resumes where the viewer stopped, credits only the time that passed, and records completion once', async () => {
    const viewer = await attendee(app, 'demo');
    const first = await report(viewer, { currentTime: 2.5 });
    expect(first.statusCode).toBe(200);
    expect(first.json().playback).toMatchObject({ currentTime: 2.5, duration: 6, completedAt: null, resumeAt: 2.5 });
    expect((await video(viewer)).playback).toMatchObject({ currentTime: 2.5, resumeAt: 2.5 });

    // A jump to the end straight after is not watching it: the end is reached, but few seconds are credited.
    const end = await report(viewer, { currentTime: 600, ended: true });
    expect(end.json().playback).toMatchObject({ currentTime: 6, completedAt: expect.any(String), resumeAt: 0 });
    const [row] = await app.db.select().from(videoPlaybacks).where(eq(videoPlaybacks.userId, viewer.id));
    expect(row!.watchedSeconds).toBeLessThan(6);
    const completedAt = end.json().playback.completedAt;
    expect((await report(viewer, { currentTime: 1 })).json().playback.completedAt).toBe(completedAt);

    for (const body of [{ currentTime: -1 }, { currentTime: 'soon' }, {}, { currentTime: 1, extra: true }]) {
      expect((await report(viewer, body)).statusCode).toBe(400);
    }
  });

  it('answers playbacks and takes reports over GraphQL, one viewer at a time unless a manager asks', async () => {
    const viewer = await attendee(app, 'demo');
    const updated = await postGraphql(
      app,
      headers,
      cookieOf(viewer),
      'mutation ($id: Int!) { updateOralPresentationVideoPlayback(id: $id, input: { currentTime: 1.5 }) { id currentTime duration completedAt resumeAt presentation { id } } }',
      { id: presentationId },
    );
    expect(updated.data?.updateOralPresentationVideoPlayback).toMatchObject({
      currentTime: 1.5,
      duration: 6,
      completedAt: null,
      presentation: { id: presentationId },
    });
    const query =
      '($userId: Int) { oralPresentationVideoPlaybacks(userId: $userId) { collection { currentTime presentation { id } } metadata { totalCount } } }';
    const mine = await postGraphql(app, headers, cookieOf(viewer), `query ${query}`);
    expect(mine.data?.oralPresentationVideoPlaybacks).toEqual({
      collection: [{ currentTime: 1.5, presentation: { id: presentationId } }],
      metadata: { totalCount: 1 },
    });
    expect(refusalOf(await postGraphql(app, headers, cookieOf(owner), `query ${query}`, { userId: viewer.id }))?.code).toBe('FORBIDDEN');
    const asked = await postGraphql(app, headers, cookieOf(manager), `query ${query}`, { userId: viewer.id });
    expect(asked.data?.oralPresentationVideoPlaybacks.metadata.totalCount).toBe(1);
    const missing = await postGraphql(
      app,
      headers,
      cookieOf(viewer),
      'mutation { updateOralPresentationVideoPlayback(id: 2147483000, input: { currentTime: 1 }) { id } }',
    );
    expect(refusalOf(missing)?.code).toBe('NOT_FOUND');
  });

  it('is in the managers’ download list, with the abstract PDFs beside it', async () => {
    const query =
      '{ movieDownloads { collection { presentationId fileName byteSize url } metadata { totalCount } } sourceFileDownloads { metadata { totalCount } } }';
    const listed = await postGraphql(app, headers, cookieOf(manager), query);
    expect(listed.data?.movieDownloads).toEqual({
      collection: [{ presentationId, fileName: '発表.mp4', byteSize: sample.length, url: expect.stringMatching(/&download=true$/) }],
      metadata: { totalCount: 1 },
    });
    const pdfs = await app.db
      .select({ id: presentations.id })
      .from(presentations)
      .where(and(eq(presentations.conferenceId, 'demo')));
    expect(listed.data?.sourceFileDownloads.metadata.totalCount).toBeLessThanOrEqual(pdfs.length);
    const file = await app.inject({ url: listed.data?.movieDownloads.collection[0].url, headers: { cookie: cookieOf(manager) } });
    expect(file.rawPayload.equals(sample)).toBe(true);
    expect(refusalOf(await postGraphql(app, headers, cookieOf(owner), query))?.code).toBe('FORBIDDEN');
  });

  it('is removed by its presenter, and then neither served nor reported on', async () => {
    const { url } = (await video(owner)).video;
    const removed = await app.inject({
      method: 'DELETE',
      url: `/web_api/presentations/${presentationId}/video`,
      headers: { ...headers, cookie: cookieOf(owner) },
    });
    expect(removed.statusCode).toBe(200);
    expect((await video(owner)).video).toBeNull();
    expect((await app.inject({ url, headers: { cookie: cookieOf(owner) } })).statusCode).toBe(404);
    expect((await report(owner, { currentTime: 1 })).statusCode).toBe(404);
  });
});

describe('a certificate of attendance', () => {
  it('asks what the conference counts as attendance: a day signed in, or a second of video', async () => {
    await upload(owner, sample);
    const [user] = await app.db.insert(users).values(newUser()).returning();
    const attended = () => attendedConference(app.db, 'demo', user!.id);
    const settings = await settingsOf();
    const day = settings.days[0]!;
    expect(await attended()).toBe(false);

    // A day signed in that is not a conference day does not count; one that is, does.
    await app.db.insert(userActiveDays).values({ userId: user!.id, day: '2001-01-01' });
    expect(await attended()).toBe(false);
    await app.db.insert(userActiveDays).values({ userId: user!.id, day });
    expect(await attended()).toBe(true);

    // Only watching counts now: a second of it.
    await setRequires(['watchedVideo']);
    expect(await attended()).toBe(false);
    const start = new Date();
    await reportPlayback(app.db, 'demo', user!.id, presentationId, { currentTime: 0 }, start);
    await reportPlayback(app.db, 'demo', user!.id, presentationId, { currentTime: 1.2 }, new Date(start.getTime() + 1200));
    expect(await attended()).toBe(true);

    // Nothing asked: registration alone.
    await setRequires([]);
    const [other] = await app.db.insert(users).values(newUser()).returning();
    expect(await attendedConference(app.db, 'demo', other!.id)).toBe(true);
    await setRequires(['signedIn', 'watchedVideo']);
  });

  it('is refused until then, and the participation page says so', async () => {
    await setRequires(['watchedVideo']);
    try {
      const person = await attendee(app, 'demo', { qualificationStatus: 'done' });
      const state = await app.inject({ url: '/web_api/participation', headers: { cookie: cookieOf(person) } });
      expect(state.json().attended).toBe(false);
      const [order] = await app.db
        .insert(orders)
        .values({ conferenceId: 'demo', userId: person.id, planId: 1, lines: [], total: 0, method: 'free', status: 'paid' })
        .returning();
      const asked = () =>
        app.inject({
          method: 'POST',
          url: `/web_api/participation/orders/${order!.id}/documents`,
          payload: { kind: 'certificate', language: 'en', colour: 'colour' },
          headers: { ...headers, 'content-type': 'application/json', 'accept-language': 'en', cookie: cookieOf(person) },
        });
      expect((await asked()).statusCode).toBe(403);
      await report(person, { currentTime: 0 });
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await report(person, { currentTime: 1.1 });
      expect((await app.inject({ url: '/web_api/participation', headers: { cookie: cookieOf(person) } })).json().attended).toBe(true);
      const issued = await asked();
      expect(issued.statusCode).toBe(200);
      expect(issued.headers['content-type']).toBe('application/pdf');
    } finally {
      await setRequires(['signedIn', 'watchedVideo']);
    }
  });

  it('counts the day a session starts or is seen again', async () => {
    const person = await attendee(app, 'demo');
    const rows = await app.db.select().from(userActiveDays).where(eq(userActiveDays.userId, person.id));
    expect(rows.map((row) => row.day)).toEqual([formatTokyo(new Date(), 'yyyy-MM-dd')]);
  });
});

async function settingsOf() {
  const [row] = await app.db.select({ settings: conferences.settings }).from(conferences).where(eq(conferences.id, 'demo'));
  return row!.settings as { days: string[]; videoMaxMb?: number } & Record<string, unknown>;
}

let made = 0;
const newUser = () => ({
  conferenceId: 'demo',
  email: `watcher-${++made}-${Date.now()}@example.com`,
  passwordHash: 'unused',
  approvalStatus: 'approved',
  qualificationStatus: 'done',
  nameSei: 'Watcher',
  nameMei: String(made),
  isTermAgreed: true,
  isPolicyAgreed: true,
});

const setRequires = (certificateRequires: Array<'signedIn' | 'watchedVideo'>) => updateOperationSettings(app.db, 'demo', 'payment', { certificateRequires });
