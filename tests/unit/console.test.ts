import { describe, expect, it } from 'vitest';
import { announcementProblems, inquiryProblems, replyProblems } from '../../engine/console';
import { auditActions } from '../../engine/auditActions';
import type { FieldError } from '../../engine/validate';
import { catalogueKeys as keys } from '../support/sources';

/** The writer's limits of the console (issue 19; spec §5), the same in the browser and on the server. */
const codes = (problems: FieldError[]) =>
  problems.map((problem) => `${problem.path}:${problem.code}${problem.params?.limit ? `(${problem.params.limit})` : ''}`);
const rich = (length: number) => `<p>${'あ'.repeat(length)}</p>`;

describe('announcements', () => {
  it.each([
    ['both required texts written', { titleJa: '会場', bodyJa: '<p>2階</p>' }, []],
    ['title of spaces, body of empty markup', { titleJa: '   ', bodyJa: '<p></p><p>&nbsp;</p>' }, ['titleJa:required', 'bodyJa:required']],
    ['English may be left out', { titleJa: 'x', bodyJa: 'x', titleEn: '', bodyEn: '' }, []],
    ['title at 200 characters', { titleJa: '字'.repeat(200), bodyJa: 'x' }, []],
    ['title at 201 characters', { titleJa: '字'.repeat(201), bodyJa: 'x' }, ['titleJa:maxLength(200)']],
    ['an emoji counts once', { titleJa: '🎉'.repeat(200), bodyJa: 'x' }, []],
    ['body at 10,000 visible characters', { titleJa: 'x', bodyJa: rich(10_000) }, []],
    ['body at 10,001 visible characters', { titleJa: 'x', bodyJa: rich(10_001) }, ['bodyJa:maxLength(10000)']],
    ['markup does not count, entities count once', { titleJa: 'x', bodyJa: `<p><b>${'&amp;'.repeat(2_000)}</b>${'あ'.repeat(8_000)}</p>` }, []],
    ['… and one more is over', { titleJa: 'x', bodyJa: `<p><b>${'&amp;'.repeat(2_001)}</b>${'あ'.repeat(8_000)}</p>` }, ['bodyJa:maxLength(10000)']],
    ['markup beyond four times the limit', { titleJa: 'x', bodyJa: `<p>${'<b></b>'.repeat(6_000)}x</p>` }, ['bodyJa:maxLength(10000)']],
    ['English body too long', { titleJa: 'x', bodyJa: 'x', bodyEn: rich(10_001) }, ['bodyEn:maxLength(10000)']],
  ] as const)('%s', (_name, input, expected) => {
    expect(codes(announcementProblems(input))).toEqual(expected);
  });
});

describe('inquiries and replies', () => {
  it.each([
    ['written', { subject: 'Parking', body: 'Is there parking?' }, []],
    ['empty', { subject: '', body: '' }, ['subject:required', 'body:required']],
    ['only spaces and line breaks', { subject: ' ', body: ' \n\t ' }, ['subject:required', 'body:required']],
    ['message at 10,000', { subject: 'a', body: '字'.repeat(10_000) }, []],
    ['message at 10,001', { subject: 'a', body: '字'.repeat(10_001) }, ['body:maxLength(10000)']],
    ['markup is text in a plain message', { subject: 'a', body: '<b>hi</b>' }, []],
  ] as const)('inquiry %s', (_name, input, expected) => {
    expect(codes(inquiryProblems(input))).toEqual(expected);
  });

  it.each([
    ['', ['body:required']],
    ['Yes.', []],
    ['字'.repeat(10_001), ['body:maxLength(10000)']],
  ] as const)('reply %j', (body, expected) => {
    expect(codes(replyProblems({ body }))).toEqual(expected);
  });
});

describe("the console's strings", () => {
  it('exist in both languages, name every audit action, and repeat no key of the main catalogue', async () => {
    const [ja, en, main] = await Promise.all([
      import('../../src/locales/mngConsole.ja.json'),
      import('../../src/locales/mngConsole.en.json'),
      import('../../src/locales/ja.json'),
    ]);
    expect(keys(ja.default).sort()).toEqual(keys(en.default).sort());
    for (const action of auditActions) expect(keys(en.default)).toContain(`console.audit.action.${action}`);
    const mainKeys = new Set(keys(main.default));
    expect(keys(ja.default).filter((key) => mainKeys.has(key))).toEqual([]);
  });
});
