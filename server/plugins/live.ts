import fp from 'fastify-plugin';
import { LiveHub } from '../services/live/liveEvents';

declare module 'fastify' {
  interface FastifyInstance {
    /** The presentation pages this process holds open, fed by the database's NOTIFY (issue 65). */
    liveHub: LiveHub;
  }
  interface FastifyContextConfig {
    /** A route that answers a live stream for as long as the page stays open. */
    liveStream?: boolean;
  }
}

/** Starts the live hub with the app and stops it (and the pages it holds open) before the database closes. */
export default fp(
  async (app) => {
    const hub = new LiveHub(app.db);
    await hub.start(app.dbListen);
    app.decorate('liveHub', hub);
    app.addHook('preClose', async () => {
      hub.endAll();
      await hub.close().catch(() => undefined);
    });
  },
  { name: 'kaigi-live', dependencies: ['kaigi-db'] },
);
