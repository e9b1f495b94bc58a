/**
 * npm run bench:api — HTTP throughput of the real server on loopback, measured with autocannon
 * from this process against the server running in its own process (`tsx server/main.ts`, demo
 * conference, PGlite in a temporary directory, the production password-hash cost):
 *   - GET /web_api/conference and GET /web_api/custom_user_questions/latest, plain and as a
 *     revalidation (If-None-Match → 304), against a bare Fastify route answering the same JSON
 *     in its own process, in the same run;
 *   - POST /web_api/users: complete registrations, 50 at a time, each with its own sign-up link.
 * Options: --duration S (10), --registrations N (200).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { requiredAnswers } from '../../devkit/answers';

const { values: args } = parseArgs({ options: { duration: { type: 'string', default: '10' }, registrations: { type: 'string', default: '200' } } });
const DURATION = Number(args.duration);
const REGISTRATIONS = Number(args.registrations);
const dir = await mkdtemp(path.join(os.tmpdir(), 'kaigi-bench-api-'));
const children: ChildProcess[] = [];

function start(command: string, argv: string[], env: Record<string, string>, ready: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(child);
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match) resolve(match[1]!);
    });
    child.on('exit', (code) => reject(new Error(`${argv.join(' ')} exited with ${code}:\n${output}`)));
  });
}

const tsx = path.resolve('node_modules/.bin/tsx');
const port = 3900 + Math.floor(Math.random() * 90);
const base = await start(
  tsx,
  ['server/main.ts'],
  {
    PORT: String(port),
    DEMO: '1',
    CONFERENCE: 'demo',
    DATA_DIR: path.join(dir, 'data'),
    LOG_LEVEL: 'warn',
    MAIL_RATE_LIMIT: '100000',
    DIST_DIR: path.join(dir, 'no-dist'),
  },
  /Kaigi is running at (http:\/\/\S+)/,
);
const conferenceBody = await (await fetch(`${base}/web_api/conference`)).text();
await writeFile(path.join(dir, 'conference.json'), conferenceBody);
const bare = await start(tsx, ['scripts/bench/bareServer.ts', path.join(dir, 'conference.json')], {}, /listening (http:\/\/\S+)/);

const run = (title: string, options: autocannon.Options) =>
  new Promise<Result>((resolve, reject) => {
    autocannon({ title, connections: 10, ...(options.amount ? {} : { duration: DURATION }), ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
const line = (result: Result) =>
  `${result.title!.padEnd(44)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  2xx ${result['2xx']}  304 ${result['3xx']}  4xx/5xx ${result['4xx'] + result['5xx']}  errors ${result.errors}`;

try {
  const etagOf = async (url: string) => String((await fetch(url)).headers.get('etag'));
  const results: Result[] = [];
  console.log(`GET, 10 connections, ${DURATION} s each (${conferenceBody.length} bytes of conference JSON)`);
  for (const [title, options] of [
    ['bare Fastify route (same JSON)', { url: `${bare}/bare` }],
    ['GET /web_api/conference', { url: `${base}/web_api/conference` }],
    ['GET /web_api/conference (304)', { url: `${base}/web_api/conference`, headers: { 'if-none-match': await etagOf(`${base}/web_api/conference`) } }],
    ['GET /web_api/custom_user_questions/latest', { url: `${base}/web_api/custom_user_questions/latest` }],
    [
      'GET …/custom_user_questions/latest (304)',
      { url: `${base}/web_api/custom_user_questions/latest`, headers: { 'if-none-match': await etagOf(`${base}/web_api/custom_user_questions/latest`) } },
    ],
  ] as const) {
    const result = await run(title, options);
    results.push(result);
    console.log(line(result));
  }
  const ratio = results[1]!.requests.average / results[0]!.requests.average;
  console.log(`GET /web_api/conference at ${(ratio * 100).toFixed(0)}% of the bare route's req/s (target ≥ 50%)`);

  // Registrations: one sign-up link each, asked for through pre-registration and read from the outbox.
  const csrfResponse = await fetch(`${base}/web_api/csrf_token`);
  const cookie = String(csrfResponse.headers.get('set-cookie')).split(';')[0]!;
  const csrfToken = ((await csrfResponse.json()) as { token: string }).token;
  const headers = { cookie, 'x-csrf-token': csrfToken, 'x-requested-with': 'XMLHttpRequest' };
  for (let i = 0; i < REGISTRATIONS; i += 1) {
    const body = new FormData();
    body.append('pre_register[email]', `bench-${i}@example.com`);
    const response = await fetch(`${base}/web_api/pre_register`, { method: 'POST', body, headers });
    if (!response.ok) throw new Error(`pre-registration ${i} failed: ${response.status} ${await response.text()}`);
  }
  const mails = ((await (await fetch(`${base}/dev/mails.json?limit=1000`)).json()) as { mails: Array<{ text: string }> }).mails;
  const tokens = mails.map((mail) => /\/signup\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1]).filter((token): token is string => Boolean(token));
  const bodies = await Promise.all(
    tokens.slice(0, REGISTRATIONS).map(async (token) => {
      const form = new FormData();
      for (const [key, value] of [
        ['user[login_email_token]', token],
        ['user[registration_language]', 'ja'],
        ['custom_user_question_answer', JSON.stringify(requiredAnswers)],
        ['user[name_sei]', '山田'],
        ['user[name_mei]', '花子'],
        ['user[password]', 'correct horse'],
        ['user[password_confirmation]', 'correct horse'],
        ['user[jsi_membership]', 'member'],
        ['user[affiliation_attributes][kind]', 'university'],
        ['user[affiliation_attributes][name]', '東都大学'],
        ['user[location]', 'onsite'],
        ['user[keyword_ids][]', '101'],
        ['user[keyword_ids][]', '301'],
        ['user[is_presentable]', 'true'],
        ['user[is_evaluatable]', 'false'],
        ['user[is_sponsor]', 'false'],
        ['user[is_reviewable]', 'false'],
        ['user[is_term_agreed]', 'true'],
        ['user[is_policy_agreed]', 'true'],
      ])
        form.append(key!, value!);
      const request = new Request('http://x', { method: 'POST', body: form });
      return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type')! };
    }),
  );
  let next = 0;
  const started = Date.now();
  const concurrency = Math.min(50, bodies.length);
  const registrations = await run(`POST /web_api/users (${concurrency} at a time)`, {
    url: base,
    connections: concurrency,
    amount: bodies.length,
    requests: [
      {
        method: 'POST',
        path: '/web_api/users',
        setupRequest: (request) => {
          const item = bodies[next++ % bodies.length]!;
          return { ...request, body: item.body, headers: { ...headers, 'content-type': item.type } };
        },
      },
    ],
  });
  const seconds = (Date.now() - started) / 1000;
  console.log(line(registrations));
  console.log(
    `${registrations['2xx']} of ${bodies.length} registrations created in ${seconds.toFixed(1)} s: ${(registrations['2xx'] / seconds).toFixed(1)} per second, p99 ${registrations.latency.p99} ms`,
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await rm(dir, { recursive: true, force: true });
}
process.exit(0);
