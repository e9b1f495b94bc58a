import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { attendee, buildTestApp, csrf } from './helper';
import { auditLog, presentations, presentationVideos } from '../../server/db/schema';
import { readConfig, ConfigError } from '../../server/core/config';

/**
 * Vimeo videos (issue 65): named by their Vimeo ID, described by the video host through Vimeo's
 * API SDK (here the local sandbox, server/sandbox/vimeoSandbox.ts, which speaks Vimeo's API),
 * played from the host's player page, and refused in production without Vimeo's token.
 */

let app: FastifyInstance;
let headers: Record<string, string>;
let presentationId: number;
let manager: Awaited<ReturnType<typeof attendee>>;

beforeAll(async () => {
  app = await buildTestApp({ conference: 'demo', demo: true, passwordHashCost: 'test', videoHost: { host: 'sandbox', sandboxPort: 0 } });
  headers = await csrf(app);
  manager = await attendee(app, 'demo', { role: 'manager' });
  const [row] = await app.db
    .select({ id: presentations.id })
    .from(presentations)
    .where(and(eq(presentations.conferenceId, 'demo'), eq(presentations.isPublic, true)))
    .limit(1);
  presentationId = row!.id;
});
afterAll(async () => {
  await app?.close();
});

const call = (who: { cookie: string } | undefined, method: 'GET' | 'PUT', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}), cookie: [headers.cookie, who?.cookie].filter(Boolean).join('; ') },
  });
const useVimeo = (who: { cookie: string }, vimeoVideoId: string) => call(who, 'PUT', `/web_api/presentations/${presentationId}/video/vimeo`, { vimeoVideoId });

describe('a Vimeo video', () => {
  it('is named by its ID, described by the host, played from its player page, and resumed like a file', async () => {
    expect((await call(manager, 'GET', `/web_api/presentations/${presentationId}/video`)).json()).toMatchObject({ vimeo: true, video: null });
    const saved = await useVimeo(manager, '76979871');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().video).toMatchObject({
      source: 'vimeo',
      status: 'available',
      durationSeconds: 6,
      vimeoVideoId: '76979871',
      url: null,
      playerUrl: 'https://player.vimeo.com/video/76979871',
    });
    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.action, 'videoPut'));
    expect(entry!.detail).toEqual({ presentationId, vimeoVideoId: '76979871' });

    // A viewer's reports count as with a file; the playback names the Vimeo video (§3).
    const viewer = await attendee(app, 'demo');
    const reported = await call(viewer, 'PUT', `/web_api/presentations/${presentationId}/playback`, { currentTime: 2 });
    expect(reported.json().playback).toMatchObject({ currentTime: 2, duration: 6, vimeoVideoId: '76979871', resumeAt: 2 });
    // The pages may frame Vimeo's player, and nothing else.
    const page = await app.inject({ url: '/' });
    expect(page.headers['content-security-policy']).toContain('frame-src https://player.vimeo.com');
  });

  it('says when Vimeo has no such video, and keeps a video still transcoding from playing until it is ready', async () => {
    const missing = await useVimeo(manager, '12345');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual([expect.objectContaining({ field: 'vimeoVideoId', messageEn: 'Vimeo has no video with this ID' })]);
    expect((await useVimeo(manager, 'https://vimeo.com/1')).statusCode).toBe(400);

    const pending = await useVimeo(manager, '90000002');
    expect(pending.json().video).toMatchObject({ source: 'vimeo', status: 'transcoding', durationSeconds: null });
    const viewer = await attendee(app, 'demo');
    expect((await call(viewer, 'PUT', `/web_api/presentations/${presentationId}/playback`, { currentTime: 1 })).statusCode).toBe(404);
    const [row] = await app.db.select().from(presentationVideos).where(eq(presentationVideos.presentationId, presentationId));
    expect(row!.status).toBe('transcoding');
  });

  it('is named only by the presenter or a manager, and only where the conference uses Vimeo', async () => {
    const someone = await attendee(app, 'demo');
    expect((await useVimeo(someone, '76979871')).statusCode).toBe(403);
    const plain = await buildTestApp({ conference: 'demo', demo: true, passwordHashCost: 'test' });
    try {
      const plainHeaders = await csrf(plain);
      const plainManager = await attendee(plain, 'demo', { role: 'manager' });
      const refused = await plain.inject({
        method: 'PUT',
        url: `/web_api/presentations/${presentationId}/video/vimeo`,
        payload: { vimeoVideoId: '76979871' },
        headers: { ...plainHeaders, 'content-type': 'application/json', cookie: `${plainHeaders.cookie}; ${plainManager.cookie}` },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().messageEn).toBe('This conference does not use Vimeo. Upload an MP4 file instead');
      expect((await plain.inject({ url: '/' })).headers['content-security-policy']).toContain("frame-src 'none'");
    } finally {
      await plain.close();
    }
  });
});

describe('the video host configuration', () => {
  it('refuses the sandbox in production, and Vimeo without its token', () => {
    const production = { NODE_ENV: 'production', SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://kaigi.example.org', DATABASE_URL: 'postgres://kaigi@db/kaigi' };
    expect(() => readConfig({ ...production, VIDEO_HOST: 'sandbox' })).toThrow(ConfigError);
    expect(() => readConfig({ ...production, VIDEO_HOST: 'sandbox' })).toThrow(/VIDEO_HOST=sandbox cannot be used/);
    expect(() => readConfig({ VIDEO_HOST: 'vimeo' })).toThrow(/VIMEO_ACCESS_TOKEN/);
    expect(readConfig({ VIDEO_HOST: 'vimeo', VIMEO_ACCESS_TOKEN: 'a'.repeat(32) }).videoHost).toEqual({ host: 'vimeo', accessToken: 'a'.repeat(32) });
    expect(readConfig({}).videoHost).toEqual({ host: 'none' });
  });
});
