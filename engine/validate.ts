import type { FormData, GeneratedForm } from './formModel';
import { localize, type LocalizedText, type MessageKey, type MessageParams } from './messages';
import { pointerToPath, readPath } from './paths';
import type { PasswordScreen } from './commonPasswords';

/** A language-neutral error: the shell and the server localize it when they show it. */
export interface FieldError {
  path: string;
  code: MessageKey;
  params?: MessageParams;
}

/** The shape of an AJV error that the engine reads; the validator itself is handed in. */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

export type SchemaValidator = ((data: unknown) => readonly SchemaError[]) & {
  /** A cheaper check that finds the same errors at `scope`, inside it and on the objects holding it. */
  scoped?: (scope: string) => SchemaValidator;
};

const genericCodes: Record<string, MessageKey> = {
  required: 'required',
  minProperties: 'required',
  maxLength: 'maxLength',
  minLength: 'minLength',
  enum: 'invalidChoice',
  const: 'invalidValue',
  type: 'invalidValue',
  pattern: 'invalidValue',
  minItems: 'minItems',
  maxItems: 'maxOptions',
  uniqueItems: 'invalidValue',
  formatMinimum: 'dateBelowRange',
  formatMaximum: 'dateAboveRange',
};

const formatCodes: Record<string, MessageKey> = { email: 'invalidEmail', uri: 'invalidUrl', date: 'invalidDate' };

/** Lower ranks win when one field has several errors: a missing value says "required" only. */
const rank = (keyword: string) => ['required', 'minProperties', 'type', 'const', 'enum'].indexOf(keyword) >>> 0;

/** AJV keywords that only say "a sub-schema failed"; the sub-schema's own errors say why. */
const wrappers = new Set(['if', 'allOf', 'anyOf', 'oneOf', 'not']);

export function toFieldErrors(form: Pick<GeneratedForm, 'messageOverrides'>, errors: readonly SchemaError[]): FieldError[] {
  const best = new Map<string, { keyword: string; error: FieldError }>();
  for (const error of errors) {
    if (wrappers.has(error.keyword)) continue;
    // An error on one item of a list belongs to the list field; a missing property of an item
    // (an author's name) belongs to that item's property.
    let path = pointerToPath(error.instancePath);
    if (error.keyword === 'required') {
      path = path ? `${path}.${String(error.params.missingProperty)}` : String(error.params.missingProperty);
    } else {
      path = path.replace(/(\.\d+)+$/, '');
    }
    // An override may name a list's items with `*` (`authors.*.lastName`).
    const override = form.messageOverrides[path]?.[error.keyword] ?? form.messageOverrides[path.replace(/\.\d+(?=\.|$)/g, '.*')]?.[error.keyword];
    const code =
      override ?? (error.keyword === 'format' ? (formatCodes[String(error.params.format)] ?? 'invalidValue') : (genericCodes[error.keyword] ?? 'invalidValue'));
    const params: MessageParams = {};
    if (typeof error.params.limit === 'number') params.limit = error.params.limit;
    const current = best.get(path);
    if (!current || rank(error.keyword) < rank(current.keyword)) {
      best.set(path, { keyword: error.keyword, error: { path, code, ...(Object.keys(params).length ? { params } : {}) } });
    }
  }
  return [...best.values()].map(({ error }) => error);
}

/**
 * The whole submit check: schema, then cross-field checks on fields without an error yet, then
 * the common-password screen on a password that passed the policy (handed in like the validator:
 * the browser loads its list on demand, and the server refuses what a browser without it let by).
 */
export function validateForm(form: GeneratedForm, data: FormData, validator: SchemaValidator, screen?: PasswordScreen): FieldError[] {
  const errors = toFieldErrors(form, validator(data));
  const failing = new Set(errors.map((error) => error.path));
  for (const check of form.crossChecks) {
    if (failing.has(check.path)) continue;
    const value = readPath(data, check.path);
    if (value !== undefined && value !== readPath(data, check.equalsPath)) errors.push({ path: check.path, code: check.code });
  }
  const password = readPath(data, 'password');
  if (screen && typeof password === 'string' && !failing.has('password') && form.fields.some((field) => field.path === 'password') && screen(password)) {
    errors.push({ path: 'password', code: 'commonPassword' });
  }
  return errors;
}

/** Whether `path` is `scope` or lies inside it. */
export const isWithin = (path: string, scope: string) => path === scope || path.startsWith(`${scope}.`);

/** Whether a message at `path` belongs to a check of `scope`: the field, what is inside it, or an object holding it. */
export const concerns = (scope: string, path: string) => isWithin(path, scope) || isWithin(scope, path);

const sourcesByForm = new WeakMap<GeneratedForm, ReadonlySet<string>>();

/**
 * The top-level paths the form's conditions read: each field's `onlyWhen`, and the `if` of each
 * branch written into the schema (a field's refinement). A change there may show or hide fields.
 */
export function conditionSources(form: GeneratedForm): ReadonlySet<string> {
  let sources = sourcesByForm.get(form);
  if (sources) return sources;
  const found = new Set<string>();
  for (const field of form.fields) if (field.onlyWhen) found.add(field.onlyWhen.field.split('.')[0]!);
  for (const branch of (form.schema as { allOf?: Array<{ if?: { properties?: object } }> }).allOf ?? []) {
    for (const key of Object.keys(branch.if?.properties ?? {})) found.add(key);
  }
  sourcesByForm.set(form, (sources = found));
  return sources;
}

/**
 * The field a change at `changed` belongs to, when checking it alone gives exactly what the whole
 * check gives for it: not when the field shows under a condition, a condition reads it, a check
 * across fields involves it, or it is the password (screened against the common list). Undefined
 * means: check the whole form.
 */
export function checkScopeOf(form: GeneratedForm, changed: string): string | undefined {
  const field = form.fields.filter((candidate) => isWithin(changed, candidate.path)).sort((a, b) => b.path.length - a.path.length)[0];
  if (!field || field.onlyWhen || field.path === 'password') return undefined;
  if (conditionSources(form).has(field.path.split('.')[0]!)) return undefined;
  if (form.crossChecks.some((check) => concerns(field.path, check.path) || concerns(field.path, check.equalsPath))) return undefined;
  return field.path;
}

/**
 * The errors the whole check finds at `scope`, inside it and on the objects holding it, and only
 * those: with a validator's `scoped` check where it has one (the browser's skips the other
 * fields), else the whole schema with only the field's errors mapped. For a scope from
 * {@link checkScopeOf}, the same as filtering {@link validateForm}'s answer.
 */
export function validateScope(form: GeneratedForm, data: FormData, validator: SchemaValidator, scope: string): FieldError[] {
  const concerned = (validator.scoped?.(scope) ?? validator)(data).filter((error) => {
    const at = pointerToPath(error.instancePath);
    const path = error.keyword === 'required' ? (at ? `${at}.${String(error.params.missingProperty)}` : String(error.params.missingProperty)) : at;
    // The field, what is inside it, and the objects that hold it (a group left with nothing in it).
    return concerns(scope, path);
  });
  return toFieldErrors(form, concerned).filter((error) => concerns(scope, error.path));
}

export function localizeError(error: FieldError): LocalizedText {
  return localize(error.code, error.params);
}
