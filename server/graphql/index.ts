import fp from 'fastify-plugin';
import mercurius, { type MercuriusContext } from 'mercurius';
import type { FastifyRequest } from 'fastify';
import { createRequire } from 'node:module';
import type { ExecutionResult, GraphQLError as GraphQLErrorType, ValidationContext } from 'graphql';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { dashboardSwitches, seminarSwitches } from '../../schemas/operationSettings';
import { operationSettingsSchemas } from '../../engine/operationSettings';
import { createAjv } from '../../engine/ajv';
import { localize, type MessageKey } from '../../engine/messages';
import { loadOperationSettings } from '../services/operationSettings';
import { dashboardAsMet } from '../services/conferenceFeatures';
import { saveSettings, settingsHistory } from '../services/settingsStudio';
import { Refusal, refusing } from './refusal';
import type { OperationSettingsKind } from '../../schemas/operationSettings';
import { ApiError } from '../core/errors';
import { programFieldResolvers, programMutations, programQueries, programResolvers, programTypes } from './program';
import { submissionMutations, submissionQueries, submissionResolvers, submissionTypes } from './submission';
import { judgingMutations, judgingQueries, judgingResolvers, judgingTypes } from './judging';
import { mngUserMutations, mngUserQueries, mngUserResolvers, mngUserTypes } from './mngUsers';
import { videoMutations, videoQueries, videoResolvers, videoTypes } from './videos';
import { isManagerRole } from '../../engine/roles';

const switches = [...dashboardSwitches, ...seminarSwitches].map((name) => `  ${name}: Boolean!`).join('\n');
const switchInputs = [...dashboardSwitches, ...seminarSwitches].map((name) => `  ${name}: Boolean`).join('\n');

/** The settings and program queries and mutations of docs/requirements/operation-area.md §7 ("GraphQL"). */
export const schema = /* GraphQL */ `
type QualificationSettings {
  isQualificationRequired: Boolean!
  isQualificationClosed: Boolean!
  isQualificationOpenOnlyForMng: Boolean!
}
input QualificationSettingsInput {
  isQualificationRequired: Boolean
  isQualificationClosed: Boolean
  isQualificationOpenOnlyForMng: Boolean
}
"Dates are ISO 8601 date-times, or null when not set."
type ReviewSettings {
  reviewRequestDescription: String!
  reviewRequestAnswerableTill: String
  reviewableFrom: String
  reviewableTill: String
  reviewShowDecline: Boolean!
}
input ReviewSettingsInput {
  reviewRequestDescription: String
  reviewRequestAnswerableTill: String
  reviewableFrom: String
  reviewableTill: String
  reviewShowDecline: Boolean
}
enum TimetableType { list grid }
type DashboardSettings {
  awardAvailableFrom: String
  isDashboardEvaluationsAvailable: Boolean!
  timetableType: TimetableType!
${switches}
  "Whether the conference has presentations to judge, so awards can exist. Answered by the dashboardSettings query."
  hasJudging: Boolean
}
input DashboardSettingsInput {
  awardAvailableFrom: String
  isDashboardEvaluationsAvailable: Boolean
  timetableType: TimetableType
${switchInputs}
}
${programTypes}
${submissionTypes}
${judgingTypes}
${mngUserTypes}
${videoTypes}
type Query {
  qualificationSettings: QualificationSettings!
  reviewSettings: ReviewSettings!
  dashboardSettings: DashboardSettings!
${programQueries}
${submissionQueries}
${judgingQueries}
${mngUserQueries}
${videoQueries}
}
type Mutation {
  "baseVersion, when given, is the settings version the change was made on: a save made since refuses it (CONFLICT)."
  updateQualificationSettings(input: QualificationSettingsInput!, baseVersion: Int): QualificationSettings!
  updateReviewSettings(input: ReviewSettingsInput!, baseVersion: Int): ReviewSettings!
  updateDashboardSettings(dashboardSettings: DashboardSettingsInput!, baseVersion: Int): DashboardSettings!
${programMutations}
${submissionMutations}
${judgingMutations}
${mngUserMutations}
${videoMutations}
}
`;

