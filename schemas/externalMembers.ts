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
