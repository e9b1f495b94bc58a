import { describe, expect, it, vi } from 'vitest';
import { clientRoutes, firstCallsOf, routeFirstCalls, viewerCall, type RouteName } from '../../engine/routes';
import { preloadRoute } from '../../src/shell/routes';
import { optionalMeKey } from '../../src/api/session';
import { loginEmailKey } from '../../src/api/get-login-email';
import { customQuestionsKey } from '../../src/api/get-custom-questions';
import { keywordsKey } from '../../src/api/get-keywords';
import { notingsKey } from '../../src/api/notings';
import { commissionKey, commissionLoginEmailKey, preferenceKey } from '../../src/api/commissions';

const asked: string[] = [];
// What a route's start asks SWR for; nothing is fetched.
vi.mock('swr', async (importOriginal) => ({
  ...(await importOriginal<typeof import('swr')>()),
  preload: (key: string) => {
    asked.push(key);
    return Promise.resolve({ user: null });
  },
}));

const samplePath = (route: string) => route.replace(/:([A-Za-z]+)/g, (_all, name: string) => `sample-${name}`);

/**
 * The server answers a route's first calls into its page (engine/routes.ts `routeFirstCalls`); the
 * client's start must ask for those very paths, or the page waits for calls it already holds.
 */
describe("a route's first calls", () => {
  it.each(Object.keys(routeFirstCalls) as RouteName[])('%s asks, as it starts, for exactly the calls its page carries', (name) => {
    asked.length = 0;
    const path = samplePath(clientRoutes[name]);
    void preloadRoute(path, '')?.catch(() => undefined);
    expect(asked).toEqual(firstCallsOf(path).filter((call) => call !== viewerCall));
  });

  // The pages' hooks read SWR's cache under these keys: a carried answer under another path would be fetched again.
  it("names the very keys the pages' hooks read", () => {
    expect(routeFirstCalls.signup({ token: 'a b' })).toEqual([loginEmailKey('a b'), customQuestionsKey, keywordsKey, notingsKey]);
    expect(routeFirstCalls.committerSignup({ token: 'a b' })).toEqual([commissionLoginEmailKey('a b'), notingsKey]);
    expect(routeFirstCalls.organizerInvitation({ code: 'a b' })).toEqual([commissionKey('organizer', 'a b'), preferenceKey, notingsKey]);
    expect(routeFirstCalls.presenterInvitation({ code: 'a b' })).toEqual([commissionKey('presenter', 'a b'), preferenceKey, notingsKey]);
  });

  it('carries who is signed in on every page, as main.tsx asks for it', () => {
    expect(viewerCall).toBe(optionalMeKey);
    for (const route of Object.values(clientRoutes)) expect(firstCallsOf(samplePath(route))[0], route).toBe(optionalMeKey);
  });
});
