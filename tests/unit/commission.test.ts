import { describe, expect, it } from 'vitest';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { createAjv, resolveSettings, validateForm } from '../../engine';
import type { ConferenceSettings } from '../../schemas/conferenceSettings';
import { pruneToVisible } from '../../engine/registration/wire';
import { buildCommissionForm } from '../../engine/commission/buildCommissionForm';
import { commissionFields } from '../../engine/commission/commissionFields';
import { commissionRules } from '../../engine/commission/commissionRules';
import { commissionFromWire, commissionToWire } from '../../engine/commission/commissionWire';
import { formatConferenceDays, formatTokyo, isWithinPeriod, listOf, mergeDays } from '../../engine/commission/dates';
import { visibilityFor } from '../../engine/commission/visibility';
import { errorToastTitle } from '../../engine/errorToast';
import { visibilityFlag, type SessionKind, type ViewerRole, type ViewerStatus } from '../../schemas/commissions';
import type { Presence } from '../../engine/rules';
import { baseSettings, presenceInSchema } from '../support/presenceTable';

describe('conference days merge into runs', () => {
  it.each([
    ['no days', [], []],
    ['a single day', ['2027-03-10'], [['2027-03-10', '2027-03-10']]],
    ['a run of three', ['2027-03-10', '2027-03-11', '2027-03-12'], [['2027-03-10', '2027-03-12']]],
    ['unsorted with a duplicate', ['2027-03-12', '2027-03-10', '2027-03-11', '2027-03-10'], [['2027-03-10', '2027-03-12']]],
    [
      'a gap of one day',
      ['2027-03-10', '2027-03-12'],
      [
        ['2027-03-10', '2027-03-10'],
        ['2027-03-12', '2027-03-12'],
      ],
    ],
    [
      'two runs',
      ['2027-03-01', '2027-03-02', '2027-03-05', '2027-03-06'],
      [
        ['2027-03-01', '2027-03-02'],
        ['2027-03-05', '2027-03-06'],
      ],
    ],
    ['across a month end', ['2027-01-31', '2027-02-01'], [['2027-01-31', '2027-02-01']]],
    ['across February of a leap year', ['2028-02-28', '2028-02-29', '2028-03-01'], [['2028-02-28', '2028-03-01']]],
    ['February 28 to March 1 in a common year', ['2027-02-28', '2027-03-01'], [['2027-02-28', '2027-03-01']]],
    [
      'February 27 and March 1 in a common year',
      ['2027-02-27', '2027-03-01'],
      [
        ['2027-02-27', '2027-02-27'],
        ['2027-03-01', '2027-03-01'],
      ],
    ],
    ['across a year end', ['2026-12-31', '2027-01-01'], [['2026-12-31', '2027-01-01']]],
    [
      'the same day a year apart',
      ['2026-03-10', '2027-03-10'],
      [
        ['2026-03-10', '2026-03-10'],
        ['2027-03-10', '2027-03-10'],
      ],
    ],
    ['a malformed day is left out', ['2027-03-10', 'soon'], [['2027-03-10', '2027-03-10']]],
  ])('%s', (_name, days, expected) => {
    expect(mergeDays(days).map(({ start, end }) => [start, end])).toEqual(expected);
  });

  it.each([
    ['ja', ['2027-03-10', '2027-03-11', '2027-03-12', '2027-03-15'], '2027年03月10日〜2027年03月12日、2027年03月15日'],
    // English lists as English does: never the Japanese comma (issue 21, item 8).
    ['en', ['2027-03-10', '2027-03-11', '2027-03-12', '2027-03-15'], 'Mar 10, 2027 – Mar 12, 2027 and Mar 15, 2027'],
    ['en', ['2027-09-03', '2027-09-06'], 'Sep 3, 2027 and Sep 6, 2027'],
    ['en', ['2027-09-01', '2027-09-03', '2027-09-06'], 'Sep 1, 2027, Sep 3, 2027, and Sep 6, 2027'],
    ['ja', ['2027-09-01', '2027-09-03', '2027-09-06'], '2027年09月01日、2027年09月03日、2027年09月06日'],
    ['ja', ['2027-03-01'], '2027年03月01日'],
    ['en', ['2027-03-01'], 'Mar 1, 2027'],
  ] as const)('in %s: %j', (language, days, text) => {
    expect(formatConferenceDays(days, language)).toBe(text);
  });

  it.each(['ja', 'en'] as const)('in %s, lists as Intl.ListFormat does, without its data', (language) => {
    const intl = new Intl.ListFormat(language, { type: 'conjunction' });
    for (let count = 0; count <= 6; count += 1) {
      const items = Array.from({ length: count }, (_, index) => `day ${index + 1}`);
      expect(listOf(items, language)).toBe(intl.format(items));
    }
  });

  it('shows instants in Tokyo time whatever the server zone', () => {
    expect(formatTokyo('2027-01-31T15:30:00Z')).toBe('2027/02/01 00:30');
    expect(formatTokyo('not a date')).toBe('');
  });

  // Numeric patterns are written from UTC+9 directly; every one must read as the time-zone database would.
  it.each(['yyyy/MM/dd HH:mm', 'HH:mm', 'yyyy-MM-dd', 'yyyy/MM/dd', 'M/d H:mm:ss', 'MMM d, yyyy HH:mm', "yyyy'年'M'月'", 'EEE HH:mm'])(
    '%s agrees with the time-zone database at any instant',
    (pattern) => {
      const instants = [
        '1970-01-01T00:00:00Z',
        '1999-12-31T14:59:59Z',
        '1999-12-31T15:00:00Z',
        '2024-02-28T15:00:00Z',
        '2027-03-10T00:05:00Z',
        '2099-12-31T23:59:59Z',
      ];
      for (let i = 0; i < 200; i += 1) instants.push(new Date(Date.UTC(1960, 0, 1) + ((i * 7_919_113_000_123) % 4_500_000_000_000)).toISOString());
      for (const instant of instants)
        expect(formatTokyo(instant, pattern), instant).toBe(format(new TZDate(new Date(instant).getTime(), 'Asia/Tokyo'), pattern));
    },
  );
});

