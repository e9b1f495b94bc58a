import {
  EXHIBITION_BOOTH_MAX,
  EXHIBITION_CONTACT_MAX,
  EXHIBITION_LINK_LABEL_MAX,
  EXHIBITION_NAME_MAX,
  EXHIBITION_TEXT_MAX,
  EXHIBITION_URL_MAX,
  PRIZE_NAME_MAX,
  type BannerInput,
  type BannerPlacement,
  type ExhibitionInput,
  type PrizeInput,
} from '../schemas/sponsors';
import { isEmail } from './account';
import { clientRoutes } from './routes';
import type { FieldError } from './validate';

/**
 * Sponsors' exhibitions and banners, and the point rally (issue 66). The sponsor's page runs the
 * writers' checks as they type; the server runs them again. The rally's codes are read here, the
 * same way from a camera and from a keyboard.
 */
const length = (value: string) => [...value].length;

function limited(path: string, value: string, limit: number, required: boolean): FieldError[] {
  if (required && value.trim() === '') return [{ path, code: 'required' }];
  if (length(value) > limit) return [{ path, code: 'maxLength', params: { limit } }];
  return [];
}

/** An address a participant may be sent to: http or https with a host, nothing a browser would run. */
export function isWebAddress(value: string): boolean {
  if (length(value) > EXHIBITION_URL_MAX) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An exhibition needs its Japanese name; English, the texts, the contact and the links may wait. */
export function exhibitionProblems(input: ExhibitionInput): FieldError[] {
  const problems = [
    ...limited('nameJa', input.nameJa, EXHIBITION_NAME_MAX, true),
    ...limited('nameEn', input.nameEn, EXHIBITION_NAME_MAX, false),
    ...limited('bodyJa', input.bodyJa, EXHIBITION_TEXT_MAX, false),
    ...limited('bodyEn', input.bodyEn, EXHIBITION_TEXT_MAX, false),
    ...limited('booth', input.booth, EXHIBITION_BOOTH_MAX, false),
    ...limited('contactJa', input.contactJa, EXHIBITION_CONTACT_MAX, false),
    ...limited('contactEn', input.contactEn, EXHIBITION_CONTACT_MAX, false),
  ];
  if (input.contactEmail.trim() !== '' && !isEmail(input.contactEmail.trim())) problems.push({ path: 'contactEmail', code: 'invalidEmail' });
  input.links.forEach((link, index) => {
    problems.push(...limited(`links.${index}.label`, link.label, EXHIBITION_LINK_LABEL_MAX, true));
    if (!isWebAddress(link.url.trim())) problems.push({ path: `links.${index}.url`, code: 'invalidUrl' });
  });
  return problems;
}

export const bannerProblems = (input: BannerInput): FieldError[] =>
  input.linkUrl.trim() === '' || isWebAddress(input.linkUrl.trim()) ? [] : [{ path: 'linkUrl', code: 'invalidUrl' }];

export const prizeProblems = (input: PrizeInput): FieldError[] => [
  ...limited('nameJa', input.nameJa, PRIZE_NAME_MAX, true),
  ...limited('nameEn', input.nameEn, PRIZE_NAME_MAX, false),
];

/**
 * An exhibition's rally code: ten characters of Crockford's base 32 (50 bits, drawn by the server),
 * printed in groups of five. Typed by a person, it forgives case, spaces, hyphens and the letters
 * a person reads as digits (O, I, L).
 */
export const RALLY_CODE_LENGTH = 10;
export const RALLY_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** The page a rally QR code opens: a phone's own camera app lands on the point rally with the code. */
export const RALLY_PATH = clientRoutes.pointRally;

export const formatRallyCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/** What a QR code holds: the point rally's address on this site with the exhibition's code. */
export const rallyQrText = (origin: string, code: string) => `${origin}${RALLY_PATH}?code=${code}`;

/**
 * The code in what the camera read or the participant typed: a rally address (any origin: the
 * server decides whether the code is this conference's) or the code itself. Anything else is
 * undefined, which the page names as §8's "invalid QR code" without asking the server.
 */
export function rallyCodeFrom(text: string): string | undefined {
  const trimmed = text.trim();
  let candidate = trimmed;
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      const url = new URL(trimmed);
      if (url.pathname !== RALLY_PATH) return undefined;
      candidate = url.searchParams.get('code') ?? '';
    } catch {
      return undefined;
    }
  }
  const folded = candidate.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (folded.length !== RALLY_CODE_LENGTH) return undefined;
  return [...folded].every((character) => RALLY_ALPHABET.includes(character)) ? folded : undefined;
}

