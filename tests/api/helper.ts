import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { expect, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../server/app';
import { freshPostgres } from '../../devkit/postgres';
import { lendPglite } from '../support/pglitePool';
import { readConfig, type Config } from '../../server/core/config';
import { loginEmails, users } from '../../server/db/schema';
import { createSession } from '../../server/services/sessions';
import { hashToken, newToken, SIGNUP_TOKEN_TTL_MS } from '../../server/services/tokens';

/**
 * A fresh app on an empty database per test file: PGlite emptied back to the migrated template, or with
 * DATABASE_URL a new PostgreSQL database created for this app and dropped when it closes.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: Pick<BuildOptions, 'onRoute' | 'logger' | 'logStream'> = {},
): Promise<FastifyInstance> {
  const base = readConfig({ FIXTURES_DIR: path.resolve('fixtures') });
  const config: Config = { ...base, logLevel: 'warn', dataDir: 'memory://', databaseUrl: undefined, ...overrides };
  if (process.env.DATABASE_URL) {
    const database = await freshPostgres(inject('postgresTemplate'));
    const app = await buildApp({ ...config, databaseUrl: database.url }, { serveApp: false, logger: false, ...options });
    app.addHook('onClose', () => database.stop());
    await app.ready();
    return app;
  }
  const app = await buildApp(config, { serveApp: false, logger: false, pglite: await lendPglite(inject('pgliteTemplate')), ...options });
  await app.ready();
  return app;
}

export async function issueToken(app: FastifyInstance, options: { email?: string; isDummy?: boolean; expiresInMs?: number } = {}) {
  const token = newToken();
  await app.db.insert(loginEmails).values({
    tokenHash: hashToken(token),
    email: options.email ?? `user-${randomBytes(4).toString('hex')}@example.com`,
    isDummy: options.isDummy ?? false,
    expiresAt: new Date(Date.now() + (options.expiresInMs ?? SIGNUP_TOKEN_TTL_MS)),
  });
  return token;
}

/**
 * How many generated cases a property or fuzz test runs: all of them on PGlite, a quarter on
 * PostgreSQL. What they check (validation and the answer to a bad input) is the same code on both;
 * the PostgreSQL pass is there for the database, and a quarter still stores every kind of case.
 */
export const generatedCases = (cases: number): number => (process.env.DATABASE_URL ? Math.ceil(cases / 4) : cases);

/** A CSRF token and its cookie, as a page served by the app would carry them. */
export async function csrf(app: FastifyInstance) {
  const response = await app.inject({ url: '/web_api/csrf_token' });
  const cookie = String(response.headers['set-cookie']).split(';')[0]!;
  return { 'x-csrf-token': response.json<{ token: string }>().token, 'x-requested-with': 'XMLHttpRequest', cookie };
}

/** A file part: its name, claimed type and bytes. */
export interface FilePart {
  name: string;
  type?: string;
  bytes: Uint8Array;
}
export type Part = readonly [string, string | FilePart];

export async function multipart(entries: ReadonlyArray<Part>) {
  const body = new FormData();
  for (const [key, value] of entries) {
    if (typeof value === 'string') body.append(key, value);
    else body.append(key, new File([new Uint8Array(value.bytes)], value.name, { type: value.type ?? 'application/octet-stream' }));
  }
  const request = new Request('http://localhost', { method: 'POST', body });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

export async function postUser(app: FastifyInstance, entries: ReadonlyArray<Part>, headers?: Record<string, string>) {
  const { payload, contentType } = await multipart(entries);
  return app.inject({
    method: 'POST',
    url: '/web_api/users',
    payload,
    headers: { 'content-type': contentType, ...(headers ?? (await csrf(app))) },
  });
}

/** Logs in through POST /session and answers the session cookie pair. */
export async function logInAs(app: FastifyInstance, headers: Record<string, string>, email: string, password: string): Promise<string> {
  const { payload, contentType } = await multipart([
    ['email', email],
    ['password', password],
  ]);
  const response = await app.inject({ method: 'POST', url: '/session', payload, headers: { ...headers, 'content-type': contentType } });
  if (response.statusCode !== 200) throw new Error(`Login as ${email} failed: ${response.statusCode}`);
  return String([response.headers['set-cookie']].flat().find((value) => String(value).startsWith('kaigi_session='))).split(';')[0]!;
}

export type GraphqlAnswer = { data?: Record<string, any> | null; errors?: { message: string; extensions?: Record<string, any> }[] };

/** POST /graphql with the page's CSRF headers and a caller's cookies; a 5xx fails the test where it happens. */
export async function postGraphql(
  app: FastifyInstance,
  headers: Record<string, string>,
  cookie: string,
  query: string,
  variables?: object,
): Promise<GraphqlAnswer> {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query, variables },
    headers: { ...headers, 'content-type': 'application/json', cookie },
  });
  expect(response.statusCode).toBeLessThan(500);
  return response.json();
}

/** The code and bilingual message of a GraphQL answer's first error. */
export const refusalOf = (answer: GraphqlAnswer) => answer.errors?.[0]?.extensions as { code: string; message: string; messageEn: string } | undefined;

/** Who calls: a signed-in person's session cookie, or nobody. */
export type Who = { cookie: string } | undefined;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A test file's way to call its app as a page does: the CSRF headers, the caller's session, a JSON
 * body when there is one, in a language (Accept-Language). `target` answers the app and the CSRF
 * headers the file's beforeAll made.
 */
export function caller(target: () => { app: FastifyInstance; headers: Record<string, string> }, defaultLanguage?: string) {
  return (who: Who, method: Method, url: string, payload?: object, language = defaultLanguage) => {
    const { app, headers } = target();
    return app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: {
        ...headers,
        ...(payload ? { 'content-type': 'application/json' } : {}),
        ...(language ? { 'accept-language': language } : {}),
        cookie: [headers.cookie, who?.cookie].filter(Boolean).join('; '),
      },
    });
  };
}

let attendees = 0;

/** A new attendee of `conferenceId` with a session (its cookie): approved unless said otherwise. */
export async function attendee(app: FastifyInstance, conferenceId: string, overrides: Partial<typeof users.$inferInsert> = {}) {
  attendees += 1;
  const [user] = await app.db
    .insert(users)
    .values({
      conferenceId,
      email: `attendee-${attendees}-${randomBytes(4).toString('hex')}@example.com`,
      passwordHash: 'unused',
      approvalStatus: 'approved',
      nameSei: '話',
      nameMei: `${attendees}`,
      nameSeiKanji: '話',
      nameMeiKanji: `太郎${attendees}`,
      nameEn1: `Taro${attendees}`,
      nameEn3: 'Hanashi',
      isTermAgreed: true,
      isPolicyAgreed: true,
      ...overrides,
    })
    .returning();
  const { token } = await createSession(app.db, user!.id, false);
  // As personName (engine/personName.ts) writes them, for tests that check a name shown.
  const names = { ja: `${user!.nameSeiKanji} ${user!.nameMeiKanji}`, en: `${user!.nameEn1} ${user!.nameEn3}` };
  return { id: user!.id, email: user!.email, cookie: `kaigi_session=${token}`, names };
}
