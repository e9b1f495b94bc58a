import { describe, expect, it } from 'vitest';
import { abstractRuns, authorIndex, type AbstractRun } from '../../engine/abstractBook';

const plain = (text: string): AbstractRun => ({ text, bold: false, italic: false, script: null });
const styled = (text: string, style: Partial<AbstractRun>): AbstractRun => ({ ...plain(text), ...style });

describe('an abstract as the book prints it: lines of styled runs (issue 67)', () => {
  it.each<[string, AbstractRun[][]]>([
    ['', []],
    ['Plain text', [[plain('Plain text')]]],
    ['H<sub>2</sub>O', [[plain('H'), styled('2', { script: 'sub' }), plain('O')]]],
    ['10<sup>5</sup> cells', [[plain('10'), styled('5', { script: 'sup' }), plain(' cells')]]],
    ['<i>Danio rerio</i> and <em>E. coli</em>', [[styled('Danio rerio', { italic: true }), plain(' and '), styled('E. coli', { italic: true })]]],
    ['<b>Bold <i>both</i></b>', [[styled('Bold ', { bold: true }), styled('both', { bold: true, italic: true })]]],
    ['<strong>a</strong><b>b</b>', [[styled('ab', { bold: true })]]],
    ['first<br>second', [[plain('first')], [plain('second')]]],
    ['first\nsecond', [[plain('first')], [plain('second')]]],
    ['one<br><br>two', [[plain('one')], [], [plain('two')]]],
    ['<br>  lead and trail  <br/>', [[plain('lead and trail')]]],
    ['a &lt; b &amp;&amp; c', [[plain('a < b && c')]]],
    ['a < b', [[plain('a < b')]]],
    ['many    spaces\there', [[plain('many spaces here')]]],
    ['<span>kept text</span> <u>underline</u>', [[plain('kept text underline')]]],
    ['unclosed <b>bold', [[plain('unclosed '), styled('bold', { bold: true })]]],
    ['</b>stray close', [[plain('stray close')]]],
    ['津波<sub>１</sub>の高さ', [[plain('津波'), styled('１', { script: 'sub' }), plain('の高さ')]]],
  ])('%j', (html, lines) => {
    expect(abstractRuns(html)).toEqual(lines);
  });
});

const yamada = { lastName: '山田', firstName: '太郎', lastNameEn: 'Yamada', firstNameEn: 'Taro' };
const abe = { lastName: '阿部', firstName: '花子', lastNameEn: 'Abe', firstNameEn: 'Hanako' };
const noEnglish = { lastName: '渡辺', firstName: '一', lastNameEn: null, firstNameEn: null };
const smith = { lastName: 'Smith', firstName: 'Jane', lastNameEn: 'Smith', firstNameEn: 'Jane' };

describe('the author index (issue 67)', () => {
  const book = [
    { code: 'O1-01', authors: [yamada, abe] },
    { code: 'O1-02', authors: [smith, yamada] },
    { code: 'P-10', authors: [noEnglish, yamada, { ...yamada }] },
  ];

  it.each([
    [
      'ja',
      [
        { name: '阿部 花子', codes: ['O1-01'] },
        { name: 'Smith Jane', codes: ['O1-02'] },
        { name: '山田 太郎', codes: ['O1-01', 'O1-02', 'P-10'] },
        { name: '渡辺 一', codes: ['P-10'] },
      ],
    ],
    [
      'en',
      [
        { name: 'Abe, Hanako', codes: ['O1-01'] },
        { name: 'Smith, Jane', codes: ['O1-02'] },
        { name: 'Yamada, Taro', codes: ['O1-01', 'O1-02', 'P-10'] },
        { name: '渡辺 一', codes: ['P-10'] },
      ],
    ],
  ] as const)('in %s: each person once, by reading, with every presentation once', (language, entries) => {
    expect(authorIndex(book, language)).toEqual(entries);
  });

  it('keeps two people with one Japanese name but different readings apart', () => {
    const other = { ...yamada, firstNameEn: 'Futoshi' };
    expect(authorIndex([{ code: 'A', authors: [yamada, other] }], 'en').map((entry) => entry.name)).toEqual(['Yamada, Futoshi', 'Yamada, Taro']);
  });
});
