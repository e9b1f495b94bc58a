/**
 * The two functions @rjsf/utils takes from fast-uri (resolving a `$ref` against a schema's `$id`,
 * and comparing two URIs), on the browser's own URL parser. fast-uri is 48 KB before
 * minification and sat in the first load of every form page; AJV keeps the real one (see
 * vite.config.ts). Generated schemas carry no `$id`, so RJSF does not call these today; they stay
 * right for one that does, absolute or relative (tests/unit/uriResolver.test.ts).
 */
const PLACEHOLDER = 'http://relative.invalid';

/** A URI as a URL: itself when absolute, else under a placeholder origin. */
const parse = (uri: string, base?: URL) => new URL(uri, base ?? `${PLACEHOLDER}/`);
const serialize = (url: URL, rooted: boolean) => (url.origin === PLACEHOLDER ? url.href.slice(PLACEHOLDER.length + (rooted ? 0 : 1)) : url.href);

export function resolve(base: string, ref: string): string {
  return serialize(parse(ref, parse(base)), base.startsWith('/') || ref.startsWith('/'));
}

export function equal(a: string, b: string): boolean {
  return serialize(parse(a), a.startsWith('/')) === serialize(parse(b), b.startsWith('/'));
}

export default { resolve, equal };
