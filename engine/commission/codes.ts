/**
 * Commission codes are the only secret in an answer page's address, and the answer calls are
 * public, so a real invitation's code must not be guessable: at least 128 bits of randomness,
 * which 22 characters of base64url (A–Z, a–z, 0–9, _ and -) carry when drawn at random. Demo
 * fixtures may keep readable codes (`readableCodes`).
 */
export const STRONG_CODE_LENGTH = 22;

/** Looks like a random code: long enough, and mixing upper case, lower case and digits. */
export const isStrongCommissionCode = (code: string): boolean =>
  code.length >= STRONG_CODE_LENGTH && /^[A-Za-z0-9_-]+$/.test(code) && /[A-Z]/.test(code) && /[a-z]/.test(code) && /[0-9]/.test(code);
