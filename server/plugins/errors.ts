import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { ApiError } from '../core/errors';
import { MailError } from '../services/mail';
import type { MessageKey } from '../../engine/messages';
import { ruleText } from '../../engine/schemaProblems';

/** Library 4xx errors answered with a catalogue message by status. */
const statusKeys: Record<number, MessageKey> = {
  400: 'malformedBody',
  403: 'notAllowed',
  404: 'notFound',
  406: 'unsupportedFormat',
  413: 'bodyTooLarge',
  415: 'unsupportedFormat',
  429: 'tooManyRequests',
};

/**
 * PostgreSQL refusing a value the edge let through (a NUL character, a number out of range, text
 * that is no number): the client's mistake, so a 400. Drizzle keeps the driver's error as cause.
 */
const clientDataCodes = new Set(['22021', '22P05', '22003', '22P02', '22007', '22008', '54000']);
function databaseCode(error: unknown): string | undefined {
  for (
    let current = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    current && depth < 4;
    current = current.cause as typeof current, depth += 1
  ) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
  }
  return undefined;
}

/** The part of a request a schema refused, as each language names it. */
const requestParts: Record<string, { ja: string; en: string }> = {
  body: { ja: '本文', en: 'body' },
  querystring: { ja: 'クエリ', en: 'query' },
  params: { ja: 'パス', en: 'path' },
  headers: { ja: 'ヘッダー', en: 'headers' },
};

/**
 * "body/email must match format" as a place and a problem a person can act on, in both languages
 * (the schema's own words are English: a Japanese message never ends in them).
 */
function schemaProblem(error: FastifyError): ApiError {
  const first = error.validation?.[0];
  const part = error.validationContext ?? 'body';
  const where = requestParts[part] ?? { ja: part, en: part };
  if (!first)
    return new ApiError(400, 'invalidRequestPart', {
      params: { where: where.ja, problem: '値が正しくありません' },
      paramsEn: { where: where.en, problem: error.message },
    });
  const field = String(first.params?.missingProperty ?? first.params?.additionalProperty ?? '') || first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const rule =
    first.keyword === 'required'
      ? { ja: '必須項目です', en: 'is required' }
      : ruleText({ keyword: first.keyword, params: first.params as Record<string, unknown>, message: first.message });
  // The rule names an unknown property itself ("colour is not allowed").
  const problem = (text: string) => (field && first.keyword !== 'additionalProperties' ? `${field}: ${text}` : text);
  return new ApiError(400, 'invalidRequestPart', {
    params: { where: where.ja, problem: problem(rule.ja) },
    paramsEn: { where: where.en, problem: problem(rule.en) },
  });
}

/**
 * Every failure answers JSON `{message, messageEn}`: ApiError as it is, schema and library 4xx
 * errors (body parsing, multipart limits, CSRF) with a message from the catalogue, anything else
 * 500 with no internals. A client mistake never becomes a 500.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
      if (error instanceof ApiError) return reply.status(error.statusCode).send(error.toJSON());
      if (error instanceof MailError) {
        request.log.error({ err: error }, 'mail could not be sent');
        return reply.status(503).send(new ApiError(503, 'mailFailed').toJSON());
      }
      if (error.code?.startsWith('FST_CSRF')) return reply.status(403).send(new ApiError(403, 'csrfRefused').toJSON());
      if (error.validation) return reply.status(400).send(schemaProblem(error).toJSON());
      const code = databaseCode(error);
      if (code && clientDataCodes.has(code)) {
        request.log.info({ code }, 'value refused by the database');
        return reply.status(400).send(new ApiError(400, code === '22021' || code === '22P05' ? 'nulCharacter' : 'invalidValue').toJSON());
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        request.log.info({ code: error.code, err: error.message }, 'client error');
        return reply.status(status).send({ ...new ApiError(status, statusKeys[status] ?? 'malformedBody').toJSON(), code: error.code });
      }
      // The message is our own: an error's (a failed query's) may carry its parameters.
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(new ApiError(500, 'serverError').toJSON());
    });
    app.setNotFoundHandler((request, reply) => {
      reply.status(404).type('text/plain; charset=utf-8').send('404 Not Found');
    });
  },
  { name: 'kaigi-errors' },
);
