import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { freshPostgres, hasPostgres } from '../../devkit/postgres';

/** Two-process tests run where PostgreSQL is (its binaries or DATABASE_URL), and always in CI. */
export const runsWithPostgres = hasPostgres || process.env.CI === 'true';

/** Says once, for a file, that its two-process tests were left out on this machine. */
export function warnWithoutPostgres(file: string, what: string) {
  if (!runsWithPostgres) console.warn(`No PostgreSQL found: ${file} ('${what}') is skipped. Install Debian's postgresql or set DATABASE_URL.`);
}

/**
 * Server processes as production runs them (`tsx server/main.ts`), all on one new PostgreSQL
 * database with one SECRET, as behind a load balancer: their origins, the database's address, and
 * how to stop them all.
 */
export async function serverProcesses(count: number, environment: Record<string, string> = {}) {
  const database = await freshPostgres();
  const secret = randomBytes(32).toString('hex');
  const children: ChildProcess[] = [];
  const start = (): Promise<string> => {
    const child = spawn(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'server/main.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        PORT: '0',
        HOST: '127.0.0.1',
        DEMO: '0',
        NODE_ENV: 'development',
        SECRET: secret,
        CONFERENCE: 'demo',
        PASSWORD_HASH_COST: 'test',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: '',
        PAYMENT_PROVIDER: 'none',
        ...environment,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    return new Promise((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 60_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Kaigi is running at (http:\/\/\S+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
    });
  };
  const origins: string[] = [];
  // One after the other: the first migrates the new database and seeds the conference.
  for (let i = 0; i < count; i += 1) origins.push(await start());
  return {
    origins,
    databaseUrl: database.url,
    async stop() {
      for (const child of children) child.kill('SIGTERM');
      await Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(undefined) : child.on('exit', resolve)))));
      await database.stop();
    },
  };
}
