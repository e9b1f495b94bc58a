import type { ValidatorType } from '@rjsf/utils';
import { matchesSchema } from '../../engine/schemaMatch';
import type { GeneratedForm } from '../../engine/formModel';
import type { SchemaValidator } from '../../engine/validate';

/**
 * RJSF's validator. RJSF only asks it which branch of a condition applies (the form never lets
 * RJSF validate: the engine's messages are shown), so it answers with the engine's small schema
 * matcher instead of preparing the full check while the page renders.
 */
export const rjsfValidator: ValidatorType = {
  isValid: (schema, formData) => matchesSchema(schema as Record<string, unknown>, formData),
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  rawValidation: () => ({ errors: [] }),
};

type ValidatorFor = (form: GeneratedForm) => SchemaValidator;
let loading: Promise<ValidatorFor> | undefined;
let arrived: (validatorFor: ValidatorFor) => void;
const arrival = new Promise<ValidatorFor>((resolve) => (arrived = resolve));

/**
 * The browser's full check: a JSON Schema interpreter that answers as the server's AJV does (an
 * agreement test compares them) and generates no code, so the page's CSP needs no 'unsafe-eval'.
 * It loads on demand: a generated form asks for it once it is on screen (below), so it is ready
 * long before anyone presses Confirm and never delays the form appearing.
 */
export function loadSchemaValidator(): Promise<ValidatorFor> {
  loading ??= import('./browserValidator').then((module) => {
    arrived(module.schemaValidator);
    return module.schemaValidator;
  });
  return loading;
}

/** The check once it has arrived, without asking for it. */
export const schemaValidatorArrival = (): Promise<ValidatorFor> => arrival;

/**
 * Asks for the full check after the next paint, so that it never competes with the form's own
 * code (when it was AJV's 34 KB, asking with the page put /signup/{token}'s largest paint at 5.0 s
 * instead of 4.2–4.4 s in Lighthouse).
 */
export function loadSchemaValidatorAfterPaint() {
  requestAnimationFrame(() => setTimeout(() => void loadSchemaValidator().catch(() => undefined), 0));
}