describe('a period includes both bounds; a missing bound is open', () => {
  const start = '2027-01-10T00:00:00+09:00';
  const end = '2027-01-20T23:59:59+09:00';
  const at = (iso: string) => new Date(iso);
  it.each([
    ['a millisecond before the start', at('2027-01-09T23:59:59.999+09:00'), start, end, false],
    ['at the start', at(start), start, end, true],
    ['between', at('2027-01-15T12:00:00+09:00'), start, end, true],
    ['at the end', at(end), start, end, true],
    ['a millisecond after the end', at('2027-01-21T00:00:00.000+09:00'), start, end, false],
    ['no start: long before the end', at('2000-01-01T00:00:00Z'), undefined, end, true],
    ['no start: after the end', at('2027-01-21T00:00:00+09:00'), undefined, end, false],
    ['no end: long after the start', at('2100-01-01T00:00:00Z'), start, undefined, true],
    ['no end: before the start', at('2027-01-09T00:00:00+09:00'), start, null, false],
    ['no bounds at all', at('1999-01-01T00:00:00Z'), null, null, true],
  ])('%s', (_name, now, from, to, inside) => {
    expect(isWithinPeriod(now, from, to)).toBe(inside);
  });
});

describe('the visibility table', () => {
  const roles: ViewerRole[] = ['organizer', 'presenter'];
  const statuses: ViewerStatus[] = ['candidate', 'registered'];
  const kinds: SessionKind[] = ['designated', 'general'];
  const cells = roles.flatMap((role) => statuses.flatMap((status) => kinds.map((kind) => ({ role, status, kind }))));

  it.each(cells)('$status $role on a $kind session: nothing without flags', ({ role, status, kind }) => {
    expect(visibilityFor({}, role, status, kind)).toEqual({
      names: false,
      affiliation: false,
      cvImage: false,
      cvText: false,
      proposal: false,
      candidateBadge: false,
    });
  });

  it.each(cells)('$status $role on a $kind session: every flag of the cell on', ({ role, status, kind }) => {
    const preference = {
      [visibilityFlag(status, role, kind, 'names')]: true,
      [visibilityFlag(status, role, kind, 'cvs')]: true,
      [visibilityFlag(status, role, kind, 'proposals')]: true,
    };
    const registered = status === 'registered';
    expect(visibilityFor(preference, role, status, kind)).toEqual({
      names: true,
      // Candidates see names and the badge only, never affiliations (§4; issue 21).
      affiliation: registered,
      cvImage: registered,
      cvText: registered,
      proposal: registered,
      candidateBadge: true,
    });
  });

  it.each(cells)("$status $role on a $kind session reads only its own cell's flags", ({ role, status, kind }) => {
    const others = Object.fromEntries(
      cells
        .filter((cell) => cell.role !== role || cell.status !== status || cell.kind !== kind)
        .flatMap((cell) => (['names', 'cvs', 'proposals'] as const).map((item) => [visibilityFlag(cell.status, cell.role, cell.kind, item), true])),
    );
    expect(visibilityFor(others, role, status, kind).names).toBe(false);
  });

  it.each([
    ['names only', { names: true }, { names: true, cvImage: false, cvText: false, proposal: false }],
    ['names and CVs', { names: true, cvs: true }, { names: true, cvImage: true, cvText: true, proposal: false }],
    ['names and proposals', { names: true, proposals: true }, { names: true, cvImage: false, cvText: false, proposal: true }],
    ['CVs without names show nothing', { cvs: true, proposals: true }, { names: false, cvImage: false, cvText: false, proposal: false }],
  ])('registered presenter, general session: %s', (_name, flags, expected) => {
    const preference = Object.fromEntries(
      Object.entries(flags).map(([item, on]) => [visibilityFlag('registered', 'presenter', 'general', item as 'names'), on]),
    );
    expect(visibilityFor(preference, 'presenter', 'registered', 'general')).toMatchObject(expected);
  });
});

