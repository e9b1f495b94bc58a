import { RALLY_ALPHABET } from './sponsors';

/**
 * The venue (issue 66): a participant's entry code, printed as a QR code on the name card, which
 * staff scan at the entrance. Twelve characters of Crockford's base 32 (60 bits) drawn by the
 * server; the QR code holds `KAIGI-ENTRY:` and the code, so no other QR code reads as one.
 */
export const ENTRY_CODE_LENGTH = 12;
export const ENTRY_QR_PREFIX = 'KAIGI-ENTRY:';

export const entryQrText = (code: string) => `${ENTRY_QR_PREFIX}${code}`;

/** The code in what a scanner read or staff typed (the code alone, any case, spaces and hyphens); undefined for anything else. */
export function entryCodeFrom(text: string): string | undefined {
  const trimmed = text.trim();
  const candidate = trimmed.toUpperCase().startsWith(ENTRY_QR_PREFIX) ? trimmed.slice(ENTRY_QR_PREFIX.length) : trimmed;
  const folded = candidate.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (folded.length !== ENTRY_CODE_LENGTH) return undefined;
  return [...folded].every((character) => RALLY_ALPHABET.includes(character)) ? folded : undefined;
}

/**
 * Name cards on A4 sheets: the 91 × 55 mm Japanese business card, ten to a sheet (two columns of
 * five), as the perforated card sheets sold for office printers are laid out.
 */
export const NAME_CARD = { widthMm: 91, heightMm: 55, columns: 2, rows: 5, marginLeftMm: 14, marginTopMm: 11 } as const;
/** The most cards one PDF holds (a large conference prints in batches). */
export const NAME_CARDS_MAX = 3_000;