class SettingsError extends mercurius.ErrorWithProps {
  constructor(key: MessageKey, code: string, extra: Record<string, unknown> = {}) {
    const text = localize(key);
    super(text.en, { code, message: text.ja, messageEn: text.en, ...extra });
  }
}

const ajv = createAjv({ allErrors: true });
const validators = {
  qualification: ajv.compile({ ...operationSettingsSchemas.qualification }),
  review: ajv.compile({ ...operationSettingsSchemas.review }),
  dashboard: ajv.compile({ ...operationSettingsSchemas.dashboard }),
};

/**
 * What one document may ask for (docs/decisions.md, "GraphQL"). Checked while validating, before any
 * resolver runs, so an abusive query is answered in milliseconds; the body limit keeps parsing
 * cheap too. Aliases, depth and cost are graphql-armor's validation rules.
 */
export const GRAPHQL_LIMITS = { bodyBytes: 32 * 1024, aliases: 15, depth: 8, cost: 2000 } as const;

// mercurius and graphql-armor load graphql as CommonJS; its ES module build is another realm
// whose classes fail graphql's instanceof checks, so we take the same CommonJS instance.
const { GraphQLError, NoSchemaIntrospectionCustomRule, parse, Kind } = createRequire(import.meta.url)('graphql') as typeof import('graphql');
type GraphQLError = GraphQLErrorType;

