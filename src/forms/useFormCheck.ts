import { useCallback, useEffect, useState } from 'react';
import type { FormData, GeneratedForm } from '../../engine/formModel';
import { pruneToVisible } from '../../engine/registration/wire';
import { validateForm } from '../../engine/validate';
import { fromEngineErrors, type DisplayError } from './displayErrors';
import { loadSchemaValidator } from './validators';

type ValidatorFor = Awaited<ReturnType<typeof loadSchemaValidator>>;

/**
 * The whole check of a generated form (schema and cross checks on what shows), as the server
 * runs it. AJV arrives after the first render (see loadSchemaValidator): `checkNow` answers
 * undefined until then, `checkAll` waits for it.
 */
export function useFormCheck(form: GeneratedForm) {
  const [validatorFor, setValidatorFor] = useState<ValidatorFor>();
  useEffect(() => {
    let live = true;
    // Straight away, while the form is still rendering, so it is ready before anyone types.
    void loadSchemaValidator().then((loaded) => live && setValidatorFor(() => loaded));
    return () => {
      live = false;
    };
  }, []);
  const run = useCallback(
    (data: FormData, validator: ValidatorFor): DisplayError[] => fromEngineErrors(validateForm(form, pruneToVisible(form, data), validator(form))),
    [form],
  );
  const checkNow = useCallback((data: FormData) => (validatorFor ? run(data, validatorFor) : undefined), [run, validatorFor]);
  const checkAll = useCallback(async (data: FormData) => run(data, validatorFor ?? (await loadSchemaValidator())), [run, validatorFor]);
  return { checkNow, checkAll };
}
