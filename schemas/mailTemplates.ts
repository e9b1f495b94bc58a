import type { FromSchema } from 'json-schema-to-ts';

/**
 * The console's mail settings (issue 67): each kind of mail's text in both languages (its kinds,
 * variables and built-in texts: engine/mails/catalog.ts), and who the mails are from.
 */
const localized = (maxLength: number) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['ja', 'en'],
    properties: { ja: { type: 'string', maxLength: maxLength * 4 }, en: { type: 'string', maxLength: maxLength * 4 } },
  }) as const;

/**
 * A kind's text as a manager writes it: a subject and a body in each language. The schema's
 * limits are generous; the real ones (engine/mails/compose.ts, 200 and 10,000 characters) are
 * checked with the template's variables, per field, in both languages.
 */
export const mailTextSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['subject', 'body'],
  properties: { subject: localized(200), body: localized(10_000) },
} as const;
export type MailTextInput = FromSchema<typeof mailTextSchema>;

/** A template saved over the version the manager started from (0 when the kind had none). */
export const mailTemplateInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['subject', 'body', 'version'],
  properties: { ...mailTextSchema.properties, version: { type: 'integer', minimum: 0, maximum: 2_147_483_647 } },
} as const;
export type MailTemplateInput = FromSchema<typeof mailTemplateInputSchema>;

/** Who the mails are from: the sender's name a mailbox shows, and where replies go (empty: the sending address). */
export const mailSettingsInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['senderName', 'replyTo', 'version'],
  properties: {
    senderName: { type: 'string', maxLength: 100, pattern: '^[^\\r\\n<>"]*$' },
    replyTo: {
      anyOf: [
        { type: 'string', maxLength: 0 },
        { type: 'string', format: 'email', maxLength: 254 },
      ],
    },
    version: { type: 'integer', minimum: 0, maximum: 2_147_483_647 },
  },
} as const;
export type MailSettingsInput = FromSchema<typeof mailSettingsInputSchema>;
