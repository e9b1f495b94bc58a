import type { ValidatorType } from '@rjsf/utils';
import { matchesSchema } from '../../engine/schemaMatch';
import type { GeneratedForm } from '../../engine/formModel';
import type { SchemaValidator } from '../../engine/validate';
import { onFirstUse } from './firstUse';

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
 * It loads on demand: a generated form asks for it when a person first touches the page (below),
 * so it is ready long before anyone presses Confirm and never delays the form appearing.
 */
export function loadSchemaValidator(): Promise<ValidatorFor> {
  loading ??= import('./browserValidator').then(
    (module) => {
      arrived(module.schemaValidator);
      return module.schemaValidator;
    },
    (error: unknown) => {
      // A chunk that failed to arrive (a dropped connection) is asked for again next time.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The check once it has arrived, without asking for it. */
export const schemaValidatorArrival = (): Promise<ValidatorFor> => arrival;

/**
 * Asks for the full check at a person's first input on the page: the check is needed only after a
 * Confirm, so a load with no input (a link preview, a crawler, a tab opened and never used) never
 * downloads it, and a person filling the form has it seconds before their first Confirm (a Confirm
 * that comes first waits for it: useFormCheck).
 * Asking after the first paint instead put its 8 KB in every first visit of /signup/{token} and its
 * compile in the page's loading window (BENCHMARKS.md, session 25). Returns the listeners' removal.
 */
export function loadSchemaValidatorOnFirstUse(target?: Parameters<typeof onFirstUse>[1]): () => void {
  if (loading) return () => undefined;
  return onFirstUse(() => void loadSchemaValidator().catch(() => undefined), target);
}
