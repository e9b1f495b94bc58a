import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { LentPglite } from '../../server/db/openDatabase';

/**
 * Embedded databases for the test apps of one worker. A closed app's database is emptied
 * (every table truncated, every sequence back at its start, the session discarded) and lent to
 * the worker's next app: about 0.1 s, where loading the migrated template anew took 1.1 s
 * (2-3.5 s beside another worker), and an API file built up to a dozen apps.
 *
 * An app that is closed cannot reach its old database: every call through the lent client fails
 * once it is given back, so a write the closed app left behind never lands in the next test's data.
 */
const idle: PGlite[] = [];

export async function lendPglite(templateFile: string): Promise<LentPglite> {
  const client = idle.pop() ?? new PGlite({ loadDataDir: new Blob([await readFile(templateFile)]) });
  await client.waitReady;
  let lent = true;
  const listening: Array<() => Promise<void>> = [];
  const guarded = new Proxy(client, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (!lent) throw new Error(`The test app was closed: its database was given back (${String(key)})`);
        const result: unknown = value.apply(target, args);
        if (key === 'listen') void (result as Promise<() => Promise<void>>).then((stop) => listening.push(stop)).catch(() => undefined);
        return result;
      };
    },
  });
  return {
    client: guarded,
    async release() {
      if (!lent) return;
      lent = false;
      await Promise.all(listening.map((stop) => stop().catch(() => undefined)));
      await empty(client);
      idle.push(client);
    },
  };
}

/**
 * Back to the migrated template's state: no rows, sequences at their start, statistics at zero, a
 * new session. The mail queue's jobs go too; its schema (made by the first app) stays.
 */
async function empty(client: PGlite): Promise<void> {
  const { rows } = await client.query<{ tables: string | null; sequences: string | null }>(
    `select (select string_agg(format('%I.%I', schemaname, tablename), ', ') from pg_tables
              where schemaname = 'public' or (schemaname = 'pgboss' and tablename in ('job', 'archive'))) as tables,
            (select string_agg(format('select setval(%L, %s, false);', format('%I.%I', schemaname, sequencename), start_value), ' ')
               from pg_sequences where schemaname = 'public') as sequences`,
  );
  const { tables, sequences } = rows[0]!;
  if (tables) await client.exec(`truncate ${tables} restart identity cascade`);
  if (sequences) await client.exec(sequences);
  // The statistics a test may read (rows updated, dead rows) count from zero again: the last app's
  // counts still held by the backend are flushed first, or they would land after the reset.
  await client.exec('select pg_stat_force_next_flush()');
  await client.exec('select 1');
  await client.exec('select pg_stat_reset()');
  await client.exec('discard all');
}
