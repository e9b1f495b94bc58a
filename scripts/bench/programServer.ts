/**
 * The server of bench:program, in its own process: the demo conference with a generated program
 * of --size presentations (4 authors each on average) and --users more accounts, an approved
 * attendee logged in. Prints
 * its address and the attendee's cookies once ready.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/core/config';
import { seedDemoAccounts } from '../../server/seed';
import { seedProgram } from '../../server/services/programSeed';
import { generateProgram } from '../../devkit/programGenerator';
import { seedAccounts } from './seedAccounts';

const { values } = parseArgs({
  options: { size: { type: 'string', default: '10000' }, users: { type: 'string', default: '0' }, dist: { type: 'string', default: '.bench/dist' } },
});
const size = Number(values.size);
const config = {
  ...readConfig({ FIXTURES_DIR: path.resolve('fixtures') }),
  conference: 'demo',
  demo: true,
  dataDir: 'memory://',
  databaseUrl: process.env.DATABASE_URL,
  distDir: path.resolve(values.dist!),
  logLevel: 'warn' as const,
  passwordHashCost: 'test' as const,
  loginRateLimit: 100000,
};
const app = await buildApp(config, { logger: false });
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
const started = Date.now();
await app.db.transaction((tx) => seedProgram(tx, 'demo', program));
await seedAccounts(app.db, Number(values.users));
const seeded = Date.now() - started;
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(
  `ready ${url} seeded ${program.presentations.length} presentations, ${program.presentations.reduce((n, p) => n + p.authors.length, 0)} authors in ${seeded} ms`,
);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
