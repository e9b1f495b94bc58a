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

/** Entry and exit at the venue's door (issue 66, §4: "a duplicate check-in or check-out is rejected"). */
export const passKinds = ['entry', 'exit'] as const;
export type PassKind = (typeof passKinds)[number];
/** What a scan at the door did: counted, or refused with §8's reason (an unknown code too). */
export type PassOutcome = 'accepted' | 'alreadyIn' | 'alreadyOut' | 'consecutive' | 'unknownCode';
/** The same card scanned again for the same way within this time is a second read of one pass (§8 "consecutive entry or exit"). */
export const CONSECUTIVE_MS = 60_000;

/**
 * A scan judged against the person's last counted pass: the same way again within a minute is a
 * consecutive read; entering while inside is "already checked in"; leaving while outside (or never
 * in) is "already checked out".
 */
export function passOutcome(kind: PassKind, last: { kind: PassKind; at: Date } | undefined, at: Date): PassOutcome {
  if (last && last.kind === kind && Math.abs(at.getTime() - last.at.getTime()) < CONSECUTIVE_MS) return 'consecutive';
  if (kind === 'entry') return last?.kind === 'entry' ? 'alreadyIn' : 'accepted';
  return last?.kind === 'entry' ? 'accepted' : 'alreadyOut';
}

/** The message each refusal shows (engine/serverMessages.ts), in the staff member's language. */
export const passRefusals = {
  alreadyIn: 'alreadyCheckedIn',
  alreadyOut: 'alreadyCheckedOut',
  consecutive: 'consecutivePass',
  unknownCode: 'unknownEntryCode',
} as const satisfies Record<Exclude<PassOutcome, 'accepted'>, string>;

/** What the door's call answers for one scan. */
export interface PassResult {
  scanId: string;
  outcome: PassOutcome;
  kind: PassKind;
  /** The person, when the code is one of this conference's. */
  person: { ja: string; en: string } | null;
  /** This scan had been received before (a queue sending it again): nothing more was counted. */
  repeated: boolean;
  message: string;
  messageEn: string;
}

/** A person at the door, found by name for a card forgotten at home. */
export interface DoorPerson {
  userId: number;
  name: { ja: string; en: string };
  affiliation: string;
  code: string;
  inside: boolean;
}
