import type { FromSchema } from 'json-schema-to-ts';

/**
 * Participation plans and fees (docs/requirements/operation-area.md §3 "Plans and fees", §5, §9):
 * what an attendee may buy, for how much, until when and how many, and how they may pay. Part of
 * the operation settings (fixtures/operation-settings `payment`), edited by managers on the
 * settings pages; the entry form is generated from it (engine/payment/entryForm.ts).
 */

/** §9's tax types: non-taxable, the reduced 8 % and the standard 10 %. */
export const taxTypes = ['exempt', 'reduced8', 'standard10'] as const;
export type TaxType = (typeof taxTypes)[number];

/** How an attendee pays: by card through the payment provider, or by bank transfer. */
export const paymentMethods = ['card', 'bankTransfer'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

const dateTime = { type: ['string', 'null'], format: 'date-time', default: null } as const;
const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const name = { type: 'string', minLength: 1, maxLength: 100 } as const;
const remarks = { type: 'string', maxLength: 1000, default: '' } as const;

/** What every priced item states: a plan and an extra alike. */
const feeProperties = {
  id,
  name,
  nameEn: name,
  /** Yen, tax included; 0 is free. The price without tax is derived from it and the tax type. */
  price: { type: 'integer', minimum: 0, maximum: 10000000 },
  taxType: { type: 'string', enum: taxTypes, default: 'standard10' },
  /** How many may be sold; null is no limit. An unpaid card order holds its place for `cardHoldMinutes`. */
  capacity: { type: ['integer', 'null'], minimum: 1, maximum: 1000000, default: null },
  salesFrom: dateTime,
  salesTill: dateTime,
  remarks,
  remarksEn: remarks,
} as const;

export const planSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'nameEn', 'price'],
  properties: {
    ...feeProperties,
    /** Only the society's members: the code is checked against its member list (external members). */
    requiresMemberCode: { type: 'boolean', default: false },
    /** A certificate (a student card, for example) as a JPEG or PNG of at most 5 MB (§5). */
    requiresCertificate: { type: 'boolean', default: false },
  },
} as const;

export const extraSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'nameEn', 'price'],
  properties: feeProperties,
} as const;

export const bankAccountSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['bankName', 'branchName', 'accountType', 'accountNumber', 'accountHolderKana'],
  properties: {
    bankName: { type: 'string', minLength: 1, maxLength: 100 },
    branchName: { type: 'string', minLength: 1, maxLength: 100 },
    accountType: { type: 'string', enum: ['ordinary', 'current'] },
    accountNumber: { type: 'string', pattern: '^[0-9]{7}$' },
    /** As the bank shows it on a statement: full-width or half-width katakana. */
    accountHolderKana: { type: 'string', minLength: 1, maxLength: 100 },
  },
} as const;

/** Who issues invoices and receipts: Japan's qualified invoices name the issuer's registration number. */
export const issuerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'nameEn', 'registrationNumber', 'address'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200 },
    nameEn: { type: 'string', minLength: 1, maxLength: 200 },
    registrationNumber: { type: 'string', pattern: '^T[0-9]{13}$' },
    address: { type: 'string', minLength: 1, maxLength: 300 },
    /** The address as English documents print it; without it they print the Japanese one. */
    addressEn: { type: 'string', minLength: 1, maxLength: 300 },
  },
} as const;

/** What may count as attendance for a certificate (engine/live/videos.ts attended). */
export const attendanceEvidence = ['signedIn', 'watchedVideo', 'enteredVenue'] as const;
export type AttendanceEvidence = (typeof attendanceEvidence)[number];

export const paymentSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    plans: { type: 'array', maxItems: 100, items: planSchema, default: [] },
    extras: { type: 'array', maxItems: 100, items: extraSchema, default: [] },
    methods: { type: 'array', items: { type: 'string', enum: paymentMethods }, uniqueItems: true, minItems: 1, default: ['card', 'bankTransfer'] },
    /** How long an unpaid card order keeps its place (the provider's checkout page expires with it). */
    cardHoldMinutes: { type: 'integer', minimum: 30, maximum: 1440, default: 30 },
    /** Days from issuing transfer details to the due date. */
    transferDueDays: { type: 'integer', minimum: 1, maximum: 60, default: 14 },
    /**
     * Days after the due date that an unpaid transfer order still holds its place, for a transfer
     * made on the last day that reaches the statement later; then the order expires, its place is
     * freed and the attendee is told by mail.
     */
    transferGraceDays: { type: 'integer', minimum: 0, maximum: 60, default: 7 },
    bankAccount: { anyOf: [bankAccountSchema, { type: 'null' }], default: null },
    issuer: { anyOf: [issuerSchema, { type: 'null' }], default: null },
    /**
     * What a certificate of attendance needs beyond a completed registration (§5): any one of
     * these; none, registration alone.
     */
    certificateRequires: { type: 'array', items: { type: 'string', enum: attendanceEvidence }, uniqueItems: true, default: ['signedIn', 'watchedVideo'] },
  },
} as const;

export type PaymentSettings = Required<FromSchema<typeof paymentSettingsSchema>>;
export type Plan = FromSchema<typeof planSchema>;
export type Extra = FromSchema<typeof extraSchema>;
export type BankAccount = FromSchema<typeof bankAccountSchema>;
export type Issuer = FromSchema<typeof issuerSchema>;
