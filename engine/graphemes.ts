let segmenter: Intl.Segmenter | undefined;

/**
 * The grapheme clusters of `text` (a half-width kana and its sound mark, a kanji and its variation
 * selector, an emoji family: one each). The segmenter is made at first use: a page's first Intl
 * object loads the browser's locale data, tens of milliseconds on a slow phone.
 */
export function graphemes(text: string): Intl.Segments {
  segmenter ??= new Intl.Segmenter('ja', { granularity: 'grapheme' });
  return segmenter.segment(text);
}

/**
 * Text in which every code unit is a grapheme of its own: Latin, Greek, most Cyrillic,
 * punctuation, symbols, CJK ideographs, kana and full-width forms, without any combining mark
 * (U+0300–036F, U+0483–0489, U+3099–309A, U+302A–302F, half-width U+FF9E–FF9F), joiner or format
 * character (U+200B–200F, U+2060–206F), Hangul jamo, surrogate pair, or CR (which joins the LF
 * after it). Such text is read without the segmenter, which costs about 1.5 ms on a
 * 2,000-character abstract, and tens of milliseconds for a page's first use on a slow phone.
 */
const oneUnitEach =
  /^[\u0000-\u000C\u000E-\u02FF\u0370-\u0482\u048A-\u052F\u2010-\u2027\u2030-\u205E\u2100-\u2BFF\u3000-\u3029\u3030-\u3098\u309B-\u30FF\u3200-\u32FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uFF00-\uFF9D\uFFA0-\uFFEF]*$/;

/** Whether each code unit of `text` is a grapheme of its own (then `text[i]` are its graphemes). */
export const oneGraphemePerUnit = (text: string): boolean => oneUnitEach.test(text);

/** The number of graphemes in `text`: what a reader counts as characters. */
export function graphemeCount(text: string): number {
  if (oneGraphemePerUnit(text)) return text.length;
  let count = 0;
  for (const _ of graphemes(text)) count += 1;
  return count;
}