const commissionPresence: Array<{ setting: keyof ConferenceSettings; value: unknown; expect: Record<string, Presence> }> = [
  { setting: 'isRequireLanguage', value: true, expect: { language: 'required' } },
  { setting: 'isRequireLanguage', value: false, expect: { language: 'optional' } },
  { setting: 'userRegisterFormKanaNameKind', value: 'required', expect: { nameSeiKana: 'required', nameMeiKana: 'required' } },
  { setting: 'userRegisterFormKanaNameKind', value: 'none', expect: { nameSeiKana: 'absent', nameMeiKana: 'absent' } },
  { setting: 'userFormNameEnKind', value: 'required', expect: { nameEn1: 'required', nameEn2: 'optional', nameEn3: 'required' } },
  { setting: 'userFormNameEnKind', value: 'optional', expect: { nameEn1: 'optional', nameEn2: 'optional', nameEn3: 'optional' } },
  { setting: 'userFormNameEnKind', value: 'none', expect: { nameEn1: 'absent', nameEn2: 'absent', nameEn3: 'absent' } },
  { setting: 'userFormAffiliationNameEnKind', value: 'required', expect: { 'affiliation.nameEn': 'required' } },
  { setting: 'userFormAffiliationNameEnKind', value: 'none', expect: { 'affiliation.nameEn': 'absent' } },
  { setting: 'userFormRankKind', value: 'required', expect: { rank: 'required' } },
  { setting: 'userFormRankKind', value: 'none', expect: { rank: 'absent' } },
  { setting: 'userFormDepartmentKind', value: 'required', expect: { department: 'required' } },
  { setting: 'userFormPhoneKind', value: 'required', expect: { phoneNumber: 'required' } },
  { setting: 'userFormPhoneKind', value: 'none', expect: { phoneNumber: 'absent' } },
  { setting: 'isRequireUserCountry', value: true, expect: { country: 'required' } },
  { setting: 'isRequireUserAddressType', value: true, expect: { addressType: 'required' } },
  { setting: 'isRequireUserZipCode', value: true, expect: { zipCode: 'required' } },
  { setting: 'isRequireUserZipCode', value: false, expect: { zipCode: 'optional' } },
  { setting: 'isRequireUserPrefecture', value: true, expect: { prefecture: 'required' } },
  { setting: 'isRequireUserAddress', value: true, expect: { address: 'required' } },
  { setting: 'isRequireLocation', value: true, expect: { location: 'required' } },
  { setting: 'isRequireHonorificTitle', value: true, expect: { honorificTitle: 'required' } },
  { setting: 'isRequireAffiliationKind', value: true, expect: { 'affiliation.kind': 'required' } },
  { setting: 'isRequireAffiliationKind', value: false, expect: { 'affiliation.kind': 'optional' } },
  { setting: 'isRequireMemberStatus', value: true, expect: { memberStatus: 'required' } },
  { setting: 'isRequireMemberStatus', value: false, expect: { memberStatus: 'absent' } },
  { setting: 'isRequireParticipateMethod', value: true, expect: { participateMethod: 'required', emergencyContact: 'required' } },
  { setting: 'isRequireParticipateMethod', value: false, expect: { participateMethod: 'absent' } },
  { setting: 'isRequireRequestLetterKind', value: true, expect: { requestLetterKind: 'required', requestLetterFormats: 'required' } },
  { setting: 'isRequireRequestLetterKind', value: false, expect: { requestLetterKind: 'absent' } },
];

