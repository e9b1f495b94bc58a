import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../../server/db/openDatabase';
import { pgliteTemplateFile } from '../support/pgliteTemplate';

/**
 * One migrated database for every API test file to start from: a PGlite dump (tests/support/pglitePool.ts
 * loads it once per worker), or with DATABASE_URL a PostgreSQL database each app's own is copied from.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    const template = `kaigi_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${template}`;
    await (await openDatabase({ databaseUrl: url.toString() })).close();
    project.provide('postgresTemplate', template);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  project.provide('pgliteTemplate', await pgliteTemplateFile());
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}
