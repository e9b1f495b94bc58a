import DataLoader from 'dataloader';
import mercurius from 'mercurius';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createAjv } from '../../engine/ajv';
import { formatMessage, type MessageKey, type MessageParams } from '../../engine/messages';
import { ruleText } from '../../engine/schemaProblems';
import { roomViews } from '../../engine/program/roomViews';
import { overlapsOf } from '../../engine/program/schedule';
import { PROGRAM_PAGE_SIZE, presentationFiltersSchema, presentationKinds, type PresentationFilters, type PresentationKind } from '../../schemas/program';
import {
  countPresentations,
  getPresentation,
  presentationsByIds,
  listPresentations,
  presentationOptions,
  presentationsOfSessions,
  usersOf,
} from '../services/programQueries';
import { eventsOf, programSessionsOf, roomsOf, seriesOf, sessionsByIds } from '../services/programSchedule';
import { addFavourite, favouriteIdsOf, favouritePresentations, removeFavourite } from '../services/favourites';
import { keywordCounts, keywordsOf } from '../services/keywordReads';
import { keywordCategories as keywordCategoriesTable, keywords as keywordsTable } from '../db/schema';
import { memberKindsWithPlans } from '../services/payment/memberKinds';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AuthorCard } from '../services/programSeed';
import { isManagerRole } from '../../engine/roles';

import { decorated, iso, listedOf, listedRowOf, presentationOf, sessionOf, type PresentationObject, type Preloaded, type SessionObject } from './programShapes';
export { programMutations, programQueries, programTypes } from './programSchema';

/**
 * The program over GraphQL (docs/requirements/operation-area.md §7, issue 22). What each query allows to whom
 * is in docs/features/program.md ("Who sees what"): visitors nothing, unapproved accounts nothing
 * but the reason, approved attendees the published program, managers everything.
 */

class ProgramError extends mercurius.ErrorWithProps {
  /** `paramsEn` where a variable's own text differs by language (a rule's wording). */
  constructor(key: MessageKey, code: string, params?: MessageParams, paramsEn?: MessageParams) {
    const ja = formatMessage(key, 'ja', params);
    const en = formatMessage(key, 'en', paramsEn ?? params);
    super(en, { code, message: ja, messageEn: en });
  }
}

const ajv = createAjv({ allErrors: false });
const validFilters = ajv.compile<PresentationFilters>(presentationFiltersSchema);

/** GraphQL already refused wrong types; ranges and formats are checked here, each named. */
function checkedFilters(args: Record<string, unknown>): PresentationFilters {
  const filters = Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined && value !== null));
  if (!validFilters(filters)) {
    const error = validFilters.errors![0]!;
    const name = error.instancePath.slice(1) || 'filters';
    const problem = ruleText(error);
    throw new ProgramError('invalidFilter', 'BAD_USER_INPUT', { name, problem: problem.ja }, { name, problem: problem.en });
  }
  return filters;
}

interface Access {
  userId: number;
  isManager: boolean;
}

/** Visitors are asked to log in; unapproved accounts are told the program comes with approval (§6). */
async function programAccess(request: FastifyRequest): Promise<Access> {
  const viewer = await request.viewer();
  if (!viewer) throw new ProgramError('notLoggedIn', 'UNAUTHENTICATED');
  if (isManagerRole(viewer.user.role)) return { userId: viewer.user.id, isManager: true };
  if (viewer.user.approvalStatus !== 'approved') throw new ProgramError('programAfterApproval', 'FORBIDDEN');
  return { userId: viewer.user.id, isManager: false };
}

interface Context {
  reply: { request: FastifyRequest };
  access?: Promise<Access>;
  loaders?: ReturnType<typeof requestLoaders>;
  listedRows?: number;
}
const accessOf = (context: Context) => (context.access ??= programAccess(context.reply.request));

/**
 * Presentations one request may list in all, over its aliases (issue 62): two full pages. Fifteen
 * aliases of a hundred rows each (3 MB) let ten callers hold a public request for 1.5 s.
 */
export const LISTED_ROWS_PER_REQUEST = 2 * PROGRAM_PAGE_SIZE.max;
function takeListedRows(context: Context, rows: number) {
  context.listedRows = (context.listedRows ?? 0) + rows;
  if (context.listedRows > LISTED_ROWS_PER_REQUEST) throw new ProgramError('tooManyListedRows', 'BAD_USER_INPUT', { limit: LISTED_ROWS_PER_REQUEST });
}

