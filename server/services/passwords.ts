import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt (memory-hard, built into Node, no native add-on to build). Cost from OWASP's Password
 * Storage Cheat Sheet, which lists N=2^15, r=8, p=3 as equivalent to its N=2^17 baseline while
 * holding only 32 MiB per hash: 50 concurrent registrations stay within 1.6 GiB.
 */
export const passwordHashCosts = {
  owasp: { N: 2 ** 15, r: 8, p: 3 },
  /** For tests that register thousands of accounts; never for real accounts. */
  test: { N: 2 ** 10, r: 8, p: 1 },
} as const;
export type PasswordHashCost = keyof typeof passwordHashCosts;
const KEY_LENGTH = 32;
const maxmem = 128 * passwordHashCosts.owasp.N * passwordHashCosts.owasp.r * 2;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string, cost: PasswordHashCost = 'owasp'): Promise<string> {
  const params = passwordHashCosts[cost];
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
