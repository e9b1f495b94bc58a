/**
 * The browser's routes, shared by the router and the server (which serves the page for these and
 * a plain-text 404 for anything else). `:name` is one path segment.
 */
export const clientRoutes = {
  home: '/',
  signup: '/signup/:token',
} as const;

const patterns = Object.values(clientRoutes).map(
  (route) => new RegExp(`^${route.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
);

export function isClientRoute(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}
