import type { FastifyPluginAsync } from 'fastify';
import { isPostalCode, normalizePostalCode } from '../../engine/postalCode';
import { localizeError } from '../../engine/validate';
import { wireNameOf } from '../../engine/registration/wire';
import { ApiError } from '../core/errors';
import { collateMember } from '../services/collation';
import { loadConference } from '../services/conference';
import { httpPostalCodes, offlinePostalCodes } from '../services/postalCodes';
import { failure, failures, noQuery, object, params, stored } from '../core/routeSchemas';

const collateBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    memberCode: { type: 'string', maxLength: 50 },
    nameSei: { type: 'string', maxLength: 50 },
    nameMei: { type: 'string', maxLength: 50 },
    affiliation: { type: 'string', maxLength: 255 },
  },
} as const;

const collateResponse = object(
  {
    ok: { type: 'boolean' },
    suggestionAttributes: stored,
    errors: failure.properties.errors,
  },
  ['ok', 'errors'],
);

/**
 * Lookups the registration form makes while the attendee types: external member collation and
 * postal codes. Both are rate-limited per client: they answer from data a script could harvest.
 */
const lookupRoutes: FastifyPluginAsync = async (app) => {
  const lookupLimit = { rateLimit: { max: app.config.lookupRateLimit, timeWindow: '1 minute' } };
  const postalCodes = app.config.postalLookupUrl ? httpPostalCodes(app.config.postalLookupUrl) : offlinePostalCodes;

  app.post<{ Body: { memberCode?: string; nameSei?: string; nameMei?: string; affiliation?: string } }>(
    '/web_api/external_members/collate',
    // The body is checked strictly (no type coercion): a number where a string belongs is a 400.
    { config: lookupLimit, schema: { body: collateBody, querystring: noQuery, response: { 200: collateResponse, ...failures } } },
    async (request) => {
      const conference = await loadConference(app.db, app.config.conference);
      if (!conference?.settings.isExternalMemberCollationEnabled) throw new ApiError(404, 'collationUnavailable');
      const result = await collateMember(app.db, app.config.conference, request.body);
      return {
        ok: result.ok,
        ...(result.suggestionAttributes ? { suggestionAttributes: result.suggestionAttributes } : {}),
        errors: result.errors.map((error) => {
          const text = localizeError(error);
          return { field: wireNameOf(error.path), message: text.ja, messageEn: text.en };
        }),
      };
    },
  );

  const postalItem = { type: 'object', additionalProperties: true } as const;
  app.get<{ Params: { code: string } }>(
    '/web_api/postal_codes/:code',
    {
      config: lookupLimit,
      schema: {
        params: params({ code: { type: 'string', minLength: 1, maxLength: 20 } }),
        querystring: noQuery,
        response: { 200: object({ code: { type: 'string' }, items: { type: 'array', items: postalItem } }), ...failures },
      },
    },
    async (request) => {
      const code = normalizePostalCode(request.params.code);
      if (!isPostalCode(code)) throw new ApiError(422, 'postalCodeDigits');
      return { code, items: await postalCodes.lookup(code) };
    },
  );
};

export default lookupRoutes;