/** graphql-armor throws by default; reported instead, a refusal is a validation error (400) like any other. */
const reported = {
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

/** A NUL written as an escape inside a GraphQL string (`"\\u0000"`): PostgreSQL cannot store it. */
const noNulInStrings = (context: ValidationContext) => ({
  StringValue(node: { value: string }) {
    if (node.value.includes('\0'))
      context.reportError(
        new GraphQLError(localize('nulCharacter').en, { nodes: [node as never], extensions: { code: 'BAD_USER_INPUT', ...bilingual('nulCharacter') } }),
      );
  },
});

const bilingual = (key: MessageKey) => {
  const text = localize(key);
  return { message: text.ja, messageEn: text.en };
};

/**
 * What mercurius would otherwise fail on with a TypeError (issue 62): a `query` that is JSON (it
 * reads one as a ready-made document tree) and, by GET, a document of several operations without
 * operationName. Each is the caller's mistake: a 400 naming it. Only GET is parsed here; a POST
 * is left to mercurius, which parses it once and answers these itself.
 */
function checkGraphqlRequest(request: FastifyRequest) {
  const input = (request.method === 'GET' ? request.query : request.body) as { query?: unknown; operationName?: unknown } | undefined;
  const query = input?.query;
  if (query === undefined) return;
  if (typeof query !== 'string' || looksLikeJson(query)) throw new ApiError(400, 'graphqlNotText');
  if (request.method !== 'GET') return;
  let names: Array<string | undefined>;
  try {
    names = parse(query, { noLocation: true }).definitions.flatMap((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION ? [definition.name?.value] : [],
    );
  } catch {
    return; // mercurius answers the syntax error itself
  }
  const wanted = input?.operationName;
  if (typeof wanted === 'string' && wanted !== '') {
    if (!names.includes(wanted)) throw new ApiError(400, 'graphqlUnknownOperation', { params: { name: wanted.slice(0, 100) } });
  } else if (names.length > 1) {
    throw new ApiError(400, 'graphqlOperationName');
  }
}

/** No GraphQL document is JSON (`{}` selects nothing), so text that parses as JSON was meant as a tree. */
const looksLikeJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

const internalError = () => {
  const text = localize('serverError');
  return { code: 'INTERNAL_SERVER_ERROR', message: text.ja, messageEn: text.en };
};

/** Errors a caller may read: GraphQL's own (syntax, validation, input), mercurius' and ours. */
function isCallerFacing(error: GraphQLError): boolean {
  const original = error.originalError as (Error & { code?: string; errors?: unknown; statusCode?: number }) | undefined;
  if (!original) return true;
  // Fastify's own refusals (a body over the limit, bad JSON) are the caller's mistakes.
  if (typeof original.statusCode === 'number' && original.statusCode >= 400 && original.statusCode < 500) return true;
  return (
    original instanceof GraphQLError ||
    original instanceof mercurius.ErrorWithProps ||
    // Refused before GraphQL ran (CSRF, rate limits): keeps its status and bilingual message.
    original instanceof ApiError ||
    Array.isArray(original.errors) ||
    Boolean(original.code?.startsWith('MER_ERR'))
  );
}

/** Anything else (a failed query, a bug) is logged and answered without its text: no SQL, no internals. */
function errorFormatter(execution: ExecutionResult & Required<Pick<ExecutionResult, 'errors'>>, context: MercuriusContext) {
  const errors = execution.errors.map((error) => {
    // A refusal before GraphQL ran (the request checks, CSRF, a limit) carries its code and both languages too.
    if (error.originalError instanceof ApiError) {
      const refusal = new Refusal(error.originalError);
      return new GraphQLError(refusal.message, {
        nodes: error.nodes,
        path: error.path,
        originalError: error.originalError,
        extensions: refusal.extensions as Record<string, unknown>,
      });
    }
    if (isCallerFacing(error)) return error;
    (context.reply?.log ?? context.app.log).error({ err: error.originalError }, 'GraphQL resolver failed');
    const extensions = internalError();
    return new GraphQLError(extensions.messageEn, { nodes: error.nodes, path: error.path, extensions });
  });
  // The top-level message in the caller's language (Accept-Language: en, else Japanese, as REST's
  // `message`); the extensions keep both (issue 68, item 15).
  const english = /^\s*en\b/i.test(String(context.reply?.request.headers['accept-language'] ?? ''));
  const inLanguage = errors.map((error) => {
    const extensions = error.extensions as { message?: unknown; messageEn?: unknown } | undefined;
    const text = english ? extensions?.messageEn : extensions?.message;
    if (typeof text !== 'string' || text === error.message) return error;
    return new GraphQLError(text, { nodes: error.nodes, path: error.path, originalError: error.originalError ?? undefined, extensions: error.extensions });
  });
  const formatted = mercurius.defaultErrorFormatter({ ...execution, errors: inLanguage }, context);
  // mercurius answers 200 when one refusal holds several errors (two introspection fields, say);
  // a document refused before it ran keeps its refusal's status.
  const refusal = (errors[0]?.originalError as { statusCode?: number } | undefined)?.statusCode;
  if (!execution.data && formatted.statusCode === 200 && refusal && refusal >= 400 && refusal < 500) return { ...formatted, statusCode: refusal };
  return formatted;
}

/** GraphQL at /graphql (mercurius). Queries need no more than the page does; mutations need a manager. */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      if (route.url !== '/graphql') return;
      route.bodyLimit = GRAPHQL_LIMITS.bodyBytes;
      route.preValidation = [...[route.preValidation ?? []].flat(), async (request: FastifyRequest) => checkGraphqlRequest(request)];
    });
    const conferenceId = app.config.conference;
    const requireManager = async (request: FastifyRequest) => {
      const viewer = await request.viewer();
      if (!viewer) throw new SettingsError('notLoggedIn', 'UNAUTHENTICATED');
      if (!isManagerRole(viewer.user.role)) throw new SettingsError('managersOnly', 'FORBIDDEN');
      return viewer;
    };
    /**
     * The update mutations merge a change into the settings and save it as the settings pages do:
     * a new version in the history, an audit entry. The spec's calls carry no version, and save on
     * top of whatever is current; the settings pages add the version they edited (`baseVersion`),
     * and a save made in between refuses theirs, as the REST save does.
     */
    const updateOperation = async <K extends OperationSettingsKind>(request: FastifyRequest, kind: K, change: object, baseVersion?: number | null) => {
      const { user } = await requireManager(request);
      const [latest] = await settingsHistory(app.db, conferenceId, kind, 1);
      const value = { ...(await loadOperationSettings(app.db, conferenceId, kind)), ...change };
      await refusing(() => saveSettings(app.db, conferenceId, kind, { baseVersion: baseVersion ?? latest?.version ?? 0, value, actor: user }));
      return loadOperationSettings(app.db, conferenceId, kind);
    };
    const checked = <K extends keyof typeof validators>(kind: K, input: object) => {
      // GraphQL turns omitted input fields into absent keys, and explicit nulls stay null.
      const change = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
      if (!validators[kind](change)) {
        throw new SettingsError('invalidValue', 'BAD_USER_INPUT', {
          fields: (validators[kind].errors ?? []).map((error) => error.instancePath.slice(1) || error.params.additionalProperty),
        });
      }
      return change;
    };
    const requireUser = async (request: FastifyRequest) => {
      if (!(await request.viewer())) throw new SettingsError('notLoggedIn', 'UNAUTHENTICATED');
    };

    const program = programResolvers(app);
    const submission = submissionResolvers(app);
    const judging = judgingResolvers(app);
    const mngUsers = mngUserResolvers(app);
    const videos = videoResolvers(app);
    await app.register(mercurius, {
      schema,
      path: '/graphql',
      graphiql: false,
      jit: 1,
      errorFormatter,
      validationRules: [
        maxAliasesRule({ n: GRAPHQL_LIMITS.aliases, ...reported }),
        maxDepthRule({ n: GRAPHQL_LIMITS.depth, ...reported }),
        costLimitRule({ maxCost: GRAPHQL_LIMITS.cost, ...reported }),
        noNulInStrings,
        // The schema is public in the source; introspection is still only for the loopback demo.
        ...(app.config.demo ? [] : [NoSchemaIntrospectionCustomRule]),
      ],
      // POST goes through the CSRF check like every state-changing call; mercurius refuses a
      // mutation sent by GET, so GET can only read.
      routes: true,
      resolvers: {
        ...programFieldResolvers(app),
        Query: {
          ...program.Query,
          ...submission.Query,
          ...judging.Query,
          ...mngUsers.Query,
          ...videos.Query,
          qualificationSettings: () => loadOperationSettings(app.db, conferenceId, 'qualification'),
          reviewSettings: async (_root, _args, { reply }) => {
            await requireUser(reply.request);
            return loadOperationSettings(app.db, conferenceId, 'review');
          },
          // The switches as the dashboard meets them: off where the conference lacks what they lead to.
          dashboardSettings: async (_root, _args, { reply }) => {
            await requireUser(reply.request);
            return dashboardAsMet(app.db, conferenceId);
          },
        },
        Mutation: {
          ...program.Mutation,
          ...submission.Mutation,
          ...judging.Mutation,
          ...mngUsers.Mutation,
          ...videos.Mutation,
          updateQualificationSettings: async (_root, { input, baseVersion }, { reply }) => {
            return updateOperation(reply.request, 'qualification', checked('qualification', input), baseVersion);
          },
          updateReviewSettings: async (_root, { input, baseVersion }, { reply }) => {
            return updateOperation(reply.request, 'review', checked('review', input), baseVersion);
          },
          updateDashboardSettings: async (_root, { dashboardSettings, baseVersion }, { reply }) => {
            return updateOperation(reply.request, 'dashboard', checked('dashboard', dashboardSettings), baseVersion);
          },
        },
      },
    });
  },
  { name: 'kaigi-graphql', dependencies: ['kaigi-session'] },
);
