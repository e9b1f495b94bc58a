/**
 * The one DOMPurify configuration for rich text from staff (notings, isHtml questions): the
 * server applies it before storing, the browser again before showing (ARCHITECTURE.md "Security in one screen").
 * Formatting, lists and plain links stay; scripts, handlers, javascript: URLs, styles, forms,
 * foreign content and media go (an image from elsewhere would tell its host who read the page;
 * the editor makes none). `target` is kept so staff links can open a new tab; DOMPurify still removes
 * any unsafe URL.
 */
export const richTextPurifyConfig = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'textarea', 'select', 'button', 'img', 'picture', 'source', 'video', 'audio', 'track'],
  FORBID_ATTR: ['style'],
  ADD_ATTR: ['target'],
};

/** Plain text made safe to place in HTML. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Plain text as HTML with its http(s) addresses made clickable (mails, the demo outbox). */
export const linkedHtml = (text: string) => escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of markup as a reader sees it: tags gone, entities read as the characters they stand for. */
export function htmlText(html: string): string {
  // Only what parses as a tag is markup: "a < b" is text, as the HTML parser (and DOMPurify) reads it.
  return html.replace(/<\/?[a-z][^>]*>/gi, '').replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return entities[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * How long rich text is as a reader sees it: characters of its text, not of its markup (limits
 * and counters of staff text count this). Works on the sanitized HTML the editor produces.
 */
export function visibleLength(html: string): number {
  return [...htmlText(html)].length;
}

export { RICH_TEXT_MARKUP_FACTOR } from '../schemas/notings';

/**
 * What an abstract may carry (issue 17): the inline marks a printed abstract uses (italic species
 * names, bold, chemical sub- and superscripts) and line breaks; nothing else, no attributes.
 */
export const abstractPurifyConfig = { ALLOWED_TAGS: ['i', 'em', 'b', 'strong', 'sup', 'sub', 'br'], ALLOWED_ATTR: [] as string[] };
