import { beforeAll, describe, expect, it, vi } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { clientRoutes, routeFirstScreenParts, routePages, type RouteName } from '../../engine/routes';
import { preloadRoute } from '../../src/shell/routes';

const pageModules = import.meta.glob('../../src/pages/**/*.tsx');

/** A path for each route, its parameters filled in. */
const samplePath = (route: string) =>
  route.replace(/:([A-Za-z]+)/g, (_all, name: string) => (name === 'kind' ? 'oral' : name === 'id' || name.endsWith('Id') ? '7' : 'sample'));

describe('the first page of a visit', () => {
  // The pages' data calls start too; here they answer nothing, as this is about the code.
  beforeAll(() => vi.stubGlobal('fetch', () => Promise.resolve(new Response('{}', { headers: { 'content-type': 'application/json' } }))));

  // main.tsx asks for the first page's code before React's first render; a route missing from the
  // table would wait for that render, a 200–250 ms task at 4x CPU, before its code was asked for.
  it.each(Object.entries(clientRoutes))('starts loading the code of %s (%s) before the first render', async (_name, route) => {
    const loading = preloadRoute(samplePath(route), '');
    expect(loading, route).toBeInstanceOf(Promise);
    const module = (await loading) as Record<string, unknown>;
    expect(
      Object.values(module).some((value) => typeof value === 'function'),
      route,
    ).toBe(true);
  });

  // The server hints the code of the module routePages names (server/services/pageCode.ts): the
  // router must load that very module for the route, or a first visit fetches code it never runs.
  it.each(Object.entries(clientRoutes) as [RouteName, string][])('renders %s with the module routePages names for it', async (name, route) => {
    const loaded = await preloadRoute(samplePath(route), '');
    const load = pageModules[`../../src/pages/${routePages[name]}.tsx`];
    expect(load, routePages[name]).toBeDefined();
    expect(loaded, route).toBe(await load!());
  });

  // The parts a page loads at once are hinted too: each must be a module the page itself (or a
  // sibling module it imports, such as signupFlowCode.ts) asks for with import().
  it.each(Object.entries(routeFirstScreenParts))('%s asks for each part it is hinted with', (name, parts) => {
    const page = `src/pages/${routePages[name as RouteName]}.tsx`;
    const siblings = [...readFileSync(page, 'utf8').matchAll(/from '\.\/(\w+)'/g)].map((match) => path.join(path.dirname(page), match[1]!));
    const sources = [page, ...siblings.flatMap((file) => [`${file}.ts`, `${file}.tsx`].filter(existsSync))].map((file) => readFileSync(file, 'utf8'));
    for (const part of parts) {
      expect(pageModules[`../../src/pages/${part}.tsx`], part).toBeDefined();
      expect(
        sources.some((code) => code.includes(`import('./${path.basename(part)}')`)),
        part,
      ).toBe(true);
    }
  });

  it('starts nothing for a path that is no page', () => {
    expect(preloadRoute('/no/such/page', '')).toBeUndefined();
  });
});
