import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isManagerRole } from '../../engine/roles';
import { uploadRules } from '../../engine/uploads';
import {
  bannerInputSchema,
  bannerPlacements,
  BANNER_WEIGHT_MAX,
  exhibitionInputSchema,
  type BannerInput,
  type BannerPlacement,
  type ExhibitionInput,
} from '../../schemas/sponsors';
import { ApiError } from '../core/errors';
import { failures, idParam, multipart, noBody, noQuery, nullable, object, ok, params } from '../core/routeSchemas';
import { sessionOrAddress } from '../plugins/rateLimits';
import { receiveOneFile } from '../services/multipartParts';
import { loadOperationSettings } from '../services/operationSettings';
import {
  addSponsorFile,
  exhibitionInsight,
  readExhibition,
  readSponsorFile,
  recordVisit,
  removeSponsorFile,
  requireOwnExhibition,
  saveExhibition,
  searchExhibitions,
  sponsorConsole,
} from '../services/sponsors';
import { addBanner, readBannerImage, removeBanner, shownBanners, updateBanner } from '../services/sponsorBanners';
import type { Viewer } from '../plugins/session';
import { sendAttachment, sendInlineImage } from './attachment';
import { featureUser } from './featureAccess';

const fileView = object({
  id: { type: 'integer' },
  kind: { type: 'string', enum: ['image', 'file'] },
  fileName: { type: 'string' },
  contentType: { type: 'string' },
  byteSize: { type: 'integer' },
  url: { type: 'string' },
});
const summaryProperties = {
  id: { type: 'integer' },
  nameJa: { type: 'string' },
  nameEn: { type: 'string' },
  booth: { type: 'string' },
  imageUrl: nullable({ type: 'string' }),
};
const exhibitionSummary = object(summaryProperties);
const exhibitionView = object({
  ...summaryProperties,
  bodyJa: { type: 'string' },
  bodyEn: { type: 'string' },
  contactJa: { type: 'string' },
  contactEn: { type: 'string' },
  contactEmail: { type: 'string' },
  links: { type: 'array', items: object({ label: { type: 'string' }, url: { type: 'string' } }) },
  isPublished: { type: 'boolean' },
  images: { type: 'array', items: fileView },
  files: { type: 'array', items: fileView },
  presentations: {
    type: 'array',
    items: object({ id: { type: 'integer' }, code: { type: 'string' }, name: { type: 'string' }, nameEn: nullable({ type: 'string' }) }),
  },
});
const bannerView = object({
  id: { type: 'integer' },
  exhibitionId: { type: 'integer' },
  placement: { type: 'string', enum: bannerPlacements },
  weight: { type: 'integer' },
  linkUrl: { type: 'string' },
  isActive: { type: 'boolean' },
  imageUrl: { type: 'string' },
  fileName: { type: 'string' },
});
const shownBanner = object({ ...bannerView.properties, nameJa: { type: 'string' }, nameEn: { type: 'string' } });
const consoleView = object({
  exhibition: nullable(exhibitionView),
  banners: { type: 'array', items: bannerView },
  rallyCode: nullable({ type: 'string' }),
  rallyPoints: nullable({ type: 'integer' }),
});
const insightCounts = {
  visits: { type: 'integer' },
  visitors: { type: 'integer' },
  likes: { type: 'integer' },
  comments: { type: 'integer' },
  scans: { type: 'integer' },
};
const insightView = object({
  days: { type: 'array', items: object({ day: { type: 'string' }, ...insightCounts }) },
  totals: object(insightCounts),
});
const fileKindQuery = object({ kind: { type: 'string', enum: ['image', 'file'] } });
const bannerQuery = object({ placement: { type: 'string', enum: bannerPlacements }, weight: { type: 'integer', minimum: 1, maximum: BANNER_WEIGHT_MAX } });
const searchQuery = object({ q: { type: 'string', maxLength: 200 } }, []);
/** A sponsor uploads a handful of images and files; a script does not fill the database. */
const uploading = { rateLimit: { max: 30, timeWindow: '1 hour', keyGenerator: sessionOrAddress } };

