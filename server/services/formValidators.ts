import type { ValidateFunction } from 'ajv';
import { createAjv } from '../../engine/ajv';
import type { GeneratedForm } from '../../engine/formModel';
import type { SchemaValidator } from '../../engine/validate';

const ajv = createAjv();
/** Compiled once per distinct schema: keyed by the schema text, which changes with the settings. */
const compiled = new Map<string, ValidateFunction>();
const MAX_CACHED = 64;

export function schemaValidator(form: GeneratedForm): SchemaValidator {
  const key = JSON.stringify(form.schema);
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(form.schema);
    if (compiled.size >= MAX_CACHED) compiled.delete(compiled.keys().next().value!);
    compiled.set(key, validate);
  }
  const run = validate;
  return (data) => (run(data) ? [] : (run.errors ?? []));
}
