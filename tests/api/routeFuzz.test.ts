import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { seedDemoAccounts } from '../../server/seed';
import { buildTestApp, csrf, generatedCases, logInAs, multipart } from './helper';

/**
 * Every route, fed what a fuzzer or a confused client sends: 200+ generated requests each, built
 * from the route's own schema (its params, and its body kind), as a visitor and as a manager.
 * A client mistake must never be a 5xx.
 */
const CASES_PER_ROUTE = generatedCases(200);

interface Route {
  method: string;
  url: string;
  schema: RouteOptions['schema'] & { consumes?: string[] };
  liveStream: boolean;
}

let app: FastifyInstance;
let headers: Record<string, string>;
let managerCookie: string;
const routes: Route[] = [];

beforeAll(async () => {
  app = await buildTestApp(
    {
      conference: 'demo',
      demo: true,
      passwordHashCost: 'test',
      loginRateLimit: 1e6,
      mailRateLimit: 1e6,
      lookupRateLimit: 1e6,
      answerRateLimit: 1e6,
      uploadRateLimit: 1e6,
      uploadHourlyBytes: 1e12,
    },
    {
      onRoute: (route) => {
        const liveStream = Boolean((route.config as { liveStream?: boolean } | undefined)?.liveStream);
        for (const method of [route.method].flat())
          if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema as Route['schema'], liveStream });
      },
    },
  );
  await seedDemoAccounts(app.db, 'demo', 'test');
  headers = await csrf(app);
  managerCookie = await logInAs(app, headers, 'manager@example.com', 'Manager-2026!');
}, 120_000);
afterAll(() => app?.close());

/** Path segments a person would never type: huge, signed, exponent, unicode, traversal, NUL, empty-ish. */
const segment = fc.oneof(
  fc.constantFrom(
    '1',
    '0',
    '-1',
    '1e30',
    '99999999999999999999',
    'abc',
    '..',
    '%00',
    '%2F',
    '%E3%81%82',
    'chair-101-invite',
    'pres-101-invite',
    'x'.repeat(300),
    ' ',
    '%20',
    '1.5',
    'null',
    'NaN',
  ),
  fc.string({ maxLength: 40 }).map((text) => encodeURIComponent(text) || 'x'),
  fc.integer().map(String),
);

const jsonValue = fc.jsonValue({ maxDepth: 3 });
const text = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom('\u0000', 'a\u0000b', '😀'.repeat(100), 'x'.repeat(5000), '<script>alert(1)</script>', "'; drop table users; --", '1e30', ''),
);
const field = fc.tuple(
  fc.oneof(
    fc.constantFrom(
      'email',
      'password',
      'pre_register[email]',
      'user[email]',
      'user[password]',
      'client_report[location]',
      'client_report[comments][]',
      'request_letter_format[file_name]',
      'user[name_sei]',
      'kind',
      'remember_me',
    ),
    fc.string({ maxLength: 20 }),
  ),
  text,
);

