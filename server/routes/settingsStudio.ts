import type { FastifyPluginAsync } from 'fastify';
import { settingsKinds, type SettingsKind } from '../../engine/studio/settingsKinds';
import { currentValue, rollbackSettings, saveSettings, settingsHistory, settingsImpact } from '../services/settingsStudio';
import { failures, idParam, noQuery, object, params } from '../core/routeSchemas';

const kindParams = params({ kind: { type: 'string', enum: settingsKinds } });
/** A settings value: its kind's own schema is applied by the service, with a message per field. */
const settingsValue = { type: 'object', additionalProperties: true, maxProperties: 200 } as const;
const version = { type: 'integer', minimum: 0, maximum: 2_147_483_647 } as const;
const text = object({ ja: { type: 'string' }, en: { type: 'string' } });
const historyEntry = object({
  version: { type: 'integer' },
  source: { type: 'string', enum: ['fixtures', 'browser', 'rollback'] },
  restoredVersion: { type: ['integer', 'null'] },
  savedByEmail: { type: ['string', 'null'] },
  savedAt: { type: 'string' },
});
const state = object({ kind: { type: 'string' }, version: { type: 'integer' }, value: settingsValue, history: { type: 'array', items: historyEntry } });
const change = {
  type: 'object',
  required: ['reason', 'label', 'count'],
  additionalProperties: false,
  properties: {
    reason: { type: 'string' },
    label: text,
    count: { type: 'integer' },
    path: { type: 'string' },
    uuid: { type: 'string' },
    value: { type: 'string' },
    limit: { type: 'integer' },
    keywordId: { type: 'integer' },
  },
} as const;

/**
 * The managers' settings pages (issue 20): read a kind of settings with its version and history,
 * count what a change would reach, save on top of a version, restore an earlier one.
 */
const settingsStudioRoutes: FastifyPluginAsync = async (app) => {
  const conferenceId = app.config.conference;
  const stateOf = async (kind: SettingsKind) => {
    const history = await settingsHistory(app.db, conferenceId, kind);
    return { kind, version: history[0]?.version ?? 0, value: await currentValue(app.db, conferenceId, kind), history };
  };

  app.get<{ Params: { kind: SettingsKind } }>(
    '/web_api/mng/settings/:kind',
    {
      schema: { params: kindParams, querystring: noQuery, response: { 200: state, ...failures } },
    },
    async (request) => {
      await app.requireManager(request);
      return stateOf(request.params.kind);
    },
  );

  app.put<{ Params: { kind: SettingsKind }; Body: { baseVersion: number; value: Record<string, unknown> } }>(
    '/web_api/mng/settings/:kind',
    {
      schema: { params: kindParams, querystring: noQuery, body: object({ baseVersion: version, value: settingsValue }), response: { 200: state, ...failures } },
    },
    async (request) => {
      const { user } = await app.requireManager(request);
      await saveSettings(app.db, conferenceId, request.params.kind, { ...request.body, actor: user });
      return stateOf(request.params.kind);
    },
  );

  app.post<{ Params: { kind: SettingsKind }; Body: { value: Record<string, unknown> } }>(
    '/web_api/mng/settings/:kind/impact',
    {
      schema: {
        params: kindParams,
        querystring: noQuery,
        body: object({ value: settingsValue }),
        response: { 200: object({ changes: { type: 'array', items: change } }), ...failures },
      },
    },
    async (request) => {
      await app.requireManager(request);
      return { changes: await settingsImpact(app.db, conferenceId, request.params.kind, request.body.value) };
    },
  );

  app.post<{ Params: { kind: SettingsKind }; Body: { baseVersion: number; version: number } }>(
    '/web_api/mng/settings/:kind/rollback',
    {
      schema: { params: kindParams, querystring: noQuery, body: object({ baseVersion: version, version: idParam }), response: { 200: state, ...failures } },
    },
    async (request) => {
      const { user } = await app.requireManager(request);
      await rollbackSettings(app.db, conferenceId, request.params.kind, { ...request.body, actor: user });
      return stateOf(request.params.kind);
    },
  );
};

export default settingsStudioRoutes;
