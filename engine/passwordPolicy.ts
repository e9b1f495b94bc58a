import type { MessageKey } from './messages';

export const PASSWORD_MIN_LENGTH = 8;

/** The symbols of policy level 2 (docs/requirements/public-area.md §5); the yen sign and backslash are both accepted. */
export const PASSWORD_SYMBOLS = "!?_-,*@^¥\\()[]{}<>$#%'=";

const escapeForClass = (symbols: string) => symbols.replace(/[\\\]\[\-^]/g, (c) => `\\${c}`);

const composition: Record<0 | 1 | 2, string | undefined> = {
  0: undefined,
  1: '^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])',
  2: `^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[${escapeForClass(PASSWORD_SYMBOLS)}])`,
};

export type PasswordPolicyLevel = 0 | 1 | 2;

/** JSON Schema constraints and the one message every failure of the policy shows. */
export function passwordPolicy(level: PasswordPolicyLevel): { schema: Record<string, unknown>; message: MessageKey } {
  const pattern = composition[level];
  return {
    schema: { minLength: PASSWORD_MIN_LENGTH, ...(pattern ? { pattern } : {}) },
    message: `passwordPolicy${level}`,
  };
}
