import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import multipart from '@fastify/multipart';
import type { Config } from './core/config';
import dbPlugin from './plugins/db';
import type { LentPglite } from './db/openDatabase';
import errorsPlugin from './plugins/errors';
import inputsPlugin from './plugins/inputs';
import securityPlugin from './plugins/security';
import spaPlugin from './plugins/spa';
import rateLimitPlugin from './plugins/rateLimits';
import housekeepingPlugin from './plugins/housekeeping';
import paymentPlugin from './plugins/payment';
import livePlugin from './plugins/live';
import videosPlugin from './plugins/videos';
import { VIMEO_PLAYER_ORIGIN } from './services/live/videoHost';
import { logHooks, logSerializers } from './core/logSerializers';
import conferenceRoutes from './routes/conference';
import signupRoutes from './routes/signup';
import lookupRoutes from './routes/lookups';
import accountRoutes from './routes/account';
import commissionRoutes from './routes/commissions';
import notingRoutes from './routes/notings';
import presentationApplicationRoutes from './routes/presentationApplications';
import judgingRoutes from './routes/judging';
import mngUserRoutes from './routes/mngUsers';
import consoleRoutes from './routes/console';
import programEditingRoutes from './routes/programEditing';
import settingsStudioRoutes from './routes/settingsStudio';
import clientReportRoutes from './routes/clientReports';
import downloadRoutes from './routes/downloads';
import abstractBookRoutes from './routes/abstractBooks';
import memberKindRoutes from './routes/memberKinds';
import invitationRoutes from './routes/invitations';
import importRoutes from './routes/imports';
import mailPlugin from './plugins/mail';
import mailTemplateRoutes from './routes/mailTemplates';
import devMailRoutes from './routes/devMails';
import participationRoutes from './routes/participation';
import mngPaymentRoutes from './routes/mngPayments';
import liveRoutes from './routes/live';
import videoRoutes from './routes/videos';
import roomRoutes from './routes/rooms';
import participantRoutes from './routes/participants';
import myPageRoutes from './routes/myPage';
import communityRoutes from './routes/community';
import seminarRoutes from './routes/seminars';
import sponsorRoutes from './routes/sponsors';
import pointRallyRoutes from './routes/pointRally';
import venueRoutes from './routes/venue';
import sessionPlugin from './plugins/session';
import graphqlPlugin from './graphql/index';
import { seedFromFixtures } from './seed';
import { loadConference } from './services/conference';
import { MAX_UPLOAD_BYTES } from './services/uploads';

export interface BuildOptions {
  /** A migrated PGlite dump to start from (tests). */
  pgliteTemplate?: Blob;
  /** An open PGlite to use and give back on close (tests: tests/support/pglitePool.ts). */
  pglite?: LentPglite;
  /** Serve the built browser app from config.distDir. */
  serveApp?: boolean;
  logger?: boolean;
  /** Where the log goes instead of stdout (tests read what the server logged). */
  logStream?: { write(line: string): void };
  /** Sees every route as it is added (the route tests list them this way). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * The whole server as a tree of plugins: external plugins, our services, then route folders.
 * Tests build a fresh one per file; server/main.ts only listens.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: 1024 * 1024,
    // The client's address is the socket's, unless TRUST_PROXY names the proxies in front.
    // A hop count is a valid trustProxy value that Fastify's types leave out.
    trustProxy: config.trustProxy as string | boolean,
    // Closing ends every connection, a presentation page's live stream too (its browser reconnects,
    // to another process): an open stream would otherwise hold the close for good.
    forceCloseConnections: true,
    // Starting may seed a conference from its files (a large program takes a while) or wait for a
    // busy database; Fastify's 10 s default had a loaded test machine stop a start that would
    // have succeeded. A start that truly hangs still ends, after five minutes.
    pluginTimeout: 300_000,
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, serializers: logSerializers, hooks: logHooks, ...(options.logStream ? { stream: options.logStream } : {}) },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  await app.register(errorsPlugin);
  await app.register(inputsPlugin);
  await app.register(dbPlugin, {
    config,
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    pgliteTemplate: options.pgliteTemplate,
    pglite: options.pglite,
  });
  const https = config.publicUrl.startsWith('https://');
  await app.register(securityPlugin, {
    secret: config.secret,
    https,
    analytics: Boolean(config.gaMeasurementId),
    // The sandbox's player answers at Vimeo's address too (a browser maps the name to it).
    playerOrigin: config.videoHost.host === 'none' ? undefined : VIMEO_PLAYER_ORIGIN,
  });
  await app.register(sessionPlugin, { secureCookies: https });
  await app.register(rateLimitPlugin);
  await app.register(mailPlugin);
  await app.register(housekeepingPlugin);
  await app.register(paymentPlugin, { config });
  await app.register(livePlugin);
  await app.register(videosPlugin);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 21, fieldSize: 64 * 1024 } });

  // First start: seed the conference named by CONFERENCE from FIXTURES_DIR.
  app.addHook('onReady', async () => {
    if (!(await loadConference(app.db, config.conference))) {
      const report = await seedFromFixtures(app.db, config.fixturesDir, config.conference);
      app.log.info({ conferenceId: config.conference, ...report }, 'seeded from fixtures');
    }
  });

  await app.register(conferenceRoutes);
  await app.register(signupRoutes);
  await app.register(lookupRoutes);
  await app.register(accountRoutes);
  await app.register(commissionRoutes);
  await app.register(notingRoutes);
  await app.register(clientReportRoutes);
  await app.register(downloadRoutes);
  await app.register(abstractBookRoutes);
  await app.register(memberKindRoutes);
  await app.register(invitationRoutes);
  await app.register(importRoutes);
  await app.register(mailTemplateRoutes);
  await app.register(presentationApplicationRoutes);
  await app.register(judgingRoutes);
  await app.register(mngUserRoutes);
  await app.register(consoleRoutes);
  await app.register(settingsStudioRoutes);
  await app.register(programEditingRoutes);
  await app.register(participationRoutes);
  await app.register(mngPaymentRoutes);
  await app.register(liveRoutes);
  await app.register(videoRoutes);
  await app.register(roomRoutes);
  await app.register(participantRoutes);
  await app.register(myPageRoutes);
  await app.register(communityRoutes);
  await app.register(seminarRoutes);
  await app.register(sponsorRoutes);
  await app.register(pointRallyRoutes);
  await app.register(venueRoutes);
  await app.register(graphqlPlugin);
  if (config.demo) await app.register(devMailRoutes);
  if (options.serveApp !== false && config.distDir)
    await app.register(spaPlugin, {
      distDir: config.distDir,
      gaMeasurementId: config.gaMeasurementId,
      feedbackSecretWord: config.feedbackSecretWord,
      conferenceId: config.conference,
    });
  return app;
}
