import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import type { GraphQLArgument, GraphQLField, GraphQLInputType } from 'graphql';
import { seedDemoAccounts } from '../../server/seed';
import { buildTestApp, csrf, generatedCases, logInAs } from './helper';

/**
 * Every GraphQL query and mutation, fed what a fuzzer sends (issue 62): 200 generated calls each,
 * their variables built from the schema's own argument types (right types with odd values, and
 * wrong types), as a visitor, an attendee, a manager and an admin. A caller's mistake is never a
 * 5xx, and never an INTERNAL_SERVER_ERROR in the answer.
 */
const CASES_PER_FIELD = generatedCases(200);
const graphql = createRequire(import.meta.url)('graphql') as typeof import('graphql');

let app: FastifyInstance;
let headers: Record<string, string>;
const cookies: string[] = [];

beforeAll(async () => {
  app = await buildTestApp({ conference: 'demo', demo: true, passwordHashCost: 'test', loginRateLimit: 1e6, mailRateLimit: 1e6, uploadRateLimit: 1e6 });
  await seedDemoAccounts(app.db, 'demo', 'test');
  headers = await csrf(app);
  cookies.push(headers.cookie!);
  for (const [email, password] of [
    ['member@example.com', 'Member-2026!'],
    ['manager@example.com', 'Manager-2026!'],
    ['admin@example.com', 'Admin-2026!'],
  ]) {
    cookies.push(`${headers.cookie}; ${await logInAs(app, headers, email!, password!)}`);
  }
}, 120_000);
afterAll(() => app?.close());

const oddText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    'a\u0000b',
    '\u0000',
    '😀'.repeat(60),
    'x'.repeat(3000),
    '<script>alert(1)</script>',
    "'; drop table users; --",
    '%_\\',
    '1A1-01',
    'APP-1',
    'member@example.com',
    '2027-09-01',
    '2027-13-45T99:00:00Z',
    '1e30',
    'NaN',
    '-1',
  ),
);
const oddInt = fc.oneof(fc.integer(), fc.constantFrom(0, 1, 2, 3, -1, 101, 1_000_001, 2_147_483_647, -2_147_483_648));
const wrongType = fc.oneof(fc.constant(null), fc.string({ maxLength: 8 }), fc.double(), fc.boolean(), fc.constant([]), fc.constant({}));

/** A value for a GraphQL input type: mostly of its type, now and then of another. */
function valueOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (graphql.isNonNullType(type)) return valueOf(type.ofType, depth);
  let right: fc.Arbitrary<unknown>;
  if (graphql.isListType(type)) right = fc.array(valueOf(type.ofType, depth + 1), { maxLength: depth > 1 ? 2 : 6 });
  else if (graphql.isEnumType(type)) right = fc.constantFrom(...type.getValues().map((value) => value.name));
  else if (graphql.isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    right =
      depth > 2 ? fc.constant({}) : fc.record(Object.fromEntries(fields.map((field) => [field.name, valueOf(field.type, depth + 1)])), { requiredKeys: [] });
  } else if (type.name === 'Int') right = oddInt;
  else if (type.name === 'Float') right = fc.double();
  else if (type.name === 'Boolean') right = fc.boolean();
  else right = oddText;
  return fc.oneof({ weight: 9, arbitrary: right }, { weight: 1, arbitrary: wrongType });
}

function fieldsOf(kind: 'query' | 'mutation'): GraphQLField<unknown, unknown>[] {
  const type = kind === 'query' ? app.graphql.schema.getQueryType() : app.graphql.schema.getMutationType();
  return Object.values(type?.getFields() ?? {});
}

