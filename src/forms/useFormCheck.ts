import { startTransition, useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { FormData, GeneratedForm } from '../../engine/formModel';
import { pruneToVisible } from '../../engine/registration/wire';
import { checkScopeOf, concerns, validateForm, validateScope } from '../../engine/validate';
import { fromEngineErrors, type DisplayError } from './displayErrors';
import { loadSchemaValidator, schemaValidatorArrival } from './validators';
import { loadPasswordScreen } from './passwordScreen';
import type { PasswordScreen } from '../../engine/commonPasswords';

type ValidatorFor = Awaited<ReturnType<typeof loadSchemaValidator>>;

/**
 * The whole check of a generated form (schema and cross checks on what shows), as the server
 * runs it. The full check arrives once a person starts on the form (see loadSchemaValidatorOnFirstUse): `checkChange`
 * answers undefined until then, `checkAll` waits for it.
 */
export function useFormCheck(form: GeneratedForm) {
  const [validatorFor, setValidatorFor] = useState<ValidatorFor>();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    let live = true;
    // The form asks for it when a person first touches the page (GeneratedFormView); a Confirm before then asks itself.
    void schemaValidatorArrival().then((loaded) => live && setValidatorFor(() => loaded));
    return () => {
      live = false;
    };
  }, []);
  const asksPassword = form.fields.some((field) => field.path === 'password');
  const [screen, setScreen] = useState<PasswordScreen>();
  const run = useCallback(
    (data: FormData, validator: ValidatorFor, passwordScreen: PasswordScreen | undefined): DisplayError[] =>
      fromEngineErrors(validateForm(form, pruneToVisible(form, data), validator(form), passwordScreen)),
    [form],
  );
  const checkAll = useCallback(
    async (data: FormData) => {
      // The common-password list loads at the first full check, not with the page.
      const passwordScreen = asksPassword ? (screen ?? (await loadPasswordScreen())) : undefined;
      if (passwordScreen && !screen && mounted.current) setScreen(() => passwordScreen);
      return run(data, validatorFor ?? (await loadSchemaValidator()), passwordScreen);
    },
    [run, validatorFor, screen, asksPassword],
  );
  /**
   * After a change at `changed` (a field's path): that field checked again and the other fields'
   * messages kept, when that gives what the whole check would (see checkScopeOf); else the whole
   * check. Undefined until the full check has arrived.
   */
  const checkChange = useCallback(
    (data: FormData, changed: string | undefined, previous: readonly DisplayError[]) => {
      if (!validatorFor) return undefined;
      const scope = changed === undefined ? undefined : checkScopeOf(form, changed);
      if (scope === undefined) return run(data, validatorFor, screen);
      const fresh = fromEngineErrors(validateScope(form, pruneToVisible(form, data), validatorFor(form), scope));
      return [...previous.filter((error) => !concerns(scope, error.path)), ...fresh];
    },
    [form, run, validatorFor, screen],
  );
  /**
   * After a Confirm, a change's messages: `checkChange` into the page's errors, in a transition.
   * The click or the committed value paints first, and a message that clears or appears renders
   * just after it, in slices (BENCHMARKS.md, session 25).
   */
  const followChange = useCallback(
    (data: FormData, changed: string | undefined, setErrors: Dispatch<SetStateAction<DisplayError[]>>) =>
      startTransition(() => setErrors((previous) => checkChange(data, changed, previous) ?? previous)),
    [checkChange],
  );
  return { followChange, checkAll };
}
