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
