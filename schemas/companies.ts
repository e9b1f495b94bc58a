import type { FromSchema } from 'json-schema-to-ts';

const company = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    name: { type: 'string', minLength: 1, maxLength: 255 },
    url: { type: 'string', format: 'uri', pattern: '^https?://', maxLength: 2000 },
    note: { type: 'string', maxLength: 2000 },
  },
} as const;

/** Co-hosting (related) and sponsor (supporting) companies (docs/requirements/public-area.md §3). */
export const companiesSchema = {
  $id: 'https://kaigi.example/schemas/companies.json',
  title: 'Related and supporting companies',
  type: 'object',
  additionalProperties: false,
  required: ['relatedCompanies', 'supportingCompanies'],
  properties: {
    $schema: { type: 'string' },
    relatedCompanies: { type: 'array', maxItems: 1000, items: company },
    supportingCompanies: { type: 'array', maxItems: 1000, items: company },
  },
} as const;

export type CompaniesFile = FromSchema<typeof companiesSchema>;
export type Company = CompaniesFile['relatedCompanies'][number];