export function programResolvers(app: FastifyInstance) {
  const conferenceId = app.config.conference;
  const db = () => app.db;

  const listResolvers = Object.fromEntries(
    presentationKinds.flatMap((kind: PresentationKind) => [
      [
        `${kind}Presentations`,
        async (_root: unknown, args: Record<string, unknown>, context: Context) => {
          const access = await accessOf(context);
          const filters = checkedFilters(args);
          takeListedRows(context, filters.per ?? PROGRAM_PAGE_SIZE.default);
          const { rows, pager } = await listPresentations(db(), {
            conferenceId,
            kind,
            filters,
            onlyPublic: !(access.isManager && filters.withPublic === false),
            userId: access.userId,
          });
          return { collection: rows.map(listedRowOf), metadata: pager };
        },
      ],
      [
        `${kind}PresentationsHitsCount`,
        async (_root: unknown, args: Record<string, unknown>, context: Context) => {
          const access = await accessOf(context);
          const filters = checkedFilters(args);
          return countPresentations(db(), { conferenceId, kind, filters, onlyPublic: !(access.isManager && filters.withPublic === false) });
        },
      ],
      [
        `${kind}PresentationOptions`,
        async (_root: unknown, args: { name?: string; page?: number; per?: number }, context: Context) => {
          const access = await accessOf(context);
          const { name, page, per } = checkedFilters(args);
          return optionPage(await presentationOptions(db(), { conferenceId, kind, onlyPublic: !access.isManager, name, page, per }));
        },
      ],
      [
        `${kind}PresentationOptionsByCode`,
        async (_root: unknown, args: { code?: string; page?: number; per?: number }, context: Context) => {
          const access = await accessOf(context);
          const { page, per } = checkedFilters({ page: args.page, per: args.per });
          if (args.code && args.code.length > 32)
            throw new ProgramError('invalidFilter', 'BAD_USER_INPUT', { name: 'code', problem: 'must NOT have more than 32 characters' });
          return optionPage(await presentationOptions(db(), { conferenceId, kind, onlyPublic: !access.isManager, code: args.code ?? '', page, per }));
        },
      ],
      [
        `${kind}PresentationSeries`,
        async (_root: unknown, _args: unknown, context: Context) => {
          await accessOf(context);
          return (await seriesOf(db(), conferenceId, kind)).map((series) => ({ ...series, kind }));
        },
      ],
    ]),
  );

  const optionPage = (page: Awaited<ReturnType<typeof presentationOptions>>) => ({
    ...page,
    collection: page.collection.map((option) => ({
      ...option,
      decoratedName: decorated(option.code, option.name),
      decoratedNameEn: decorated(option.code, option.nameEn),
    })),
  });

  return {
    Query: {
      ...listResolvers,
      presentation: (_root: unknown, { id }: { id: number }, context: Context) => loadersOf(app, context).presentation.load(id),
      programSessions: async (
        _root: unknown,
        args: { kind: PresentationKind; date?: string; seriesId?: number; roomIds?: number[]; firstRooms?: number },
        context: Context,
      ) => {
        await accessOf(context);
        const { date, seriesId } = checkedFilters({ date: args.date, seriesId: args.seriesId });
        if ((args.roomIds && args.roomIds.length > 20) || (args.firstRooms != null && (args.firstRooms < 1 || args.firstRooms > 20))) {
          throw new ProgramError('invalidFilter', 'BAD_USER_INPUT', {
            name: args.firstRooms != null ? 'firstRooms' : 'roomIds',
            problem: 'from 1 to 20 rooms',
          });
        }
        const roomIds =
          args.roomIds ??
          (args.firstRooms ? (roomViews(await roomsOf(db(), conferenceId, args.kind), args.firstRooms)[0] ?? []).map((room) => room.id) : undefined);
        return (await programSessionsOf(db(), conferenceId, { kind: args.kind, date, seriesId, roomIds })).map(sessionOf);
      },
      programRooms: async (_root: unknown, args: { kind?: PresentationKind }, context: Context) => {
        await accessOf(context);
        return roomsOf(db(), conferenceId, args.kind ?? undefined);
      },
      programEvents: async (_root: unknown, args: { date?: string }, context: Context) => {
        await accessOf(context);
        const { date } = checkedFilters({ date: args.date });
        return (await eventsOf(db(), conferenceId, date)).map((event) => ({
          ...event,
          startAt: event.startAt.toISOString(),
          endAt: event.endAt.toISOString(),
          programRoom:
            event.roomId === null
              ? null
              : {
                  id: event.roomId,
                  name: event.roomName,
                  nameEn: event.roomNameEn,
                  group: event.groupId === null ? null : { id: event.groupId, name: event.groupName, nameEn: event.groupNameEn },
                },
        }));
      },
      externalMemberKinds: async () => memberKindsWithPlans(db(), conferenceId),
      keywordCategories: async (_root: unknown, _args: unknown, context: Context) => {
        await accessOf(context);
        const categories = await db()
          .select()
          .from(keywordCategoriesTable)
          .where(eq(keywordCategoriesTable.conferenceId, conferenceId))
          .orderBy(asc(keywordCategoriesTable.position));
        const list = categories.length
          ? await db()
              .select()
              .from(keywordsTable)
              .where(
                inArray(
                  keywordsTable.categoryId,
                  categories.map((category) => category.id),
                ),
              )
              .orderBy(asc(keywordsTable.position))
          : [];
        const counts = await keywordCounts(
          db(),
          list.map((keyword) => keyword.id),
        );
        return categories.map((category) => ({
          ...category,
          keywords: list
            .filter((keyword) => keyword.categoryId === category.id)
            .map((keyword) => ({
              ...keyword,
              oralPresentationsCount: counts.get(keyword.id)?.oral ?? 0,
              posterPresentationsCount: counts.get(keyword.id)?.poster ?? 0,
            })),
        }));
      },
      mySchedule: async (_root: unknown, _args: unknown, context: Context) => {
        const access = await accessOf(context);
        return schedule(access.userId);
      },
    },
    Mutation: {
      addFavourite: async (_root: unknown, { presentationId }: { presentationId: number }, context: Context) => {
        const access = await accessOf(context);
        if (!(await getPresentation(db(), conferenceId, presentationId, true))) throw new ProgramError('presentationNotFound', 'NOT_FOUND');
        await addFavourite(db(), access.userId, presentationId);
        const items = await schedule(access.userId);
        const overlapping = new Set(items.find((item) => item.presentation.id === presentationId)?.overlapsWith ?? []);
        return {
          presentationId,
          isFavourite: true,
          overlapping: items.filter((item) => overlapping.has(item.presentation.id)).map((item) => item.presentation),
        };
      },
      removeFavourite: async (_root: unknown, { presentationId }: { presentationId: number }, context: Context) => {
        const access = await accessOf(context);
        if (!(await removeFavourite(db(), access.userId, presentationId))) throw new ProgramError('favouriteRemovalFailed', 'NOT_FOUND');
        return { presentationId, isFavourite: false, overlapping: [] };
      },
    },
  };

  /** The viewer's favourites by time; a poster takes its session's time. */
  async function schedule(userId: number) {
    const rows = await favouritePresentations(db(), userId);
    const sessions = new Map(
      (await sessionsByIds(db(), [...new Set(rows.map((row) => row.sessionId).filter((id): id is number => id !== null))])).map((session) => [
        session.id,
        session,
      ]),
    );
    const items = rows.map((row) => {
      const session = row.sessionId === null ? undefined : sessions.get(row.sessionId);
      return { presentation: presentationOf(row), startAt: iso(row.startAt ?? session?.startAt), endAt: iso(row.endAt ?? session?.endAt) };
    });
    const overlaps = overlapsOf(items.map((item) => ({ id: item.presentation.id, startAt: item.startAt, endAt: item.endAt })));
    return items.map((item) => ({ ...item, overlapsWith: overlaps.get(item.presentation.id) ?? [] }));
  }
}

