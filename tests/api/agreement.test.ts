import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { buildRegistrationForm, pruneToVisible, resolveSettings, toWire, validateForm, wireNameOf, type FormData } from '../../engine';
import { schemaValidator } from '../../src/forms/validators';
import type { KeywordCategory } from '../../schemas/keywords';
import { buildTestApp, csrf, issueToken, postUser } from './helper';

/**
 * Client and server agree: for random form data over the strict conference, the browser's submit
 * check and the server's answer agree on validity and on which fields are wrong.
 */
let app: FastifyInstance;
let headers: Record<string, string>;
let keywordCategories: KeywordCategory[];
beforeAll(async () => {
  app = await buildTestApp({ conference: 'strict-society', passwordHashCost: 'test' });
  headers = await csrf(app);
  keywordCategories = (await app.inject({ url: '/web_api/keywords' })).json().categories;
});
afterAll(() => app.close());

const valid: FormData = {
  memberCode: 'M-1001',
  honorificTitle: 'Dr.',
  nameSei: '佐藤',
  nameMei: '一郎',
  nameSeiKana: 'サトウ',
  nameMeiKana: 'イチロウ',
  nameEn1: 'Ichiro',
  nameEn3: 'Sato',
  password: 'Str0ng!pass',
  passwordConfirmation: 'Str0ng!pass',
  jsiMembership: 'member',
  affiliation: { kind: 'university', name: '計測大学', nameEn: 'Keisoku University', laboratoryName: '計測研究室' },
  department: '工学部',
  rank: '教授',
  country: 'JP',
  addressType: 'office',
  zipCode: '1000001',
  prefecture: '東京都',
  address: '千代田区1-1',
  phoneNumber: '03-1234-5678',
  language: 'ja',
  location: 'onsite',
  keywordIds: [101, 201],
  isPresentable: true,
  isEvaluatable: false,
  isSponsor: false,
  isReviewable: false,
  sns: { researchgate: 'https://www.researchgate.net/profile/Ichiro-Sato' },
  isTermAgreed: true,
  isPolicyAgreed: true,
};

/** Values of the kinds the browser's widgets produce for each type of field. */
const text = fc.oneof(
  fc.constant(undefined),
  fc.string({ maxLength: 8 }),
  fc.string({ minLength: 40, maxLength: 70 }),
  fc.constantFrom('not a url', 'https://example.org/x', 'javascript:alert(1)', 'FR', 'US', 'member', 'gold', '東京都', 'Ab1!xxxx', 'abc'),
);
const flag = fc.constantFrom(undefined, true, false);
const list = fc.constantFrom([101], [101, 102], [999], [101, 101], [], undefined);
const booleans = new Set(['isSponsor', 'isTermAgreed', 'isPolicyAgreed']);
const junkFor = (path: string) => (path === 'keywordIds' ? list : booleans.has(path) ? flag : text);

const paths = ['memberCode', 'honorificTitle', 'nameSei', 'nameMei', 'nameSeiKana', 'nameEn1', 'nameEn2', 'nameEn3', 'password', 'passwordConfirmation',
  'jsiMembership', 'affiliation.kind', 'affiliation.name', 'affiliation.nameEn', 'affiliation.laboratoryName', 'department', 'rank', 'labUrl',
  'country', 'addressType', 'zipCode', 'prefecture', 'address', 'province', 'city', 'streetAddress', 'phoneNumber', 'language', 'location',
  'keywordIds', 'isSponsor', 'sns.researchgate', 'sns.twitter', 'isTermAgreed', 'isPolicyAgreed'];

/** Valid data with a few fields changed to random values of random types. */
const changes = fc
  .uniqueArray(fc.constantFrom(...paths), { maxLength: 4 })
  .chain((chosen) => fc.tuple(...chosen.map((path) => fc.tuple(fc.constant(path), junkFor(path)))));
const formData = changes.map((pairs) => {
  const changes = Object.fromEntries(pairs);
  const data = structuredClone(valid);
  for (const [path, value] of Object.entries(changes)) {
    const [head, tail] = path.split('.');
    if (tail) {
      const group = { ...((data[head!] as FormData) ?? {}) };
      if (value === undefined) delete group[tail];
      else group[tail] = value;
      data[head!] = group;
    } else if (value === undefined) delete data[head!];
    else data[head!] = value;
  }
  return data;
});

/** What the wire can carry: strings, booleans and lists of numbers; anything else is sent as text. */
const wireable = (data: FormData) => JSON.parse(JSON.stringify(data)) as FormData;

describe('client and server agree', () => {
  it('on validity and on the fields that are wrong, over 1,000 random forms', async () => {
    let validCount = 0;
    await fc.assert(
      fc.asyncProperty(formData, fc.constantFrom('ja' as const, 'en' as const), async (raw, language) => {
        const form = buildRegistrationForm({ settings: resolveSettings((await app.inject({ url: '/web_api/conference' })).json()), language, email: 'x@example.com', keywordCategories });
        const data = pruneToVisible(form, { ...wireable(raw), email: 'x@example.com' });
        const clientErrors = validateForm(form, data, schemaValidator(form)).map((error) => wireNameOf(error.path)).sort();
        const token = await issueToken(app);
        const response = await postUser(app, toWire(form, data, { loginEmailToken: token, registrationLanguage: language }), headers);
        if (clientErrors.length === 0) {
          validCount += 1;
          expect(response.statusCode).toBe(201);
        } else {
          expect(response.statusCode).toBe(422);
          const serverErrors = (response.json().errors as Array<{ field: string }>).map((error) => error.field).sort();
          expect(serverErrors).toEqual(clientErrors);
        }
      }),
      { numRuns: 1000 },
    );
    // The property means little unless both outcomes were exercised.
    expect(validCount).toBeGreaterThan(50);
    expect(validCount).toBeLessThan(950);
  }, 300_000);
});
