/**
 * npm run bench:live — live comments to many open pages (issue 65). One server process (its own,
 * scripts/bench/liveServer.ts) holds --viewers open streams of one presentation; --posts comments
 * are posted one after another. For each: the time of the post's own request (the reference,
 * measured in the same run), and the time from sending it until each viewer has it, as p50, p95
 * and the last viewer. Then the server's resident memory per open stream. The viewers are read by
 * this process, on the same machine: their reading is in the figures.
 * Options: --viewers 1000 --posts 20
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { logIn, percentile } from './http';

const { values: args } = parseArgs({ options: { viewers: { type: 'string', default: '1000' }, posts: { type: 'string', default: '20' } } });
const viewerCount = Number(args.viewers);
const postCount = Number(args.posts);

const server = spawn(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/bench/liveServer.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
// tsx runs the server in a child process of its own: its id is the one the server prints.
const [url, serverPid] = await new Promise<[string, string]>((resolve, reject) => {
  let output = '';
  server.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    const match = /ready (http:\/\/\S+) pid (\d+)/.exec(output);
    if (match) resolve([match[1]!, match[2]!]);
  });
  server.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
});
const rssMb = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${serverPid}/status`, 'utf8'))![1]) / 1024;

try {
  const viewer = await logIn(url, 'member@example.com', 'Member-2026!');
  const author = await logIn(url, 'manager@example.com', 'Manager-2026!');
  const presentationId = 1;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = rssMb();

  const arrivals = new Map<string, number[]>();
  const controllers: AbortController[] = [];
  let opened = 0;
  for (let i = 0; i < viewerCount; i += 1) {
    const controller = new AbortController();
    controllers.push(controller);
    const response = await fetch(`${url}/web_api/presentations/${presentationId}/live`, {
      headers: { cookie: viewer.cookie },
      // fetch's pool opens a connection per open stream, as a thousand browsers would have.
      signal: controller.signal,
    });
    if (response.status !== 200) throw new Error(`stream ${i}: ${response.status}`);
    opened += 1;
    void (async () => {
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          const now = performance.now();
          for (const match of value.matchAll(/bench-post-(\d+)/g)) arrivals.get(match[1]!)?.push(now);
        }
      } catch {
        // Aborted at the end.
      }
    })();
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const after = rssMb();

  const requests: number[] = [];
  const lastViewer: number[] = [];
  const deliveries: number[] = [];
  for (let n = 0; n < postCount; n += 1) {
    const key = String(n);
    arrivals.set(key, []);
    const sent = performance.now();
    const response = await fetch(`${url}/web_api/presentations/${presentationId}/comments`, {
      method: 'POST',
      body: JSON.stringify({ body: `bench-post-${n}` }),
      headers: { cookie: author.cookie, 'x-csrf-token': author.token, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
    });
    requests.push(performance.now() - sent);
    if (response.status !== 201) throw new Error(`post ${n}: ${response.status} ${await response.text()}`);
    const deadline = performance.now() + 10_000;
    while (arrivals.get(key)!.length < opened && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    const times = arrivals.get(key)!.map((at) => at - sent);
    if (times.length < opened) throw new Error(`post ${n}: ${times.length} of ${opened} viewers had it after 10 s`);
    deliveries.push(...times);
    lastViewer.push(Math.max(...times));
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  for (const controller of controllers) controller.abort();

  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const [r, d, l] = [sorted(requests), sorted(deliveries), sorted(lastViewer)];
  console.log(`${opened} viewers of one presentation on one server process, ${postCount} comments`);
  console.log(`| | p50 | p95 |`);
  console.log(`|---|---|---|`);
  console.log(`| the post's own request (reference) | ${ms(percentile(r, 50))} | ${ms(percentile(r, 95))} |`);
  console.log(`| from the post to a viewer | ${ms(percentile(d, 50))} | ${ms(percentile(d, 95))} |`);
  console.log(`| from the post to the last of ${opened} viewers | ${ms(percentile(l, 50))} | ${ms(percentile(l, 95))} |`);
  console.log(
    `server RSS ${before.toFixed(1)} MB before the streams, ${after.toFixed(1)} MB with ${opened} open: ${(((after - before) * 1024) / opened).toFixed(1)} KB per stream`,
  );
} finally {
  server.kill('SIGTERM');
}
