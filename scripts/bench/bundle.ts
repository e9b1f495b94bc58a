/**
 * npm run bench:bundle — what a browser downloads. Builds the app, starts the real server on the
 * demo conference, and reads Resource Timing in Chromium for a first visit (empty cache) and a
 * repeat visit of each route: bytes transferred, scripts apart. The reference, measured in the
 * same run against the same server, is a browser that accepts no compression (Accept-Encoding:
 * identity), which is what every visit cost before assets were precompressed.
 *
 * Then the build's view: per route, the gzip size of the JavaScript it needs before it is
 * interactive, and the packages that make up the largest first load.
 * Options: --no-build to read .bench/dist as is.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/core/config';
import { createPgliteTemplate } from '../../server/db/openDatabase';
import { issueSignupLink } from '../../server/services/accounts';
import { byPackage, firstLoads } from '../../devkit/firstLoads';
import { kb, measureTransfers, type RouteTransfer } from '../../devkit/transfers';

const distDir = path.resolve('.bench/dist');
if (!process.argv.includes('--no-build')) {
  execFileSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', distDir], { stdio: 'inherit' });
}
const chromiumPath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => candidate && existsSync(candidate));
if (!chromiumPath) throw new Error("bench:bundle needs Chromium: install Debian's chromium or set CHROMIUM_PATH");

const config = {
  ...readConfig({ FIXTURES_DIR: path.resolve('fixtures') }),
  conference: 'demo',
  dataDir: 'memory://',
  databaseUrl: undefined,
  distDir,
  logLevel: 'warn',
};
const app = await buildApp(config, { pgliteTemplate: await createPgliteTemplate(), logger: false });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const token = await issueSignupLink(app.db, 'bench@example.com');

/** The routes a visitor arrives at from outside: the home page, the sign-up link, the answer pages. */
export const benchRoutes = [
  '/',
  `/signup/${token}`,
  '/organizer_commissions/chair-101-invite/invitation',
  '/presenter_commissions/pres-101-invite/invitation',
  '/pre_register/new',
  '/forgot_password',
  '/term',
];
const label = (route: string) => route.replace(token, '{token}');

const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });
const compressed = await measureTransfers(browser, url, benchRoutes);
const identity = await measureTransfers(browser, url, benchRoutes, { acceptEncoding: 'identity' });
await browser.close();
await app.close();

const row = (route: RouteTransfer, reference: RouteTransfer) =>
  `| ${label(route.path)} | ${kb(route.first.total)} (${kb(route.first.scripts)}) | ${kb(reference.first.total)} (${kb(reference.first.scripts)}) | ${kb(route.repeat.total)} (${kb(route.repeat.scripts)}) | ${kb(reference.repeat.total)} (${kb(reference.repeat.scripts)}) | ${route.first.requests} |`;
console.log('\nTransferred in Chromium (Resource Timing transferSize, headers included; scripts in brackets):\n');
console.log('| route | first visit | first, uncompressed (reference) | repeat visit | repeat, uncompressed | requests |');
console.log('|---|---|---|---|---|---|');
compressed.forEach((route, index) => console.log(row(route, identity[index]!)));

const loads = firstLoads(distDir);
console.log('\nBuild estimate: JavaScript each route needs before it is interactive (gzip -9 of the built files):\n');
console.log('| route | first-load JS, gzip | raw | files |');
console.log('|---|---|---|---|');
for (const load of loads) console.log(`| ${load.route} | ${kb(load.gzipBytes)} | ${kb(load.rawBytes)} | ${load.files.length} |`);
const heavy = ['konva', 'react-konva', 'dom-to-image-more', '@tiptap', 'prosemirror', 'quill', 'lexical'];
for (const load of loads) {
  const found = Object.keys(load.modules).filter((id) => heavy.some((name) => id.includes(`node_modules/${name}`)));
  if (found.length > 0) console.log(`!! ${load.route} loads ${found.length} modules of konva, dom-to-image-more or the rich-text editor first`);
}
const signup = loads.find((load) => load.route.startsWith('/signup'))!;
console.log(`\nPackages in the first load of ${signup.route} (rendered bytes, before minification and compression):`);
for (const [name, bytes] of byPackage(signup.modules).slice(0, 20)) console.log(`  ${kb(bytes).padStart(10)}  ${name}`);
