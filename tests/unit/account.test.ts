import { describe, expect, it } from 'vitest';
import { checkEmail, checkLogin, checkNewPassword, isEmail, minutesUntil, normalizeEmail } from '../../engine/account';
import { withOperationDefaults } from '../../engine/operationSettings';
import { accountIssuedVariant, qualificationAccess } from '../../engine/qualification';
import { formatMessage } from '../../engine/messages';
import { isClientRoute } from '../../engine/routes';
import { isRecommendedBrowser } from '../../src/kit/browserSupport';

describe('e-mail checks (pre-registration, forgot password)', () => {
  it.each([
    ['someone@example.com', true],
    ['first.last+tag@sub.example.co.jp', true],
    ['no-at-sign.example.com', false],
    ['two@@example.com', false],
    ['spaces in@example.com', false],
    ['trailing-dot@example.', false],
    [`${'a'.repeat(250)}@example.com`, false],
  ])('%s is an address: %s', (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });

  it.each([
    [undefined, ['required']],
    ['   ', ['required']],
    ['nope', ['invalidEmail']],
    [' ok@example.com ', []],
  ])('checkEmail(%j) gives %j', (value, codes) => {
    expect(checkEmail('email', value).map((error) => error.code)).toEqual(codes);
  });

  it('compares addresses without case or surrounding spaces', () => {
    expect(normalizeEmail('  Hanako@Example.COM ')).toBe('hanako@example.com');
  });
});

describe('login check: both e-mail and password before submit (§5)', () => {
  it.each([
    [{}, ['email', 'password']],
    [{ email: 'a@example.com' }, ['password']],
    [{ password: 'x' }, ['email']],
    [{ email: 'a@example.com', password: 'x' }, []],
  ])('%j needs %j', (values, paths) => {
    expect(checkLogin(values).map((error) => error.path)).toEqual(paths);
  });
});

describe('new password by policy level (§5 "Password reset")', () => {
  it.each([
    [0, 'abcdefgh', 'abcdefgh', []],
    [0, 'abcdefg', 'abcdefg', ['password:passwordPolicy0']],
    [1, 'abcdefgh', 'abcdefgh', ['password:passwordPolicy1']],
    [1, 'Abcdefg1', 'Abcdefg1', []],
    [2, 'Abcdefg1', 'Abcdefg1', ['password:passwordPolicy2']],
    [2, 'Abcdef1!', 'Abcdef1!', []],
    [2, 'Abcdef1¥', 'Abcdef1¥', []],
    [0, 'abcdefgh', 'abcdefgi', ['passwordConfirmation:passwordsDidNotMatch']],
    [0, '', '', ['password:required', 'passwordConfirmation:required']],
  ] as const)('level %i, %j / %j', (level, password, passwordConfirmation, expected) => {
    expect(checkNewPassword({ password, passwordConfirmation }, level).map((error) => `${error.path}:${error.code}`)).toEqual(expected);
  });

  it('says "did not match" in both languages', () => {
    expect(formatMessage('passwordsDidNotMatch', 'en')).toBe('The passwords did not match');
    expect(formatMessage('passwordsDidNotMatch', 'ja')).toBe('パスワードが一致しませんでした');
  });
});

describe('login messages with their variables (§8)', () => {
  it('counts attempts left and minutes until retry in both languages', () => {
    expect(formatMessage('invalidCredentials', 'en', { remaining: 2 })).toBe('Incorrect Email or Password. 2 more failed attempts will lock the account');
    expect(formatMessage('invalidCredentials', 'ja', { remaining: 2 })).toContain('あと2回');
    expect(formatMessage('accountLocked', 'ja', { minutes: 30 })).toBe('アカウントがロックされています。30分後に再度お試しください');
  });

  it.each([
    [30 * 60_000, 30],
    [29 * 60_000 + 1, 30],
    [60_000, 1],
    [1, 1],
    [-5, 1],
  ])('%i ms left reads as %i minutes', (left, minutes) => {
    const now = new Date('2026-11-22T00:00:00Z');
    expect(minutesUntil(new Date(now.getTime() + left), now)).toBe(minutes);
  });
});

