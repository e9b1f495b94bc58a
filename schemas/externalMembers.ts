import type { FromSchema } from 'json-schema-to-ts';

/** The society's member records that external member collation compares against (§4, §7). */
export const externalMembersSchema = {
  $id: 'https://kaigi.example/schemas/external-members.json',
  title: 'External members',
  type: 'object',
  additionalProperties: false,
  required: ['members'],
  properties: {
    $schema: { type: 'string' },
    /**
     * The society's member kinds and the participation plans each may choose (spec §7
     * ExternalMemberKinds: id, name, nameEn and value with plans). A kind names its plans by id;
     * the plans themselves (names, prices, whether they need a member code or a certificate) are
     * the conference's payment settings' (schemas/payment.ts), written once there. Ids and values
     * are unique in the file, and every plan id is one of the payment settings' plans.
     */
    kinds: {
      type: 'array',
      maxItems: 50,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'value', 'name', 'planIds'],
        properties: {
          id: { type: 'integer', minimum: 1, maximum: 2147483647 },
          value: { type: 'string', pattern: '^[a-z][a-z0-9_]{0,49}$' },
          name: { type: 'string', minLength: 1, maxLength: 100 },
          nameEn: { type: 'string', minLength: 1, maxLength: 100 },
          planIds: { type: 'array', maxItems: 50, uniqueItems: true, items: { type: 'integer', minimum: 1, maximum: 2147483647 } },
        },
      },
    },
    members: {
      type: 'array',
      maxItems: 100000,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['memberCode', 'nameSei', 'nameMei', 'affiliation', 'externalMemberId'],
        properties: {
          memberCode: { type: 'string', minLength: 1, maxLength: 50 },
          nameSei: { type: 'string', minLength: 1, maxLength: 50 },
          nameMei: { type: 'string', minLength: 1, maxLength: 50 },
          affiliation: { type: 'string', minLength: 1, maxLength: 255 },
          externalMemberId: { type: 'string', minLength: 1, maxLength: 50 },
        },
      },
    },
  },
} as const;

export type ExternalMembersFile = FromSchema<typeof externalMembersSchema>;

export type MemberKind = NonNullable<ExternalMembersFile['kinds']>[number];
