import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The server as `npm start` runs it: the esbuild bundle (dist-server/main.js, with the abstract
 * book's worker beside it), on plain Node with packages from node_modules. The other tests run the
 * sources through Vitest, which resolves imports a bundle on Node does not (an extensionless deep
 * import into a package once stopped the bundle from starting), and never start the worker file.
 */
const outDir = 'dist-server';
let server: ChildProcess | undefined;
let dataDir = '';
let base = '';

beforeAll(async () => {
  await promisify(execFile)(process.execPath, ['scripts/build-server.mjs']);
  dataDir = await mkdtemp(path.join(tmpdir(), 'kaigi-bundle-'));
  // PGlite in a directory of its own, whichever database the other tests use.
  const { DATABASE_URL: _database, ...env } = process.env;
  server = spawn(process.execPath, [path.join(outDir, 'main.js')], {
    env: { ...env, DEMO: '1', PORT: '0', DATA_DIR: dataDir, PASSWORD_HASH_COST: 'test', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the bundle did not start: ${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Kaigi is running at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    server!.stdout!.on('data', read);
    server!.stderr!.on('data', read);
    server!.on('exit', (code) => reject(new Error(`the bundle exited with ${code}: ${output}`)));
  });
}, 120_000);

afterAll(async () => {
  server?.kill();
  await new Promise((resolve) => (server?.exitCode !== null ? resolve(undefined) : server.once('exit', resolve)));
  await rm(dataDir, { recursive: true, force: true });
});

describe('the production bundle', () => {
  it('starts, answers, and writes an abstract book in its worker thread', async () => {
    const cookies = new Map<string, string>();
    const keep = (response: Response) => {
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const at = pair!.indexOf('=');
        cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
      return response;
    };
    const cookie = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    expect((await fetch(`${base}/web_api/conference`)).status).toBe(200);
    let token = ((await keep(await fetch(`${base}/web_api/csrf_token`)).json()) as { token: string }).token;
    const login = new FormData();
    login.append('email', 'manager@example.com');
    login.append('password', 'Manager-2026!');
    const session = keep(
      await fetch(`${base}/session`, {
        method: 'POST',
        body: login,
        headers: { cookie: cookie(), 'x-csrf-token': token, 'x-requested-with': 'XMLHttpRequest' },
      }),
    );
    expect(session.status).toBe(200);
    token = session.headers.get('x-csrf-token') ?? token;
    const headers = () => ({ cookie: cookie(), 'x-csrf-token': token, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' });
    const asked = await fetch(`${base}/web_api/mng/abstract_books`, { method: 'POST', headers: headers(), body: JSON.stringify({ language: 'en' }) });
    expect(asked.status).toBe(202);
    let status = '';
    for (let tries = 0; tries < 300 && status !== 'completed' && status !== 'failed'; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const { abstractBooks } = (await (await fetch(`${base}/web_api/mng/abstract_books`, { headers: headers() })).json()) as {
        abstractBooks: { status: string }[];
      };
      status = abstractBooks[0]!.status;
    }
    expect(status).toBe('completed');
  });
});
