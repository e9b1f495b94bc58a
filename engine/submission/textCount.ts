import { graphemes, oneGraphemePerUnit } from '../graphemes';
import { htmlText } from '../richText';

/**
 * What a reader counts in a title or abstract (issue 17, spec §5 "limits on characters and
 * words"): the text as printed, never its markup. Japanese is counted in characters, English in
 * words; the browser's counter and the server's refusal use these same two functions.
 */

/** The printed text of an abstract's markup: breaks kept as line breaks, then the reader's text. */
export function plainText(html: string): string {
  return htmlText(html.replace(/<(br|\/p|\/div|\/li)\b[^>]*>/gi, '\n$&'));
}

const whitespace = /\s/gu;

/**
 * Characters as a Japanese reader counts them (文字数, spaces not counted): one per grapheme, so a
 * full-width letter, a kanji with a variation selector or an emoji family is one, and line breaks,
 * spaces and full-width spaces are none.
 */
export function countCharacters(html: string): number {
  const text = plainText(html);
  if (oneGraphemePerUnit(text)) return text.length - (text.match(whitespace)?.length ?? 0);
  let count = 0;
  for (const { segment } of graphemes(text)) if (!/^\s+$/u.test(segment)) count += 1;
  return count;
}

/**
 * Words as an English reader counts them: runs between spaces that hold a letter or digit, after
 * full-width letters are read as their ordinary forms (ＡＢＣ　ｄｅｆ is two words). A hyphenated
 * compound is one word, a lone dash none.
 */
export function countWords(html: string): number {
  return plainText(html)
    .normalize('NFKC')
    .split(/\s+/u)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

export type CountUnit = 'characters' | 'words';

export const countText = (html: string, unit: CountUnit) => (unit === 'characters' ? countCharacters(html) : countWords(html));
