import fp from 'fastify-plugin';
import { openVideoStore, type VideoStore } from '../services/live/videoStore';
import { VIMEO_PLAYER_ORIGIN, vimeoHost, type VideoHost } from '../services/live/videoHost';
import { startVimeoSandbox, type VimeoSandbox } from '../sandbox/vimeoSandbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where presentation videos are kept (issue 65). */
    videoStore: VideoStore;
    /** Where Vimeo videos are described (VIDEO_HOST); undefined: uploaded files only. */
    videoHost: VideoHost | undefined;
    /** The local Vimeo sandbox, when VIDEO_HOST=sandbox (tests). */
    vimeoSandbox: VimeoSandbox | undefined;
  }
}

/** Opens the video store with the app (VIDEO_DIR, or DATA_DIR/videos), and the video host; closes them with the app. */
export default fp(
  async (app) => {
    const store = await openVideoStore(app.config.dataDir, app.config.videoDir);
    app.decorate('videoStore', store);
    app.addHook('onClose', () => store.close());

    const configured = app.config.videoHost;
    let sandbox: VimeoSandbox | undefined;
    let host: VideoHost | undefined;
    if (configured.host === 'vimeo') host = vimeoHost({ name: 'vimeo', accessToken: configured.accessToken, playerOrigin: VIMEO_PLAYER_ORIGIN });
    else if (configured.host === 'sandbox') {
      sandbox = await startVimeoSandbox({ port: configured.sandboxPort });
      host = vimeoHost({
        name: 'sandbox',
        accessToken: sandbox.accessToken,
        playerOrigin: VIMEO_PLAYER_ORIGIN,
        api: { protocol: 'http:', hostname: '127.0.0.1', port: sandbox.port },
      });
      app.addHook('onClose', () => sandbox!.close());
    }
    app.decorate('videoHost', host);
    app.decorate('vimeoSandbox', sandbox);
  },
  { name: 'kaigi-videos', dependencies: ['kaigi-db'] },
);
