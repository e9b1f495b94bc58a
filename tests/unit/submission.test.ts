import { describe, expect, it } from 'vitest';
import { countCharacters, countWords, plainText } from '../../engine/submission/textCount';
import { graphemeCount } from '../../engine/graphemes';
import { buildSubmissionForm } from '../../engine/submission/buildSubmissionForm';
import { applicationRuleErrors, checkApplication, localizeApplicationError } from '../../engine/submission/checkApplication';
import { moved, newInstituteKey, numberedAuthorship, withoutInstitute } from '../../engine/submission/authorship';
import { submissionProblems } from '../../engine/submission/settingsProblems';
import { uploadProblem } from '../../engine/uploads';
import { schemaValidator } from '../../src/forms/browserValidator';
import type { ApplicationData, KindSettings, SubmissionSettings } from '../../schemas/submission';
import strict from '../../fixtures/submission/strict-society.json';
import demo from '../../fixtures/submission/demo.json';
import keywordFile from '../../fixtures/keywords/strict-society.json';
import type { KeywordCategory } from '../../schemas/keywords';

const keywords = {
  categories: keywordFile.categories.map((category) => ({
    ...category,
    keywords: category.keywords.map((keyword) => ({ ...keyword, categoryId: category.id })),
  })) as KeywordCategory[],
};

/** Abstract submission's engine rules (issue 17), each as a table. */

describe('counting what a reader counts', () => {
  const characters: [string, string, number][] = [
    ['plain Japanese', '深層学習', 4],
    ['full-width Latin, one each', 'ＡＢＣ', 3],
    ['spaces and line breaks are not counted', 'あ い\nう　え', 4],
    ['markup is not counted', '<b>太字</b>と<i>斜体</i>', 5],
    ['sub- and superscripts count their text', 'H<sub>2</sub>O', 3],
    ['an entity is one character', 'A&amp;B&#x3042;', 4],
    ['a combining mark is part of its letter', 'か\u3099', 1],
    ['an emoji family is one', '👨‍👩‍👧', 1],
    ['"a < b" is text, not a tag', 'a < b', 3],
    ['empty', '', 0],
  ];
  it.each(characters)('characters: %s', (_name, text, count) => expect(countCharacters(text)).toBe(count));

  it('counts characters and graphemes as the grapheme segmenter does, with or without its fast path, on 3,000 random texts', () => {
    const bySegmenter = (text: string) =>
      [...new Intl.Segmenter('ja', { granularity: 'grapheme' }).segment(text)].filter(({ segment }) => !/^\s+$/u.test(segment)).length;
    // Common characters, the edges of the fast path's ranges, and characters that join their neighbours.
    const pool = [
      ...'aZ09 \n\t\u3000.,-あかゔアヴ漢字ＡＢ１ｱｶﾞ①※→αЖ€\u00a0\u00ad',
      '\u02ff',
      '\u0300',
      '\u0301',
      '\u036f',
      '\u0482',
      '\u0483',
      '\u0489',
      '\u048a',
      '\u200b',
      '\u200c',
      '\u200d',
      '\u2060',
      '\u3029',
      '\u302a',
      '\u302f',
      '\u3098',
      '\u3099',
      '\u309a',
      '\u309b',
      '\uff9d',
      '\uff9e',
      '\uff9f',
      '\u1100',
      '\u1161',
      '\u11a8',
      '\uac00',
      '\ufe0f',
      '\u{1F468}',
      '\u{1F3FB}',
      '\u{1F1EF}',
      '\u{1F1F5}',
      '\u0e33',
      '\u0600',
      '\u0915',
      '\u094d',
      '\r',
      '\r\n',
    ];
    let seed = 17;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    for (let round = 0; round < 3000; round += 1) {
      const text = Array.from({ length: 1 + random(12) }, () => pool[random(pool.length)]).join('');
      expect(countCharacters(text), JSON.stringify(text)).toBe(bySegmenter(text));
      expect(graphemeCount(text), JSON.stringify(text)).toBe([...new Intl.Segmenter('ja', { granularity: 'grapheme' }).segment(text)].length);
    }
  });

  const words: [string, string, number][] = [
    ['plain English', 'deep learning of waveforms', 4],
    ['markup is not a word', '<i>in vivo</i> study', 3],
    ['full-width letters and spaces', 'ＡＢＣ　ｄｅｆ', 2],
    ['a hyphenated compound is one word', 'state-of-the-art methods', 2],
    ['a lone dash is none', 'before — after', 2],
    ['a break separates words', 'one<br>two', 2],
    ['numbers are words', 'in 2027 we', 3],
    ['only spaces', '   ', 0],
  ];
  it.each(words)('words: %s', (_name, text, count) => expect(countWords(text)).toBe(count));

  it('keeps breaks as line breaks in the printed text', () => expect(plainText('a<br>b</p>c')).toBe('a\nb\nc'));
});