describe('the commission rules table', () => {
  it('names every field of the catalogue exactly once', () => {
    const ruled = commissionRules.map((row) => row.field);
    expect(new Set(ruled).size).toBe(ruled.length);
    expect([...ruled].sort()).toEqual(commissionFields.map((field) => field.path).sort());
  });

  describe.each(commissionPresence)('$setting = $value', ({ setting, value, expect: expected }) => {
    const form = buildCommissionForm({ settings: resolveSettings({ ...baseSettings, [setting]: value }), language: 'ja' });
    it.each(Object.entries(expected))('%s is %s', (path, presence) => {
      expect(presenceInSchema(form, path)).toBe(presence);
    });
  });

  it.each([
    ['nameSei', 'required'],
    ['nameMei', 'required'],
    ['nameMid', 'optional'],
    ['password', 'required'],
    ['passwordConfirmation', 'required'],
    ['affiliation.name', 'required'],
    ['contactKind', 'required'],
    ['commissionNote', 'optional'],
    ['isTermAgreed', 'required'],
    ['isPolicyAgreed', 'required'],
  ] as const)('%s is always %s', (path, presence) => {
    for (const settings of [baseSettings, { ...baseSettings, userFormNameEnKind: 'required' as const, isRequireParticipateMethod: true }]) {
      expect(presenceInSchema(buildCommissionForm({ settings: resolveSettings(settings), language: 'en' }), path)).toBe(presence);
    }
  });
});

describe('attendance and the way of taking part (issue 21, item 11)', () => {
  it.each(['ja', 'en'] as const)('are told apart in %s: labels and choices share no wording', (language) => {
    const form = buildCommissionForm({ settings: resolveSettings({ ...baseSettings, isRequireLocation: true, isRequireParticipateMethod: true }), language });
    const title = (path: string) => (form.schema.properties as Record<string, { title: string }>)[path]!.title;
    const choices = (path: string) => Object.values((form.uiSchema[path] as { 'ui:enumNames': Record<string, string> })['ui:enumNames']);
    expect(title('location')).not.toBe(title('participateMethod'));
    expect(choices('location')).toHaveLength(2);
    expect(choices('participateMethod')).toHaveLength(3);
    expect(choices('location').filter((choice) => choices('participateMethod').includes(choice))).toEqual([]);
  });
});