describe('qualification settings', () => {
  const settings = (required: boolean, closed: boolean, mngOnly: boolean) => ({
    isQualificationRequired: required,
    isQualificationClosed: closed,
    isQualificationOpenOnlyForMng: mngOnly,
  });

  it.each([
    [true, false, false, 'qualificationRequired'],
    [true, true, false, 'qualificationRequired'],
    [true, false, true, 'standard'],
    [false, false, false, 'standard'],
    [false, false, true, 'standard'],
  ] as const)('required %s, closed %s, managers only %s: the %s account-issued screen', (required, closed, mngOnly, variant) => {
    expect(accountIssuedVariant(settings(required, closed, mngOnly))).toBe(variant);
  });

  it.each([
    [true, false, false, false, 'open'],
    [true, true, false, false, 'closed'],
    [true, false, true, false, 'managersOnly'],
    [true, false, true, true, 'open'],
    [false, false, false, false, 'notRequired'],
    [false, true, false, true, 'closed'],
  ] as const)('required %s, closed %s, managers only %s, manager %s: %s', (required, closed, mngOnly, manager, access) => {
    expect(qualificationAccess(settings(required, closed, mngOnly), manager)).toBe(access);
  });

  it('fills every missing setting with its default', () => {
    expect(withOperationDefaults('qualification', undefined)).toEqual(settings(true, false, false));
    const dashboard = withOperationDefaults('dashboard', { isPointRally: false });
    expect(dashboard).toMatchObject({
      isPointRally: false,
      isManual: true,
      isLunchSeminar: false,
      isLunchSeminarMngOnly: false,
      timetableType: 'list',
      awardAvailableFrom: null,
    });
    expect(Object.keys(dashboard)).toHaveLength(24);
    expect(withOperationDefaults('review', {})).toEqual({
      reviewRequestDescription: '',
      reviewRequestAnswerableTill: null,
      reviewableFrom: null,
      reviewableTill: null,
      reviewShowDecline: true,
    });
  });
});

describe('recommended browsers (§4: Safari 12+, Chrome 80+, Edge)', () => {
  it.each([
    ['Chrome 131 on Linux', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', true],
    ['Chrome 80 on Windows', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/80.0.3987.132 Safari/537.36', true],
    ['Chrome 79 on Windows', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79.0.3945.130 Safari/537.36', false],
    ['Headless Chromium', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36', true],
    ['Edge (Chromium)', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0', true],
    [
      'Edge (legacy)',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19041',
      true,
    ],
    [
      'Safari 12 on iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 12_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
      true,
    ],
    ['Safari 17 on Mac', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15', true],
    ['Safari 11 on Mac', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_13_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.1.2 Safari/605.1.15', false],
    ['Firefox', 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0', false],
    ['Internet Explorer 11', 'Mozilla/5.0 (Windows NT 6.1; Trident/7.0; rv:11.0) like Gecko', false],
    ['no user agent', '', false],
  ])('%s: %s', (_name, userAgent, expected) => {
    expect(isRecommendedBrowser(userAgent)).toBe(expected);
  });
});

describe('client routes the server serves a page for', () => {
  it.each([
    ['/', true],
    ['/pre_register/new', true],
    ['/password_resets/abc/edit', true],
    ['/password_resets/abc', true],
    ['/privacy_policy/global/en', true],
    ['/privacy_policy/kinkos', true],
    ['/term_en', true],
    ['/mng/users', true],
    ['/password_resets/abc/delete', false],
    ['/privacy_policy/global/de', false],
    ['/dev', false],
  ])('%s: %s', (path, expected) => {
    expect(isClientRoute(path)).toBe(expected);
  });
});