const settings = strict.kinds.oral as KindSettings;
const form = buildSubmissionForm({ kind: 'oral', settings, language: 'en', keywordCategories: keywords.categories });
const valid = (): ApplicationData => ({
  title: '題名',
  titleEn: 'A title',
  abstract: '本文',
  abstractEn: 'Body text',
  language: 'japanese',
  isPublic: true,
  keywordIds: [101, 201],
  institutes: [
    { key: 'i1', name: '東京大学', nameEn: 'The University of Tokyo' },
    { key: 'i2', name: '京都大学', nameEn: 'Kyoto University' },
  ],
  authors: [
    { lastName: '山田', firstName: '太郎', lastNameEn: 'Yamada', firstNameEn: 'Taro', isPresenter: true, instituteKeys: ['i1'] },
    { lastName: '佐藤', firstName: '花子', lastNameEn: 'Sato', firstNameEn: 'Hanako', isPresenter: false, instituteKeys: ['i2'] },
  ],
  abstractPdf: 1,
});
const check = (data: ApplicationData) => checkApplication(form, data, schemaValidator(form)).map((error) => [error.path, error.code]);

describe('the application rules', () => {
  const rows: [string, (data: ApplicationData) => void, [string, string][]][] = [
    ['a valid application passes', () => undefined, []],
    ['no presenter', (d) => (d.authors![0]!.isPresenter = false), [['authors', 'onePresenter']]],
    ['two presenters', (d) => (d.authors![1]!.isPresenter = true), [['authors', 'onePresenter']]],
    ['no authors: the first author is required', (d) => (d.authors = []), [['authors', 'firstAuthorRequired']]],
    ['the first author without a family name', (d) => (d.authors![0]!.lastName = ''), [['authors.0.lastName', 'required']]],
    ['a blank given name is missing', (d) => (d.authors![1]!.firstName = '  '), [['authors.1.firstName', 'required']]],
    ['English names are required with an English title', (d) => delete d.authors![1]!.lastNameEn, [['authors.1.lastNameEn', 'required']]],
    ['an author without an institute', (d) => (d.authors![1]!.instituteKeys = []), [['authors.1.instituteKeys', 'authorInstituteRequired']]],
    ['an author with an institute not in the list', (d) => (d.authors![1]!.instituteKeys = ['i9']), [['authors.1.instituteKeys', 'unknownInstitute']]],
    [
      'no institutes at all',
      (d) => {
        d.institutes = [];
        d.authors!.forEach((a) => (a.instituteKeys = ['i1']));
      },
      [
        ['authors.0.instituteKeys', 'unknownInstitute'],
        ['authors.1.instituteKeys', 'unknownInstitute'],
        ['institutes', 'instituteRequired'],
      ],
    ],
    ['an institute without a name', (d) => (d.institutes![1]!.name = ''), [['institutes.1.name', 'required']]],
    [
      'too many authors',
      (d) => (d.authors = Array.from({ length: settings.limits.maxAuthors + 1 }, (_, i) => ({ ...valid().authors![0]!, isPresenter: i === 0 }))),
      [['authors', 'maxAuthors']],
    ],
    ['a name over 50 characters', (d) => (d.authors![0]!.firstName = 'x'.repeat(51)), [['authors.0.firstName', 'maxLength']]],
    ['fewer keywords than the minimum', (d) => (d.keywordIds = [101]), [['keywordIds', 'minItems']]],
    ['a keyword of another conference', (d) => (d.keywordIds = [101, 9999]), [['keywordIds', 'invalidChoice']]],
    ['the Japanese title over its characters', (d) => (d.title = 'あ'.repeat(settings.limits.titleChars! + 1)), [['title', 'tooManyCharacters']]],
    ['the Japanese title at its limit, with markup', (d) => (d.title = `<b>${'あ'.repeat(settings.limits.titleChars!)}</b>`), []],
    ['the English abstract over its words', (d) => (d.abstractEn = 'word '.repeat(settings.limits.abstractEnWords! + 1)), [['abstractEn', 'tooManyWords']]],
    ['a missing required abstract', (d) => delete d.abstract, [['abstract', 'required']]],
    ['a blank title is missing', (d) => (d.title = ' \n'), [['title', 'required']]],
    ['the required abstract PDF missing', (d) => delete d.abstractPdf, [['abstractPdf', 'required']]],
    ['no language chosen', (d) => delete d.language, [['language', 'required']]],
  ];
  it.each(rows)('%s', (_name, change, expected) => {
    const data = valid();
    change(data);
    expect(check(data).sort()).toEqual(expected.sort());
  });

  it('names the author or institute position in both languages', () => {
    expect(localizeApplicationError({ path: 'authors.2.instituteKeys', code: 'authorInstituteRequired' })).toEqual({
      ja: '著者3: 所属機関を1つ以上選んでください',
      en: 'Author 3: Choose at least one institute',
    });
    expect(localizeApplicationError({ path: 'institutes.0.name', code: 'required' })).toEqual({
      ja: '所属機関1: 必須項目です',
      en: 'Institute 1: Required field',
    });
    expect(localizeApplicationError({ path: 'authors', code: 'onePresenter' }).en).toBe('Mark exactly one author as the presenter');
  });

  it('leaves a rule silent when its limit is not set (the demo sets no English title words)', () => {
    const relaxed = buildSubmissionForm({ kind: 'oral', settings: demo.kinds.oral as KindSettings, language: 'ja' });
    expect(applicationRuleErrors(relaxed, { titleEn: 'word '.repeat(5000), authors: [] })).toEqual([]);
  });
});

