import path from 'node:path';
import { isIP } from 'node:net';
import { randomBytes } from 'node:crypto';
import envSchema from 'env-schema';
import type { FromSchema } from 'json-schema-to-ts';

/**
 * Every environment variable the server reads, with its type, range and default: the one source
 * for the start-up check (env-schema, which names each bad variable) and for the README table.
 */
export const environmentSchema = {
  type: 'object',
  properties: {
    NODE_ENV: { type: 'string', enum: ['production', 'development', 'test'], default: 'development' },
    PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 3000 },
    HOST: { type: 'string', minLength: 1, default: '127.0.0.1' },
    DEMO: { type: 'boolean', default: false },
    DATABASE_URL: { type: 'string', pattern: '^postgres(ql)?://' },
    DATA_DIR: { type: 'string', minLength: 1, default: './data' },
    VIDEO_DIR: { type: 'string', minLength: 1 },
    FIXTURES_DIR: { type: 'string', minLength: 1, default: './fixtures' },
    DIST_DIR: { type: 'string', minLength: 1, default: './dist' },
    CONFERENCE: { type: 'string', pattern: '^[a-z0-9-]+$', default: 'demo' },
    SECRET: { type: 'string', minLength: 32 },
    PUBLIC_URL: { type: 'string', pattern: '^https?://[^/?#\\s]+$' },
    TRUST_PROXY: { type: 'string', minLength: 1 },
    SMTP_URL: { type: 'string', pattern: '^smtps?://' },
    MAIL_FROM: { type: 'string', pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', default: 'no-reply@kaigi.example' },
    FEEDBACK_SECRET_WORD: { type: 'string', pattern: '^[A-Za-z0-9]{4,32}$', default: 'KAIGIFIXME' },
    LOG_LEVEL: { type: 'string', enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], default: 'info' },
    PASSWORD_HASH_COST: { type: 'string', enum: ['owasp', 'test'], default: 'owasp' },
    POSTAL_LOOKUP_URL: { type: 'string', pattern: '^https?://.*\\{code\\}' },
    LOOKUP_RATE_LIMIT: { type: 'integer', minimum: 1, default: 60 },
    LOGIN_MAX_ATTEMPTS: { type: 'integer', minimum: 1, default: 5 },
    LOGIN_LOCK_MINUTES: { type: 'integer', minimum: 1, default: 30 },
    LOGIN_ACCOUNT_MAX_FAILURES: { type: 'integer', minimum: 1, default: 50 },
    LOGIN_RATE_LIMIT: { type: 'integer', minimum: 1, default: 30 },
    MAIL_RATE_LIMIT: { type: 'integer', minimum: 1, default: 10 },
    ANSWER_RATE_LIMIT: { type: 'integer', minimum: 1, default: 30 },
    UPLOAD_RATE_LIMIT: { type: 'integer', minimum: 1, default: 30 },
    UPLOAD_HOURLY_MB: { type: 'integer', minimum: 1, default: 500 },
    UPLOAD_ACCOUNT_HOURLY_MB: { type: 'integer', minimum: 1, default: 100 },
    REPORT_RETENTION_DAYS: { type: 'integer', minimum: 1, default: 90 },
    GA_MEASUREMENT_ID: { type: 'string', pattern: '^G-[A-Z0-9]{4,20}$' },
    PUBLIC_DATA_MAX_AGE_MS: { type: 'integer', minimum: 0, default: 1000 },
    PAYMENT_PROVIDER: { type: 'string', enum: ['sandbox', 'stripe', 'none'] },
    STRIPE_SECRET_KEY: { type: 'string', pattern: '^(sk|rk)_(live|test)_[A-Za-z0-9]+$' },
    STRIPE_WEBHOOK_SECRET: { type: 'string', pattern: '^whsec_[A-Za-z0-9]+$' },
    PAYMENT_SANDBOX_PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 0 },
    VIDEO_HOST: { type: 'string', enum: ['vimeo', 'sandbox', 'none'], default: 'none' },
    VIMEO_ACCESS_TOKEN: { type: 'string', pattern: '^[A-Za-z0-9]{16,64}$' },
    VIMEO_SANDBOX_PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 0 },
  },
} as const;

type Environment = FromSchema<typeof environmentSchema>;

