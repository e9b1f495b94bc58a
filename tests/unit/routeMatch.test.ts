import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { clientRoutes, routeNameOf, routeParams, type RouteName } from '../../engine/routes';

// The app renders the page routeNameOf names (src/shell/routes.tsx), not the one react-router's
// matcher would rank first: both must agree on every path a page can have.
const table = (Object.entries(clientRoutes) as [RouteName, string][]).map(([id, path]) => ({ id, path }));
const reactRouterName = (pathname: string) => matchRoutes(table, pathname)?.at(-1)?.route.id;

// Every route's pattern, its parameters filled with values that look like other routes' words.
const fillers = ['x1', '42', 'new', 'edit', 'en', 'global', 'reviews', 'invitation', 'a%20b', 'a%2Fb'];
const paths = [
  ...new Set(
    Object.values(clientRoutes).flatMap((pattern) =>
      fillers.flatMap((filler) => {
        const path = pattern.replace(/:[A-Za-z]+/g, filler);
        return [path, path === '/' ? path : `${path}/`];
      }),
    ),
  ),
];
const strays = ['/nowhere', '/signup', '/signup/a/b', '/mng', '/submissions/new', '/privacy_policy/global/fr', '/presentations/', '//'];

describe("the app's route table and react-router agree", () => {
  it.each(paths)('%s', (path) => {
    expect(routeNameOf(path)).toBe(reactRouterName(path));
  });

  it.each(strays)('%s', (path) => {
    expect(routeNameOf(path)).toBe(reactRouterName(path));
  });

  it('reads the same parameters', () => {
    for (const path of paths) {
      const name = routeNameOf(path);
      if (!name) continue;
      const params = matchRoutes(table, path)!.at(-1)!.params;
      expect(routeParams(name, path)).toEqual(Object.fromEntries(Object.entries(params).filter(([key]) => key !== '*')));
    }
  });
});
