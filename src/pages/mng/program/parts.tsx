import type { TFunction } from 'i18next';
import { formatTokyo } from '../../../../engine/commission/dates';
import { localize, type LocalizedText, type MessageKey } from '../../../../engine/messages';
import type { FieldError } from '../../../../engine/validate';
import { ApiRequestError } from '../../../api/http';
import { fromTokyoInput } from '../../../kit/tokyoInput';
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
