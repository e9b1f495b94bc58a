import { useState } from 'react';
import { checkEmail } from '../../../engine/account';
import { fromFieldErrors, fromRequestError, noErrors, type FormErrors } from '../../forms/SmallForm';
import { useSessionValue } from '../../forms/useSessionValue';

/**
 * The one-address forms (pre-registration, forgot password): the address survives a reload until
 * sent, is checked before it goes, and a refusal comes back as field and base errors.
 */
export function useEmailRequest(storageKey: string, wireField: string, submit: (email: string) => Promise<unknown>) {
  const [email, setEmail, clearEmail] = useSessionValue(storageKey);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string>();

  const onSubmit = async () => {
    const problems = checkEmail('email', email);
    setErrors(fromFieldErrors(problems));
    if (problems.length > 0) return;
    setBusy(true);
    try {
      await submit(email);
      setSentTo(email.trim());
      clearEmail();
    } catch (error) {
      setErrors(fromRequestError(error, { [wireField]: 'email' }));
    } finally {
      setBusy(false);
    }
  };

  return { email, setEmail, errors, busy, sentTo, onSubmit };
}
