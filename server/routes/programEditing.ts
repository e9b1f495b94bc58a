import type { FastifyPluginAsync } from 'fastify';
import { presentationKinds, type PresentationKind } from '../../schemas/program';
import {
  presentationFlagsInputSchema,
  presentationSlotInputSchema,
  programEventInputSchema,
  programGroupInputSchema,
  programOrderInputSchema,
  programRoomInputSchema,
  programSeriesInputSchema,
  programSessionInputSchema,
  type PresentationFlagsInput,
  type PresentationSlotInput,
  type ProgramEventInput,
  type ProgramGroupInput,
  type ProgramOrderInput,
  type ProgramRoomInput,
  type ProgramSeriesInput,
  type ProgramSessionInput,
} from '../../schemas/programEditing';
import { dateTime, failures, idParam, noQuery, nullable, object, ok, params } from '../core/routeSchemas';
import { audited } from '../services/audit';
import { orderRows, removeGroup, removeRoom, removeSeries, removeSession, saveGroup, saveRoom, saveSeries, saveSession } from '../services/programEditing';
import { placePresentation, setPresentationFlags } from '../services/programSlots';
import { removeEvent, saveEvent } from '../services/programEvents';
import { programBoard, programOutline } from '../services/programOutline';
import { programGroups, programRooms, programSeries } from '../db/schema';

const count = { type: 'integer' } as const;
const text = { type: 'string' } as const;
const roomView = object({ id: count, name: text, nameEn: text, position: count, groupId: nullable(count), version: count, sessions: count, events: count });
const groupView = object({ id: count, name: text, nameEn: text, position: count, version: count, rooms: count });
const eventView = object({
  id: count,
  name: text,
  nameEn: text,
  description: text,
  descriptionEn: text,
  startAt: dateTime,
  endAt: dateTime,
  roomId: nullable(count),
  place: text,
  placeEn: text,
  version: count,
});
const seriesView = object({
  id: count,
  kind: { type: 'string', enum: presentationKinds },
  name: text,
  nameEn: text,
  position: count,
  version: count,
  uses: count,
});
const sessionView = object({
  id: count,
  code: text,
  name: text,
  nameEn: text,
  description: text,
  descriptionEn: text,
  presentationKind: { type: 'string', enum: presentationKinds },
  seriesId: nullable(count),
  roomId: nullable(count),
  startAt: nullable(dateTime),
  endAt: nullable(dateTime),
  version: count,
  presentations: count,
  commissions: count,
});
const placeView = object({
  id: count,
  code: text,
  kind: text,
  sessionId: nullable(count),
  startAt: nullable(dateTime),
  endAt: nullable(dateTime),
  name: text,
  nameEn: nullable(text),
  isPublic: { type: 'boolean' },
  isLocked: { type: 'boolean' },
  version: count,
});
const saved = object({ id: count, version: count });
const boardQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['date', 'kind'],
  properties: {
    date: { type: 'string', format: 'date' },
    kind: { type: 'string', enum: presentationKinds },
    q: { type: 'string', maxLength: 200 },
    page: { type: 'integer', minimum: 1, maximum: 10_000 },
  },
} as const;

/**
 * The managers' program editing (issue 67; docs/features/console.md "Program editing"): rooms and
 * their groups, series, timetable sessions, the events beside them, and each presentation's session, slot, publication and lock.
 * Managers only; every change is audited in the transaction that makes it.
 */
