import { describe, expect, it } from 'vitest';
import { memberListChange, readMemberList, type MemberRecord } from '../../engine/imports/members';
import { readUserList, userListChange, type UserImportRecord } from '../../engine/imports/users';
import { readPresentationList, tokyoInstant, type ImportedPresentation } from '../../engine/imports/presentations';

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

const userHeadings = ['メールアドレス', '姓', '名', '姓（カナ）', '名（カナ）', '名（英語）', '姓（英語）', '所属名', '所属名（英語）', '部署', '役職', '権限'];
const userRow = (overrides: Record<number, string> = {}) => {
  const cells = ['Taro@Example.org', '山田', '太郎', 'ヤマダ', 'タロウ', 'Taro', 'Yamada', '東京大学', 'University of Tokyo', '理学部', '教授', ''];
  for (const [index, value] of Object.entries(overrides)) cells[Number(index)] = value;
  return cells;
};

describe('accounts read from a spreadsheet (issue 67)', () => {
  it.each<[string, string[][], { users?: Partial<UserImportRecord>[]; problems?: unknown[] }]>([
    [
      'a full row, the address folded to lower case',
      [userHeadings, userRow()],
      { users: [{ email: 'taro@example.org', 'affiliation.name': '東京大学', roles: [] }], problems: [] },
    ],
    ['roles in Japanese, separated by 、', [userHeadings, userRow({ 11: '発表者、査読者' })], { users: [{ roles: ['presenter', 'reviewer'] }], problems: [] }],
    [
      'roles in English, any case, participant ignored',
      [userHeadings, userRow({ 11: 'Participant, ORGANIZER; sponsor' })],
      { users: [{ roles: ['organizer', 'sponsor'] }] },
    ],
    [
      'an unknown role',
      [userHeadings, userRow({ 11: '発表者, 司会' })],
      { problems: [{ row: 2, column: 'roles', code: 'importUnknownRole', params: { role: '司会' } }] },
    ],
    [
      'manager is not imported',
      [userHeadings, userRow({ 11: 'Manager' })],
      { problems: [{ row: 2, column: 'roles', code: 'importRoleNotImported', params: { role: 'Manager' } }] },
    ],
    [
      'admin is not imported',
      [userHeadings, userRow({ 11: '管理者' })],
      { problems: [{ row: 2, column: 'roles', code: 'importRoleNotImported', params: { role: '管理者' } }] },
    ],
    ['an address that is not one', [userHeadings, userRow({ 0: 'taro@' })], { problems: [{ row: 2, column: 'email', code: 'invalidEmail' }] }],
    ['a family name missing', [userHeadings, userRow({ 1: '' })], { problems: [{ row: 2, column: 'nameSei', code: 'required' }] }],
    [
      'a name over the form limit',
      [userHeadings, userRow({ 2: '名'.repeat(51) })],
      { problems: [{ row: 2, column: 'nameMei', code: 'maxLength', params: { limit: 50 } }] },
    ],
    [
      'an address twice, in another case, named on its second row',
      [userHeadings, userRow(), userRow({ 0: 'TARO@example.org' })],
      { problems: [{ row: 3, column: 'email', code: 'importDuplicate', params: { row: 2 } }] },
    ],
  ])('%s', (_name, records, expected) => {
    const read = readUserList(records);
    if (expected.users) expect(read.users).toEqual(expected.users.map((user) => expect.objectContaining(user)));
    if (expected.problems) expect(read.problems).toEqual(expected.problems);
  });

  it('counts what a merge by address changes, and removes no one', () => {
    const [taro] = readUserList([userHeadings, userRow()]).users;
    const current = new Map([
      ['taro@example.org', { ...taro!, department: '工学部' }],
      ['other@example.org', { ...taro!, email: 'other@example.org' }],
    ]);
    const next = readUserList([userHeadings, userRow(), userRow({ 0: 'new@example.org' })]).users;
    expect(userListChange(current, next)).toEqual({ added: 1, updated: 1, unchanged: 0, removed: 0 });
    expect(userListChange(new Map([['taro@example.org', taro!]]), [taro!])).toEqual({ added: 0, updated: 0, unchanged: 1, removed: 0 });
  });
});

const presentationHeadings = [
  'Code',
  'Kind',
  'Session code',
  'Start',
  'End',
  'Title',
  'Title (English)',
  'Abstract',
  'Abstract (English)',
  'Published',
  "Author's family name",
  "Author's given name",
  "Author's family name (English)",
  "Author's given name (English)",
  "Author's affiliations",
  'Presenter',
];
const author = (code: string, family: string, own: Partial<Record<number, string>> = {}, presenter = 'No') => {
  const cells = [code, '', '', '', '', '', '', '', '', '', family, '一郎', '', '', '東京大学; 理化学研究所', presenter];
  for (const [index, value] of Object.entries(own)) cells[Number(index)] = value!;
  return cells;
};
const first = { 1: 'Oral', 2: '1A', 3: '2027/03/15 13:00', 4: '2027/03/15 13:15', 5: '水の研究', 9: 'Yes' };

