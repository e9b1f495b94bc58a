import type { FastifyPluginAsync } from 'fastify';
import {
  applicationFileFields,
  applicationStatuses,
  submissionKinds,
  type ApplicationData,
  type ApplicationFileField,
  type SubmissionKind,
} from '../../schemas/submission';
import { uploadRules } from '../../engine/uploads';
import { fieldErrors } from '../core/errors';
import { receiveOneFile } from '../services/multipartParts';
import {
  filesOf,
  getApplication,
  listMyApplications,
  loadSubmissionSettings,
  saveApplication,
  type ApplicationRow,
} from '../services/presentationApplications';
import { readApplicationFile, storeApplicationFile } from '../services/applicationFiles';
import { sendAttachment } from './attachment';
import { failures, idParam, multipart, noQuery, object, params, stored } from '../core/routeSchemas';

const fileView = object({ id: { type: 'integer' }, fileName: { type: 'string' }, byteSize: { type: 'integer' } });
const applicationView = object({
  id: { type: 'integer' },
  kind: { type: 'string', enum: submissionKinds },
  status: { type: 'string', enum: applicationStatuses },
  version: { type: 'integer' },
  isFinal: { type: 'boolean' },
  confirmedAt: { type: ['string', 'null'] },
  presentationId: { type: ['integer', 'null'] },
  updatedAt: { type: 'string' },
  data: { type: 'object', additionalProperties: true },
  files: { type: 'object', properties: Object.fromEntries(applicationFileFields.map((field) => [field, fileView])), additionalProperties: false },
});

const saveBody = (withVersion: boolean) =>
  object({
    action: { type: 'string', enum: ['draft', 'submit'] },
    ...(withVersion ? { version: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } : { kind: { type: 'string', enum: submissionKinds } }),
    // The application's own shape is checked by the service, which names every problem in both languages.
    data: { type: 'object' },
  });

/**
 * Abstract submission over HTTP (issue 17). The application's JSON is the form's value; a save
 * names its action (draft or submit) and, for an existing application, the version it was based on.
 */
const presentationApplicationRoutes: FastifyPluginAsync = async (app) => {
  const conferenceId = app.config.conference;
  const uploadLimit = { rateLimit: { max: app.config.uploadRateLimit, timeWindow: '1 hour' } };

  const view = async (row: ApplicationRow) => ({
    id: row.id,
    kind: row.kind,
    status: row.status,
    version: row.version,
    isFinal: row.isFinal,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    presentationId: row.presentationId,
    updatedAt: row.updatedAt.toISOString(),
    data: row.data as Record<string, unknown>,
    files: await filesOf(app.db, row.data as ApplicationData),
  });

  app.get(
    '/web_api/submission_settings',
    { schema: { querystring: noQuery, response: { 200: object({ settings: stored }), ...failures } } },
    async (request) => {
      await app.requireUser(request);
      const { $schema: _, ...settings } = (await loadSubmissionSettings(app.db, conferenceId)) as { $schema?: string; kinds: object };
      return { settings };
    },
  );

  app.get(
    '/web_api/presentation_applications',
    { schema: { querystring: noQuery, response: { 200: object({ applications: { type: 'array', items: applicationView } }), ...failures } } },
    async (request) => {
      const { user } = await app.requireUser(request);
      return { applications: await Promise.all((await listMyApplications(app.db, conferenceId, user)).map(view)) };
    },
  );

  app.post<{ Body: { action: 'draft' | 'submit'; kind: SubmissionKind; data: unknown } }>(
    '/web_api/presentation_applications',
    {
      schema: { querystring: noQuery, body: saveBody(false), response: { 201: object({ application: applicationView }), ...failures } },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request);
      const row = await saveApplication(app.db, { conferenceId, viewer: user, action: request.body.action, kind: request.body.kind, data: request.body.data });
      return reply.status(201).send({ application: await view(row) });
    },
  );

  app.get<{ Params: { id: number } }>(
    '/web_api/presentation_applications/:id',
    {
      schema: { params: params({ id: idParam }), querystring: noQuery, response: { 200: object({ application: applicationView }), ...failures } },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      return { application: await view(await getApplication(app.db, conferenceId, user, request.params.id)) };
    },
  );

  app.put<{ Params: { id: number }; Body: { action: 'draft' | 'submit'; version: number; data: unknown } }>(
    '/web_api/presentation_applications/:id',
    {
      schema: {
        params: params({ id: idParam }),
        querystring: noQuery,
        body: saveBody(true),
        response: { 200: object({ application: applicationView }), ...failures },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      const { action, version, data } = request.body;
      return { application: await view(await saveApplication(app.db, { conferenceId, viewer: user, action, id: request.params.id, version, data })) };
    },
  );

  // One file per call, judged by its bytes; the application then names it by id.
  const fileQuery = object(
    { field: { type: 'string', enum: applicationFileFields }, kind: { type: 'string', enum: submissionKinds }, applicationId: idParam },
    ['field', 'kind'],
  );
  app.post<{ Querystring: { field: ApplicationFileField; kind: SubmissionKind; applicationId?: number } }>(
    '/web_api/presentation_applications/files',
    {
      config: uploadLimit,
      schema: { ...multipart, querystring: fileQuery, response: { 201: object({ file: fileView }), ...failures } },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request);
      const { field, kind, applicationId } = request.query;
      const file = await receiveOneFile(request, field, uploadRules[field].maxBytes);
      // Charged once the file is judged good, to the signed-in account first (rateLimits.ts).
      const stored = await storeApplicationFile(app.db, {
        conferenceId,
        viewer: user,
        field,
        kind,
        applicationId,
        ...file,
        beforeStore: (bytes) => app.takeUploadCapacity(bytes, user.id),
      });
      if ('code' in stored) throw fieldErrors([stored]);
      return reply.status(201).send({ file: stored });
    },
  );

  // 200 is the file's bytes, to its owner and managers.
  app.get<{ Params: { id: number } }>(
    '/web_api/presentation_applications/files/:id',
    {
      schema: { params: params({ id: idParam }), querystring: noQuery, response: failures },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request);
      const row = await readApplicationFile(app.db, user, request.params.id);
      return sendAttachment(reply, row);
    },
  );
};

export default presentationApplicationRoutes;
