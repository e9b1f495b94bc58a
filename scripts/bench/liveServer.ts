/**
 * The server of bench:live, in its own process (so that its memory is its own): the demo
 * conference with its accounts, on PGlite in memory. Prints its address and process id once ready.
 */
import path from 'node:path';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/core/config';
import { seedDemoAccounts } from '../../server/seed';

const config = {
  ...readConfig({ FIXTURES_DIR: path.resolve('fixtures') }),
  conference: 'demo',
  demo: true,
  dataDir: 'memory://',
  databaseUrl: process.env.DATABASE_URL,
  logLevel: 'warn' as const,
  passwordHashCost: 'test' as const,
  loginRateLimit: 100000,
};
const app = await buildApp(config, { logger: false, serveApp: false });
await app.ready();
await seedDemoAccounts(app.db, 'demo', 'test');
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`ready ${url} pid ${process.pid}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
