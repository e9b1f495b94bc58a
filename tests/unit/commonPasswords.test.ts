import { describe, expect, it } from 'vitest';
import ranked from '@zxcvbn-ts/language-common/dist/passwords.json.mjs';
import { COMMON_PASSWORD_COUNT, passwordScreen, selectCommonPasswords } from '../../engine/commonPasswords';
import { checkNewPassword } from '../../engine/account';

const list = selectCommonPasswords(ranked);
const isCommon = passwordScreen(list);

describe('the common-password screen', () => {
  it('takes the 10,000 most common passwords that pass the length rule', () => {
    expect(list).toHaveLength(COMMON_PASSWORD_COUNT);
    expect(list.every((password) => [...password].length >= 8)).toBe(true);
    expect(list.slice(0, 3)).toEqual(['password', '12345678', '123456789']);
  });

  it.each([
    ['password', true],
    ['PassWord', true],
    ['12345678', true],
    ['aaaaaaaa', true],
    ['zzzzzzzzzzzz', true],
    ['abcdefgh', true],
    ['87654321', true],
    ['qwertyuiop', true],
    ['iloveyou', true],
    ['correct horse', false],
    ['Attendee-2026!', false],
    ['aaaaaaab', false],
    ['k8Fz!q2m', false],
    ['', false],
  ])('%s is common: %s', (password, expected) => {
    expect(isCommon(password)).toBe(expected);
  });

  it.each([0, 1, 2] as const)('refuses common passwords at policy level %s, after the policy itself', (level) => {
    const common = level === 0 ? 'password' : level === 1 ? 'Password1' : 'Password1!';
    expect(checkNewPassword({ password: common, passwordConfirmation: common }, level, isCommon)).toEqual(
      isCommon(common) ? [{ path: 'password', code: 'commonPassword' }] : [],
    );
    expect(checkNewPassword({ password: 'short', passwordConfirmation: 'short' }, level, isCommon)[0]!.code).toBe(`passwordPolicy${level}`);
  });
});
