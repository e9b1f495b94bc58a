import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { localize, type LocalizedText } from '../../../engine/messages';
import { ApiRequestError } from '../../api/http';
import { useOperationTranslation } from '../../kit/operationStrings';
import { useToast } from '../../kit/toast';
import { bothLanguages, useLanguage } from '../../kit/useLanguage';
import { growingText } from '../../kit/growingText';

/** What the board's two forms share (a new thread, a reply): a plain text field with its count, and sending a post. */

const characters = (text: string) => [...text].length;

type Errors = Partial<Record<string, LocalizedText>>;

/** Field errors of a refused post, from the page's own checks or the server's answer. */
const errorsOf = (problems: { path: string; code: Parameters<typeof localize>[0]; params?: Parameters<typeof localize>[1] }[]): Errors =>
  Object.fromEntries(problems.map((problem) => [problem.path, localize(problem.code, problem.params)]));

export function PlainField({
  id,
  label,
  value,
  limit,
  error,
  multiline,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  limit: number;
  error?: LocalizedText;
  multiline?: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useOperationTranslation();
  const { language } = useLanguage();
  return (
    <TextField
      id={id}
      label={label}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error?.[language] ?? t('board.count', { count: characters(value), limit })}
      {...(multiline ? growingText(3) : {})}
      fullWidth
    />
  );
}

/** Sends a post: the page's checks first (the server runs the same), then the server's answer field by field. */
export function usePosting<Input extends Record<string, string>>(
  check: (input: Input) => Parameters<typeof errorsOf>[0],
  send: (input: Input) => Promise<unknown>,
) {
  const { i18n } = useOperationTranslation();
  const toast = useToast();
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const post = async (input: Input): Promise<boolean> => {
    const problems = check(input);
    setErrors(errorsOf(problems));
    if (problems.length > 0) return false;
    setBusy(true);
    try {
      await send(input);
      toast.success(bothLanguages(i18n, 'board.posted'));
      return true;
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.fieldErrors.length > 0)
        setErrors(Object.fromEntries(failure.fieldErrors.map((item) => [item.field, { ja: item.message, en: item.messageEn }])));
      else toast.error(failure, undefined, bothLanguages(i18n, 'board.postFailed'));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { errors, busy, post };
}