/** Configuration by environment (README "Environment variables" and "Deploying"). */
export interface Config {
  production: boolean;
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  /** Where presentation videos are kept; `videos` under DATA_DIR when unset (server/services/live/videoStore.ts). */
  videoDir?: string;
  fixturesDir: string;
  conference: string;
  demo: boolean;
  secret: string;
  smtpUrl?: string;
  /** The address mails are sent from; the sender's name is the conference's mail setting. */
  mailFrom: string;
  feedbackSecretWord: string;
  /** Built browser app; absent in API-only tests. */
  distDir?: string;
  /** Public origin used in printed and mailed links; https turns on Secure cookies and HSTS. */
  publicUrl: string;
  /** Fastify's trustProxy: false (the socket's address), or the proxies' addresses or a hop count. */
  trustProxy: false | string | number;
  logLevel: string;
  passwordHashCost: Environment['PASSWORD_HASH_COST'];
  /** An external postal-code service (`{code}` in the URL), instead of the offline data set. */
  postalLookupUrl?: string;
  /** Requests per minute per client for collation and postal lookups. */
  lookupRateLimit: number;
  /** Failed logins from one client before that client is locked out of the account, and for how long. */
  loginMaxAttempts: number;
  loginLockMinutes: number;
  /** Failures on one account from all clients within the lock time before only known devices may try. */
  loginAccountMaxFailures: number;
  /** Login attempts per client per minute (the lockout counts per account on top of this). */
  loginRateLimit: number;
  /** Pre-registration and password-reset requests per client per 15 minutes. */
  mailRateLimit: number;
  /** Commission page views and answers per client per 15 minutes. */
  answerRateLimit: number;
  /** Anonymous uploads (request letters, client reports) per client per hour, and MB per hour in total. */
  uploadRateLimit: number;
  uploadHourlyBytes: number;
  /** What one account may upload per hour (abstract files), counted before the total. */
  uploadAccountHourlyBytes: number;
  /** Client reports older than this are deleted. */
  reportRetentionDays: number;
  /** How long the public conference data may be served from memory before it is read again. */
  publicDataMaxAgeMs: number;
  /** GA4 measurement id; without one, page views go nowhere. */
  gaMeasurementId?: string;
  /**
   * Card payments: Stripe (its SDK, hosted checkout, signed webhooks), the local sandbox that speaks
   * Stripe's protocol (demo and tests; refused in production), or none (bank transfer only).
   */
  payment: { provider: 'sandbox'; sandboxPort: number } | { provider: 'stripe'; secretKey: string; webhookSecret: string } | { provider: 'none' };
  /**
   * Where Vimeo videos are described and played: Vimeo (its official SDKs, with an access token),
   * the local sandbox that speaks Vimeo's API and player protocol (tests; refused in production), or
   * none (presentation videos are uploaded MP4 files only).
   */
  videoHost: { host: 'vimeo'; accessToken: string } | { host: 'sandbox'; sandboxPort: number } | { host: 'none' };
}

export class ConfigError extends Error {}

const LOOPBACK_NAMES = new Set(['localhost', 'ip6-localhost', '::1']);
/** 127.0.0.0/8, ::1 and localhost: the addresses only this machine can reach. */
export const isLoopback = (host: string): boolean => LOOPBACK_NAMES.has(host) || (isIP(host) === 4 && host.startsWith('127.'));

/** "2" is a hop count; anything else a comma-separated list of proxy addresses or CIDR ranges. */
function parseTrustProxy(value: string | undefined): false | string | number {
  if (!value || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true')
    throw new ConfigError('TRUST_PROXY=true would let any client choose its address; name the proxies (addresses or CIDR ranges) or a hop count');
  return value;
}

const SWITCH_WORDS: Record<string, string> = { '1': 'true', yes: 'true', on: 'true', '0': 'false', no: 'false', off: 'false' };

/** An empty variable counts as unset; switches also take 1/0, yes/no and on/off. */
function presentValues(env: NodeJS.ProcessEnv): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || value === '' || !(name in environmentSchema.properties)) continue;
    const property = environmentSchema.properties[name as keyof typeof environmentSchema.properties];
    values[name] = property.type === 'boolean' ? (SWITCH_WORDS[value.toLowerCase()] ?? value) : value;
  }
  return values;
}