/**
 * Batched loads, one query per kind of data per request, keyed by id (DataLoader). mercurius'
 * own loaders key their batches by the whole serialized parent object, abstracts and authors
 * included: 8% of a search request's CPU and much of its garbage (profile, bench:program).
 */
function requestLoaders(app: FastifyInstance, context: Context) {
  const db = () => app.db;
  const byId = <K, V>(load: (ids: readonly K[]) => Promise<Map<K, V>>, missing: V) =>
    new DataLoader<K, V>(async (ids) => {
      const found = await load(ids);
      return ids.map((id) => found.get(id) ?? missing);
    });
  return {
    // Presentations asked for by id, several in one request (aliases), in one query.
    presentation: byId(async (ids: readonly number[]) => {
      const onlyPublic = !(await accessOf(context)).isManager;
      return new Map((await presentationsByIds(db(), app.config.conference, ids, onlyPublic)).map((row) => [row.id, presentationOf(row)]));
    }, null),
    session: byId(async (ids: readonly number[]) => new Map((await sessionsByIds(db(), ids)).map((row) => [row.id, sessionOf(row)])), null),
    user: byId(async (ids: readonly number[]) => new Map((await usersOf(db(), ids)).map((row) => [row.id, row])), null),
    series: byId(
      async () =>
        new Map(
          [...(await seriesOf(db(), app.config.conference, 'oral')), ...(await seriesOf(db(), app.config.conference, 'poster'))].map((row) => [row.id, row]),
        ),
      null,
    ),
    favourite: byId(async (ids: readonly number[]) => {
      const marked = await favouriteIdsOf(db(), (await accessOf(context)).userId, ids);
      return new Map(ids.map((id) => [id, marked.has(id)]));
    }, false),
    keywords: byId(async (ids: readonly number[]) => {
      const rows = await keywordsOf(db(), ids);
      const counts = await keywordCounts(db(), [...new Set(rows.map((row) => row.id))]);
      const found = new Map<number, unknown[]>();
      for (const row of rows) {
        found.set(row.presentationId, [
          ...(found.get(row.presentationId) ?? []),
          {
            ...row,
            oralPresentationsCount: counts.get(row.id)?.oral ?? 0,
            posterPresentationsCount: counts.get(row.id)?.poster ?? 0,
          },
        ]);
      }
      return found;
    }, [] as unknown[]),
    sessionPresentations: byId(
      async (ids: readonly number[]) => {
        const rows = await presentationsOfSessions(db(), ids, !(await accessOf(context)).isManager);
        const found = new Map<number, ReturnType<typeof listedOf>[]>();
        for (const row of rows) found.set(row.sessionId!, [...(found.get(row.sessionId!) ?? []), listedOf(row)]);
        return found;
      },
      [] as ReturnType<typeof listedOf>[],
    ),
    seriesSessions: byId(async () => {
      const found = new Map<number, SessionObject[]>();
      for (const row of await programSessionsOf(db(), app.config.conference, {}))
        if (row.seriesId !== null) found.set(row.seriesId, [...(found.get(row.seriesId) ?? []), sessionOf(row)]);
      return found;
    }, [] as SessionObject[]),
  };
}

