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
}

const truthy = (value: string | undefined) => value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

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
  };
}
