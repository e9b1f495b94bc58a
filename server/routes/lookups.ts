import type { FastifyPluginAsync } from 'fastify';
import { isPostalCode, normalizePostalCode } from '../../engine/postalCode';
import { localizeError } from '../../engine/validate';
import { wireNameOf } from '../../engine/registration/wire';
import { createAjv } from '../../engine/ajv';
import { ApiError } from '../errors';
import { collateMember } from '../services/collation';
import { loadConference } from '../services/conference';
import { httpPostalCodes, offlinePostalCodes } from '../services/postalCodes';

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

/** Checked strictly (no type coercion): a number where a string belongs is a malformed body. */
const isCollateBody = createAjv().compile(collateBody);

/**
 * Lookups the registration form makes while the attendee types: external member collation and
 * postal codes. Both are rate-limited per client: they answer from data a script could harvest.
 */
const lookupRoutes: FastifyPluginAsync = async (app) => {
  const lookupLimit = { rateLimit: { max: app.config.lookupRateLimit, timeWindow: '1 minute' } };
  const postalCodes = app.config.postalLookupUrl ? httpPostalCodes(app.config.postalLookupUrl) : offlinePostalCodes;

  app.post<{ Body: { memberCode?: string; nameSei?: string; nameMei?: string; affiliation?: string } }>(
    '/web_api/external_members/collate',
    { config: lookupLimit },
    async (request) => {
      if (!isCollateBody(request.body)) throw new ApiError(400, 'malformedBody');
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

  app.get<{ Params: { code: string } }>('/web_api/postal_codes/:code', { config: lookupLimit }, async (request) => {
    const code = normalizePostalCode(request.params.code);
    if (!isPostalCode(code)) throw new ApiError(422, 'postalCodeDigits');
    return { code, items: await postalCodes.lookup(code) };
  });
};

export default lookupRoutes;
