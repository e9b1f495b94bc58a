import { describe, expect, it } from 'vitest';
import { highlight, normalizeSearchText, queryGrams, searchGrams, searchTerms } from '../../engine/program/search';
import { overlapsOf } from '../../engine/program/schedule';
import { programProblems } from '../../server/fixtures/programProblems';
import { generateProgram } from '../../devkit/programGenerator';
import type { ProgramFile } from '../../schemas/program';

describe('search normalization', () => {
  it.each([
    ['ｶﾞｳｽ過程', 'がうす過程'],
    ['ガウス', 'がうす'],
    ['ＧＡＵＳＳ　Process', 'gauss process'],
    ['１Ａ－０１', '1a-01'],
    ['  many   spaces\t', 'many spaces'],
    ['ヴァ', 'ゔぁ'],
  ])('%s → %s', (input, expected) => expect(normalizeSearchText(input)).toBe(expected));

  it('splits words, drops repeats and caps their number', () => {
    expect(searchTerms('津波　TSUNAMI 津波')).toEqual(['津波', 'tsunami']);
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
    expect(searchTerms('   ')).toEqual([]);
  });

  it('indexes two- and three-character pieces that never span a space', () => {
    expect(searchGrams('がうす 過程')).toEqual(['がう', 'がうす', 'うす', '過程']);
    expect(searchGrams('a')).toEqual([]);
  });

  it.each([
    ['tsunami', ['tsu', 'sun', 'una', 'nam', 'ami']],
    ['過程', ['過程']],
    ['がうす', ['がうす']],
    ['𠮷野家', ['𠮷野家']],
    ['a', []],
  ])('a query word %s needs the pieces %j', (term, grams) => {
    expect(queryGrams(term)).toEqual(grams);
  });

  it.each(['tsunami', '過程', 'がうす', 'process', '𠮷野', 'mo'])('every piece a query word %s needs is indexed in any text that holds it', (term) => {
    const text = normalizeSearchText(`前置き ${term}の後 x${term}y`);
    const indexed = new Set(searchGrams(text));
    expect(queryGrams(term).every((gram) => indexed.has(gram))).toBe(true);
  });

  it.each([
    [
      'ガウス過程',
      ['がうす'],
      [
        ['ガウス', true],
        ['過程', false],
      ],
    ],
    [
      'ｶﾞｳｽ法',
      ['がうす'],
      [
        ['ｶﾞｳｽ', true],
        ['法', false],
      ],
    ],
    [
      'Monte Carlo',
      ['carlo'],
      [
        ['Monte ', false],
        ['Carlo', true],
      ],
    ],
    ['abc', [], [['abc', false]]],
  ] as const)('marks %s for %j', (text, terms, pieces) => {
    expect(highlight(text, terms).map((piece) => [piece.text, piece.hit])).toEqual(pieces);
  });

  /** Highlighting as it read every text: grapheme by grapheme through the segmenter, nothing kept. */
  function bySegments(text: string, terms: readonly string[]) {
    let normalized = '';
    const origin: number[] = [];
    let offset = 0;
    for (const { segment } of new Intl.Segmenter('ja', { granularity: 'grapheme' }).segment(text)) {
      const piece = normalizeSearchText(segment) || (/\s/u.test(segment) ? ' ' : '');
      for (let i = 0; i < piece.length; i += 1) origin.push(offset);
      normalized += piece;
      offset += segment.length;
    }
    origin.push(text.length);
    const marked = new Array<boolean>(text.length).fill(false);
    for (const term of terms)
      for (let at = normalized.indexOf(term); at !== -1; at = normalized.indexOf(term, at + 1))
        for (let i = origin[at]!; i < (origin[at + term.length] ?? text.length); i += 1) marked[i] = true;
    return text.split('').map((_, i) => marked[i]);
  }
  const markedOf = (text: string, terms: readonly string[]) => highlight(text, terms).flatMap((piece) => piece.text.split('').map(() => piece.hit));

  // Pieces that join into one grapheme, or normalize to more or fewer characters than they hold.
  const parts = [
    '津波',
    'ガウス',
    'ｶﾞｳｽ',
    'ﾊﾟ',
    'が',
    'か\u3099',
    'e\u0301',
    'Σ',
    'ΑΣ ',
    '㈱',
    'ﬁ',
    '👨‍👩‍👧',
    '🇯🇵',
    '𠮷野家',
    '葛󠄀',
    '\r\n',
    '\t',
    '  ',
    'Ａ',
    'abc',
    '한',
    '\u1100\u1161',
    '.',
  ];
  const terms = [['津波'], ['がうす'], ['ぱ'], ['が'], ['é'], ['σ'], ['(株)'], ['fi'], ['𠮷野'], ['a', 'bc'], ['가'], ['한']];
  it('marks the same characters as reading every text through the grapheme segmenter', () => {
    let seed = 7;
    const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    for (let round = 0; round < 400; round += 1) {
      const text = Array.from({ length: 1 + next(8) }, () => parts[next(parts.length)]).join('');
      const chosen = terms[next(terms.length)]!;
      expect(markedOf(text, chosen), `${JSON.stringify(text)} for ${JSON.stringify(chosen)}`).toEqual(bySegments(text, chosen));
    }
  });
});

