import { graphemes } from '../graphemes';
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

/**
 * Text in which every code unit is a character of its own: Latin, Greek, most Cyrillic,
 * punctuation, symbols, CJK ideographs, kana and full-width forms, without any combining mark
 * (U+0300–036F, U+0483–0489, U+3099–309A, U+302A–302F, half-width U+FF9E–FF9F), joiner or format
 * character (U+200B–200F, U+2060–206F), Hangul jamo, or surrogate pair. Such text is counted
 * without the segmenter, which costs about 1.5 ms on a 2,000-character abstract, every keystroke.
 */
const oneUnitEach =
  /^[\u0000-\u02FF\u0370-\u0482\u048A-\u052F\u2010-\u2027\u2030-\u205E\u2100-\u2BFF\u3000-\u3029\u3030-\u3098\u309B-\u30FF\u3200-\u32FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uFF00-\uFF9D\uFFA0-\uFFEF]*$/;
const whitespace = /\s/gu;

/**
 * Characters as a Japanese reader counts them (文字数, spaces not counted): one per grapheme, so a
 * full-width letter, a kanji with a variation selector or an emoji family is one, and line breaks,
 * spaces and full-width spaces are none.
 */
export function countCharacters(html: string): number {
  const text = plainText(html);
  if (oneUnitEach.test(text)) return text.length - (text.match(whitespace)?.length ?? 0);
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
