import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { freshPostgres, hasPostgres } from '../../devkit/postgres';

/**
 * Two server processes behind one address share one PostgreSQL: a per-client limit is one limit
 * across both (the rate-limit store is the database, not each process's memory).
 */
const runs = hasPostgres || process.env.CI === 'true';
if (!runs)
  console.warn(
    "No PostgreSQL found: tests/api/sharedLimits.test.ts ('limits shared by two server processes') is skipped. Install Debian's postgresql or set DATABASE_URL.",
  );

describe.runIf(runs)('limits shared by two server processes', () => {
  let database: Awaited<ReturnType<typeof freshPostgres>>;
  const servers: ChildProcess[] = [];
  const origins: string[] = [];
  const secret = randomBytes(32).toString('hex');

  /** `tsx server/main.ts` as production would run it, answering its origin once it listens. */
  async function startServer(): Promise<string> {
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
        LOGIN_RATE_LIMIT: '4',
        PASSWORD_HASH_COST: 'test',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    servers.push(child);
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
  }

  beforeAll(async () => {
    database = await freshPostgres();
    // One after the other: the first migrates the new database.
    origins.push(await startServer());
    origins.push(await startServer());
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) server.kill('SIGTERM');
    await Promise.all(servers.map((server) => new Promise((resolve) => (server.exitCode !== null ? resolve(undefined) : server.on('exit', resolve)))));
    await database?.stop();
  });

  it('counts logins from one address against one limit, whichever process answers', async () => {
    expect(new Set(origins).size).toBe(2);
    const tokenResponse = await fetch(`${origins[0]}/web_api/csrf_token`);
    const cookie = tokenResponse.headers.get('set-cookie')!.split(';')[0]!;
    const { token } = (await tokenResponse.json()) as { token: string };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const body = new FormData();
      body.append('email', `nobody-${i}@example.com`);
      body.append('password', 'wrong');
      // Alternate processes, as a load balancer would.
      const response = await fetch(`${origins[i % 2]}/session`, {
        method: 'POST',
        body,
        headers: { cookie, 'x-csrf-token': token, 'x-requested-with': 'XMLHttpRequest' },
      });
      statuses.push(response.status);
    }
    // Limit 4 per client: each process alone has seen only 3.
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });
});