/** `mutation($a: Int!) { field(a: $a) { __typename } }`: every argument from a variable, the least of the answer. */
function documentOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, present: readonly GraphQLArgument[]) {
  const variables = present.map((argument) => `$${argument.name}: ${argument.type.toString()}`).join(', ');
  const args = present.map((argument) => `${argument.name}: $${argument.name}`).join(', ');
  const selection = graphql.isLeafType(graphql.getNamedType(field.type)) ? '' : ' { __typename }';
  return `${kind}${variables ? `(${variables})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

describe('every GraphQL field under fuzzing', () => {
  it.each(['query', 'mutation'] as const)(
    `answers ${CASES_PER_FIELD} generated calls of each %s with no 5xx and no internal error`,
    async (kind) => {
      const failures: string[] = [];
      const fields = fieldsOf(kind).filter((field) => !field.name.startsWith('__'));
      expect(fields.length).toBeGreaterThanOrEqual(kind === 'query' ? 20 : 25);
      for (const field of fields) {
        const call = fc.tuple(
          fc.subarray(field.args as GraphQLArgument[]),
          fc.record(Object.fromEntries(field.args.map((argument) => [argument.name, valueOf(argument.type)]))),
          fc.nat({ max: cookies.length - 1 }),
        );
        await fc.assert(
          fc.asyncProperty(call, async ([present, values, who]) => {
            const query = documentOf(kind, field, present);
            const variables = Object.fromEntries(present.map((argument) => [argument.name, values[argument.name]]));
            const response = await app.inject({
              method: 'POST',
              url: '/graphql',
              payload: { query, variables },
              headers: { ...headers, cookie: cookies[who]!, 'content-type': 'application/json' },
            });
            const internal = response.statusCode < 500 && response.body.includes('INTERNAL_SERVER_ERROR');
            if (response.statusCode >= 500 || internal)
              failures.push(`${field.name} as #${who} -> ${response.statusCode} ${JSON.stringify(variables).slice(0, 200)} ${response.body.slice(0, 200)}`);
            return true;
          }),
          { numRuns: CASES_PER_FIELD, seed: Number(process.env.FUZZ_SEED ?? 20261205) },
        );
      }
      expect(failures).toEqual([]);
    },
    600_000,
  );

  it(`answers ${CASES_PER_FIELD} odd documents by GET and POST with no 5xx and no internal error`, async () => {
    const names = fieldsOf('query')
      .filter((field) => field.args.every((argument) => !graphql.isNonNullType(argument.type)))
      .map((field) => field.name);
    const literal = fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('\\u0000', 'a\\u0000b', '\\u{0}', '\\uD800', '\\n'));
    const document = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
      fc.constant('{"kind":"Document","definitions":[{"kind":"OperationDefinition"}]}'),
      fc
        .array(fc.constantFrom(...names), { minLength: 2, maxLength: 3 })
        .map((fields) => fields.map((name, i) => `query Q${i} { ${name} { __typename } }`).join(' ')),
      fc
        .tuple(fc.constantFrom('oralPresentations', 'posterPresentations', 'mngUsers', 'presentationApplications'), literal)
        .map(([name, text]) => `{ ${name}(q: "${text}") { __typename } }`),
      fc.string({ maxLength: 60 }),
    );
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        document,
        fc.boolean(),
        fc.nat({ max: cookies.length - 1 }),
        fc.option(fc.string({ maxLength: 10 })),
        async (query, byGet, who, operationName) => {
          const cookie = cookies[who]!;
          const response = byGet
            ? await app.inject({ url: `/graphql?${new URLSearchParams({ query, ...(operationName ? { operationName } : {}) })}`, headers: { cookie } })
            : await app.inject({
                method: 'POST',
                url: '/graphql',
                payload: { query, ...(operationName ? { operationName } : {}) },
                headers: { ...headers, cookie, 'content-type': 'application/json' },
              });
          if (response.statusCode >= 500 || response.body.includes('INTERNAL_SERVER_ERROR'))
            failures.push(`${byGet ? 'GET' : 'POST'} ${query.slice(0, 120)} -> ${response.statusCode} ${response.body.slice(0, 200)}`);
          return true;
        },
      ),
      { numRuns: CASES_PER_FIELD * 2, seed: Number(process.env.FUZZ_SEED ?? 20261205) },
    );
    expect(failures).toEqual([]);
  }, 600_000);
});
