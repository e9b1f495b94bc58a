/**
 * npm run bench:abstract-book — the abstract book at the size of a large conference (issue 67): a
 * generated program of --size presentations (4 authors each on average, abstracts four times the
 * generator's length: about 600 characters in Japanese, 1,600 in English, as printed abstracts
 * run), on PGlite in this process, written as the console's job writes it. Prints for each language
 * the time to a finished book, its pages and size, the process's highest RSS, and what the server's
 * other users get meanwhile: the latency of GET /web_api/conference over real HTTP while the book
 * is written, beside the same call on the idle server in the same run.
 * Options: --size 10000 --languages ja,en
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/core/config';
import { abstractBooks } from '../../server/db/schema';
import { seedDemoAccounts } from '../../server/seed';
import { seedProgram } from '../../server/services/programSeed';
import { writeAbstractBook } from '../../server/services/abstractBooks';
import { generateProgram } from '../../devkit/programGenerator';
import { percentile } from './http';

const { values: args } = parseArgs({ options: { size: { type: 'string', default: '10000' }, languages: { type: 'string', default: 'ja,en' } } });
const size = Number(args.size);

const app = await buildApp(
  {
    ...readConfig({ FIXTURES_DIR: path.resolve('fixtures') }),
    conference: 'demo',
    demo: true,
    dataDir: 'memory://',
    logLevel: 'warn',
    passwordHashCost: 'test',
  },
  { logger: false },
);
await app.ready();
await seedDemoAccounts(app.db, 'demo', 'test');
const days = ['2027-03-10', '2027-03-11', '2027-03-12'];
const program = generateProgram({
  days,
  keywordIds: [101, 102, 103, 201, 202, 301, 302],
  oral: Math.round(size * 0.8),
  poster: Math.round(size * 0.2),
  rooms: Math.max(4, Math.ceil((size * 0.8) / 6 / (days.length * 4))),
});
await app.db.transaction((tx) => seedProgram(tx, 'demo', program));
await app.db.execute(sql`update presentations set abstract = repeat(abstract, 4), abstract_en = repeat(abstract_en || ' ', 4)`);
const url = await app.listen({ port: 0, host: '127.0.0.1' });

/** Latencies of the conference call, one after another, until `until` resolves (or `count` calls). */
async function latencies(options: { until?: Promise<unknown>; count?: number }) {
  const times: number[] = [];
  let finished = false;
  void options.until?.then(() => (finished = true));
  while (!finished && times.length < (options.count ?? Infinity)) {
    const start = performance.now();
    await (await fetch(`${url}/web_api/conference`)).arrayBuffer();
    times.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return times.sort((a, b) => a - b);
}
const ms = (value: number) => `${value.toFixed(1)} ms`;

console.log(
  `abstract book, ${program.presentations.length} presentations, ${program.presentations.reduce((n, p) => n + p.authors.length, 0)} authors, PGlite, Node ${process.version}`,
);
for (const language of args.languages!.split(',') as ('ja' | 'en')[]) {
  const idle = await latencies({ count: 100 });
  const [book] = await app.db.insert(abstractBooks).values({ conferenceId: 'demo', language }).returning({ id: abstractBooks.id });
  const rssBefore = process.memoryUsage().rss;
  let highestRss = rssBefore;
  const sampler = setInterval(() => (highestRss = Math.max(highestRss, process.memoryUsage().rss)), 100);
  const started = performance.now();
  const written = writeAbstractBook(app.db, book!.id, { log: (error) => console.error(error) });
  const busy = await latencies({ until: written });
  await written;
  const elapsed = performance.now() - started;
  clearInterval(sampler);
  const [row] = await app.db
    .select({ status: abstractBooks.status, pages: abstractBooks.pages, bytes: sql<number>`octet_length(${abstractBooks.pdf})`.mapWith(Number) })
    .from(abstractBooks)
    .where(eq(abstractBooks.id, book!.id));
  console.log(
    `${language}: ${row!.status} in ${(elapsed / 1000).toFixed(1)} s (${ms(elapsed / program.presentations.length)} a presentation), ${row!.pages} pages, ${(row!.bytes / 1e6).toFixed(1)} MB, RSS ${(rssBefore / 2 ** 20).toFixed(0)} MiB before, ${(highestRss / 2 ** 20).toFixed(0)} MiB at the highest`,
  );
  console.log(
    `   GET /web_api/conference meanwhile: p50 ${ms(percentile(busy, 50))}, p95 ${ms(percentile(busy, 95))}, max ${ms(Math.max(...busy))} (${busy.length} calls); idle server: p50 ${ms(percentile(idle, 50))}, p95 ${ms(percentile(idle, 95))}; p95 ratio ${(percentile(busy, 95) / percentile(idle, 95)).toFixed(1)}x`,
  );
  await app.db.delete(abstractBooks).where(eq(abstractBooks.id, book!.id));
}
await app.close();
