import type { FieldError } from '../validate';

/**
 * External member collation (docs/requirements/public-area.md §4, §7): the member number, family and given
 * name and affiliation typed by the attendee against the society's member record. Names compare
 * after Unicode folding (full-width to half-width), case and spacing, so "ＹＡＭＡＤＡ " matches
 * "Yamada".
 */
export const COLLATION_PAUSE_MS = 1000;

export interface CollationInput {
  memberCode?: string;
  nameSei?: string;
  nameMei?: string;
  affiliation?: string;
}

export interface MemberRecord {
  memberCode: string;
  nameSei: string;
  nameMei: string;
  affiliation: string;
  externalMemberId: string;
}

export interface CollationResult {
  ok: boolean;
  /** The record's values, offered for taking over; absent when no member has that number. */
  suggestionAttributes?: Omit<MemberRecord, 'memberCode'>;
  /** Errors by form path: memberCode, nameSei, nameMei, affiliation.name. */
  errors: FieldError[];
}

export const foldForCollation = (value: string | undefined) => (value ?? '').normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

export const normalizeMemberCode = (value: string | undefined) => (value ?? '').normalize('NFKC').replace(/[\s-]/g, '').toUpperCase();

export function collate(input: CollationInput, record: MemberRecord | undefined): CollationResult {
  if (!record) return { ok: false, errors: [{ path: 'memberCode', code: 'memberNotFound' }] };
  const errors: FieldError[] = [];
  const compare = (path: string, typed: string | undefined, stored: string) => {
    if (foldForCollation(typed) !== foldForCollation(stored)) errors.push({ path, code: 'memberMismatch' });
  };
  compare('nameSei', input.nameSei, record.nameSei);
  compare('nameMei', input.nameMei, record.nameMei);
  compare('affiliation.name', input.affiliation, record.affiliation);
  // The record is offered only to someone who already knows the number and part of the name.
  const nameMatches = errors.filter((error) => error.path === 'nameSei' || error.path === 'nameMei').length < 2;
  const suggestionAttributes = { nameSei: record.nameSei, nameMei: record.nameMei, affiliation: record.affiliation, externalMemberId: record.externalMemberId };
  return { ok: errors.length === 0, ...(nameMatches ? { suggestionAttributes } : {}), errors };
}
