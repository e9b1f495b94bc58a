import type { ErrorSchema } from '@rjsf/utils';
import { localizeError, type FieldError } from '../../engine/validate';
import type { LocalizedText } from '../../engine/messages';
import { pathOfWireName } from '../../engine/registration/wire';
import type { ServerFieldError } from '../api/http';

/** An error ready to show: where, and what it says in each language. */
export interface DisplayError {
  path: string;
  text: LocalizedText;
}

/** Whether two lists say the same, in the same order (a check that found what it found before changes nothing). */
export const sameDisplayErrors = (a: readonly DisplayError[], b: readonly DisplayError[]) =>
  a.length === b.length && a.every((error, i) => error.path === b[i]!.path && error.text.ja === b[i]!.text.ja && error.text.en === b[i]!.text.en);

export const fromEngineErrors = (errors: readonly FieldError[]): DisplayError[] => errors.map((error) => ({ path: error.path, text: localizeError(error) }));

export const fromServerErrors = (errors: readonly ServerFieldError[]): DisplayError[] =>
  errors.map((error) => ({ path: pathOfWireName(error.field), text: { ja: error.message, en: error.messageEn } }));

/** RJSF's nested error shape, in the current language. */
export function toErrorSchema(errors: readonly DisplayError[], language: 'ja' | 'en'): ErrorSchema {
  const schema: Record<string, unknown> = {};
  for (const error of errors) {
    let node = schema;
    for (const part of error.path.split('.')) node = (node[part] ??= {}) as Record<string, unknown>;
    ((node.__errors ??= []) as string[]).push(error.text[language]);
  }
  return schema as ErrorSchema;
}

/** RJSF's element id of a field: `root_affiliation_name`. */
export const fieldElementId = (path: string) => `root_${path.replace(/\./g, '_')}`;

/** Scrolls to and focuses the first field with an error, in page order. */
export function focusFirstError(errors: readonly DisplayError[]): void {
  const elements = errors
    .map((error) => document.getElementById(fieldElementId(error.path)) ?? document.querySelector<HTMLElement>(`[id^="${fieldElementId(error.path)}"]`))
    .filter((element): element is HTMLElement => element !== null);
  const first = elements.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
  if (!first) return;
  first.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  first.focus({ preventScroll: true });
}

/** The id of a form's message that belongs to no field (a refusal without field errors). */
export const FORM_MESSAGE_ID = 'form-message';

/**
 * After a refusal: the first offending field, or, when the server named none, the form's own
 * message, scrolled to and focused so the person sees why (issue 21, item 4).
 */
export function focusRefusal(errors: readonly DisplayError[], framesLeft = 60): void {
  if (errors.length > 0) return focusFirstError(errors);
  const message = document.getElementById(FORM_MESSAGE_ID);
  // The form comes back as the page re-renders, which a busy device may take some frames to do.
  if (!message) {
    if (framesLeft > 0) requestAnimationFrame(() => focusRefusal(errors, framesLeft - 1));
    return;
  }
  message.focus({ preventScroll: true });
  keepInView(message);
}

/**
 * Brings an element into view and keeps it there while the page above it is still growing (a
 * long form renders its later fields after the first), until the person scrolls themselves.
 */
function keepInView(element: HTMLElement, frames = 90): void {
  let left = frames;
  const stop = () => (left = 0);
  const events = ['wheel', 'touchstart', 'keydown'] as const;
  for (const type of events) window.addEventListener(type, stop, { once: true, passive: true });
  const step = () => {
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) element.scrollIntoView?.({ block: 'center' });
    if ((left -= 1) > 0 && element.isConnected) requestAnimationFrame(step);
    else for (const type of events) window.removeEventListener(type, stop);
  };
  step();
}
