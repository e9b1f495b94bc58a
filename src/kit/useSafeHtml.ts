import { useEffect, useMemo, useState } from 'react';
import { richTextPurifyConfig } from '../../engine/richText';
import { purifyCode } from './purifyCode';

// Asked for as soon as a page that shows rich text loads, beside the page's other code (the first
// page of a visit asks before its own code has run: its route lists it): the text is usually the
// page's largest paint, and waiting for its data before asking put one more round trip in front of it.
// A failed load is the effect's to meet (the text then stays without markup), not an unhandled rejection.
purifyCode.load().catch(() => undefined);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * Staff rich text (notings, isHtml questions) made safe for the page with DOMPurify and the one
 * rich-text configuration. DOMPurify loads with the pages that show rich text, not with the
 * entry; for the moment before it arrives the text shows without its markup, read from an inert
 * parsed document (DOMParser runs no script and fetches nothing).
 */
export function useSafeHtml(html: string | undefined, config: object = richTextPurifyConfig): string | undefined {
  const [ready, setReady] = useState(purifyCode.current !== undefined);
  useEffect(() => {
    if (ready || html === undefined) return;
    let current = true;
    void purifyCode.load().then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, [ready, html]);
  return useMemo(() => {
    if (html === undefined) return undefined;
    const purify = purifyCode.current?.default;
    if (ready && purify) return purify.sanitize(html, config);
    return escapeHtml(new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '');
  }, [html, ready, config]);
}
