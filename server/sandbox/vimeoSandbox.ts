import { randomBytes } from 'node:crypto';
import path from 'node:path';
import send from '@fastify/send';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * A video host on this machine that speaks the part of Vimeo's protocols Kaigi uses, so the tests
 * run the same adapters as production (Vimeo's API SDK on the server, Vimeo's player package in the
 * browser) against this server instead of api.vimeo.com and player.vimeo.com:
 * - the API's `GET /videos/{id}` (a Bearer token; the video's status and duration, or 404);
 * - the player's embed page, `/video/{id}`, which plays a sample MP4 and answers the player
 *   package's postMessage calls and events (ready, ping, get and set the time, play, pause,
 *   timeupdate, ended...).
 * The API listens over HTTP on one port. The player package talks only to Vimeo's own addresses
 * (player.vimeo.com, over HTTPS: the name is on the browsers' HSTS list), so the player listens
 * over HTTPS on another port, with a certificate made for player.vimeo.com at start, and a browser
 * reaches it by mapping that name here and accepting the certificate (Chromium's
 * --host-resolver-rules and --ignore-certificate-errors; the browser tests do).
 * It keeps nothing and plays one sample; production refuses it (server/core/config.ts).
 */

export const SANDBOX_VIMEO_TOKEN = 'kaigisandboxvimeotoken';

const SAMPLE = path.resolve('devkit/media/sample-6s.mp4');

/** The sandbox's videos: one that plays, and one Vimeo is still transcoding. Any other id is not found. */
export const sandboxVimeoVideos: Record<string, { name: string; status: string; duration: number }> = {
  '76979871': { name: 'Kaigi sample (six seconds)', status: 'available', duration: 6 },
  '90000002': { name: 'Kaigi sample, still transcoding', status: 'transcoding', duration: 0 },
};

export interface VimeoSandbox {
  /** The API: http://127.0.0.1:port */
  origin: string;
  port: number;
  /** The player's HTTPS port, where a browser maps player.vimeo.com. */
  playerPort: number;
  accessToken: string;
  close(): Promise<void>;
}

const playerPage = (id: string, duration: number, nonce: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Vimeo sandbox player</title>
<style>html,body{margin:0;height:100%;background:#000}video{width:100%;height:100%}</style></head>
<body><video src="/files/${id}.mp4" controls playsinline preload="metadata"></video>
<script nonce="${nonce}">
(() => {
  const id = ${JSON.stringify(id)};
  // Vimeo knows a video's length before the browser has read any of it.
  const knownDuration = ${duration};
  const video = document.querySelector('video');
  const listening = new Set();
  const send = (message) => window.parent.postMessage(message, '*');
  const facts = () => ({ seconds: video.currentTime, duration: video.duration || 0, percent: video.duration ? video.currentTime / video.duration : 0 });
  const getters = {
    getCurrentTime: () => video.currentTime,
    getDuration: () => video.duration || knownDuration,
    getPaused: () => video.paused,
    getEnded: () => video.ended,
    getVideoId: () => Number(id),
  };
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent) return;
    let message = event.data;
    if (typeof message === 'string') { try { message = JSON.parse(message); } catch { return; } }
    const method = message && message.method;
    const value = message && message.value;
    if (!method) return;
    if (method === 'ping') return send({ method: 'ping' });
    if (method === 'addEventListener') { listening.add(value); return send({ method, value }); }
    if (method === 'removeEventListener') { listening.delete(value); return send({ method, value }); }
    if (method in getters) return send({ method, value: getters[method]() });
    if (method === 'setCurrentTime') { video.currentTime = Number(value); return send({ method, value: Number(value) }); }
    if (method === 'pause') { video.pause(); return send({ method }); }
    if (method === 'play') {
      video.play().then(() => send({ method }), (error) => send({ event: 'error', data: { method, name: error.name, message: error.message } }));
      return;
    }
    send({ event: 'error', data: { method, name: 'TypeError', message: 'The sandbox player does not have ' + method } });
  });
  for (const name of ['timeupdate', 'play', 'pause', 'ended', 'seeked']) video.addEventListener(name, () => listening.has(name) && send({ event: name, data: facts() }));
  video.addEventListener('loadedmetadata', () => listening.has('loaded') && send({ event: 'loaded', data: { id: Number(id) } }));
  send({ event: 'ready' });
})();
</script></body></html>`;

const securityHeaders = (app: FastifyInstance) =>
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
  });

/** Starts the sandbox on 127.0.0.1 (`port` 0: any free one; the player's port is always a free one). */
export async function startVimeoSandbox(options: { port?: number } = {}): Promise<VimeoSandbox> {
  const app: FastifyInstance = Fastify({ logger: false });
  securityHeaders(app);
  // Made here, for this run only: a server without the sandbox never loads the library.
  const { generate } = await import('selfsigned');
  const certificate = await generate([{ name: 'commonName', value: 'player.vimeo.com' }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'player.vimeo.com' }] }],
  });
  const player: FastifyInstance = Fastify({ logger: false, https: { key: certificate.private, cert: certificate.cert } });
  securityHeaders(player);

  // The API: what Kaigi asks of a video (its status, duration and name), as Vimeo answers it.
  app.get<{ Params: { id: string } }>('/videos/:id', async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${SANDBOX_VIMEO_TOKEN}`)
      return reply.code(401).send({ error: 'You must provide a valid authenticated access token.' });
    const video = sandboxVimeoVideos[request.params.id];
    if (!video) return reply.code(404).send({ error: "The requested video couldn't be found." });
    const id = request.params.id;
    return {
      uri: `/videos/${id}`,
      name: video.name,
      duration: video.duration,
      status: video.status,
      link: `https://vimeo.com/${id}`,
      player_embed_url: `https://player.vimeo.com/video/${id}`,
    };
  });

  // The player's embed page, framed by the app's pages.
  player.get<{ Params: { id: string } }>('/video/:id', async (request, reply) => {
    const id = request.params.id;
    if (!sandboxVimeoVideos[id] || sandboxVimeoVideos[id].status !== 'available') return reply.code(404).type('text/plain').send('Video not found');
    const nonce = randomBytes(16).toString('base64');
    reply.header('content-security-policy', `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; media-src 'self'; base-uri 'none'`);
    return reply.type('text/html; charset=utf-8').send(playerPage(id, sandboxVimeoVideos[id].duration, nonce));
  });

  // The sample's bytes, in ranges (the player seeks by asking for them).
  player.get<{ Params: { file: string } }>('/files/:file', async (request, reply) => {
    const id = request.params.file.replace(/\.mp4$/, '');
    if (!sandboxVimeoVideos[id]) return reply.code(404).send();
    const sent = await send(request.raw, SAMPLE, { acceptRanges: true, etag: false, lastModified: false, cacheControl: false });
    if (sent.type !== 'file') return reply.code(404).send();
    reply.code(sent.statusCode);
    for (const [name, value] of Object.entries(sent.headers)) reply.header(name, value);
    reply.header('content-type', 'video/mp4');
    return reply.send(sent.stream);
  });

  const portOf = (server: FastifyInstance) => {
    const address = server.server.address();
    return typeof address === 'object' && address ? address.port : 0;
  };
  await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  await player.listen({ host: '127.0.0.1', port: 0 });
  const port = portOf(app);
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    playerPort: portOf(player),
    accessToken: SANDBOX_VIMEO_TOKEN,
    close: async () => {
      await Promise.all([app.close(), player.close()]);
    },
  };
}
