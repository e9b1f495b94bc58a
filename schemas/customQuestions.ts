import type { FromSchema } from 'json-schema-to-ts';

/** docs/requirements/public-area.md §3 "Custom user question": the thirteen types and every item field. */
export const customQuestionTypes = [
  'text',
  'textarea',
  'text-array',
  'switch',
  'checkbox',
  'single-checkbox',
  'select',
  'radio',
  'text-display',
  'title-display',
  'rate-field',
  'date',
  'file',
] as const;

const localizedText = { type: 'string', maxLength: 2000 } as const;

export const customQuestionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['uuid', 'type'],
  properties: {
    uuid: { type: 'string', format: 'uuid' },
    type: { type: 'string', enum: customQuestionTypes },
    label: localizedText,
    labelEn: localizedText,
    tooltip: localizedText,
    tooltipEn: localizedText,
    description: localizedText,
    descriptionEn: localizedText,
    placeholder: localizedText,
    placeholderEn: localizedText,
    validations: {
      type: 'object',
      additionalProperties: false,
      properties: {
        required: { type: 'boolean' },
        minLength: { type: 'integer', minimum: 0 },
        maxLength: { type: 'integer', minimum: 1 },
        minOptions: { type: 'integer', minimum: 0 },
        maxOptions: { type: 'integer', minimum: 1 },
        minDate: { type: 'string', format: 'date' },
        maxDate: { type: 'string', format: 'date' },
      },
    },
    options: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['value', 'label'],
        properties: { label: localizedText, labelEn: localizedText, value: { type: 'string', minLength: 1, maxLength: 200 } },
      },
    },
    rows: { type: 'integer', minimum: 1, maximum: 50, default: 3 },
    minRate: { type: 'integer' },
    maxRate: { type: 'integer' },
    hideLabel: { type: 'boolean', default: false },
    isHtml: { type: 'boolean', default: false },
    text: { type: 'string', maxLength: 20000 },
    textEn: { type: 'string', maxLength: 20000 },
  },
} as const;

export const customQuestionSetSchema = {
  $id: 'https://kaigi.example/schemas/custom-user-questions.json',
  title: 'Custom user questions',
  type: 'object',
  additionalProperties: false,
  required: ['items'],
  properties: {
    $schema: { type: 'string' },
    items: { type: 'array', items: customQuestionSchema, maxItems: 500 },
  },
} as const;

export type CustomQuestion = FromSchema<typeof customQuestionSchema, { keepDefaultedPropertiesOptional: true }>;
export type CustomQuestionSet = FromSchema<typeof customQuestionSetSchema, { keepDefaultedPropertiesOptional: true }>;
export type CustomQuestionType = (typeof customQuestionTypes)[number];