describe('overlapping schedule', () => {
  const at = (hhmm: string) => `2027-03-10T${hhmm}:00+09:00`;
  it.each([
    [
      'same slot',
      [
        [1, '09:30', '09:45'],
        [2, '09:30', '09:45'],
      ],
      { 1: [2], 2: [1] },
    ],
    [
      'touching ends do not overlap',
      [
        [1, '09:30', '09:45'],
        [2, '09:45', '10:00'],
      ],
      { 1: [], 2: [] },
    ],
    [
      'one inside another',
      [
        [1, '09:00', '11:00'],
        [2, '09:30', '09:45'],
        [3, '10:00', '10:15'],
      ],
      { 1: [2, 3], 2: [1], 3: [1] },
    ],
    [
      'no time, no overlap',
      [
        [1, null, null],
        [2, '09:30', '09:45'],
      ],
      { 1: [], 2: [] },
    ],
  ] as const)('%s', (_name, items, expected) => {
    const result = overlapsOf(items.map(([id, start, end]) => ({ id, startAt: start && at(start), endAt: end && at(end) })));
    expect(Object.fromEntries([...result].map(([id, ids]) => [id, [...ids].sort()]))).toEqual(expected);
  });
});

describe('program fixture checks', () => {
  const context = { days: ['2027-03-10', '2027-03-11'], keywordIds: new Set([101, 102]), commissionSessionIds: new Set([101]) };
  const base = () => generateProgram({ days: context.days, keywordIds: [101, 102], oral: 12, poster: 4, rooms: 2 });
  const rows: [string, (program: ProgramFile) => void, string, string][] = [
    [
      'two presenters',
      (p) => {
        p.presentations[0]!.authors.forEach((a) => (a.isPresenter = true));
        p.presentations[0]!.authors.push({ ...p.presentations[0]!.authors[0]!, isPresenter: true });
      },
      '/presentations/0/authors',
      'exactly one author',
    ],
    ['no presenter', (p) => p.presentations[1]!.authors.forEach((a) => (a.isPresenter = false)), '/presentations/1/authors', 'exactly one author'],
    ['an unknown institute', (p) => (p.presentations[0]!.authors[0]!.instituteIds = [9999]), '/presentations/0/authors/0/instituteIds/0', 'institute'],
    ['a repeated code', (p) => (p.presentations[1]!.code = p.presentations[0]!.code.toLowerCase()), '/presentations/1/code', 'used once'],
    [
      'a session outside the days',
      (p) => {
        p.sessions[0]!.startAt = '2027-03-15T09:30:00+09:00';
        p.sessions[0]!.endAt = '2027-03-15T11:00:00+09:00';
      },
      '/sessions/0/startAt',
      'conference day',
    ],
    [
      'two sessions in one room at once',
      (p) => {
        const [a, b] = p.sessions.filter((s) => s.roomId === p.sessions[0]!.roomId && s.presentationKind === 'oral');
        b!.startAt = a!.startAt;
        b!.endAt = a!.endAt;
      },
      '/startAt',
      'same room',
    ],
    ['an unknown keyword', (p) => (p.presentations[0]!.keywordIds = [555]), '/presentations/0/keywordIds/0', 'keyword'],
    ['a slot outside its session', (p) => (p.presentations[0]!.endAt = '2027-03-10T23:00:00+09:00'), '/presentations/0/startAt', 'inside its session'],
    ['an id of a commission session', (p) => (p.sessions[0]!.id = 101), '/sessions/0/id', 'fixtures/commissions'],
    ['an oral presentation in a poster series', (p) => (p.presentations[0]!.seriesId = 3), '/presentations/0/seriesId', 'oral series'],
  ];

  it('finds nothing wrong in a generated program', () => expect(programProblems(base(), context)).toEqual([]));

  it.each(rows)('names %s with its path and a fix', (_name, breakIt, path, expected) => {
    const program = base();
    breakIt(program);
    const problems = programProblems(program, context);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.some((problem) => problem.path.endsWith(path) && problem.expected.includes(expected))).toBe(true);
  });

  it('generates the large conference within the limits of the checks', () => {
    const large = generateProgram({ days: ['2027-03-10', '2027-03-11', '2027-03-12', '2027-03-13'], keywordIds: [101], oral: 8000, poster: 2000, rooms: 84 });
    expect(large.presentations).toHaveLength(10000);
    expect(programProblems(large, { ...context, days: ['2027-03-10', '2027-03-11', '2027-03-12', '2027-03-13'], keywordIds: new Set([101]) })).toEqual([]);
  });
});
