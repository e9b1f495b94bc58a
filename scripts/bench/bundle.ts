/**
 * npm run bench:bundle — builds the app and prints, per route, the gzip size of the JavaScript it
 * needs before it is interactive (the entry's static imports plus the route's own lazy chunk),
 * and the packages that make up the largest first load. Option: --no-build to read dist/ as is.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { byPackage, firstLoads } from './firstLoads';

const distDir = path.resolve('dist');
if (!process.argv.includes('--no-build')) {
  execFileSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const loads = firstLoads(distDir);
console.log('\n| route | first-load JS, gzip | raw | files |');
console.log('|---|---|---|---|');
for (const load of loads) console.log(`| ${load.route} | ${kb(load.gzipBytes)} | ${kb(load.rawBytes)} | ${load.files.length} |`);
const heavy = ['konva', 'react-konva', 'dom-to-image-more', '@tiptap', 'prosemirror', 'quill', 'lexical'];
for (const load of loads) {
  const found = Object.keys(load.modules).filter((id) => heavy.some((name) => id.includes(`node_modules/${name}`)));
  if (found.length > 0) console.log(`!! ${load.route} loads ${found.length} modules of konva, dom-to-image-more or the rich-text editor first`);
}
const signup = loads.find((load) => load.route.startsWith('/signup'))!;
console.log(`\nPackages in the first load of ${signup.route} (rendered bytes, before minification and gzip):`);
for (const [name, bytes] of byPackage(signup.modules).slice(0, 20)) console.log(`  ${kb(bytes).padStart(10)}  ${name}`);
