import send from '@fastify/send';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError, fieldErrors } from '../core/errors';
import { failures, idParam, multipart, noBody, noQuery, nullable, object, ok, params } from '../core/routeSchemas';
import { loadConference } from '../services/conference';
import { checkMp4 } from '../services/live/mp4Check';
import { asClientError, multipartParts } from '../services/multipartParts';
import { safeFileName } from '../services/uploads';
import {
  mayManageVideo,
  playbackOf,
  playbackView,
  putVideoFile,
  putVimeoVideo,
  refreshVimeoStatus,
  removeVideo,
  reportPlayback,
  videoOf,
  videoView,
  type VideoRow,
} from '../services/live/videos';
import { VIMEO_ID_PATTERN, videoSources, videoStatuses } from '../../engine/live/videos';
import { sessionOrAddress } from '../plugins/rateLimits';
import { onPresentation } from './presentationAccess';

const number = { type: 'number' } as const;
const text = { type: 'string' } as const;
export const videoViewSchema = object({
  source: { type: 'string', enum: videoSources },
  status: { type: 'string', enum: videoStatuses },
  url: nullable(text),
  mimeType: nullable(text),
  fileName: nullable(text),
  byteSize: nullable({ type: 'integer' }),
  durationSeconds: nullable(number),
  vimeoVideoId: nullable(text),
  playerUrl: nullable(text),
  updatedAt: text,
});
export const playbackViewSchema = object({
  id: { type: 'integer' },
  presentationId: { type: 'integer' },
  currentTime: number,
  duration: number,
  completedAt: nullable(text),
  vimeoVideoId: nullable(text),
  resumeAt: number,
  updatedAt: text,
});
const presentationParams = params({ id: idParam });
/** Longer than any video: a report past it is not a position in one. */
const MAX_SECONDS = 24 * 60 * 60;

/**
 * A presentation's video (issue 65): what it is and where its viewer stopped; its file, in byte
 * ranges; the presenter's or a manager's upload (MP4, judged by its content) and removal; and the
 * viewer's reports of where they are, from which the page resumes and completion is recorded.
 */
