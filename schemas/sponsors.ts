import type { FromSchema } from 'json-schema-to-ts';

/**
 * Sponsors and the point rally (issue 66): a sponsor's exhibition (texts, images, files, links,
 * contact), its dashboard banners, and the prizes the point rally's points buy. The route bodies
 * are these schemas; a writer's limits, field by field in their language, are engine/sponsors.ts's
 * checks.
 */
export const EXHIBITION_NAME_MAX = 200;
export const EXHIBITION_TEXT_MAX = 4_000;
export const EXHIBITION_BOOTH_MAX = 50;
export const EXHIBITION_CONTACT_MAX = 500;
export const EXHIBITION_LINKS_MAX = 5;
export const EXHIBITION_LINK_LABEL_MAX = 100;
export const EXHIBITION_URL_MAX = 500;
/** Images and files an exhibition shows; banners a sponsor runs. */
export const EXHIBITION_IMAGES_MAX = 6;
export const EXHIBITION_FILES_MAX = 5;
export const SPONSOR_BANNERS_MAX = 3;
/** A banner's share of its place, against the other banners there: 1 (rarely) to 10 (often). */
export const BANNER_WEIGHT_MAX = 10;
export const bannerPlacements = ['dashboardTop', 'dashboardBottom'] as const;
export type BannerPlacement = (typeof bannerPlacements)[number];

export const PRIZE_NAME_MAX = 100;
export const RALLY_POINTS_MAX = 1_000;
export const PRIZE_STOCK_MAX = 100_000;

const text = (limit: number) => ({ type: 'string', maxLength: limit * 2 }) as const;
/** An address a link or a banner leads to: http or https only (never javascript:), checked again by engine/sponsors.ts. */
const address = { type: 'string', maxLength: EXHIBITION_URL_MAX * 2 } as const;

export const exhibitionLinkSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['label', 'url'],
  properties: { label: text(EXHIBITION_LINK_LABEL_MAX), url: address },
} as const;

export const exhibitionInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['nameJa', 'nameEn', 'bodyJa', 'bodyEn', 'booth', 'contactJa', 'contactEn', 'contactEmail', 'links', 'isPublished'],
  properties: {
    /** The exhibitor as participants know it (the company or the product). */
    nameJa: text(EXHIBITION_NAME_MAX),
    nameEn: text(EXHIBITION_NAME_MAX),
    bodyJa: text(EXHIBITION_TEXT_MAX),
    bodyEn: text(EXHIBITION_TEXT_MAX),
    /** Where the booth stands at the venue ("B-12"). */
    booth: text(EXHIBITION_BOOTH_MAX),
    contactJa: text(EXHIBITION_CONTACT_MAX),
    contactEn: text(EXHIBITION_CONTACT_MAX),
    contactEmail: { type: 'string', maxLength: 254 },
    links: { type: 'array', maxItems: EXHIBITION_LINKS_MAX, items: exhibitionLinkSchema },
    /** Shown to participants; a sponsor prepares it unpublished. */
    isPublished: { type: 'boolean' },
  },
} as const;
export type ExhibitionInput = FromSchema<typeof exhibitionInputSchema>;

/** A banner's settings; its image comes apart, as a file. */
export const bannerInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['placement', 'weight', 'linkUrl', 'isActive'],
  properties: {
    placement: { type: 'string', enum: bannerPlacements },
    weight: { type: 'integer', minimum: 1, maximum: BANNER_WEIGHT_MAX },
    /** Where a click leads: the exhibition's page when empty. */
    linkUrl: address,
    isActive: { type: 'boolean' },
  },
} as const;
export type BannerInput = FromSchema<typeof bannerInputSchema>;

export const rallyScanInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code'],
  /** What the camera read (the QR code's address) or what the participant typed. */
  properties: { code: { type: 'string', maxLength: 1_000 } },
} as const;
export type RallyScanInput = FromSchema<typeof rallyScanInputSchema>;

export const prizeInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['nameJa', 'nameEn', 'points', 'stock'],
  properties: {
    nameJa: text(PRIZE_NAME_MAX),
    nameEn: text(PRIZE_NAME_MAX),
    /** What claiming it spends. */
    points: { type: 'integer', minimum: 1, maximum: RALLY_POINTS_MAX * 100 },
    /** How many there are; null for as many as are claimed. */
    stock: { type: ['integer', 'null'], minimum: 0, maximum: PRIZE_STOCK_MAX },
  },
} as const;
export type PrizeInput = FromSchema<typeof prizeInputSchema>;

export const exhibitionPointsInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['points'],
  properties: { points: { type: 'integer', minimum: 0, maximum: RALLY_POINTS_MAX } },
} as const;