type Body = { payload?: string | Buffer; contentType?: string };
const bodies: fc.Arbitrary<Promise<Body>> = fc.oneof(
  fc.constant(Promise.resolve({})),
  jsonValue.map(async (value) => ({ payload: JSON.stringify(value), contentType: 'application/json' })),
  fc
    .dictionary(fc.string({ maxLength: 12 }), fc.oneof(text, jsonValue), { maxKeys: 6 })
    .map(async (value) => ({ payload: JSON.stringify(value), contentType: 'application/json' })),
  fc.string({ maxLength: 80 }).map(async (value) => ({ payload: value, contentType: 'application/json' })),
  fc.array(field, { maxLength: 8 }).map(async (entries) => {
    const { payload, contentType } = await multipart(entries);
    return { payload, contentType };
  }),
  fc
    .tuple(fc.array(field, { minLength: 1, maxLength: 4 }), fc.nat(), fc.constantFrom('truncate', 'boundary', 'noBoundary', 'garbage'))
    .map(async ([entries, cut, how]) => {
      const { payload, contentType } = await multipart([
        ...entries,
        ['file', { name: 'a.png', type: 'image/png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]) }],
      ]);
      if (how === 'truncate') return { payload: payload.subarray(0, cut % payload.length), contentType };
      if (how === 'boundary') return { payload, contentType: 'multipart/form-data; boundary=not-the-one' };
      if (how === 'noBoundary') return { payload, contentType: 'multipart/form-data' };
      return { payload: Buffer.from('--x\r\ngarbage\r\n'), contentType };
    }),
  fc.string({ maxLength: 40 }).map(async (value) => ({
    payload: value,
    contentType: fc.sample(fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'image/png'), 1)[0],
  })),
);
const query = fc.dictionary(
  fc.constantFrom('limit', 'approval', 'query', 'page', 'x', 'variables', 'operationName'),
  fc.oneof(segment, fc.string({ maxLength: 30 })),
  { maxKeys: 3 },
);

describe('every route under fuzzing', () => {
  it('covers the routes the app has', () => {
    expect(routes.length).toBeGreaterThanOrEqual(35);
  });

  it(`answers ${CASES_PER_ROUTE} generated requests per route with no 5xx`, async () => {
    const failures: string[] = [];
    // A live stream answers for as long as the page stays open: live.test.ts sends it malformed requests over real HTTP.
    for (const route of routes.filter((route) => !route.liveStream)) {
      await fc
        .assert(
          fc.asyncProperty(
            fc.array(segment, { minLength: 3, maxLength: 3 }),
            query,
            bodies,
            fc.boolean(),
            async (segments, queryValues, bodyPromise, asManager) => {
              let index = 0;
              const path = route.url.replace(/:[A-Za-z]+/g, () => segments[index++ % segments.length]!).replace('*', segments[2]!);
              const search = new URLSearchParams(Object.entries(queryValues).map(([key, value]) => [key, decodeURIComponentSafe(value)])).toString();
              const body = route.method === 'GET' || route.method === 'DELETE' ? {} : await bodyPromise;
              const response = await app.inject({
                method: route.method as 'GET',
                url: search ? `${path}?${search}` : path,
                ...(body.payload !== undefined ? { payload: body.payload } : {}),
                headers: {
                  ...headers,
                  ...(asManager ? { cookie: `${headers.cookie}; ${managerCookie}` } : {}),
                  ...(body.contentType ? { 'content-type': body.contentType } : {}),
                },
              });
              if (response.statusCode >= 500)
                failures.push(`${route.method} ${route.url} -> ${response.statusCode} (${path}?${search}) ${response.body.slice(0, 200)}`);
              return response.statusCode < 500;
            },
          ),
          { numRuns: CASES_PER_ROUTE, endOnFailure: true, seed: Number(process.env.FUZZ_SEED ?? 20261124) },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
  }, 600_000);
});

describe('route declarations', () => {
  // mercurius declares /graphql itself (its query, variables and operation name).
  const ours = () => routes.filter((route) => route.url !== '/graphql');

  it('declare params for every path with a parameter, and a query for every route', () => {
    const missing = ours().filter((route) => !route.schema?.querystring || (route.url.includes(':') && !route.schema?.params));
    expect(missing.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('declare a body for every state-changing route: a JSON schema, multipart read part by part, or none', () => {
    const declared = (route: Route) => route.schema?.body || route.schema?.consumes?.includes('multipart/form-data') || route.schema?.consumes?.length === 0;
    const missing = ours().filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method) && !declared(route));
    expect(missing.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('declare responses, failures included', () => {
    const missing = ours().filter((route) => {
      const response = route.schema?.response as Record<string, unknown> | undefined;
      return !response || !response['4xx'] || !response['5xx'];
    });
    expect(missing.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });
});

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