/**
 * Sponsors (issue 66). A sponsor account (isSponsor) writes its own exhibition, its images, files
 * and banners, and reads its own insight while the dashboard's isSponsorInsight is on: no route
 * takes another exhibition's id for a sponsor, so no sponsor can read another's figures.
 * Participants (approved; managers always) search the published exhibitions while
 * isSponsorLinkEnabled is on, read one, and their visit is counted. Banners show on the dashboard
 * to every signed-in person.
 */
const sponsorRoutes: FastifyPluginAsync = async (app) => {
  const conferenceId = app.config.conference;

  async function sponsor(request: FastifyRequest): Promise<Viewer> {
    const viewer = await app.requireUser(request);
    if (!viewer.user.isSponsor) throw new ApiError(403, 'notSponsor');
    return viewer;
  }

  const visitor = (request: FastifyRequest) =>
    featureUser(
      app,
      request,
      (settings) => settings.isSponsorLinkEnabled,
      'sponsorsOff',
      (user) => user.isSponsor,
    );

  // The participants' side.
  app.get<{ Querystring: { q?: string } }>(
    '/web_api/sponsor_exhibitions',
    { schema: { querystring: searchQuery, response: { 200: object({ items: { type: 'array', items: exhibitionSummary } }), ...failures } } },
    async (request) => {
      await visitor(request);
      return { items: await searchExhibitions(app.db, conferenceId, request.query.q) };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/web_api/sponsor_exhibitions/:id',
    { schema: { params: params({ id: idParam }), querystring: noQuery, response: { 200: object({ exhibition: exhibitionView }), ...failures } } },
    async (request) => {
      const { user, isManager } = await visitor(request);
      return { exhibition: await readExhibition(app.db, conferenceId, request.params.id, { viewerId: user.id, isManager }) };
    },
  );

  app.post<{ Params: { id: number } }>(
    '/web_api/sponsor_exhibitions/:id/visits',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute', keyGenerator: sessionOrAddress } },
      schema: { ...noBody, params: params({ id: idParam }), querystring: noQuery, response: { 200: ok, ...failures } },
    },
    async (request) => {
      const { user } = await visitor(request);
      await recordVisit(app.db, conferenceId, request.params.id, user.id);
      return { ok: true };
    },
  );

  /** An exhibition's image (inline) or file (a download): to participants once published, to its sponsor and managers always. */
  app.get<{ Params: { id: number } }>(
    '/web_api/sponsor_files/:id',
    { schema: { params: params({ id: idParam }), querystring: noQuery, response: failures } },
    async (request, reply) => {
      const { user } = await app.requireUser(request);
      const file = await readSponsorFile(app.db, conferenceId, request.params.id);
      const mayRead = file && (file.ownerId === user.id || isManagerRole(user.role) || file.isPublished);
      if (!file || !mayRead) throw new ApiError(404, 'sponsorFileNotFound');
      if (file.ownerId !== user.id && !isManagerRole(user.role)) await visitor(request);
      return file.kind === 'image' ? sendInlineImage(reply, file) : sendAttachment(reply, file);
    },
  );

  app.get(
    '/web_api/sponsor_banners',
    { schema: { querystring: noQuery, response: { 200: object({ items: { type: 'array', items: shownBanner } }), ...failures } } },
    async (request) => {
      await app.requireUser(request);
      return { items: await shownBanners(app.db, conferenceId) };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/web_api/sponsor_banners/:id/image',
    { schema: { params: params({ id: idParam }), querystring: noQuery, response: failures } },
    async (request, reply) => {
      const { user } = await app.requireUser(request);
      const banner = await readBannerImage(app.db, conferenceId, request.params.id);
      if (!banner || !(banner.isShown || banner.ownerId === user.id || isManagerRole(user.role))) throw new ApiError(404, 'bannerNotFound');
      return sendInlineImage(reply, banner);
    },
  );

  // The sponsor's side: always its own exhibition, found by its account.
  app.get('/web_api/sponsor/exhibition', { schema: { querystring: noQuery, response: { 200: consoleView, ...failures } } }, async (request) => {
    const { user } = await sponsor(request);
    return sponsorConsole(app.db, conferenceId, user.id);
  });

  app.put<{ Body: ExhibitionInput }>(
    '/web_api/sponsor/exhibition',
    { schema: { querystring: noQuery, body: exhibitionInputSchema, response: { 200: consoleView, ...failures } } },
    async (request) => {
      const { user } = await sponsor(request);
      await app.db.transaction((tx) => saveExhibition(tx, conferenceId, user.id, request.body));
      return sponsorConsole(app.db, conferenceId, user.id);
    },
  );

  app.post<{ Querystring: { kind: 'image' | 'file' } }>(
    '/web_api/sponsor/exhibition/files',
    { config: uploading, schema: { ...multipart, querystring: fileKindQuery, response: { 201: object({ file: fileView }), ...failures } } },
    async (request, reply) => {
      const { user } = await sponsor(request);
      const exhibition = await requireOwnExhibition(app.db, conferenceId, user.id);
      const received = await receiveOneFile(request, 'file', uploadRules[request.query.kind === 'image' ? 'sponsorImage' : 'sponsorFile'].maxBytes);
      const file = await app.db.transaction((tx) => addSponsorFile(tx, exhibition.id, request.query.kind, received));
      return reply.status(201).send({ file });
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/web_api/sponsor/exhibition/files/:id',
    { schema: { params: params({ id: idParam }), querystring: noQuery, response: { 200: ok, ...failures } } },
    async (request) => {
      const { user } = await sponsor(request);
      const exhibition = await requireOwnExhibition(app.db, conferenceId, user.id);
      await removeSponsorFile(app.db, exhibition.id, request.params.id);
      return { ok: true };
    },
  );

  app.post<{ Querystring: { placement: BannerPlacement; weight: number } }>(
    '/web_api/sponsor/banners',
    { config: uploading, schema: { ...multipart, querystring: bannerQuery, response: { 201: object({ banner: bannerView }), ...failures } } },
    async (request, reply) => {
      const { user } = await sponsor(request);
      const exhibition = await requireOwnExhibition(app.db, conferenceId, user.id);
      const received = await receiveOneFile(request, 'file', uploadRules.sponsorImage.maxBytes);
      const input = { placement: request.query.placement, weight: request.query.weight, linkUrl: '', isActive: true };
      const banner = await app.db.transaction((tx) => addBanner(tx, exhibition.id, input, received));
      return reply.status(201).send({ banner });
    },
  );

  app.put<{ Params: { id: number }; Body: BannerInput }>(
    '/web_api/sponsor/banners/:id',
    {
      schema: {
        params: params({ id: idParam }),
        querystring: noQuery,
        body: bannerInputSchema,
        response: { 200: object({ banner: bannerView }), ...failures },
      },
    },
    async (request) => {
      const { user } = await sponsor(request);
      const exhibition = await requireOwnExhibition(app.db, conferenceId, user.id);
      const banner = await updateBanner(app.db, exhibition.id, request.params.id, request.body);
      return { banner };
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/web_api/sponsor/banners/:id',
    { schema: { params: params({ id: idParam }), querystring: noQuery, response: { 200: ok, ...failures } } },
    async (request) => {
      const { user } = await sponsor(request);
      const exhibition = await requireOwnExhibition(app.db, conferenceId, user.id);
      await removeBanner(app.db, exhibition.id, request.params.id);
      return { ok: true };
    },
  );

  app.get('/web_api/sponsor/insight', { schema: { querystring: noQuery, response: { 200: insightView, ...failures } } }, async (request) => {
    const { user } = await sponsor(request);
    const settings = await loadOperationSettings(app.db, conferenceId, 'dashboard');
    if (!settings.isSponsorInsight) throw new ApiError(403, 'sponsorInsightOff');
    const exhibition = await requireOwnExhibition(app.db, conferenceId, user.id);
    return exhibitionInsight(app.db, exhibition);
  });
};

export default sponsorRoutes;
