import Ajv, { type Options } from 'ajv';
import type { JsonSchema } from './formModel';
import type { SchemaValidator } from './validate';
import addFormats from 'ajv-formats';
import { schemaFormats } from './schemaFormats';

/**
 * The server's AJV configuration: the authoritative check of every form. The browser checks the
 * same schemas with engine/interpretedValidator.ts, which generates no code (so the page's CSP
 * needs no 'unsafe-eval'); an agreement test keeps the two answering alike.
 */
export const ajvOptions: Options = {
  allErrors: true,
  strict: false,
  useDefaults: false,
  coerceTypes: false,
  discriminator: false,
};

export function createAjv(options: Options = {}): Ajv {
  const ajv = new Ajv({ ...ajvOptions, ...options });
  // keywords: formatMinimum and formatMaximum bound the dates of custom questions.
  addFormats(ajv, { formats: [...schemaFormats], keywords: true });
  return ajv;
}

/** A schema compiled by AJV, answering errors as the engine reads them. */
export const compiledWith =
  (ajv: Ajv) =>
  (schema: JsonSchema): SchemaValidator => {
    const validate = ajv.compile(schema);
    return (data) => (validate(data) ? [] : (validate.errors ?? []));
  };
