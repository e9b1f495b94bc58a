/** Unknown paths show a plain-text 404 (docs/requirements/public-area.md §2), without the page frame. */
export function NotFound() {
  return <pre style={{ margin: 8, fontFamily: 'monospace' }}>404 Not Found</pre>;
}
