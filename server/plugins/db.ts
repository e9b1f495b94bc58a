import fp from 'fastify-plugin';
import type { Config } from '../core/config';
import { openDatabase, type Database, type DatabaseOptions, type OpenDatabase } from '../db/openDatabase';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    /** LISTEN on a channel of the database (see OpenDatabase.listen). */
    dbListen: OpenDatabase['listen'];
    /** Plain SQL for a library that brings its own (see OpenDatabase.executeSql). */
    dbExecuteSql: OpenDatabase['executeSql'];
  }
}

export interface DbPluginOptions extends DatabaseOptions {
  config: Config;
}

/** Opens the database (PGlite or PostgreSQL), migrates it, and closes it with the app. */
export default fp<DbPluginOptions>(
  async (app, { config, ...options }) => {
    const database = await openDatabase(options);
    app.decorate('db', database.db);
    app.decorate('dbListen', database.listen);
    app.decorate('dbExecuteSql', database.executeSql);
    app.decorate('config', config);
    app.addHook('onClose', () => database.close());
    app.log.debug({ driver: database.driver }, 'database ready');
  },
  { name: 'kaigi-db' },
);
