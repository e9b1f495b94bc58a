import { describe, expect, it } from 'vitest';
import { memberListChange, readMemberList, type MemberRecord } from '../../engine/imports';

const ja = ['会員番号', '姓', '名', '所属', '学会の会員ID'];
const en = ['Member number', 'Family name', 'Given name', 'Affiliation', 'Society member ID'];

describe('a member list read from a spreadsheet (issue 67)', () => {
  it.each<[string, string[][], { members?: Partial<MemberRecord>[]; problems?: unknown[] }]>([
    [
      'Japanese headings',
      [ja, ['kaigi-0001', '会員', '次郎', '東京大学', 'D-1']],
      { members: [{ memberCode: 'KAIGI0001', nameSei: '会員', externalMemberId: 'D-1' }], problems: [] },
    ],
    [
      'English headings in another order, cells trimmed',
      [
        [en[1]!, en[0]!, en[2]!, en[3]!, en[4]!],
        [' Smith ', 'ｋａｉｇｉ－０００２', 'Alice', 'Cambridge', 'D-2'],
      ],
      { members: [{ memberCode: 'KAIGI0002', nameSei: 'Smith', nameMei: 'Alice' }], problems: [] },
    ],
    ['empty rows skipped', [ja, ['', '', '', '', ''], ['A1', '甲', '乙', '所', 'X']], { members: [{ memberCode: 'A1' }], problems: [] }],
    ['a missing cell named by row and column', [ja, ['A1', '', '乙', '所', 'X']], { problems: [{ row: 2, column: 'nameSei', code: 'required' }] }],
    [
      'a cell too long',
      [ja, ['A1', '甲'.repeat(51), '乙', '所', 'X']],
      { problems: [{ row: 2, column: 'nameSei', code: 'maxLength', params: { limit: 50 } }] },
    ],
    [
      'a member number twice, named on its second row',
      [ja, ['A-1', '甲', '乙', '所', 'X'], ['a1', '丙', '丁', '所', 'Y']],
      { problems: [{ row: 3, column: 'memberCode', code: 'importDuplicate', params: { row: 2 } }] },
    ],
    [
      'an unknown column',
      [
        [...ja, '電話'],
        ['A1', '甲', '乙', '所', 'X', '03'],
      ],
      { problems: [{ row: 1, column: null, code: 'importUnknownColumn', params: { column: '電話' } }] },
    ],
    ['a column missing', [ja.slice(0, 4), ['A1', '甲', '乙', '所']], { problems: [{ row: 1, column: 'externalMemberId', code: 'importMissingColumn' }] }],
    [
      'a column twice',
      [
        [...ja, '姓'],
        ['A1', '甲', '乙', '所', 'X', '甲'],
      ],
      { problems: [{ row: 1, column: 'nameSei', code: 'importColumnTwice' }] },
    ],
    ['no rows', [ja], { problems: [{ row: 2, column: null, code: 'importEmpty' }] }],
    ['nothing at all', [], { problems: expect.arrayContaining([{ row: 1, column: null, code: 'importEmpty' }]) as unknown as unknown[] }],
  ])('%s', (_name, records, expected) => {
    const read = readMemberList(records);
    if (expected.members) expect(read.members).toEqual(expected.members.map((member) => expect.objectContaining(member)));
    if (expected.problems) expect(read.problems).toEqual(expected.problems);
  });
});

describe('what importing a member list would change', () => {
  const member = (memberCode: string, affiliation = '東京大学'): MemberRecord => ({
    memberCode,
    nameSei: '甲',
    nameMei: '乙',
    affiliation,
    externalMemberId: memberCode,
  });
  it.each([
    ['the same list', [member('A'), member('B')], [member('A'), member('B')], { added: 0, updated: 0, unchanged: 2, removed: 0 }],
    [
      'one new, one changed, one gone',
      [member('A'), member('B'), member('C')],
      [member('A'), member('B', '京都大学'), member('D')],
      { added: 1, updated: 1, unchanged: 1, removed: 1 },
    ],
    ['from nothing', [], [member('A')], { added: 1, updated: 0, unchanged: 0, removed: 0 }],
  ])('%s', (_name, current, next, change) => {
    expect(memberListChange(current, next)).toEqual(change);
  });
});
