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

const base64url = (bytes: Uint8Array) => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let text = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 6) {
      text += alphabet[(value >> (bits - 6)) & 63];
      bits -= 6;
    }
  }
  if (bits > 0) text += alphabet[(value << (6 - bits)) & 63];
  return text;
};

/** A fresh invitation code: 128 random bits, drawn again until it reads as random. */
export function newCommissionCode(): string {
  for (;;) {
    const code = base64url(globalThis.crypto.getRandomValues(new Uint8Array(16)));
    if (isStrongCommissionCode(code)) return code;
  }
}