describe('presentations with their authors read from a spreadsheet (issue 67)', () => {
  it.each<[string, string[][], { presentations?: Partial<ImportedPresentation>[]; problems?: unknown[] }]>([
    [
      'one presentation, two authors, its cells from the first row',
      [presentationHeadings, author('1A-01', '山田', first, 'Yes'), author('1A-01', '鈴木')],
      {
        presentations: [
          {
            code: '1A-01',
            kind: 'oral',
            sessionCode: '1A',
            startAt: '2027-03-15T04:00:00.000Z',
            endAt: '2027-03-15T04:15:00.000Z',
            isPublic: true,
            authors: [
              expect.objectContaining({ lastName: '山田', institutes: ['東京大学', '理化学研究所'], isPresenter: true }) as never,
              expect.objectContaining({ lastName: '鈴木', isPresenter: false }) as never,
            ],
          },
        ],
        problems: [],
      },
    ],
    [
      'the kind in Japanese',
      [presentationHeadings, author('P-1', '山田', { 1: 'ポスター発表', 5: 'ポスター' })],
      { presentations: [{ kind: 'poster', startAt: '' }] },
    ],
    [
      'an unknown kind',
      [presentationHeadings, author('P-1', '山田', { 1: 'Talk', 5: 'x' })],
      { problems: [{ row: 2, column: 'kind', code: 'importUnknownKind', params: { kind: 'Talk' } }] },
    ],
    ['no title', [presentationHeadings, author('P-1', '山田', { 1: 'Oral' })], { problems: [{ row: 2, column: 'name', code: 'required' }] }],
    [
      'a later row with another title',
      [presentationHeadings, author('1A-01', '山田', first), author('1A-01', '鈴木', { 5: '別の題目' })],
      { problems: [{ row: 3, column: 'name', code: 'importRowDiffers', params: { row: 2 } }] },
    ],
    [
      'a later row repeating the same cells',
      [presentationHeadings, author('1A-01', '山田', first), author('1A-01', '鈴木', first)],
      { presentations: [{ code: '1A-01' }], problems: [] },
    ],
    [
      'a time that cannot be read',
      [presentationHeadings, author('1A-01', '山田', { ...first, 3: '2027/02/30 13:00' })],
      { problems: [{ row: 2, column: 'startAt', code: 'importBadTime' }] },
    ],
    [
      'an end before the start',
      [presentationHeadings, author('1A-01', '山田', { ...first, 4: '2027/03/15 12:00' })],
      { problems: [{ row: 2, column: 'endAt', code: 'endsBeforeStart' }] },
    ],
    [
      'a start without an end',
      [presentationHeadings, author('1A-01', '山田', { ...first, 4: '' })],
      { problems: [{ row: 2, column: 'endAt', code: 'importTimesTogether' }] },
    ],
    [
      'two presenters',
      [presentationHeadings, author('1A-01', '山田', first, 'Yes'), author('1A-01', '鈴木', {}, 'はい')],
      { problems: [{ row: 3, column: 'isPresenter', code: 'importOnePresenter' }] },
    ],
    [
      'an author without an affiliation',
      [presentationHeadings, author('1A-01', '山田', { ...first, 14: '' })],
      { problems: [{ row: 2, column: 'institutes', code: 'required' }] },
    ],
    [
      'a code the program cannot show',
      [presentationHeadings, author('1A 01', '山田', first)],
      { problems: [{ row: 2, column: 'code', code: 'invalidValue' }] },
    ],
    [
      'a yes-or-no cell with another word',
      [presentationHeadings, author('1A-01', '山田', { ...first, 9: 'maybe' })],
      { problems: [expect.objectContaining({ row: 2, column: 'isPublic' })] },
    ],
  ])('%s', (_name, records, expected) => {
    const read = readPresentationList(records);
    if (expected.presentations) expect(read.presentations).toEqual(expected.presentations.map((presentation) => expect.objectContaining(presentation)));
    if (expected.problems) expect(read.problems).toEqual(expected.problems);
  });

  it.each([
    ['2027/03/15 09:00', '2027-03-15T00:00:00.000Z'],
    ['2027-3-5 0:05', '2027-03-04T15:05:00.000Z'],
    ['2027/02/29 10:00', undefined],
    ['2027/03/15 24:00', undefined],
    ['15/03/2027 10:00', undefined],
  ])('reads %s in Tokyo time as %s', (cell, instant) => {
    expect(tokyoInstant(cell)).toBe(instant);
  });
});