const videoRoutes: FastifyPluginAsync = async (app) => {
  const conferenceId = app.config.conference;
  const maxBytes = async () => ((await loadConference(app.db, conferenceId))?.settings.videoMaxMb ?? 500) * 1024 * 1024;

  app.get<{ Params: { id: number } }>(
    '/web_api/presentations/:id/video',
    {
      schema: {
        params: presentationParams,
        querystring: noQuery,
        response: {
          200: object({
            video: nullable(videoViewSchema),
            playback: nullable(playbackViewSchema),
            mayUpload: { type: 'boolean' },
            maxMb: { type: 'integer' },
            /** Whether the conference uses Vimeo: the uploader may name a Vimeo video instead of a file. */
            vimeo: { type: 'boolean' },
          }),
          ...failures,
        },
      },
    },
    async (request) => {
      const presentationId = request.params.id;
      const viewer = await onPresentation(app, request, presentationId);
      const [stored, playback, mayUpload, limit] = await Promise.all([
        videoOf(app.db, conferenceId, presentationId),
        playbackOf(app.db, viewer.userId, presentationId),
        mayManageVideo(app.db, conferenceId, presentationId, { id: viewer.userId, isManager: viewer.isManager }),
        maxBytes(),
      ]);
      const host = app.videoHost;
      // A Vimeo video still transcoding is asked about again, so its page learns when it plays.
      const video = stored && host ? await refreshVimeoStatus(app.db, stored, host.describe) : stored;
      return {
        video: video ? videoView(video, host?.playerOrigin) : null,
        playback: playback ? playbackView(playback) : null,
        mayUpload,
        maxMb: limit / (1024 * 1024),
        vimeo: Boolean(host),
      };
    },
  );

  // The bytes, with ranges (a player seeks by asking for them); `v` names the file, so a replaced one is a new address.
  app.get<{ Params: { id: number }; Querystring: { v?: string; download?: boolean } }>(
    '/web_api/presentations/:id/video/file',
    {
      schema: {
        params: presentationParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { v: { type: 'string', pattern: '^[0-9a-f]{1,64}$' }, download: { type: 'boolean' } },
        },
        response: failures,
      },
    },
    async (request, reply) => {
      const viewer = await onPresentation(app, request, request.params.id);
      const video = await videoOf(app.db, conferenceId, request.params.id);
      if (!video?.fileKey || video.status !== 'available') throw new ApiError(404, 'videoNotFound');
      if (request.query.download && !(await mayManageVideo(app.db, conferenceId, video.presentationId, { id: viewer.userId, isManager: viewer.isManager })))
        throw new ApiError(403, 'videoNotYours');
      const sent = await send(request.raw, app.videoStore.pathOf(video.fileKey), {
        acceptRanges: true,
        etag: true,
        lastModified: false,
        cacheControl: false,
        dotfiles: 'deny',
      });
      if (sent.type !== 'file') throw new ApiError(404, 'videoNotFound');
      reply.code(sent.statusCode);
      for (const [name, value] of Object.entries(sent.headers)) reply.header(name, value);
      reply.header('content-type', 'video/mp4');
      // Private: only signed-in participants may have it; the address changes with the file.
      reply.header('cache-control', 'private, max-age=86400');
      reply.header(
        'content-disposition',
        `${request.query.download ? 'attachment' : 'inline'}; filename*=UTF-8''${encodeURIComponent(video.fileName ?? 'video.mp4')}`,
      );
      return reply.send(sent.stream);
    },
  );

  app.put<{ Params: { id: number } }>(
    '/web_api/presentations/:id/video',
    {
      schema: { ...multipart, params: presentationParams, querystring: noQuery, response: { 200: object({ video: videoViewSchema }), ...failures } },
      config: { rateLimit: { max: 10, timeWindow: '1 hour', keyGenerator: sessionOrAddress } },
    },
    async (request) => {
      const presentationId = request.params.id;
      const viewer = await onPresentation(app, request, presentationId);
      if (!(await mayManageVideo(app.db, conferenceId, presentationId, { id: viewer.userId, isManager: viewer.isManager })))
        throw new ApiError(403, 'videoNotYours');
      const limit = await maxBytes();
      const tooLarge = () => new ApiError(413, 'videoTooLarge', { params: { limit: limit / (1024 * 1024) } });
      let saved: VideoRow | undefined;
      const unknown: string[] = [];
      try {
        for await (const part of multipartParts(request, { files: 1, fields: 0, parts: 1, fieldNameSize: 100, fileSize: limit })) {
          if (part.type !== 'file' || part.fieldname !== 'video') {
            unknown.push(part.fieldname);
            if (part.type === 'file') part.file.resume();
            continue;
          }
          const stored = await app.videoStore.write(part.file, limit);
          if (stored === 'tooLarge') throw tooLarge();
          const facts = await checkMp4((position, length) => app.videoStore.read(stored.key, position, length), stored.byteSize).catch(() => undefined);
          if (!facts) {
            await app.videoStore.remove(stored.key);
            throw fieldErrors([{ path: 'video', code: 'videoType' }]);
          }
          saved = await putVideoFile(
            app.db,
            app.videoStore,
            { conferenceId, presentationId, uploadedBy: (await request.viewer())!.user },
            stored,
            facts,
            safeFileName(part.filename),
          );
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw asClientError(error);
      }
      if (unknown.length > 0) throw fieldErrors(unknown.map((key) => ({ path: key, code: 'unknownField', params: { key } })));
      if (!saved) throw fieldErrors([{ path: 'video', code: 'required' }]);
      request.log.info({ presentationId, byteSize: saved.byteSize }, 'presentation video uploaded');
      return { video: videoView(saved) };
    },
  );

  app.put<{ Params: { id: number }; Body: { vimeoVideoId: string } }>(
    '/web_api/presentations/:id/video/vimeo',
    {
      schema: {
        params: presentationParams,
        querystring: noQuery,
        body: object({ vimeoVideoId: { type: 'string', pattern: VIMEO_ID_PATTERN } }),
        response: { 200: object({ video: videoViewSchema }), ...failures },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 hour', keyGenerator: sessionOrAddress } },
    },
    async (request) => {
      const presentationId = request.params.id;
      const viewer = await onPresentation(app, request, presentationId);
      if (!(await mayManageVideo(app.db, conferenceId, presentationId, { id: viewer.userId, isManager: viewer.isManager })))
        throw new ApiError(403, 'videoNotYours');
      const host = app.videoHost;
      if (!host) throw new ApiError(409, 'vimeoNotUsed');
      const hosted = await host.describe(request.body.vimeoVideoId).catch((error: unknown) => {
        request.log.warn({ err: error }, 'the video host could not be asked');
        throw new ApiError(502, 'vimeoUnreachable');
      });
      if (!hosted) throw fieldErrors([{ path: 'vimeoVideoId', code: 'vimeoNotFound' }]);
      const saved = await putVimeoVideo(
        app.db,
        app.videoStore,
        { conferenceId, presentationId, uploadedBy: (await request.viewer())!.user },
        request.body.vimeoVideoId,
        hosted,
      );
      return { video: videoView(saved, host.playerOrigin) };
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/web_api/presentations/:id/video',
    { schema: { params: presentationParams, querystring: noQuery, ...noBody, response: { 200: ok, ...failures } } },
    async (request) => {
      const viewer = await onPresentation(app, request, request.params.id);
      if (!(await mayManageVideo(app.db, conferenceId, request.params.id, { id: viewer.userId, isManager: viewer.isManager })))
        throw new ApiError(403, 'videoNotYours');
      await removeVideo(app.db, app.videoStore, conferenceId, request.params.id, (await request.viewer())!.user);
      return { ok: true };
    },
  );

  app.put<{ Params: { id: number }; Body: { currentTime: number; ended?: boolean } }>(
    '/web_api/presentations/:id/playback',
    {
      schema: {
        params: presentationParams,
        querystring: noQuery,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['currentTime'],
          properties: { currentTime: { type: 'number', minimum: 0, maximum: MAX_SECONDS }, ended: { type: 'boolean' } },
        },
        response: { 200: object({ playback: playbackViewSchema }), ...failures },
      },
      // A page reports every few seconds while playing, and on pause and leaving.
      config: { rateLimit: { max: 120, timeWindow: '1 minute', keyGenerator: sessionOrAddress } },
    },
    async (request) => {
      const viewer = await onPresentation(app, request, request.params.id);
      return { playback: playbackView(await reportPlayback(app.db, conferenceId, viewer.userId, request.params.id, request.body)) };
    },
  );
};

export default videoRoutes;
