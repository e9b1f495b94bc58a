import { customizeValidator } from '@rjsf/validator-ajv8';
import type { ValidateFunction } from 'ajv';
import { ajvOptions, createAjv } from '../../engine/ajv';
import type { GeneratedForm, JsonSchema } from '../../engine/formModel';
import type { SchemaValidator } from '../../engine/validate';

/** RJSF's validator, with the engine's AJV options: used by RJSF to resolve conditions. */
export const rjsfValidator = customizeValidator({ ajvOptionsOverrides: ajvOptions });

const ajv = createAjv();
const compiled = new WeakMap<JsonSchema, ValidateFunction>();

/** The submit check's schema validator; compiled once per schema object. */
export function schemaValidator(form: GeneratedForm): SchemaValidator {
  let validate = compiled.get(form.schema);
  if (!validate) {
    validate = ajv.compile(form.schema);
    compiled.set(form.schema, validate);
  }
  const run = validate;
  return (data) => (run(data) ? [] : (run.errors ?? []));
}
