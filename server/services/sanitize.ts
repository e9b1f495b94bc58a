import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { abstractPurifyConfig, richTextPurifyConfig } from '../../engine/richText';
import type { CustomQuestionSet } from '../../schemas/customQuestions';

/** One DOMPurify on a server-side window (jsdom), as the browser's DOMPurify does it. */
const purify = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);

/**
 * Rich text from staff, cleaned before it is stored: scripts, event handlers, javascript: and
 * data: URLs and foreign content go; formatting and plain links stay. The browser cleans again
 * when it shows it.
 */
export function sanitizeRichText(html: string): string {
  return purify.sanitize(html, richTextPurifyConfig);
}

/** An abstract's text, cleaned to the marks abstracts use before it is stored. */
export function sanitizeAbstract(html: string): string {
  return purify.sanitize(html, abstractPurifyConfig);
}

/** Staff HTML in isHtml questions is stored sanitized, like notings; the browser cleans it again. */
export function sanitizedQuestions(items: CustomQuestionSet['items']): CustomQuestionSet['items'] {
  return items.map((item) => {
    if (!('isHtml' in item) || item.isHtml !== true) return item;
    const clean = { ...item } as typeof item & { text?: string; textEn?: string };
    if (typeof clean.text === 'string') clean.text = sanitizeRichText(clean.text);
    if (typeof clean.textEn === 'string') clean.textEn = sanitizeRichText(clean.textEn);
    return clean;
  });
}
