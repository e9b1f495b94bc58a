import type { FieldState, FormData, GeneratedForm } from '../formModel';
import { camelToSnake, readPath, writePath } from '../paths';
import { conditionHolds } from '../rules';
import { registrationFields, type FieldDef } from './fields';

/**
 * Form data <-> the multipart payload of POST /web_api/users (spec/public-area.md §7): every
 * user field in snake_case under `user[...]`, the affiliation under
 * `user[affiliation_attributes][...]`, SNS as `user[sns_{network}_url]`.
 */

export type WireEntry = [key: string, value: string];

/** The field's name in server errors and in the payload, without the `user[...]` wrapper. */
export function wireName(field: FieldDef): string {
  if (field.wire) return field.wire;
  const [group, key] = field.path.includes('.') ? field.path.split('.') : [undefined, field.path];
  return group === 'affiliation' ? `affiliation_attributes.${camelToSnake(key!)}` : camelToSnake(field.path);
}

const isList = (field: FieldDef) => field.schema.type === 'array';

/** `user[name_sei]`, `user[affiliation_attributes][name]`, `user[keyword_ids][]`. */
function wireKey(field: FieldDef): string {
  const parts = wireName(field)
    .split('.')
    .map((part) => `[${part}]`)
    .join('');
  return `user${parts}${isList(field) ? '[]' : ''}`;
}

const fieldsByPath = new Map(registrationFields.map((field) => [field.path, field]));
const fieldByWireKey = new Map(registrationFields.map((field) => [wireKey(field), field]));
const wireNameByPath = new Map(registrationFields.map((field) => [field.path, wireName(field)]));
const pathByWireName = new Map(registrationFields.map((field) => [wireName(field), field.path]));

export const wireNameOf = (path: string): string => wireNameByPath.get(path) ?? path;
export const pathOfWireName = (name: string): string => pathByWireName.get(name) ?? name;

/** Fields the server takes from elsewhere (the token), never from the payload. */
const notSent = new Set(['email']);

export interface RegistrationExtras {
  loginEmailToken: string;
  registrationLanguage: string;
  customAnswers?: Record<string, unknown>;
}

const TOKEN_KEY = 'user[login_email_token]';
const LANGUAGE_KEY = 'user[registration_language]';
const ANSWERS_KEY = 'custom_user_question_answer';

function encode(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function toWire(form: GeneratedForm, data: FormData, extras: RegistrationExtras): WireEntry[] {
  const entries: WireEntry[] = [
    [TOKEN_KEY, extras.loginEmailToken],
    [LANGUAGE_KEY, extras.registrationLanguage],
    [ANSWERS_KEY, JSON.stringify(extras.customAnswers ?? {})],
  ];
  for (const state of visibleFields(form, data)) {
    if (notSent.has(state.path)) continue;
    const field = fieldsByPath.get(state.path)!;
    const value = readPath(data, state.path);
    if (isList(field)) {
      for (const item of Array.isArray(value) ? value : []) entries.push([wireKey(field), String(item)]);
      continue;
    }
    const encoded = encode(value);
    if (encoded !== undefined) entries.push([wireKey(field), encoded]);
  }
  return entries;
}

export interface DecodedRegistration {
  data: FormData;
  /** The raw JSON of custom_user_question_answer. */
  customAnswers?: string;
  loginEmailToken?: string;
  registrationLanguage?: string;
  /** Keys that are no field of the registration form. */
  unknownKeys: string[];
  /** Keys sent more than once. */
  repeatedKeys: string[];
}

function decodeValue(field: FieldDef, raw: string): unknown {
  if (isBlank(raw)) return undefined;
  if (field.schema.type === 'integer' || (field.schema.items as { type?: string } | undefined)?.type === 'integer') {
    return /^-?\d{1,15}$/.test(raw) ? Number(raw) : raw;
  }
  if (field.schema.type === 'boolean') {
    if (raw === 'true') return true;
    if (raw === 'false') return false;
  }
  return raw;
}

export function fromWire(entries: readonly WireEntry[]): DecodedRegistration {
  const result: DecodedRegistration = { data: {}, unknownKeys: [], repeatedKeys: [] };
  const seen = new Set<string>();
  for (const [key, raw] of entries) {
    const field = fieldByWireKey.get(key);
    if (field && isList(field)) {
      const list = (readPath(result.data, field.path) as unknown[] | undefined) ?? [];
      list.push(decodeValue(field, raw));
      writePath(result.data, field.path, list);
      continue;
    }
    if (seen.has(key)) {
      result.repeatedKeys.push(key);
      continue;
    }
    seen.add(key);
    if (key === TOKEN_KEY) result.loginEmailToken = raw;
    else if (key === ANSWERS_KEY) result.customAnswers = raw;
    else if (key === LANGUAGE_KEY) result.registrationLanguage = raw;
    else {
      if (!field || notSent.has(field.path)) {
        result.unknownKeys.push(key);
        continue;
      }
      const value = decodeValue(field, raw);
      if (value !== undefined) writePath(result.data, field.path, value);
    }
  }
  // An empty list sends no entries; it arrives as an empty list, not as a missing value.
  for (const field of registrationFields) {
    if (isList(field) && readPath(result.data, field.path) === undefined) writePath(result.data, field.path, []);
  }
  return result;
}

/** The fields of the form that show for this data: present by the rules and their condition met. */
export function visibleFields(form: GeneratedForm, data: FormData): FieldState[] {
  return form.fields.filter((field) => !field.onlyWhen || conditionHolds(field.onlyWhen, (path) => readPath(data, path)));
}

/** Blank text is no answer: a required field holding only spaces is still empty. */
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Drops the values of fields the form does not show (absent by the settings or hidden by a
 * condition) and blank text, so both sides validate, and the server stores, exactly what the
 * attendee could see and meant.
 */
export function pruneToVisible(form: GeneratedForm, data: FormData): FormData {
  const pruned: FormData = {};
  for (const field of visibleFields(form, data)) {
    const value = readPath(data, field.path);
    if (!isBlank(value)) writePath(pruned, field.path, value);
  }
  return pruned;
}
