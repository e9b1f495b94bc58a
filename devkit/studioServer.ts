import { watch, type FSWatcher } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { createServer, mergeConfig, type Plugin } from 'vite';
import viteConfig from '../vite.config';
import { studioState } from '../server/fixtures/studioState';

const CONFERENCE_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * The studio's two calls, on Vite's dev server: `GET /studio-api/state?conference=` (the forms'
 * input or every problem) and `GET /studio-api/events` (a server-sent event each time a file
 * under the fixtures folder changes, 50 ms after the last write of a burst).
 */
function studioApi(fixturesDir: string): Plugin {
  const clients = new Set<ServerResponse>();
  let watcher: FSWatcher | undefined;
  let timer: NodeJS.Timeout | undefined;
  return {
    name: 'kaigi:studio-api',
    configureServer(server) {
      watcher = watch(fixturesDir, { recursive: true }, () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          for (const client of clients) client.write(`data: ${JSON.stringify({ changedAt: new Date().toISOString() })}\n\n`);
        }, 50);
      });
      server.httpServer?.on('close', () => {
        watcher?.close();
        clearTimeout(timer);
        for (const client of clients) client.end();
      });
      server.middlewares.use((request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://studio');
        if (url.pathname === '/' || url.pathname === '/index.html') {
          response.writeHead(302, { location: `/studio.html${url.search}` }).end();
          return;
        }
        if (url.pathname === '/studio-api/events') {
          response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
          response.write(': watching\n\n');
          clients.add(response);
          request.on('close', () => clients.delete(response));
          return;
        }
        if (url.pathname === '/studio-api/state') {
          const conference = url.searchParams.get('conference') ?? 'demo';
          if (!CONFERENCE_ID.test(conference)) {
            response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'conference: letters, digits, _ and - only' }));
            return;
          }
          studioState(fixturesDir, conference).then(
            (state) => response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(state)),
            (error: Error) => response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: error.message })),
          );
          return;
        }
        next();
      });
    },
  };
}

export interface Studio {
  url: string;
  close: () => Promise<void>;
}

export async function startStudio({ fixturesDir, port }: { fixturesDir: string; port: number }): Promise<Studio> {
  // React's production build, served by the dev server: the development build takes 758 ms to
  // render the six forms again after a save, the production build about 100 ms.
  process.env.NODE_ENV = 'production';
  const root = path.resolve(import.meta.dirname, '..');
  const server = await createServer(
    mergeConfig(
      { ...viteConfig, server: {} },
      {
        root,
        configFile: false,
        logLevel: 'warn',
        clearScreen: false,
        plugins: [studioApi(fixturesDir)],
        // Loopback only, and no proxy to an API server: the studio reads files, not a database.
        server: { host: '127.0.0.1', port, strictPort: true, hmr: false, watch: { ignored: [path.join(fixturesDir, '**')] } },
        optimizeDeps: { entries: ['studio.html'] },
      },
    ),
  );
  await server.listen();
  return { url: `http://127.0.0.1:${port}/studio.html`, close: () => server.close() };
}
