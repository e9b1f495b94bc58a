import type { FromSchema } from 'json-schema-to-ts';

/** Keys the server accepts: the known places (engine/notings/notingKeys.ts) and any future one named the same way. */
export const NOTING_KEY_PATTERN = '^[A-Za-z0-9_.:-]{1,100}$';

/** The longest noting text, in characters of HTML. */
export const NOTING_MAX_LENGTH = 20_000;
/** Rich text's markup may take this many times its visible limit (links, lists), and no more. */
export const RICH_TEXT_MARKUP_FACTOR = 4;

/** Notings written by staff (docs/requirements/public-area.md §3): rich text per key in both languages. */
export const notingsFileSchema = {
  $id: 'https://kaigi.example/schemas/notings.json',
  title: 'Notings shown on forms',
  type: 'object',
  additionalProperties: false,
  required: ['notings'],
  properties: {
    $schema: { type: 'string' },
    notings: {
      type: 'array',
      maxItems: 200,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['key', 'ja', 'en'],
        properties: {
          key: { type: 'string', pattern: NOTING_KEY_PATTERN },
          // The markup bound; the limit on visible text is the editor's and the server's (engine/richText.ts).
          ja: { type: 'string', maxLength: NOTING_MAX_LENGTH * RICH_TEXT_MARKUP_FACTOR },
          en: { type: 'string', maxLength: NOTING_MAX_LENGTH * RICH_TEXT_MARKUP_FACTOR },
        },
      },
    },
  },
} as const;

export type NotingsFile = FromSchema<typeof notingsFileSchema>;
