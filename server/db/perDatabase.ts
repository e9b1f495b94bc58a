import type { Database } from './openDatabase';

/**
 * A value made once per database and kept as long as it is (a prepared statement, a cache of a
 * public answer): tests build many apps in one process, each with its own database.
 */
export function perDatabase<T>(make: (db: Database) => T): (db: Database) => T {
  const made = new WeakMap<Database, T>();
  return (db) => {
    if (!made.has(db)) made.set(db, make(db));
    return made.get(db)!;
  };
}
