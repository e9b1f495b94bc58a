import type { GeneratedForm, JsonSchema } from './formModel';
import type { SchemaValidator } from './validate';

/**
 * Prepares each distinct form schema once (the server's AJV compiles it, the browser's interpreter
 * dereferences it). The same object hits at once; an equal schema built anew (the server rebuilds
 * it per request) hits by its text. The oldest entries go first.
 */
export function createValidatorCache(
  prepare: (schema: JsonSchema) => SchemaValidator,
  maxEntries = 64,
): (form: Pick<GeneratedForm, 'schema'>) => SchemaValidator {
  const byObject = new WeakMap<JsonSchema, SchemaValidator>();
  const byText = new Map<string, SchemaValidator>();
  return (form) => {
    let validate = byObject.get(form.schema);
    if (!validate) {
      const text = JSON.stringify(form.schema);
      validate = byText.get(text);
      if (!validate) {
        validate = prepare(form.schema);
        if (byText.size >= maxEntries) byText.delete(byText.keys().next().value!);
        byText.set(text, validate);
      }
      byObject.set(form.schema, validate);
    }
    return validate;
  };
}