/** The request's loaders, made when it first needs one. */
const loadersOf = (app: FastifyInstance, context: Context) => (context.loaders ??= requestLoaders(app, context));

/** The program types' field resolvers: from the row when the list query read it, else batched. */
export function programFieldResolvers(app: FastifyInstance) {
  const loaders = (context: Context) => loadersOf(app, context);
  const session = (obj: Preloaded & { sessionId: number | null }, context: Context) => {
    if (obj.preloadedSession !== undefined) return obj.preloadedSession ? sessionOf(obj.preloadedSession) : null;
    return obj.sessionId === null ? null : loaders(context).session.load(obj.sessionId);
  };
  /**
   * Who submitted a presentation (its account and application) is for managers and that presenter
   * (issue 62): other attendees see the authors, as printed in the program.
   */
  const mayKnowOwner = async (obj: { userId: number | null }, context: Context) => {
    if (obj.userId === null) return false;
    const access = await accessOf(context);
    return access.isManager || access.userId === obj.userId;
  };
  const user = async (obj: { userId: number | null }, context: Context) =>
    (await mayKnowOwner(obj, context)) ? loaders(context).user.load(obj.userId!) : null;
  return {
    Presentation: {
      // Written with the authors (presentations.authors_card): no query.
      authors: (obj: PresentationObject) => obj.authorsCard as AuthorCard[],
      keywords: (obj: PresentationObject, _args: unknown, context: Context) => loaders(context).keywords.load(obj.id),
      session: (obj: PresentationObject, _args: unknown, context: Context) => session(obj, context),
      series: (obj: PresentationObject, _args: unknown, context: Context) => (obj.seriesId === null ? null : loaders(context).series.load(obj.seriesId)),
      user: (obj: PresentationObject, _args: unknown, context: Context) => user(obj, context),
      userId: async (obj: PresentationObject, _args: unknown, context: Context) => ((await mayKnowOwner(obj, context)) ? obj.userId : null),
      presentationApplicationId: async (obj: PresentationObject, _args: unknown, context: Context) =>
        (await mayKnowOwner(obj, context)) ? obj.presentationApplicationId : null,
      isFavourite: (obj: PresentationObject, _args: unknown, context: Context) => obj.preloadedFavourite ?? loaders(context).favourite.load(obj.id),
    },
    ListedPresentation: {
      programSession: (obj: Preloaded & { sessionId: number | null }, _args: unknown, context: Context) => session(obj, context),
      user: (obj: { userId: number | null }, _args: unknown, context: Context) => user(obj, context),
    },
    ProgramSession: {
      presentations: (obj: SessionObject, _args: unknown, context: Context) => loaders(context).sessionPresentations.load(obj.id),
    },
    Series: {
      sessions: (obj: { id: number }, _args: unknown, context: Context) => loaders(context).seriesSessions.load(obj.id),
    },
  };
}