describe('the form a setting makes', () => {
  it('asks only the fields the kind asks, required as set', () => {
    const sponsor = buildSubmissionForm({ kind: 'sponsor', settings: strict.kinds.sponsor as KindSettings, language: 'ja' });
    expect(sponsor.fields.map((field) => [field.path, field.presence])).toEqual([
      ['title', 'required'],
      ['titleEn', 'required'],
      ['abstract', 'required'],
      ['abstractEn', 'optional'],
      ['posterPdf', 'optional'],
      ['institutes', 'required'],
      ['authors', 'required'],
    ]);
    expect(sponsor.files).toEqual({ posterPdf: {} });
  });
  it('carries the conference abstract PDF limit and the counted limits', () => {
    expect(form.files.abstractPdf).toEqual({ maxBytes: 10 * 1024 * 1024 });
    expect(form.counted).toEqual([
      { path: 'title', unit: 'characters', limit: 60 },
      { path: 'titleEn', unit: 'words', limit: 25 },
      { path: 'abstract', unit: 'characters', limit: 800 },
      { path: 'abstractEn', unit: 'words', limit: 250 },
    ]);
  });
  it('drops keywords when the conference has no categories', () => {
    const none = buildSubmissionForm({ kind: 'oral', settings, language: 'ja', keywordCategories: [] });
    expect(none.fields.some((field) => field.path === 'keywordIds')).toBe(false);
  });
  it('labels fields in the form language', () => {
    const ja = buildSubmissionForm({ kind: 'oral', settings, language: 'ja', keywordCategories: keywords.categories });
    expect((ja.schema.properties as Record<string, { title: string }>).title!.title).toBe('演題名（日本語）');
    expect((form.schema.properties as Record<string, { title: string }>).title!.title).toBe('Title (Japanese)');
  });
});

