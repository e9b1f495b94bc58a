import type Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import type { GeneratedForm, JsonSchema } from './formModel';
import type { SchemaValidator } from './validate';

/**
 * Compiles each distinct form schema once. The same object hits at once; an equal schema built
 * anew (the server rebuilds it per request) hits by its text. The oldest entries go first.
 */
export function createValidatorCache(ajv: Ajv, maxEntries = 64): (form: GeneratedForm) => SchemaValidator {
  const byObject = new WeakMap<JsonSchema, ValidateFunction>();
  const byText = new Map<string, ValidateFunction>();
  return (form) => {
    let validate = byObject.get(form.schema);
    if (!validate) {
      const text = JSON.stringify(form.schema);
      validate = byText.get(text);
      if (!validate) {
        validate = ajv.compile(form.schema);
        if (byText.size >= maxEntries) byText.delete(byText.keys().next().value!);
        byText.set(text, validate);
      }
      byObject.set(form.schema, validate);
    }
    const run = validate;
    return (data) => (run(data) ? [] : (run.errors ?? []));
  };
}
