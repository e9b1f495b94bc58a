import { useCallback, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import type { TFunction } from 'i18next';
import { formatTokyo } from '../../../../engine/commission/dates';
import { localize, type LocalizedText, type MessageKey } from '../../../../engine/messages';
import type { FieldError } from '../../../../engine/validate';
import { ApiRequestError } from '../../../api/http';
import { fromTokyoInput } from '../../../kit/tokyoInput';
import { useLanguage } from '../../../kit/useLanguage';
import { refusalText } from '../../judging/parts';

export type Errors = Record<string, LocalizedText>;

/** The engine's problems, keyed by field, in both languages. */
export const errorsOf = (problems: readonly FieldError[]): Errors =>
  Object.fromEntries(problems.map((problem) => [problem.path, localize(problem.code as MessageKey, problem.params)]));

/** What a refused save answers: the server's field errors by field, and its message. */
export function refusalOf(error: unknown): { fields: Errors; message: LocalizedText } {
  const fields =
    error instanceof ApiRequestError ? Object.fromEntries(error.fieldErrors.map((item) => [item.field, { ja: item.message, en: item.messageEn }])) : {};
  return { fields, message: refusalText(error) };
}

/**
 * "Saved", "Removed" or a refusal, said where the manager looks and announced to screen readers:
 * every change on the program pages says what became of it.
 */
export function useNotice() {
  const { language } = useLanguage();
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: LocalizedText }>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const say = useCallback((severity: 'success' | 'error', text: LocalizedText) => {
    setNotice({ severity, text });
    clearTimeout(timer.current);
    if (severity === 'success') timer.current = setTimeout(() => setNotice(undefined), 6000);
  }, []);
  const element = (
    <div role={notice?.severity === 'error' ? 'alert' : 'status'} aria-live={notice?.severity === 'error' ? 'assertive' : 'polite'}>
      {notice && (
        <Alert severity={notice.severity} sx={{ mb: 2 }} onClose={() => setNotice(undefined)}>
          {notice.text[language]}
        </Alert>
      )}
    </div>
  );
  return { element, say };
}

/** Tokyo's wall-clock time of an instant, HH:mm, for the managers' time inputs. */
export const tokyoTime = (instant: string | null) => (instant ? formatTokyo(instant, 'HH:mm') : '');
/** The Tokyo day of an instant, yyyy-MM-dd. */
export const tokyoDate = (instant: string | null) => (instant ? formatTokyo(instant, 'yyyy-MM-dd') : '');
/** A Tokyo day and wall-clock time as an instant, or null while either is empty. */
export const instantOf = (day: string, time: string) => (day && time ? fromTokyoInput(`${day}T${time}`) : null);

/** One of the page's strings in both languages, as the notice shows it. */
export const inBoth = (t: TFunction, key: string, options: Record<string, unknown> = {}): LocalizedText => ({
  ja: t(key, { ...options, lng: 'ja' }),
  en: t(key, { ...options, lng: 'en' }),
});
