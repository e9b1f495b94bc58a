import { PASSWORD_MIN_LENGTH } from './passwordPolicy';

/**
 * Passwords refused at every policy level (ASVS 6.2.4): the most common ones people choose. The
 * list is zxcvbn-ts's, ranked by frequency; browser and server take the same first
 * COMMON_PASSWORD_COUNT of those long enough to pass the length rule, so both give one verdict.
 */
export const COMMON_PASSWORD_COUNT = 10_000;

export function selectCommonPasswords(ranked: readonly string[]): string[] {
  const selected = new Set<string>();
  for (const password of ranked) {
    if ([...password].length < PASSWORD_MIN_LENGTH) continue;
    selected.add(password.toLowerCase());
    if (selected.size === COMMON_PASSWORD_COUNT) break;
  }
  return [...selected];
}

/** True when the password is too easy to guess. */
export type PasswordScreen = (password: string) => boolean;

/** One character over and over ("aaaaaaaa"), or a run up or down ("12345678", "hgfedcba"). */
function isTrivial(password: string): boolean {
  const codes = [...password.toLowerCase()].map((character) => character.codePointAt(0)!);
  const steps = new Set(codes.slice(1).map((code, index) => code - codes[index]!));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0]!);
}

export function passwordScreen(commonPasswords: readonly string[]): PasswordScreen {
  const common = new Set(commonPasswords);
  return (password) => password.length > 0 && (isTrivial(password) || common.has(password.toLowerCase()));
}