describe('conditional commission fields appear with their condition', () => {
  const settings = resolveSettings({ ...baseSettings, isRequireParticipateMethod: true, isRequireRequestLetterKind: true, isRequireMemberStatus: true });
  const form = buildCommissionForm({ settings, language: 'en', email: 'chair@example.com' });
  const validator = createAjv().compile(form.schema);
  const errorsOf = (data: Record<string, unknown>) =>
    Object.fromEntries(validateForm(form, pruneToVisible(form, data), (d) => (validator(d) ? [] : validator.errors!)).map((error) => [error.path, error.code]));
  const complete = {
    email: 'chair@example.com',
    password: 'Secret-2026',
    passwordConfirmation: 'Secret-2026',
    nameSei: 'Sato',
    nameMei: 'Hanako',
    affiliation: { kind: 'others', name: 'Kaigi University' },
    memberStatus: 'member',
    participateMethod: 'onsite',
    requestLetterKind: 'no',
    contactKind: 'me',
    isTermAgreed: true,
    isPolicyAgreed: true,
  };

  it.each([
    ['a complete form', {}, {}],
    ['contact me: no contact fields', { contactKind: 'me', contactName: 'x' }, {}],
    [
      'contact other: name, e-mail and phone required',
      { contactKind: 'other' },
      { contactName: 'required', contactEmail: 'required', contactPhone: 'required' },
    ],
    ['contact me and other: required too', { contactKind: 'me_and_other' }, { contactName: 'required', contactEmail: 'required', contactPhone: 'required' }],
    [
      'contact e-mail must be an e-mail',
      { contactKind: 'other', contactName: 'A', contactEmail: 'nope', contactPhone: '03-1234' },
      { contactEmail: 'invalidEmailFormat' },
    ],
    ['no contact kind', { contactKind: undefined }, { contactKind: 'required' }],
    ['remote: emergency contact required', { participateMethod: 'remote' }, { emergencyContact: 'required' }],
    ['video: no emergency contact', { participateMethod: 'video' }, {}],
    ['letter needed: a format required', { requestLetterKind: 'yes' }, { requestLetterFormats: 'requestLetterRequired' }],
    [
      'letter needed and uploaded',
      { requestLetterKind: 'yes', requestLetterFormats: [{ code: '0f8fad5b-d9cb-469f-a165-70867728950e', fileName: 'a.pdf' }] },
      {},
    ],
    ['no member status', { memberStatus: undefined }, { memberStatus: 'pleaseSelect' }],
    ['passwords differ', { passwordConfirmation: 'Other-2026' }, { passwordConfirmation: 'mismatch' }],
    ['terms not agreed', { isTermAgreed: false }, { isTermAgreed: 'mustAgree' }],
    ['no affiliation name', { affiliation: { kind: 'others' } }, { 'affiliation.name': 'required' }],
  ])('%s', (_name, change, expected) => {
    expect(errorsOf({ ...complete, ...change })).toEqual(expected);
  });

  it('round-trips through the wire body, with uploaded files as their codes', () => {
    const data = {
      ...complete,
      requestLetterKind: 'yes',
      requestLetterFormats: [{ code: '0f8fad5b-d9cb-469f-a165-70867728950e', fileName: 'a.pdf', url: '/x' }],
      contactKind: 'other',
      contactName: 'Aide',
      contactEmail: 'aide@example.com',
      contactPhone: '03-1111-2222',
    };
    const body = commissionToWire(form, pruneToVisible(form, data), { token: 't', registrationLanguage: 'en' });
    expect(body.user).toMatchObject({
      name_sei: 'Sato',
      affiliation_attributes: { name: 'Kaigi University', kind: 'others' },
      request_letter_formats: ['0f8fad5b-d9cb-469f-a165-70867728950e'],
      contact_email: 'aide@example.com',
      registration_language: 'en',
    });
    expect(body.user).not.toHaveProperty('email');
    const decoded = commissionFromWire(body.user);
    expect(decoded.unknownKeys).toEqual([]);
    expect(decoded.requestLetterCodes).toEqual(['0f8fad5b-d9cb-469f-a165-70867728950e']);
    expect(decoded.data).toMatchObject({ nameSei: 'Sato', contactName: 'Aide', affiliation: { name: 'Kaigi University' } });
  });

  it.each([
    ['an unknown key', { name_sei: 'A', is_admin: true }, ['is_admin']],
    ['the e-mail (it comes from the token)', { email: 'other@example.com' }, ['email']],
    ['an unknown affiliation key', { affiliation_attributes: { name: 'X', rank: 'y' } }, ['affiliation_attributes.rank']],
    ['not an object', 'text', ['user']],
  ])('names %s', (_name, user, unknown) => {
    expect(commissionFromWire(user).unknownKeys).toEqual(unknown);
  });
});

