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
     * ExternalMemberKinds: id, name, nameEn and value with plans; §5 "A member code is required for
     * member plans. A certificate upload is required for a plan that needs it"). Ids are unique in
     * the file, kinds' and plans' each; the payment area will refer to them.
     */
    kinds: {
      type: 'array',
      maxItems: 50,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'value', 'name', 'plans'],
        properties: {
          id: { type: 'integer', minimum: 1, maximum: 2147483647 },
          value: { type: 'string', pattern: '^[a-z][a-z0-9_]{0,49}$' },
          name: { type: 'string', minLength: 1, maxLength: 100 },
          nameEn: { type: 'string', minLength: 1, maxLength: 100 },
          plans: {
            type: 'array',
            maxItems: 50,
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['id', 'name', 'price'],
              properties: {
                id: { type: 'integer', minimum: 1, maximum: 2147483647 },
                name: { type: 'string', minLength: 1, maxLength: 100 },
                nameEn: { type: 'string', minLength: 1, maxLength: 100 },
                /** Japanese yen, tax included; 0 is a free plan. */
                price: { type: 'integer', minimum: 0, maximum: 10000000 },
                requiresMemberCode: { type: 'boolean', default: false },
                requiresCertificate: { type: 'boolean', default: false },
              },
            },
          },
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
