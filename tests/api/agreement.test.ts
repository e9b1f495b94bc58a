import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import {
  addRow,
  buildRegistrationForm,
  chooseCategory,
  chooseKeyword,
  collate,
  emptyRows,
  normalizeMemberCode,
  parseDataUrl,
  pruneToVisible,
  removeRow,
  resolveSettings,
  submittedKeywordIds,
  toWire,
  toWireUploads,
  validateForm,
  wireNameOf,
  type FormData,
  type KeywordRow,
} from '../../engine';
import { schemaValidator } from '../../src/forms/browserValidator';
import type { KeywordCategory } from '../../schemas/keywords';
import type { CustomQuestion } from '../../schemas/customQuestions';
import members from '../../fixtures/external-members/strict-society.json';
import { Q, requiredAnswers, tinyPng } from '../../devkit/answers';
import { buildTestApp, csrf, generatedCases, issueToken, postUser, type Part } from './helper';

/**
 * Client and server agree: for random form data over the strict conference (custom answers of
 * every type, keyword rows built by the row state machine, the participation type, member
 * collation and the profile image included), the browser's submit check and the server's answer
 * agree on validity and on which fields are wrong.
 */
let app: FastifyInstance;
let headers: Record<string, string>;
let keywordCategories: KeywordCategory[];
let questions: CustomQuestion[];
beforeAll(async () => {
  app = await buildTestApp({ conference: 'strict-society', passwordHashCost: 'test' });
  headers = await csrf(app);
  keywordCategories = (await app.inject({ url: '/web_api/keywords' })).json().categories;
  questions = (await app.inject({ url: '/web_api/custom_user_questions/latest' })).json().items;
});

const pngDataUrl = `data:image/png;name=me.png;base64,${tinyPng.toString('base64')}`;
afterAll(() => app.close());

