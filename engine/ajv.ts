import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * The one AJV configuration. The engine only describes it; src/ and server/ instantiate it, so
 * the browser and the server validate with identical options.
 */
export const ajvOptions: Options = {
  allErrors: true,
  strict: false,
  useDefaults: false,
  coerceTypes: false,
  discriminator: false,
};

export const ajvFormats = ['date', 'email', 'uri', 'date-time', 'uuid'] as const;

export function createAjv(options: Options = {}): Ajv {
  const ajv = new Ajv({ ...ajvOptions, ...options });
  // keywords: formatMinimum and formatMaximum bound the dates of custom questions.
  addFormats(ajv, { formats: [...ajvFormats], keywords: true });
  return ajv;
}
