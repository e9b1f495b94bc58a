import { highlight } from '../../../engine/program/search';

/** The words found, marked as the search found them (width, case and kana do not matter). */
export function Highlight({ text, terms }: { text: string; terms: readonly string[] }) {
  if (terms.length === 0) return <>{text}</>;
  return <>{highlight(text, terms).map((piece, i) => (piece.hit ? <mark key={i}>{piece.text}</mark> : <span key={i}>{piece.text}</span>))}</>;
}