/** Reads the environment, refusing what would be unsafe: names every bad variable at once. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  let parsed: Environment;
  try {
    parsed = envSchema<Environment>({ schema: environmentSchema, data: presentValues(env), env: false, dotenv: false });
  } catch (error) {
    throw new ConfigError(`Configuration problem: ${(error as Error).message.replace(/env\//g, '').replace(/^env /, '')}`);
  }
  const production = parsed.NODE_ENV === 'production';
  const problems: string[] = [];
  if (production && parsed.DEMO) problems.push('DEMO cannot be on with NODE_ENV=production: demo mode prints passwords and publishes every mail');
  if (production && !parsed.SECRET) problems.push('SECRET must be set in production (at least 32 characters, for example `openssl rand -hex 32`)');
  if (production && parsed.SMTP_URL && !env.MAIL_FROM)
    problems.push("MAIL_FROM must be set with SMTP_URL in production (the conference's own sending address; the default is an example domain)");
  if (production && !parsed.PUBLIC_URL) problems.push('PUBLIC_URL must be set in production (the origin users reach, for example https://kaigi.example.org)');
  if (parsed.DEMO && !isLoopback(parsed.HOST)) {
    problems.push(
      `HOST=${parsed.HOST}: demo mode listens on loopback only (127.0.0.1, ::1 or localhost), because it seeds a manager with a printed password and publishes every mail at /dev/mails`,
    );
  }
  let trustProxy: Config['trustProxy'] = false;
  try {
    trustProxy = parseTrustProxy(parsed.TRUST_PROXY);
  } catch (error) {
    problems.push((error as Error).message);
  }
  const provider = parsed.PAYMENT_PROVIDER ?? (production ? 'none' : 'sandbox');
  if (production && provider === 'sandbox')
    problems.push('PAYMENT_PROVIDER=sandbox cannot be used with NODE_ENV=production: its test cards take no money; use stripe or none');
  if (provider === 'stripe' && (!parsed.STRIPE_SECRET_KEY || !parsed.STRIPE_WEBHOOK_SECRET))
    problems.push('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (from the Stripe dashboard)');
  if (production && parsed.VIDEO_HOST === 'sandbox')
    problems.push('VIDEO_HOST=sandbox cannot be used with NODE_ENV=production: it plays a sample, not Vimeo; use vimeo or none');
  if (parsed.VIDEO_HOST === 'vimeo' && !parsed.VIMEO_ACCESS_TOKEN)
    problems.push('VIDEO_HOST=vimeo needs VIMEO_ACCESS_TOKEN (a token with the "private" scope, from the Vimeo developer site)');
  if (problems.length > 0) throw new ConfigError(`Configuration problem: ${problems.join('; ')}`);

  const host = parsed.HOST;
  const port = parsed.PORT;
  return {
    production,
    port,
    host,
    databaseUrl: parsed.DATABASE_URL || undefined,
    dataDir: path.resolve(parsed.DATA_DIR),
    videoDir: parsed.VIDEO_DIR ? path.resolve(parsed.VIDEO_DIR) : undefined,
    fixturesDir: path.resolve(parsed.FIXTURES_DIR),
    conference: parsed.CONFERENCE,
    demo: parsed.DEMO,
    // Without SECRET, signed cookies last one process; fine for a demo, refused in production.
    secret: parsed.SECRET ?? randomBytes(32).toString('hex'),
    smtpUrl: parsed.SMTP_URL || undefined,
    mailFrom: parsed.MAIL_FROM,
    feedbackSecretWord: parsed.FEEDBACK_SECRET_WORD.toUpperCase(),
    distDir: path.resolve(parsed.DIST_DIR),
    publicUrl: parsed.PUBLIC_URL ?? `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host}:${port}`,
    trustProxy,
    logLevel: parsed.LOG_LEVEL,
    passwordHashCost: parsed.PASSWORD_HASH_COST,
    postalLookupUrl: parsed.POSTAL_LOOKUP_URL || undefined,
    lookupRateLimit: parsed.LOOKUP_RATE_LIMIT,
    loginMaxAttempts: parsed.LOGIN_MAX_ATTEMPTS,
    loginLockMinutes: parsed.LOGIN_LOCK_MINUTES,
    loginAccountMaxFailures: parsed.LOGIN_ACCOUNT_MAX_FAILURES,
    loginRateLimit: parsed.LOGIN_RATE_LIMIT,
    mailRateLimit: parsed.MAIL_RATE_LIMIT,
    answerRateLimit: parsed.ANSWER_RATE_LIMIT,
    uploadRateLimit: parsed.UPLOAD_RATE_LIMIT,
    uploadHourlyBytes: parsed.UPLOAD_HOURLY_MB * 1024 * 1024,
    uploadAccountHourlyBytes: parsed.UPLOAD_ACCOUNT_HOURLY_MB * 1024 * 1024,
    reportRetentionDays: parsed.REPORT_RETENTION_DAYS,
    gaMeasurementId: parsed.GA_MEASUREMENT_ID,
    publicDataMaxAgeMs: parsed.PUBLIC_DATA_MAX_AGE_MS,
    payment:
      provider === 'stripe'
        ? { provider, secretKey: parsed.STRIPE_SECRET_KEY!, webhookSecret: parsed.STRIPE_WEBHOOK_SECRET! }
        : provider === 'sandbox'
          ? { provider, sandboxPort: parsed.PAYMENT_SANDBOX_PORT }
          : { provider },
    videoHost:
      parsed.VIDEO_HOST === 'vimeo'
        ? { host: 'vimeo', accessToken: parsed.VIMEO_ACCESS_TOKEN! }
        : parsed.VIDEO_HOST === 'sandbox'
          ? { host: 'sandbox', sandboxPort: parsed.VIMEO_SANDBOX_PORT }
          : { host: 'none' },
  };
}
