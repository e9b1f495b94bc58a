import fp from 'fastify-plugin';
import { and, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import type { Config } from '../core/config';
import { clientReports, liveEvents, loginFailures, presentationApplications, rateLimits, requestLetterFiles, sessions, uploads } from '../db/schema';
import { LIVE_EVENTS_KEPT_MS } from '../services/live/liveEvents';
import { applicationFileFields } from '../../schemas/submission';

/** A request letter nobody registered with, or an abstract file no application names, is removed after a day. */
export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
const EVERY_MS = 60 * 60 * 1000;

/**
 * What the server keeps only for a while (README "Deploying", the limits): unclaimed request letters and
 * abstract files that no application names after a day, client reports after REPORT_RETENTION_DAYS, dead sessions, counters and
 * locks, and live events after a day.
 * Answers how many rows of each went.
 */
export async function purgeExpired(db: Database, config: Pick<Config, 'reportRetentionDays' | 'loginLockMinutes'>, now = new Date()) {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  // An application names its files by id in its data (the form's value).
  const named = or(...applicationFileFields.map((field) => sql`${presentationApplications.data} ->> ${field} = ${uploads.id}::text`));
  const [letters, files, reports, deadSessions, counters, failures, events] = await Promise.all([
    db
      .delete(requestLetterFiles)
      .where(and(isNull(requestLetterFiles.userId), lt(requestLetterFiles.createdAt, ago(UNCLAIMED_UPLOAD_TTL_MS))))
      .returning({ id: requestLetterFiles.id }),
    db
      .delete(uploads)
      .where(
        and(
          inArray(uploads.purpose, [...applicationFileFields]),
          lt(uploads.createdAt, ago(UNCLAIMED_UPLOAD_TTL_MS)),
          sql`not exists (select 1 from ${presentationApplications} where ${named})`,
        ),
      )
      .returning({ id: uploads.id }),
    db
      .delete(clientReports)
      .where(lt(clientReports.createdAt, ago(config.reportRetentionDays * 24 * 60 * 60 * 1000)))
      .returning({ id: clientReports.id }),
    db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.tokenHash }),
    db.delete(rateLimits).where(lt(rateLimits.expire, now)).returning({ key: rateLimits.key }),
    db
      .delete(loginFailures)
      .where(and(or(isNull(loginFailures.lockedUntil), lt(loginFailures.lockedUntil, now)), lt(loginFailures.updatedAt, ago(config.loginLockMinutes * 60_000))))
      .returning({ key: loginFailures.key }),
    db
      .delete(liveEvents)
      .where(lt(liveEvents.createdAt, ago(LIVE_EVENTS_KEPT_MS)))
      .returning({ id: liveEvents.id }),
  ]);
  return {
    requestLetters: letters.length,
    applicationFiles: files.length,
    clientReports: reports.length,
    sessions: deadSessions.length,
    rateLimits: counters.length,
    loginFailures: failures.length,
    liveEvents: events.length,
  };
}

/** Runs the purge when the server is ready and then every hour, in every process (deletes are idempotent). */
export default fp(
  async (app) => {
    let timer: NodeJS.Timeout | undefined;
    const run = () =>
      purgeExpired(app.db, app.config).then(
        (report) => app.log.debug(report, 'purged expired data'),
        (error: unknown) => app.log.warn({ err: error }, 'purge failed'),
      );
    app.addHook('onReady', async () => {
      void run();
      timer = setInterval(run, EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'kaigi-housekeeping', dependencies: ['kaigi-db'] },
);