/**
 * The banner to show in a place, drawn by weight: a banner of weight 4 shows four times as often
 * as one of weight 1. `random` is in [0, 1).
 */
export function pickBanner<T extends { weight: number }>(banners: readonly T[], random: number): T | undefined {
  const total = banners.reduce((sum, banner) => sum + Math.max(0, banner.weight), 0);
  if (total <= 0) return undefined;
  let left = random * total;
  for (const banner of banners) {
    left -= Math.max(0, banner.weight);
    if (left < 0) return banner;
  }
  return banners.at(-1);
}

/** What the sponsors' and the rally's calls answer (server/services/sponsors.ts and pointRally.ts write them, src/api/sponsors.ts reads them). */
export interface SponsorFileView {
  id: number;
  kind: 'image' | 'file';
  fileName: string;
  contentType: string;
  byteSize: number;
  url: string;
}

export interface ExhibitionLink {
  label: string;
  url: string;
}

export interface ExhibitionSummary {
  id: number;
  nameJa: string;
  nameEn: string;
  booth: string;
  /** The first image, for the list's card. */
  imageUrl: string | null;
}

export interface ExhibitionView extends ExhibitionSummary {
  bodyJa: string;
  bodyEn: string;
  contactJa: string;
  contactEn: string;
  contactEmail: string;
  links: ExhibitionLink[];
  isPublished: boolean;
  images: SponsorFileView[];
  files: SponsorFileView[];
  /** The sponsor's presentations in the program (isSponsor), where participants comment and like. */
  presentations: { id: number; code: string; name: string; nameEn: string | null }[];
}

export interface BannerView {
  id: number;
  exhibitionId: number;
  placement: BannerPlacement;
  weight: number;
  linkUrl: string;
  isActive: boolean;
  imageUrl: string;
  fileName: string;
}

/** A banner as the dashboard shows it, with whose it is (for its picture's text). */
export interface ShownBanner extends BannerView {
  nameJa: string;
  nameEn: string;
}

/** The sponsor's own page: its exhibition (none until first saved), its banners, and its rally code. */
export interface SponsorConsoleView {
  exhibition: ExhibitionView | null;
  banners: BannerView[];
  rallyCode: string | null;
  rallyPoints: number | null;
}

/** One Tokyo day of a sponsor's insight. */
export interface InsightDay {
  day: string;
  visits: number;
  visitors: number;
  likes: number;
  comments: number;
  scans: number;
}

export interface InsightView {
  days: InsightDay[];
  totals: Omit<InsightDay, 'day'>;
}

export interface PrizeView {
  id: number;
  nameJa: string;
  nameEn: string;
  points: number;
  stock: number | null;
  claimed: number;
}

export interface RallyScanView {
  exhibitionId: number;
  nameJa: string;
  nameEn: string;
  points: number;
  createdAt: string;
}

export interface RallyView {
  earned: number;
  balance: number;
  scans: RallyScanView[];
  prizes: PrizeView[];
  /** The prizes this participant claimed (by prize id), with when. */
  claims: { prizeId: number; createdAt: string }[];
  /** Exhibitions taking part, to show how many are left to visit. */
  exhibitions: number;
}

/** What a participant may do with a prize. */
export type PrizeState = 'claimed' | 'gone' | 'short' | 'open';

export function prizeState(prize: PrizeView, balance: number, claims: RallyView['claims']): PrizeState {
  if (claims.some((claim) => claim.prizeId === prize.id)) return 'claimed';
  if (prize.stock !== null && prize.claimed >= prize.stock) return 'gone';
  return balance < prize.points ? 'short' : 'open';
}

/** An exhibition in the managers' rally list. */
export interface RallyExhibitionView {
  id: number;
  nameJa: string;
  nameEn: string;
  booth: string;
  sponsorEmail: string;
  isPublished: boolean;
  rallyCode: string;
  rallyPoints: number;
  scans: number;
}
