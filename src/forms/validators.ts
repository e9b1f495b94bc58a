import type { ValidatorType } from '@rjsf/utils';
import { matchesSchema } from '../../engine/schemaMatch';
import type { GeneratedForm } from '../../engine/formModel';
import type { SchemaValidator } from '../../engine/validate';

/**
 * RJSF's validator. RJSF only asks it which branch of a condition applies (the form never lets
 * RJSF validate: the engine's messages are shown), so it answers with the engine's small schema
 * matcher instead of compiling schemas with AJV while the page renders.
 */
export const rjsfValidator: ValidatorType = {
  isValid: (schema, formData) => matchesSchema(schema as Record<string, unknown>, formData),
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  rawValidation: () => ({ errors: [] }),
};

type ValidatorFor = (form: GeneratedForm) => SchemaValidator;
let loading: Promise<ValidatorFor> | undefined;

/**
 * The browser's full check, with the same AJV configuration as the server, compiled once per
 * schema. AJV loads on demand: the form starts it after its first render, so it is ready long
 * before anyone presses Confirm, and never delays the form appearing.
 */
export function loadSchemaValidator(): Promise<ValidatorFor> {
  loading ??= import('./ajvValidator').then((module) => module.schemaValidator);
  return loading;
}
