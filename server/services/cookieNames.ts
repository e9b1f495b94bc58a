/**
 * Cookie names. Under https they carry the `__Host-` prefix, which browsers accept only with
 * Secure, Path=/ and no Domain, so a sibling subdomain or a plain-http page cannot plant them.
 */
const named = (name: string) => (https: boolean) => (https ? `__Host-${name}` : name);

export const sessionCookieName = named('kaigi_session');
export const csrfCookieName = named('kaigi_csrf');
/** Marks a browser that has signed in to an account before (login lockout, docs/decisions.md "Lockout"). */
export const deviceCookieName = named('kaigi_device');
