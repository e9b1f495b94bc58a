/**
 * The building blocks of every route's schema (docs/decisions.md "Schemas at every edge"). Fastify checks
 * params, query and JSON bodies against them before a handler runs (a 400 that names the
 * problem) and serializes responses from them. Multipart bodies are declared by `consumes` and
 * read by `services/multipartParts.ts`; their fields are then checked by the engine's form schema.
 */

/** Every failure: a message in both languages, the catalogue key, and field errors when there are. */
export const failure = {
  type: 'object',
  required: ['message', 'messageEn'],
  properties: {
    message: { type: 'string' },
    messageEn: { type: 'string' },
    messageKey: { type: 'string' },
    messageVariables: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
    code: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'message', 'messageEn'],
        properties: { field: { type: 'string' }, message: { type: 'string' }, messageEn: { type: 'string' } },
      },
    },
  },
} as const;

export const failures = { '4xx': failure, '5xx': failure } as const;

/** A JSON object answer with exactly these properties. */
export const object = (properties: Record<string, unknown>, required: readonly string[] = Object.keys(properties)) =>
  ({ type: 'object', required: [...required], properties, additionalProperties: false }) as const;

/** Data whose shape belongs to a fixture schema in schemas/ and passes through as it is stored. */
export const stored = { type: 'object', additionalProperties: true } as const;

export const ok = object({ ok: { type: 'boolean' } });
export const nothingAsked = { type: 'object', properties: {}, additionalProperties: false } as const;

/** A token or code in a path: what our links contain, and never longer. */
export const tokenParam = { type: 'string', minLength: 1, maxLength: 200 } as const;
/** A row id in a path: a positive 32-bit integer, so 1e30 or "abc" is a 400, not a database error. */
export const idParam = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

/** A value or null. */
export const nullable = (schema: Record<string, unknown>) => ({ anyOf: [schema, { type: 'null' }] });
/** A list's page, as the spec's Pager says it (server/services/programQueries.ts pagerOf writes it). */
export const pagerSchema = object({
  currentPage: { type: 'integer' },
  totalPages: { type: 'integer' },
  limitValue: { type: 'integer' },
  isLastPage: { type: 'boolean' },
  totalCount: { type: 'integer' },
  nextPage: nullable({ type: 'integer' }),
});
/** An instant as ISO 8601. */
export const dateTime = { type: 'string', format: 'date-time' } as const;

export const params = (properties: Record<string, unknown>) => object(properties);

/** GET routes without a query: unknown keys are dropped (Fastify removes additional properties). */
export const noQuery = nothingAsked;

export const multipart = { consumes: ['multipart/form-data'] } as const;
/** A state-changing call that takes no body (what is sent is ignored). */
export const noBody = { consumes: [] as string[] } as const;