describe('the error toast helper (§8)', () => {
  it.each([
    ['a message in both languages', { status: 409, message: { ja: '回答済みです', en: 'Already answered' } }, 'ja', undefined, 'エラー: 回答済みです'],
    ['the same in English', { status: 409, message: { ja: '回答済みです', en: 'Already answered' } }, 'en', undefined, 'Error: Already answered'],
    [
      'a Japanese-only message in English',
      { status: 422, message: { ja: '入力内容にエラーがあります' } },
      'en',
      undefined,
      'Error: 入力内容にエラーがあります',
    ],
    ['no message: the status and the label', { status: 500 }, 'ja', undefined, '500 エラー'],
    ['no message in English', { status: 503 }, 'en', undefined, '503 Error'],
    ['an empty message counts as none', { status: 502, message: { ja: '', en: '' } }, 'en', undefined, '502 Error'],
    ['a label of the caller', { status: 0 }, 'en', { ja: '送信エラー', en: 'Sending failed' }, '0 Sending failed'],
    ['a label with a message', { status: 400, message: { ja: '不正', en: 'Bad' } }, 'ja', { ja: '送信エラー', en: 'Sending failed' }, '送信エラー: 不正'],
  ] as const)('%s', (_name, response, language, label, title) => {
    expect(errorToastTitle(response, language, label)).toBe(title);
  });
});

describe('a new invitation code (issue 67)', () => {
  it('carries 128 random bits as 22 base64url characters that read as random, and never repeats', async () => {
    const { newCommissionCode, isStrongCommissionCode } = await import('../../engine/commission/codes');
    const codes = Array.from({ length: 2000 }, newCommissionCode);
    for (const code of codes) {
      expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(isStrongCommissionCode(code)).toBe(true);
    }
    expect(new Set(codes).size).toBe(codes.length);
    // Every character of the alphabet turns up: the bits are spread over all 64.
    expect(new Set(codes.join('')).size).toBe(64);
  });
});

describe('an invitation from the console (issue 67)', () => {
  it.each([
    [{ familyName: '高橋', givenName: '健一' }, 'ja', '高橋 健一'],
    [{ familyName: '高橋', givenName: '健一' }, 'en', '健一 高橋'],
    [{ familyName: 'Smith', givenName: '' }, 'en', 'Smith'],
  ] as const)('names %j in %s as %s', async (person, language, name) => {
    const { invitedName } = await import('../../engine/commission/invitations');
    expect(invitedName(person, language)).toBe(name);
  });

  it.each([
    ['organizer', '', '', false, '【会議】座長のご依頼 / [Meeting] Invitation to be a chairperson'],
    ['presenter', '', '', true, '【再送】【会議】講演者のご依頼 / Reminder: [Meeting] Invitation to be a presenter'],
    ['organizer', '副座長', 'Organizer', false, '【会議】副座長のご依頼 / [Meeting] Invitation to be an Organizer'],
  ] as const)('asks a %s (called %j / %j, reminder %s) in the subject %j', async (role, roleName, roleNameEn, reminder, subject) => {
    const { invitationMailValues } = await import('../../engine/commission/invitations');
    const { composeMail, builtInText } = await import('../../engine/mails/compose');
    const values = invitationMailValues({
      session: { name: 'セッション', nameEn: '', startAt: '2027-03-10T04:00:00Z', endAt: '2027-03-10T05:30:00Z' },
      role,
      roleName,
      roleNameEn,
      note: '',
      noteEn: '',
      familyName: '高橋',
      givenName: '健一',
      answerBy: '2027-02-01T14:59:00Z',
      link: 'https://kaigi.example/x',
      reminder,
    });
    const mail = composeMail('a@example.org', builtInText('invitation'), {
      ja: { conferenceTitle: '会議', ...values.ja },
      en: { conferenceTitle: 'Meeting', ...values.en },
    });
    expect(mail.subject).toBe(subject);
    // The session's time and the deadline in Tokyo, in each language's one form; the English session name falls back to the Japanese.
    expect(mail.text).toContain('セッション「セッション」（2027/03/10 13:00–14:30）');
    expect(mail.text).toContain('回答期限は2027/02/01 23:59です。');
    expect(mail.text).toContain('of the session "セッション" (Mar 10, 2027 13:00–14:30)');
    expect(mail.text.split('https://kaigi.example/x').length).toBe(3);
    expect(mail.html).toContain('<a href="https://kaigi.example/x">');
    // A reminder says so in the body too; a first request does not.
    expect(mail.text.includes('改めてご連絡いたします')).toBe(reminder);
  });
});
