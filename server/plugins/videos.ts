import fp from 'fastify-plugin';
import { openVideoStore, type VideoStore } from '../services/live/videoStore';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where presentation videos are kept (issue 65). */
    videoStore: VideoStore;
  }
}

/** Opens the video store with the app (VIDEO_DIR, or DATA_DIR/videos) and closes it with the app. */
export default fp(
  async (app) => {
    const store = await openVideoStore(app.config.dataDir, app.config.videoDir);
    app.decorate('videoStore', store);
    app.addHook('onClose', () => store.close());
  },
  { name: 'kaigi-videos', dependencies: ['kaigi-db'] },
);
