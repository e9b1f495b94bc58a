import type { FromSchema } from 'json-schema-to-ts';

/**
 * The society's member kinds as managers edit them (issue 67, "member authentication: member types
 * and members, managed here"): the whole list saved at once, in its order, on top of the version
 * the manager loaded. A kind offers some of the payment settings' plans, by id. The rules a
 * writer meets, field by field in their language, are engine/memberKinds.ts's.
 */
export const MEMBER_KINDS_MAX = 50;
export const MEMBER_KIND_NAME_MAX = 100;
export const MEMBER_KIND_VALUE_MAX = 32;

const rowId = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const text = (limit: number) => ({ type: 'string', maxLength: limit * 2 }) as const;

export const memberKindInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'value', 'name', 'nameEn', 'planIds'],
  properties: {
    /** The kind's id; null for a new one. */
    id: { anyOf: [rowId, { type: 'null' }] },
    /** What registration records for the kind (lower-case letters, digits, _ and -). */
    value: text(MEMBER_KIND_VALUE_MAX),
    name: text(MEMBER_KIND_NAME_MAX),
    nameEn: text(MEMBER_KIND_NAME_MAX),
    planIds: { type: 'array', uniqueItems: true, maxItems: 100, items: rowId },
  },
} as const;
export type MemberKindInput = FromSchema<typeof memberKindInputSchema>;

export const memberKindsInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kinds', 'version'],
  properties: {
    kinds: { type: 'array', maxItems: MEMBER_KINDS_MAX, items: memberKindInputSchema },
    version: { type: 'integer', minimum: 0, maximum: 2_147_483_647, description: 'The version of the list the edit started from (0: never saved here).' },
  },
} as const;
export type MemberKindsInput = FromSchema<typeof memberKindsInputSchema>;
