/**
 * Broken copies of shipped fixtures, one row each: the edit, what `npm run fixtures:check` says about
 * it, and whether the generated editor schema (fixtures/schemas/) refuses it too. The schema refuses
 * every mistake a JSON Schema can state; what needs two items compared (a value used twice), a file
 * read beside it (an English-only conference) or a judgement (a code that reads as random) is
 * fixtures:check's alone, and `editorRefuses: false` says which.
 */
export interface BrokenFixture {
  name: string;
  /** fixtures/<file> */
  file: string;
  edit: (text: string) => string;
  /** A line fixtures:check prints. */
  says: string | RegExp;
  editorRefuses: boolean;
}

const replaceOnce = (from: string | RegExp, to: string) => (text: string) => {
  const next = text.replace(from, to);
  if (next === text) throw new Error(`broken fixture: ${String(from)} not found`);
  return next;
};

export const brokenFixtures: BrokenFixture[] = [
  {
    name: 'a misspelt key',
    file: 'conferences/strict-society.json',
    edit: replaceOnce('"isRequireUserZipCode": true', '"isRequireZipCode": true'),
    says: 'conferences/strict-society.json: /isRequireZipCode: expected only the known properties, found unknown property "isRequireZipCode" (did you mean "isRequireUserZipCode"?)',
    editorRefuses: true,
  },
  {
    name: 'a value outside the enum',
    file: 'conferences/demo.json',
    edit: replaceOnce(/"userFormRankKind": "\w+"/, '"userFormRankKind": "mandatory"'),
    says: 'conferences/demo.json: /userFormRankKind: expected one of "none", "optional", "required", found "mandatory"',
    editorRefuses: true,
  },
  {
    name: 'JSON that does not parse',
    file: 'custom-questions/demo.json',
    edit: () => '{"items": [ {"uuid": "x",} ]}',
    says: /custom-questions\/demo\.json: line 1, column \d+: expected valid JSON/,
    editorRefuses: true,
  },
  {
    name: 'a question without its type',
    file: 'custom-questions/strict-society.json',
    edit: replaceOnce(/"type": "[a-z-]+",?/, ''),
    says: 'custom-questions/strict-society.json: /items/0/type: expected the property "type", found nothing',
    editorRefuses: true,
  },
  {
    name: 'a noting key no page shows',
    file: 'notings/demo.json',
    edit: () => JSON.stringify({ notings: [{ key: 'signup.from', ja: 'a', en: 'a' }] }),
    says: 'notings/demo.json: /notings/0/key: expected one of the places that show notings: signup.form, committer_signup.form, organizer_commission.answer, presenter_commission.answer, found "signup.from"',
    editorRefuses: false,
  },
  {
    name: 'a noting key used twice',
    file: 'notings/demo.json',
    edit: () =>
      JSON.stringify({
        notings: [
          { key: 'signup.form', ja: 'b', en: 'b' },
          { key: 'signup.form', ja: 'c', en: 'c' },
        ],
      }),
    says: 'notings/demo.json: /notings/1/key: expected a key used once in the file, found "signup.form"',
    editorRefuses: false,
  },
  {
    name: 'a member kind value used twice',
    file: 'external-members/strict-society.json',
    edit: replaceOnce('"value": "student"', '"value": "regular"'),
    says: 'external-members/strict-society.json: /kinds/1/value: expected a kind value used once in the file, found "regular"',
    editorRefuses: false,
  },
  {
    name: 'a member kind naming a plan the payment settings lack',
    file: 'external-members/strict-society.json',
    edit: replaceOnce('"planIds": [31, 32, 33]', '"planIds": [31, 32, 99]'),
    says: 'external-members/strict-society.json: /kinds/2/planIds/2: expected a plan id of operation-settings/strict-society.json payment.plans, found 99',
    editorRefuses: false,
  },
  {
    name: 'a Japanese text without its English in an English-only conference',
    file: 'commissions/english-only.json',
    edit: replaceOnce(/\n\s*"noteEn": "We plan[^\n]*/, ''),
    says: /commissions\/english-only\.json: \/sessions\/0\/commissions\/3\/noteEn: expected an English text beside note, as the conference is English-only, found none/,
    editorRefuses: false,
  },
  {
    name: 'a guessable commission code',
    file: 'commissions/demo.json',
    edit: replaceOnce('"readableCodes": true,', ''),
    says: /commissions\/demo\.json: \/sessions\/\d+\/commissions\/\d+\/code: expected a random code of at least 22 characters \(A-Z, a-z, 0-9, _ and -; 128 bits\), such as [A-Za-z0-9_-]{22}, found "[^"]+"/,
    editorRefuses: false,
  },
  {
    name: 'a number where a text belongs',
    file: 'keywords/demo.json',
    edit: replaceOnce(/"nameEn": "[^"]*"/, '"nameEn": 7'),
    says: 'keywords/demo.json: /categories/0/nameEn: expected a value of type string, found 7',
    editorRefuses: true,
  },
  {
    name: 'a required key left out',
    file: 'conferences/english-only.json',
    edit: replaceOnce(/\n\s*"conferenceTitleEn": "[^"]*",?/, ''),
    says: 'conferences/english-only.json: /conferenceTitleEn: expected the property "conferenceTitleEn", found nothing',
    editorRefuses: true,
  },
  {
    name: 'a date that is not a date',
    file: 'conferences/demo.json',
    edit: replaceOnce(/"days": \[\s*"(\d{4})-(\d\d)-\d\d"/, '"days": ["$1-$2-31T"'),
    says: /conferences\/demo\.json: \/days\/0: expected .*date/,
    editorRefuses: true,
  },
  {
    name: 'the schema of another kind',
    file: 'keywords/strict-society.json',
    edit: replaceOnce('"$schema": "../schemas/keywords.schema.json"', '"$schema": "../schemas/conferences.schema.json"'),
    says: 'keywords/strict-society.json: /$schema: expected the schema of keywords fixtures, "../schemas/keywords.schema.json", found "../schemas/conferences.schema.json"',
    editorRefuses: false,
  },
];
