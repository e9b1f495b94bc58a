import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Both drivers expose the same query builder; the app uses only that. */
export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;
/** One transaction's handle: the same query builder, committed or rolled back as a whole. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a service that may run inside a caller's transaction writes through. */
export type Writer = Database | Transaction;

/**
 * The planner's cost of a random page read: 1.1 rather than 4, as for data in memory or on SSD.
 * At 4 it prefers reading the whole presentations table over the search index, and a search at
 * 10,000 presentations takes 340 ms instead of 23 (BENCHMARKS.md, bench:program).
 */
export const RANDOM_PAGE_COST = 1.1;

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; `memory://` keeps everything in memory. */
  dataDir?: string;
  /** A migrated PGlite dump to start from (tests): far faster than migrating anew. */
  pgliteTemplate?: Blob;
  /** An open PGlite the caller lends (tests take an emptied one from a pool): used, then given back on close. */
  pglite?: LentPglite;
}

/** A PGlite that outlives the app using it: `release` takes it back when the app closes. */
export interface LentPglite {
  client: PGlite;
  release(): Promise<void>;
}

/** What a LISTEN subscription is told: each NOTIFY's payload, and when notifications may have been lost. */
export interface ListenHandlers {
  notify(payload: string): void;
  /** The connection that listens was lost and is back: what was sent meanwhile never arrived. */
  resumed(): void;
}

export interface OpenDatabase {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** LISTEN on `channel` (every server process on the same database hears each NOTIFY); answers how to stop. */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /**
   * Plain SQL for a library that brings its own (the mail queue, pg-boss): text with $1… values, or
   * several statements without values; answers the last statement's rows.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

/**
 * LISTEN on PostgreSQL holds a connection of its own (a pooled one would be handed to other
 * queries). A lost connection is opened again after a second, and the listener is told.
 */
async function listenOnPostgres(connectionString: string, channel: string, handlers: ListenHandlers): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (again: boolean) => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.notify(message.payload ?? '');
    });
    next.on('error', () => {
      if (stopped) return;
      next.end().catch(() => undefined);
      retry = setTimeout(() => void connect(true).catch(() => undefined), 1000);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      next.end().catch(() => undefined);
      if (!again) throw error;
      if (!stopped) retry = setTimeout(() => void connect(true).catch(() => undefined), 1000);
      return;
    }
    client = next;
    if (again) handlers.resumed();
  };
  await connect(false);
  // Called twice (by its listener, then by close()), it ends the connection once: pg's end() on an
  // ended client never settles.
  return async () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, options: `-c random_page_cost=${RANDOM_PAGE_COST}` });
    // An idle connection dropped by the server (restart, failover) must not take the process down;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    const stops = new Set<() => Promise<void>>();
    return {
      db: db as unknown as Database,
      driver: 'postgres',
      executeSql: (text, values) => pool.query(text, values),
      async listen(channel, handlers) {
        const stop = await listenOnPostgres(options.databaseUrl!, channel, handlers);
        stops.add(stop);
        return async () => {
          stops.delete(stop);
          await stop();
        };
      },
      async close() {
        await Promise.all([...stops].map((stop) => stop()));
        await pool.end();
      },
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const client = withoutSelfDeadlock(
    options.pglite?.client ?? (options.pgliteTemplate ? new PGlite({ loadDataDir: options.pgliteTemplate }) : new PGlite(dataDir)),
  );
  await client.waitReady;
  await client.exec(`set random_page_cost = ${RANDOM_PAGE_COST}`);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    driver: 'pglite',
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    // One process holds PGlite: its connection is never lost.
    listen: async (channel, handlers) => {
      const stop = await client.listen(channel, handlers.notify);
      return () => stop();
    },
    close: () => (options.pglite ? options.pglite.release() : client.close()),
  };
}

/** The transaction whose callback is running, while it runs (see `withoutSelfDeadlock`). */
const openTransaction = new AsyncLocalStorage<{ open: boolean }>();

/**
 * PGlite is one session: a query waits until the transaction in progress ends. A query through
 * the app's own handle (rather than the transaction's) from inside a transaction's callback
 * would wait for ever, and every later request behind it; on PostgreSQL it takes another
 * connection and escapes the transaction instead. Either way it is a mistake, so it throws here
 * at once, naming itself, instead of hanging the server.
 */
function withoutSelfDeadlock(client: PGlite): PGlite {
  return new Proxy(client, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      if (key === 'transaction') {
        return (callback: (tx: unknown) => Promise<unknown>) =>
          (value as PGlite['transaction']).call(target, (tx) => {
            const state = { open: true };
            return openTransaction
              .run(state, () => callback(tx))
              .finally(() => {
                state.open = false;
              });
          });
      }
      if (key === 'query' || key === 'exec' || key === 'sql') {
        return (...args: unknown[]) => {
          if (openTransaction.getStore()?.open) {
            return Promise.reject(
              new Error('A query through the database handle inside a transaction would wait for that transaction for ever: use the transaction'),
            );
          }
          return (value as (...args: unknown[]) => unknown).apply(target, args);
        };
      }
      return (value as (...args: unknown[]) => unknown).bind(target);
    },
  });
}

/** A migrated, empty PGlite dump for tests to start from. */
export async function createPgliteTemplate(): Promise<Blob> {
  const client = new PGlite();
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}

/** PostgreSQL's unique_violation (23505), as both drivers report it: a row a unique index already holds. */
export const isUniqueViolation = (error: unknown): boolean => {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error;
  return (cause as { code?: string }).code === '23505';
};
