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
let arrived: (validatorFor: ValidatorFor) => void;
const arrival = new Promise<ValidatorFor>((resolve) => (arrived = resolve));

/**
 * The browser's full check, with the same AJV configuration as the server, compiled once per
 * schema. AJV loads on demand: a generated form asks for it once it is on screen (below), so it
 * is ready long before anyone presses Confirm and never delays the form appearing.
 */
export function loadSchemaValidator(): Promise<ValidatorFor> {
  loading ??= import('./ajvValidator').then((module) => {
    arrived(module.schemaValidator);
    return module.schemaValidator;
  });
  return loading;
}

/** The check once AJV has arrived, without asking for it. */
export const schemaValidatorArrival = (): Promise<ValidatorFor> => arrival;

/**
 * Asks for AJV after the next paint. Asked for with the page, its 34 KB downloaded beside the
 * form's own code on a slow network and put the form on screen later (Lighthouse on
 * /signup/{token}: largest paint 4.2–4.4 s without it, 5.0 s with it).
 */
export function loadSchemaValidatorAfterPaint() {
  requestAnimationFrame(() => setTimeout(() => void loadSchemaValidator().catch(() => undefined), 0));
}