const valid: FormData = {
  memberCode: 'JSM-1001',
  honorificTitle: 'Dr.',
  nameSei: 'Yamada',
  nameMei: 'Hanako',
  nameSeiKana: 'サトウ',
  nameMeiKana: 'イチロウ',
  nameEn1: 'Ichiro',
  nameEn3: 'Sato',
  password: 'Str0ng!pass',
  passwordConfirmation: 'Str0ng!pass',
  jsiMembership: 'member',
  affiliation: { kind: 'university', name: 'University of Tokyo', nameEn: 'University of Tokyo', laboratoryName: '計測研究室' },
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
  participationType: 'presenter',
  profileImage: pngDataUrl,
  customAnswers: { ...requiredAnswers },
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

/** Keyword ids as the rows widget produces them: a random walk through the row state machine. */
const categoryIds = [1, 2, 3, 99];
const rowOperation = fc.oneof(
  fc.record({ op: fc.constant('category' as const), index: fc.nat(3), category: fc.constantFrom(...categoryIds, undefined) }),
  fc.record({ op: fc.constant('keyword' as const), index: fc.nat(3), pick: fc.option(fc.nat(5), { nil: undefined }) }),
  fc.record({ op: fc.constant('add' as const) }),
  fc.record({ op: fc.constant('remove' as const), index: fc.nat(3) }),
);
const keywordRows = fc.array(rowOperation, { maxLength: 12 }).map((operations) => {
  let rows: KeywordRow[] = emptyRows();
  for (const step of operations) {
    if (step.op === 'add') rows = addRow(rows);
    else if (step.op === 'remove') rows = removeRow(rows, step.index);
    else if (step.op === 'category') rows = chooseCategory(rows, step.index, step.category);
    else {
      const keywords = keywordCategories.find((category) => category.id === rows[step.index]?.categoryId)?.keywords ?? [];
      const keyword = step.pick === undefined || keywords.length === 0 ? undefined : keywords[step.pick % keywords.length]!.id;
      rows = chooseKeyword(rows, step.index, keyword);
    }
  }
  return submittedKeywordIds(rows);
});

const answerJunk: Record<string, fc.Arbitrary<unknown>> = {
  [Q.text]: text,
  [Q.textarea]: fc.oneof(text, fc.constant('abc'), fc.string({ minLength: 190, maxLength: 210 })),
  [Q.textArray]: fc.constantFrom([], [''], ['  '], ['a'], ['a', 'b'], 'not a list', undefined),
  [Q.switch]: fc.constantFrom(true, false, 'yes', undefined),
  [Q.checkbox]: fc.constantFrom([], ['sensors'], ['metrology', 'sensors'], ['imaging', 'sensors'], ['sensors', 'metrology', 'imaging'], ['nope'], undefined),
  [Q.singleCheckbox]: flag,
  [Q.select]: fc.constantFrom('M', 'XXL', '', undefined),
  [Q.radio]: fc.constantFrom('yes', 'no', 'maybe', undefined),
  [Q.rate]: fc.constantFrom(1, 10, 0, 11, 5.5, '7', undefined),
  [Q.date]: fc.constantFrom('2027-08-30', '2027-09-06', '2027-08-29', '2027-09-07', '2027-02-30', 'tomorrow', undefined),
  [Q.hiddenLabel]: text,
};

const booleans = new Set(['isTermAgreed', 'isPolicyAgreed']);
function junkFor(path: string): fc.Arbitrary<unknown> {
  if (path === 'keywordIds') return fc.oneof(list, keywordRows, keywordRows);
  if (path === 'participationType') return fc.constantFrom('presenter', 'participant', 'sponsor', 'evaluator', 'reviewer', 'boss', undefined);
  if (path === 'profileImage') return fc.constantFrom(undefined, pngDataUrl);
  if (path === 'memberCode') return fc.constantFrom('JSM-1001', 'jsm 1001', 'ＪＳＭ－１００２', 'JSM-9999', undefined);
  if (path.startsWith('customAnswers.')) return answerJunk[path.slice('customAnswers.'.length)]!;
  return booleans.has(path) ? flag : text;
}

const paths = [
  'memberCode',
  'honorificTitle',
  'nameSei',
  'nameMei',
  'nameSeiKana',
  'nameEn1',
  'nameEn2',
  'nameEn3',
  'password',
  'passwordConfirmation',
  'jsiMembership',
  'affiliation.kind',
  'affiliation.name',
  'affiliation.nameEn',
  'affiliation.laboratoryName',
  'department',
  'rank',
  'labUrl',
  'country',
  'addressType',
  'zipCode',
  'prefecture',
  'address',
  'province',
  'city',
  'streetAddress',
  'phoneNumber',
  'language',
  'location',
  'keywordIds',
  'keywordIds',
  'participationType',
  'profileImage',
  'sns.researchgate',
  'sns.twitter',
  'isTermAgreed',
  'isPolicyAgreed',
  ...Object.keys(answerJunk).map((uuid) => `customAnswers.${uuid}`),
];

/** Valid data with a few fields changed to random values of random types. */
const changes = fc
  .uniqueArray(fc.constantFrom(...paths), { maxLength: 3 })
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

/** Random forms checked: 1,000 on PGlite, fewer on PostgreSQL (see generatedCases). */
const RUNS = generatedCases(1000);

describe('client and server agree', () => {
  it(`on validity and on the fields that are wrong, over ${RUNS.toLocaleString('en')} random forms`, async () => {
    let validCount = 0;
    await fc.assert(
      fc.asyncProperty(formData, fc.constantFrom('ja' as const, 'en' as const), async (raw, language) => {
        const settings = resolveSettings((await app.inject({ url: '/web_api/conference' })).json());
        const form = buildRegistrationForm({ settings, language, email: 'x@example.com', keywordCategories, questions });
        const data = pruneToVisible(form, { ...wireable(raw), email: 'x@example.com' });
        const errors = validateForm(form, data, schemaValidator(form));
        // The browser shows collation errors on fields that have none of their own.
        if (typeof data.memberCode === 'string') {
          const record = members.members.find((member) => normalizeMemberCode(member.memberCode) === normalizeMemberCode(data.memberCode as string));
          const input = {
            memberCode: data.memberCode,
            nameSei: data.nameSei as string,
            nameMei: data.nameMei as string,
            affiliation: (data.affiliation as FormData).name as string,
          };
          errors.push(...collate(input, record).errors.filter((error) => !errors.some((known) => known.path === error.path)));
        }
        const clientErrors = errors.map((error) => wireNameOf(error.path)).sort();
        const token = await issueToken(app);
        const files: Part[] = toWireUploads(form, data).map((upload) => {
          const file = parseDataUrl(upload.dataUrl)!;
          return [upload.key, { name: file.name, type: file.mime, bytes: Buffer.from(file.base64, 'base64') }];
        });
        const response = await postUser(app, [...toWire(form, data, { loginEmailToken: token, registrationLanguage: language }), ...files], headers);
        if (clientErrors.length === 0) {
          validCount += 1;
          expect(response.statusCode).toBe(201);
        } else {
          expect(response.statusCode).toBe(422);
          const serverErrors = (response.json().errors as Array<{ field: string }>).map((error) => error.field).sort();
          expect(serverErrors).toEqual(clientErrors);
        }
      }),
      { numRuns: RUNS },
    );
    // The property means little unless both outcomes were exercised.
    expect(validCount).toBeGreaterThan(50);
    expect(validCount).toBeLessThan(950);
  }, 300_000);
});
