/**
 * npm run seed: writes the conference named by CONFERENCE (default demo) from FIXTURES_DIR into
 * the database. Run it after editing a fixture: the form follows the new settings, a changed
 * question set becomes a new version, and existing registrations are untouched.
 */
import { readConfig } from '../server/core/config';
import { openDatabase } from '../server/db/openDatabase';
import { FixtureError } from '../server/fixtures/loadFixtures';
import { seedFromFixtures } from '../server/seed';

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const report = await seedFromFixtures(database.db, config.fixturesDir, config.conference);
  console.log(`Conference "${config.conference}": settings ${report.conference}, questions ${report.questions}, ${report.keywords} keywords.`);
} catch (error) {
  if (!(error instanceof FixtureError)) throw error;
  console.error(`The fixtures have problems; nothing was written:\n${error.message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
