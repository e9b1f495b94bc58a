import { beforeAll, describe, expect, it, vi } from 'vitest';
import { clientRoutes } from '../../engine/routes';
import { preloadRoute } from '../../src/app/routes';

/** A path for each route, its parameters filled in. */
const samplePath = (route: string) => route.replace(/:([A-Za-z]+)/g, (_all, name: string) => (name === 'kind' ? 'oral' : name === 'id' || name.endsWith('Id') ? '7' : 'sample'));

describe('the first page of a visit', () => {
  // The pages' data calls start too; here they answer nothing, as this is about the code.
  beforeAll(() => vi.stubGlobal('fetch', () => Promise.resolve(new Response('{}', { headers: { 'content-type': 'application/json' } }))));

  // main.tsx asks for the first page's code before React's first render; a route missing from the
  // table would wait for that render, a 200–250 ms task at 4x CPU, before its code was asked for.
  it.each(Object.entries(clientRoutes))('starts loading the code of %s (%s) before the first render', async (_name, route) => {
    const loading = preloadRoute(samplePath(route), '');
    expect(loading, route).toBeInstanceOf(Promise);
    const module = (await loading) as Record<string, unknown>;
    expect(Object.values(module).some((value) => typeof value === 'function'), route).toBe(true);
  });

  it('starts nothing for a path that is no page', () => {
    expect(preloadRoute('/no/such/page', '')).toBeUndefined();
  });
});
