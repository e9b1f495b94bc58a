import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { PasswordHashCost } from './services/passwords';

/** Configuration by environment (DESIGN.md "Decisions"). */
export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  fixturesDir: string;
  conference: string;
  demo: boolean;
  secret: string;
  smtpUrl?: string;
  feedbackSecretWord: string;
  /** Built browser app; absent in API-only tests. */
  distDir?: string;
  /** Public origin used in printed and mailed links. */
  publicUrl: string;
  logLevel: string;
  passwordHashCost: PasswordHashCost;
  /** An external postal-code service (`{code}` in the URL), instead of the offline data set. */
  postalLookupUrl?: string;
  /** Requests per minute per client for collation and postal lookups. */
  lookupRateLimit: number;
  /** Failed logins before an account is locked, and for how long. */
  loginMaxAttempts: number;
  loginLockMinutes: number;
  /** Login attempts per client per minute (the lockout counts per account on top of this). */
  loginRateLimit: number;
  /** Pre-registration and password-reset requests per client per 15 minutes. */
  mailRateLimit: number;
  /** How long the public conference data may be served from memory before it is read again. */
  publicDataMaxAgeMs: number;
  /** GA4 measurement id; without one, page views go nowhere. */
  gaMeasurementId?: string;
}

const truthy = (value: string | undefined) => value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

function positiveInteger(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a positive whole number, found "${value}"`);
  return number;
}

function gaId(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^G-[A-Z0-9]{4,20}$/.test(value)) throw new Error(`GA_MEASUREMENT_ID must look like G-XXXXXXX, found "${value}"`);
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, found "${env.PORT}"`);
  const host = env.HOST ?? '127.0.0.1';
  const demo = truthy(env.DEMO);
  if (!env.SECRET && !demo && env.NODE_ENV === 'production') throw new Error('SECRET must be set in production');
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    fixturesDir: path.resolve(env.FIXTURES_DIR ?? './fixtures'),
    conference: env.CONFERENCE ?? 'demo',
    demo,
    // Without SECRET, signed cookies last one process; fine for a demo, refused in production.
    secret: env.SECRET ?? randomBytes(32).toString('hex'),
    smtpUrl: env.SMTP_URL || undefined,
    feedbackSecretWord: (env.FEEDBACK_SECRET_WORD ?? 'KAIGIFIXME').toUpperCase(),
    distDir: path.resolve(env.DIST_DIR ?? './dist'),
    publicUrl: env.PUBLIC_URL ?? `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
    logLevel: env.LOG_LEVEL ?? 'info',
    passwordHashCost: env.PASSWORD_HASH_COST === 'test' ? 'test' : 'owasp',
    postalLookupUrl: env.POSTAL_LOOKUP_URL || undefined,
    lookupRateLimit: positiveInteger(env.LOOKUP_RATE_LIMIT, 'LOOKUP_RATE_LIMIT') ?? 60,
    loginMaxAttempts: positiveInteger(env.LOGIN_MAX_ATTEMPTS, 'LOGIN_MAX_ATTEMPTS') ?? 5,
    loginLockMinutes: positiveInteger(env.LOGIN_LOCK_MINUTES, 'LOGIN_LOCK_MINUTES') ?? 30,
    loginRateLimit: positiveInteger(env.LOGIN_RATE_LIMIT, 'LOGIN_RATE_LIMIT') ?? 30,
    mailRateLimit: positiveInteger(env.MAIL_RATE_LIMIT, 'MAIL_RATE_LIMIT') ?? 10,
    gaMeasurementId: gaId(env.GA_MEASUREMENT_ID),
    publicDataMaxAgeMs: env.PUBLIC_DATA_MAX_AGE_MS === '0' ? 0 : (positiveInteger(env.PUBLIC_DATA_MAX_AGE_MS, 'PUBLIC_DATA_MAX_AGE_MS') ?? 1000),
  };
}
