import type { Language } from '../schemas/conferenceSettings';
import type { LocalizedText } from './messages';

/** The default label of an error toast (§8: the word for "error"). */
export const errorLabel: LocalizedText = { ja: 'エラー', en: 'Error' };

export interface FailedResponse {
  status: number;
  /** The server's message in each language, when it sent one. */
  message?: Partial<LocalizedText>;
}

/**
 * docs/requirements/operation-area.md §8 "Error toast helper": with a message, `{label}: {message}`; without,
 * the HTTP status followed by the label.
 */
export function errorToastTitle(response: FailedResponse, language: Language, label: LocalizedText = errorLabel): string {
  const message = response.message?.[language] || response.message?.ja || response.message?.en;
  if (message) return `${label[language]}: ${message}`;
  return `${response.status} ${label[language]}`;
}
