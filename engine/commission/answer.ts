import { isEmail } from '../account';
import type { FieldError } from '../validate';

/** docs/requirements/operation-area.md §3 "Answer payload". */
export const answerKinds = ['accepted', 'rejected'] as const;
export type AnswerKind = (typeof answerKinds)[number];

export interface AnswerValues {
  kind: AnswerKind;
  committerNote: string;
}

/** The answer card starts on "accept" with an empty note. */
export const defaultAnswer: AnswerValues = { kind: 'accepted', committerNote: '' };

export const COMMITTER_NOTE_MAX = 2000;

const isKind = (value: unknown): value is AnswerKind => answerKinds.includes(value as AnswerKind);

/** The checks both the answer card and the server run on an answer. */
export function checkAnswer(values: { kind?: unknown; committerNote?: unknown }): FieldError[] {
  const errors: FieldError[] = [];
  if (values.kind === undefined || values.kind === '') errors.push({ path: 'kind', code: 'required' });
  else if (!isKind(values.kind)) errors.push({ path: 'kind', code: 'invalidChoice' });
  if (values.committerNote !== undefined && typeof values.committerNote !== 'string') errors.push({ path: 'committerNote', code: 'invalidValue' });
  else if (typeof values.committerNote === 'string' && values.committerNote.length > COMMITTER_NOTE_MAX) {
    errors.push({ path: 'committerNote', code: 'maxLength', params: { limit: COMMITTER_NOTE_MAX } });
  }
  return errors;
}

/** Answer-with-register (§5): the e-mail must be entered and be an e-mail; only an acceptance registers. */
export function checkAnswerWithRegister(values: { email?: unknown; kind?: unknown; committerNote?: unknown }): FieldError[] {
  const errors = checkAnswer(values);
  if (typeof values.email !== 'string' || values.email.trim() === '') errors.push({ path: 'email', code: 'required' });
  else if (!isEmail(values.email.trim())) errors.push({ path: 'email', code: 'invalidEmail' });
  if (isKind(values.kind) && values.kind !== 'accepted') errors.push({ path: 'kind', code: 'answerWithRegisterAccepts' });
  return errors;
}

/** The intro of the request card: the staff's template with its placeholders filled, if there is one. */
export function fillTemplate(template: string | undefined | null, names: { session: string; conference: string }): string | undefined {
  if (!template?.trim()) return undefined;
  return template.replace(/\{(session|conference)\}/g, (_whole, key: 'session' | 'conference') => names[key]);
}
