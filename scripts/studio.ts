/**
 * npm run studio [-- --conference demo --port 3100 --dir fixtures]: a local page that watches
 * fixtures/ and shows a conference's registration form, commission registration form and custom
 * questions in Japanese and English, changing within a second of a file being saved. Listens on
 * loopback only: it is a tool for staff on their own machine.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startStudio } from '../devkit/studioServer';

const { values } = parseArgs({
  options: {
    conference: { type: 'string', default: process.env.CONFERENCE ?? 'demo' },
    port: { type: 'string', default: process.env.STUDIO_PORT ?? '3100' },
    dir: { type: 'string', default: process.env.FIXTURES_DIR ?? 'fixtures' },
  },
});
const studio = await startStudio({ fixturesDir: path.resolve(values.dir!), port: Number(values.port) });
console.log(
  `Settings studio: ${studio.url}?conference=${encodeURIComponent(values.conference!)} (watching ${path.relative(process.cwd(), path.resolve(values.dir!)) || '.'})`,
);
const stop = () => void studio.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
