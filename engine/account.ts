import type { FieldError } from './validate';
import { passwordPolicy, type PasswordPolicyLevel } from './passwordPolicy';
import type { PasswordScreen } from './commonPasswords';

/**
 * The small sign-in forms of docs/requirements/public-area.md §5 "Other forms": login, pre-registration,
 * forgot-password and password reset. Browser and server call the same checks.
 */

/** The addresses AJV's "email" format accepts (ajv-formats, fast mode), without AJV. */
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
export const EMAIL_MAX_LENGTH = 254;

export const isEmail = (value: string): boolean => value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);

/** Addresses compare case-insensitively and without surrounding spaces. */
export const normalizeEmail = (value: string): string => value.trim().toLowerCase();

const blank = (value: string | undefined) => (value ?? '').trim() === '';

export function checkEmail(path: string, value: string | undefined): FieldError[] {
  if (blank(value)) return [{ path, code: 'required' }];
  return isEmail(value!.trim()) ? [] : [{ path, code: 'invalidEmail' }];
}

export function checkLogin(values: { email?: string; password?: string }): FieldError[] {
  return [
    ...(blank(values.email) ? [{ path: 'email', code: 'required' } as const] : []),
    ...(values.password ? [] : [{ path: 'password', code: 'required' } as const]),
  ];
}

const policyPatterns = new Map<PasswordPolicyLevel, RegExp | undefined>();

function meetsPolicy(password: string, level: PasswordPolicyLevel): boolean {
  const { schema } = passwordPolicy(level);
  if (!policyPatterns.has(level)) policyPatterns.set(level, schema.pattern ? new RegExp(String(schema.pattern), 'u') : undefined);
  const pattern = policyPatterns.get(level);
  return [...password].length >= Number(schema.minLength) && (!pattern || pattern.test(password));
}

export function checkNewPassword(
  values: { password?: string; passwordConfirmation?: string },
  level: PasswordPolicyLevel,
  screen?: PasswordScreen,
): FieldError[] {
  const errors: FieldError[] = [];
  if (!values.password) errors.push({ path: 'password', code: 'required' });
  else if (!meetsPolicy(values.password, level)) errors.push({ path: 'password', code: passwordPolicy(level).message });
  else if (screen?.(values.password)) errors.push({ path: 'password', code: 'commonPassword' });
  if (!values.passwordConfirmation) errors.push({ path: 'passwordConfirmation', code: 'required' });
  else if (values.password && values.password !== values.passwordConfirmation) errors.push({ path: 'passwordConfirmation', code: 'passwordsDidNotMatch' });
  return errors;
}

/** Minutes until a lock ends, rounded up so "0 minutes" is never shown while still locked. */
export const minutesUntil = (until: Date, now: Date): number => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