const programEditingRoutes: FastifyPluginAsync = async (app) => {
  const conferenceId = app.config.conference;
  const byId = { params: params({ id: idParam }), querystring: noQuery };

  app.get(
    '/web_api/mng/program',
    {
      schema: {
        querystring: noQuery,
        response: {
          200: object({
            days: { type: 'array', items: text },
            rooms: { type: 'array', items: roomView },
            groups: { type: 'array', items: groupView },
            series: { type: 'array', items: seriesView },
            sessions: { type: 'array', items: sessionView },
            events: { type: 'array', items: eventView },
          }),
          ...failures,
        },
      },
    },
    async (request) => {
      await app.requireManager(request);
      return programOutline(app.db, conferenceId);
    },
  );

  app.get<{ Querystring: { date: string; kind: PresentationKind; q?: string; page?: number } }>(
    '/web_api/mng/program/board',
    {
      schema: {
        querystring: boardQuery,
        response: {
          200: object({
            placed: { type: 'array', items: placeView },
            unplaced: object({ items: { type: 'array', items: placeView }, total: count, page: count, per: count }),
          }),
          ...failures,
        },
      },
    },
    async (request) => {
      await app.requireManager(request);
      return programBoard(app.db, conferenceId, { ...request.query, page: request.query.page ?? 1 });
    },
  );

  type NamedInput = ProgramRoomInput & ProgramGroupInput & ProgramSeriesInput;
  for (const [path, table, schema, save, remove, label] of [
    ['rooms', programRooms, programRoomInputSchema, saveRoom, removeRoom, 'Room'],
    ['groups', programGroups, programGroupInputSchema, saveGroup, removeGroup, 'Group'],
    ['series', programSeries, programSeriesInputSchema, saveSeries, removeSeries, 'Series'],
  ] as const) {
    const saveAction = `program${label}Save` as const;
    const removeAction = `program${label}Remove` as const;
    const write = save as (tx: Parameters<typeof saveRoom>[0], conferenceId: string, input: NamedInput, id?: number) => ReturnType<typeof saveRoom>;
    const drop = remove as (tx: Parameters<typeof removeRoom>[0], conferenceId: string, id: number) => Promise<{ id: number; name: string }>;
    app.post<{ Body: NamedInput }>(
      `/web_api/mng/program/${path}`,
      { schema: { querystring: noQuery, body: schema, response: { 201: saved, ...failures } } },
      async (request, reply) => {
        const { user } = await app.requireManager(request);
        const result = await audited(
          app.db,
          (tx) => write(tx, conferenceId, request.body),
          (created) => ({ conferenceId, action: saveAction, actor: user, detail: { id: created.id, name: created.name } }),
        );
        return reply.status(201).send({ id: result.id, version: result.version });
      },
    );
    app.put<{ Params: { id: number }; Body: NamedInput }>(
      `/web_api/mng/program/${path}/:id`,
      { schema: { ...byId, body: schema, response: { 200: saved, ...failures } } },
      async (request) => {
        const { user } = await app.requireManager(request);
        const result = await audited(
          app.db,
          (tx) => write(tx, conferenceId, request.body, request.params.id),
          (changed) => ({ conferenceId, action: saveAction, actor: user, detail: { id: changed.id, name: changed.name, version: changed.version } }),
        );
        return { id: result.id, version: result.version };
      },
    );
    app.delete<{ Params: { id: number } }>(`/web_api/mng/program/${path}/:id`, { schema: { ...byId, response: { 200: ok, ...failures } } }, async (request) => {
      const { user } = await app.requireManager(request);
      await audited(
        app.db,
        (tx) => drop(tx, conferenceId, request.params.id),
        (removed) => ({ conferenceId, action: removeAction, actor: user, detail: { id: removed.id, name: removed.name } }),
      );
      return { ok: true };
    });
    app.put<{ Body: ProgramOrderInput }>(
      `/web_api/mng/program/${path}/order`,
      { schema: { querystring: noQuery, body: programOrderInputSchema, response: { 200: ok, ...failures } } },
      async (request) => {
        const { user } = await app.requireManager(request);
        await audited(app.db, (tx) => orderRows(tx, conferenceId, table, request.body.ids), {
          conferenceId,
          action: 'programOrder',
          actor: user,
          detail: { of: path, ids: request.body.ids.join(',') },
        });
        return { ok: true };
      },
    );
  }

  app.post<{ Body: ProgramEventInput }>(
    '/web_api/mng/program/events',
    { schema: { querystring: noQuery, body: programEventInputSchema, response: { 201: saved, ...failures } } },
    async (request, reply) => {
      const { user } = await app.requireManager(request);
      const result = await audited(
        app.db,
        (tx) => saveEvent(tx, conferenceId, request.body),
        (created) => ({ conferenceId, action: 'programEventSave', actor: user, detail: { id: created.id, name: created.name } }),
      );
      return reply.status(201).send({ id: result.id, version: result.version });
    },
  );

  app.put<{ Params: { id: number }; Body: ProgramEventInput }>(
    '/web_api/mng/program/events/:id',
    { schema: { ...byId, body: programEventInputSchema, response: { 200: saved, ...failures } } },
    async (request) => {
      const { user } = await app.requireManager(request);
      const result = await audited(
        app.db,
        (tx) => saveEvent(tx, conferenceId, request.body, request.params.id),
        (changed) => ({ conferenceId, action: 'programEventSave', actor: user, detail: { id: changed.id, name: changed.name, version: changed.version } }),
      );
      return { id: result.id, version: result.version };
    },
  );

  app.delete<{ Params: { id: number } }>('/web_api/mng/program/events/:id', { schema: { ...byId, response: { 200: ok, ...failures } } }, async (request) => {
    const { user } = await app.requireManager(request);
    await audited(
      app.db,
      (tx) => removeEvent(tx, conferenceId, request.params.id),
      (removed) => ({ conferenceId, action: 'programEventRemove', actor: user, detail: { id: removed.id, name: removed.name } }),
    );
    return { ok: true };
  });

  app.post<{ Body: ProgramSessionInput }>(
    '/web_api/mng/program/sessions',
    { schema: { querystring: noQuery, body: programSessionInputSchema, response: { 201: saved, ...failures } } },
    async (request, reply) => {
      const { user } = await app.requireManager(request);
      const result = await audited(
        app.db,
        (tx) => saveSession(tx, conferenceId, request.body),
        (created) => ({ conferenceId, action: 'programSessionSave', actor: user, detail: { id: created.id, code: created.code } }),
      );
      return reply.status(201).send({ id: result.id, version: result.version });
    },
  );

  app.put<{ Params: { id: number }; Body: ProgramSessionInput }>(
    '/web_api/mng/program/sessions/:id',
    { schema: { ...byId, body: programSessionInputSchema, response: { 200: saved, ...failures } } },
    async (request) => {
      const { user } = await app.requireManager(request);
      const result = await audited(
        app.db,
        (tx) => saveSession(tx, conferenceId, request.body, request.params.id),
        (changed) => ({ conferenceId, action: 'programSessionSave', actor: user, detail: { id: changed.id, code: changed.code, version: changed.version } }),
      );
      return { id: result.id, version: result.version };
    },
  );

  app.delete<{ Params: { id: number } }>('/web_api/mng/program/sessions/:id', { schema: { ...byId, response: { 200: ok, ...failures } } }, async (request) => {
    const { user } = await app.requireManager(request);
    await audited(
      app.db,
      (tx) => removeSession(tx, conferenceId, request.params.id),
      (removed) => ({ conferenceId, action: 'programSessionRemove', actor: user, detail: { id: removed.id, code: removed.code } }),
    );
    return { ok: true };
  });

  app.put<{ Params: { id: number }; Body: PresentationSlotInput }>(
    '/web_api/mng/program/presentations/:id/slot',
    { schema: { ...byId, body: presentationSlotInputSchema, response: { 200: saved, ...failures } } },
    async (request) => {
      const { user } = await app.requireManager(request);
      const result = await audited(
        app.db,
        (tx) => placePresentation(tx, conferenceId, request.params.id, request.body),
        (placed) => ({
          conferenceId,
          action: 'presentationPlace',
          actor: user,
          detail: { id: placed.id, code: placed.code, session: placed.sessionCode, startAt: request.body.startAt, endAt: request.body.endAt },
        }),
      );
      return { id: result.id, version: result.version };
    },
  );

  app.put<{ Params: { id: number }; Body: PresentationFlagsInput }>(
    '/web_api/mng/program/presentations/:id/flags',
    { schema: { ...byId, body: presentationFlagsInputSchema, response: { 200: saved, ...failures } } },
    async (request) => {
      const { user } = await app.requireManager(request);
      const result = await audited(
        app.db,
        (tx) => setPresentationFlags(tx, conferenceId, request.params.id, request.body),
        (changed) => ({
          conferenceId,
          action: 'presentationFlags',
          actor: user,
          detail: { id: changed.id, code: changed.code, isPublic: changed.isPublic, isLocked: changed.isLocked },
        }),
      );
      return { id: result.id, version: result.version };
    },
  );
};

export default programEditingRoutes;
