/**
 * Search text as an attendee of a Japanese conference expects it (issue 22): full-width and
 * half-width forms, letter case and katakana/hiragana do not matter. Text is normalized once on
 * write and the query the same way, so the database compares like with like.
 */
import { graphemes, oneGraphemePerUnit } from '../graphemes';

const KATAKANA = /[\u30a1-\u30f6]/g;
const KANA_OFFSET = 0x60;

/** NFKC (width), lower case, katakana as hiragana, runs of white space as one space. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(KATAKANA, (char) => String.fromCharCode(char.charCodeAt(0) - KANA_OFFSET))
    .replace(/\s+/gu, ' ')
    .trim();
}

/** A word as a LIKE pattern matches it literally: its %, _ and \\ escaped. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The words of a query, normalized; several words narrow the result (each must be found). */
export function searchTerms(query: string | null | undefined): string[] {
  if (!query) return [];
  return [...new Set(normalizeSearchText(query).split(' ').filter(Boolean))].slice(0, MAX_SEARCH_TERMS);
}

/** More words than this add nothing a person types; the rest are ignored. */
export const MAX_SEARCH_TERMS = 8;

/**
 * The pieces of normalized text the database indexes for substring search: every run of two and of
 * three characters inside each word (pieces never span a space; a query word holds none). The
 * migration `0017_search_trigrams.sql` computes the same pieces in SQL for rows stored before.
 */
export function searchGrams(normalized: string): string[] {
  const grams = new Set<string>();
  for (const word of normalized.split(' ')) {
    const chars = [...word];
    for (let i = 0; i + 1 < chars.length; i += 1) {
      grams.add(chars[i]! + chars[i + 1]!);
      if (i + 2 < chars.length) grams.add(chars[i]! + chars[i + 1]! + chars[i + 2]!);
    }
  }
  return [...grams];
}

/**
 * The pieces a query word needs a row to hold: its three-character pieces (far fewer rows hold
 * all of "tsu", "sun", "una", "nam" and "ami" than all of "ts", "su", "un", "na", "am" and "mi"),
 * or, for a two-character word such as 過程, the word itself. A row that holds the word holds them
 * all; the stored text then confirms the word. A one-character word has none.
 */
export function queryGrams(term: string): string[] {
  const chars = [...term];
  if (chars.length < 3) return chars.length === 2 ? [term] : [];
  const grams = new Set<string>();
  for (let i = 0; i + 2 < chars.length; i += 1) grams.add(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  return [...grams];
}

/** Each grapheme's normalized text, kept: a page of abstracts repeats a few thousand characters. */
const graphemeNormal = new Map<string, string>();

function normalizedGrapheme(char: string): string {
  let piece = graphemeNormal.get(char);
  if (piece === undefined) {
    piece = normalizeSearchText(char) || (/\s/u.test(char) ? ' ' : '');
    if (graphemeNormal.size >= 20_000) graphemeNormal.clear();
    graphemeNormal.set(char, piece);
  }
  return piece;
}

export interface Highlighted {
  text: string;
  hit: boolean;
}

/**
 * `text` cut into pieces where the query's words are found, by the same normalization as the
 * search: "ｶﾞｳｽ" in a query marks "ガウス" in the text. Positions map back to the original text.
 */
export function highlight(text: string, terms: readonly string[]): Highlighted[] {
  if (terms.length === 0 || !text) return [{ text, hit: false }];
  // Each normalized character remembers the original span it came from.
  let normalized = '';
  const origin: number[] = [];
  let offset = 0;
  // Grapheme clusters, so a half-width kana and its sound mark (ｶﾞ) normalize together, as in the
  // whole text; text of one grapheme per code unit is read a unit at a time, without the segmenter
  // (a search page's abstracts took 100 ms of it at 4x CPU).
  const clusters = oneGraphemePerUnit(text) ? text : Array.from(graphemes(text), (part) => part.segment);
  for (let i = 0; i < clusters.length; i += 1) {
    const char = clusters[i]!;
    const piece = normalizedGrapheme(char);
    for (let j = 0; j < piece.length; j += 1) origin.push(offset);
    normalized += piece;
    offset += char.length;
  }
  origin.push(text.length);
  const marked = new Array<boolean>(text.length).fill(false);
  for (const term of terms) {
    for (let at = normalized.indexOf(term); at !== -1; at = normalized.indexOf(term, at + 1)) {
      const start = origin[at]!;
      const end = origin[at + term.length] ?? text.length;
      for (let i = start; i < end; i += 1) marked[i] = true;
    }
  }
  const pieces: Highlighted[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const last = pieces.at(-1);
    if (last && last.hit === marked[i]) last.text += text[i];
    else pieces.push({ text: text[i]!, hit: marked[i]! });
  }
  return pieces;
}
