/**
 * The string formats the engine's schemas use, checked alike on both sides: the server's AJV
 * (engine/ajv.ts, through ajv-formats) and the browser's interpreter (engine/interpretedValidator.ts),
 * both with ajv-formats' full definitions.
 */
export const schemaFormats = ['date', 'email', 'uri', 'date-time', 'uuid'] as const;
