import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { firstLoads, routePages } from '../../scripts/bench/firstLoads';

const distDir = path.resolve('.vitest-tmp/dist');

/** Built by the e2e global setup with the production config; the same analysis as bench:bundle. */
describe('first loads of the built app', () => {
  if (!existsSync(path.join(distDir, '.vite', 'chunks.json'))) throw new Error('No chunk report: the e2e global setup builds the app first');
  const loads = firstLoads(distDir);
  const packagesIn = (modules: Record<string, number>) =>
    new Set(Object.keys(modules).map((id) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1]).filter(Boolean));

  it('covers every page route', () => {
    const lazyPages = [...readFileSync('src/app/routes.tsx', 'utf8').matchAll(/import\('\.\.\/pages\/([^']+)'\)/g)].map((match) => `src/pages/${match[1]}.tsx`);
    expect(new Set(Object.values(routePages))).toEqual(new Set(lazyPages));
    for (const load of loads) expect(load.files.length, load.route).toBeGreaterThan(0);
  });

  it.each(['konva', 'react-konva', 'dom-to-image-more', 'react-dropzone', '@tiptap/core', '@tiptap/react', '@tiptap/starter-kit', 'prosemirror-view'])('no route loads %s before it is interactive', (name) => {
    for (const load of loads) expect(packagesIn(load.modules).has(name), load.route).toBe(false);
  });

  // DOMPurify loads when staff rich text is on the page; RJSF's two URI calls use the browser's parser.
  it.each(['dompurify', 'fast-uri'])('keeps %s out of every first load', (name) => {
    for (const load of loads) expect(packagesIn(load.modules).has(name), load.route).toBe(false);
  });

  it('keeps AJV out of every first load, the registration form included (it loads after the form renders)', () => {
    for (const load of loads) expect(packagesIn(load.modules).has('ajv'), load.route).toBe(false);
  });

  it('keeps the form library out of pages without a generated form', () => {
    for (const load of loads.filter((candidate) => !/^\/(signup|committer_signup)\//.test(candidate.route))) expect(packagesIn(load.modules).has('@rjsf/core'), load.route).toBe(false);
  });
});
