import { createHash, randomBytes } from 'node:crypto';

export const SIGNUP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** 256 bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored hashed: a leaked table cannot be used to register. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Anything outside this shape cannot be one of our tokens; refuse before touching the database. */
export const isTokenShaped = (token: string): boolean => /^[A-Za-z0-9_-]{8,128}$/.test(token);