describe('authors and institutes', () => {
  it('numbers institutes as a reader sees them: by first mention, unticked ones left out', () => {
    const { authors, institutes } = numberedAuthorship({
      institutes: [
        { key: 'a', name: 'A' },
        { key: 'b', name: 'B' },
        { key: 'c', name: 'C' },
      ],
      authors: [{ instituteKeys: ['b'] }, { instituteKeys: ['a', 'b'] }, { instituteKeys: ['x'] }],
    });
    expect(authors.map((author) => author.numbers)).toEqual([[1], [1, 2], []]);
    expect(institutes.map(({ number, institute }) => [number, institute.key])).toEqual([
      [1, 'b'],
      [2, 'a'],
    ]);
  });
  const moves: [number, number, string][] = [
    [0, 1, 'bac'],
    [2, -1, 'acb'],
    [0, -1, 'abc'],
    [2, 1, 'abc'],
    [1, 5, 'abc'],
  ];
  it.each(moves)('moving item %i by %i gives %s', (index, offset, result) => expect(moved(['a', 'b', 'c'], index, offset).join('')).toBe(result));
  it('unticks a removed institute on every author', () => {
    expect(
      withoutInstitute({ institutes: [{ key: 'i1' }, { key: 'i2' }], authors: [{ instituteKeys: ['i1', 'i2'] }, { instituteKeys: ['i2'] }] }, 'i2'),
    ).toEqual({
      institutes: [{ key: 'i1' }],
      authors: [{ instituteKeys: ['i1'] }, { instituteKeys: [] }],
    });
  });
  it('gives a new institute a key not in use', () => expect(newInstituteKey([{ key: 'i2' }, { key: 'i3' }])).toBe('i4'));
});

describe('application files', () => {
  const MB = 1024 * 1024;
  const rows: [string, Parameters<typeof uploadProblem>, string | undefined][] = [
    ['a PDF as abstract', ['abstractPdf', MB, 'application/pdf', { maxBytes: 10 * MB }], undefined],
    ['a PNG as abstract', ['abstractPdf', MB, 'image/png', { maxBytes: 10 * MB }], 'pdfType'],
    ['a PDF over the conference limit', ['abstractPdf', 11 * MB, 'application/pdf', { maxBytes: 10 * MB }], 'fileTooLarge'],
    ['a PDF within 20 MB where the conference allows it', ['abstractPdf', 19 * MB, 'application/pdf', { maxBytes: 20 * MB }], undefined],
    ['a graphical abstract of 1200 × 1200', ['graphicalAbstract', 0.5 * MB, 'image/jpeg', { dimensions: { width: 1200, height: 1200 } }], undefined],
    [
      'a graphical abstract of 1200 × 1199',
      ['graphicalAbstract', 0.5 * MB, 'image/jpeg', { dimensions: { width: 1200, height: 1199 } }],
      'graphicalAbstractImage',
    ],
    ['a graphical abstract as PNG', ['graphicalAbstract', 0.5 * MB, 'image/png', { dimensions: { width: 1200, height: 1200 } }], 'graphicalAbstractImage'],
    ['a graphical abstract over 1 MB', ['graphicalAbstract', 1.5 * MB, 'image/jpeg', { dimensions: { width: 1200, height: 1200 } }], 'fileTooLarge'],
    ['a graphical abstract whose pixels could not be read', ['graphicalAbstract', 0.5 * MB, 'image/jpeg', {}], 'graphicalAbstractImage'],
  ];
  it.each(rows)('%s', (_name, args, code) => expect(uploadProblem(...args)?.code).toBe(code));
});

describe('submission settings files', () => {
  const base = () => structuredClone(strict) as SubmissionSettings;
  const rows: [string, (s: SubmissionSettings) => void, string[]][] = [
    ['the shipped strict file is clean', () => undefined, []],
    [
      'no title in either language',
      (s) => {
        s.kinds.oral!.fields.title = 'none';
        s.kinds.oral!.fields.titleEn = 'none';
      },
      ['/kinds/oral/fields/title'],
    ],
    ['a period that ends before it starts', (s) => (s.kinds.poster!.proposalEndAt = '2020-01-01T00:00:00Z'), ['/kinds/poster/proposalEndAt']],
    ['a keyword minimum without keywords', (s) => (s.kinds.oral!.fields.keywords = 'none'), ['/kinds/oral/limits/minKeywords']],
    ['a keyword minimum on optional keywords', (s) => (s.kinds.oral!.fields.keywords = 'optional'), ['/kinds/oral/fields/keywords']],
  ];
  it.each(rows)('%s', (_name, change, paths) => {
    const file = base();
    change(file);
    expect(submissionProblems(file).map((problem) => problem.path)).toEqual(paths);
  });
  it('finds nothing wrong with the demo file', () => expect(submissionProblems(demo as SubmissionSettings)).toEqual([]));
});
