import type { ApplicationData } from '../../schemas/submission';
import { localize, type LocalizedText } from '../messages';
import { toFieldErrors, type FieldError, type SchemaValidator } from '../validate';
import type { SubmissionForm } from './buildSubmissionForm';
import { countText } from './textCount';

/**
 * The rules of an application that JSON Schema cannot state (docs/requirements/operation-area.md §5
 * "Authors", "Limits on characters, words and number of authors"): exactly one presenter, each
 * author's institutes taken from the application's list, and texts within their counted limits.
 */
export function applicationRuleErrors(form: SubmissionForm, data: ApplicationData): FieldError[] {
  const errors: FieldError[] = [];
  for (const { path, unit, limit } of form.counted) {
    const value = (data as Record<string, unknown>)[path];
    if (!limit || typeof value !== 'string') continue;
    const count = countText(value, unit);
    if (count > limit) errors.push({ path, code: unit === 'characters' ? 'tooManyCharacters' : 'tooManyWords', params: { limit, count } });
  }
  const authors = data.authors ?? [];
  if (authors.length > 0 && authors.filter((author) => author.isPresenter === true).length !== 1) errors.push({ path: 'authors', code: 'onePresenter' });
  const keys = new Set((data.institutes ?? []).map((institute) => institute.key));
  authors.forEach((author, index) => {
    if ((author.instituteKeys ?? []).some((key) => !keys.has(key))) errors.push({ path: `authors.${index}.instituteKeys`, code: 'unknownInstitute' });
  });
  return errors;
}

/** The whole submit check, as the browser and the server both run it: the form's schema, then the rules. */
export function checkApplication(form: SubmissionForm, data: ApplicationData, validator: SchemaValidator): FieldError[] {
  const errors = toFieldErrors(form, validator(data));
  const failing = new Set(errors.map((error) => error.path));
  for (const error of applicationRuleErrors(form, data)) if (!failing.has(error.path)) errors.push(error);
  return errors;
}

/**
 * An application's error in words, naming the author or institute it concerns by the number a
 * reader sees ("Author 3: Choose at least one institute"), so a list of errors read out of place
 * (the server's answer, a screen reader) still says where.
 */
export function localizeApplicationError(error: FieldError): LocalizedText {
  const text = localize(error.code, error.params);
  const item = /^(authors|institutes)\.(\d+)\./.exec(error.path);
  if (!item) return text;
  const prefix = localize(item[1] === 'authors' ? 'authorPosition' : 'institutePosition', { position: Number(item[2]) + 1 });
  return { ja: prefix.ja + text.ja, en: prefix.en + text.en };
}
