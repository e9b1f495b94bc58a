import type { FromSchema } from 'json-schema-to-ts';

/** Keyword categories with their keywords (docs/requirements/public-area.md §3 "Keyword category and keyword"). */
export const keywordCategoriesSchema = {
  $id: 'https://kaigi.example/schemas/keyword-categories.json',
  title: 'Keyword categories',
  type: 'object',
  additionalProperties: false,
  required: ['categories'],
  properties: {
    $schema: { type: 'string' },
    categories: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'nameEn', 'keywords'],
        properties: {
          id: { type: 'integer', minimum: 1 },
          name: { type: 'string', minLength: 1, maxLength: 100 },
          nameEn: { type: 'string', minLength: 1, maxLength: 100 },
          keywords: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['id', 'name', 'nameEn'],
              properties: {
                id: { type: 'integer', minimum: 1 },
                name: { type: 'string', minLength: 1, maxLength: 100 },
                nameEn: { type: 'string', minLength: 1, maxLength: 100 },
              },
            },
          },
        },
      },
    },
  },
} as const;

export type KeywordCategoriesFile = FromSchema<typeof keywordCategoriesSchema>;
export interface Keyword {
  id: number;
  categoryId: number;
  name: string;
  nameEn: string;
}
export interface KeywordCategory {
  id: number;
  name: string;
  nameEn: string;
  keywords: Keyword[];
}
