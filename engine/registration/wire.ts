import type { FieldState, FormData, GeneratedForm } from '../formModel';
import { readPath, writePath } from '../paths';
import { wireName } from '../fields/catalogue';
import { ANSWERS_GROUP } from '../questions/questionFields';
import type { RoleFlags } from '../roles';
import { conditionHolds } from '../rules';
import { registrationFields, type FieldDef } from './fields';
import { typeOfFlags, type ParticipationType } from '../participation';

/**
 * Form data <-> the multipart payload of POST /web_api/users (docs/requirements/public-area.md §7): every
 * user field in snake_case under `user[...]`, the affiliation under
 * `user[affiliation_attributes][...]`, SNS as `user[sns_{network}_url]`, the role flags
 * `user[is_presentable]`…, the answers as JSON in `custom_user_question_answer`. Files travel as
 * file parts: `user[profile_image]` and `custom_user_question_file[<uuid>]`.
 */

export type WireEntry = [key: string, value: string];

/** A file the form holds (as a data URL) and the part it is sent as. */
export interface WireUpload {
  key: string;
  path: string;
  dataUrl: string;
}

/** The field's name in server errors and in the payload, without the `user[...]` wrapper (the registry's). */
export { wireName };

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

const ANSWERS_KEY = 'custom_user_question_answer';
const ANSWER_FILE_PREFIX = 'custom_user_question_file';

/** `customAnswers.<uuid>` is `custom_user_question_answer.<uuid>` in server errors. */
export const wireNameOf = (path: string): string =>
  path.startsWith(`${ANSWERS_GROUP}.`) ? `${ANSWERS_KEY}.${path.slice(ANSWERS_GROUP.length + 1)}` : (wireNameByPath.get(path) ?? path);
export const pathOfWireName = (name: string): string =>
  name.startsWith(`${ANSWERS_KEY}.`) ? `${ANSWERS_GROUP}.${name.slice(ANSWERS_KEY.length + 1)}` : (pathByWireName.get(name) ?? name);

/** The file part a file field is sent as. */
export function uploadKey(path: string): string {
  if (path.startsWith(`${ANSWERS_GROUP}.`)) return `${ANSWER_FILE_PREFIX}[${path.slice(ANSWERS_GROUP.length + 1)}]`;
  return wireKey(fieldsByPath.get(path)!);
}

/** The form path a file part belongs to, if any. */
export function pathOfUploadKey(key: string): string | undefined {
  const answer = new RegExp(`^${ANSWER_FILE_PREFIX}\\[([^\\]]+)\\]$`).exec(key);
  if (answer) return `${ANSWERS_GROUP}.${answer[1]}`;
  const field = fieldByWireKey.get(key);
  return field?.upload ? field.path : undefined;
}

/** Fields the server takes from elsewhere (the token), never from the payload. */
const notSent = new Set(['email']);

const roleKeys: Record<keyof RoleFlags, string> = {
  isPresentable: 'user[is_presentable]',
  isEvaluatable: 'user[is_evaluatable]',
  isSponsor: 'user[is_sponsor]',
  isReviewable: 'user[is_reviewable]',
};
const roleByKey = new Map(Object.entries(roleKeys).map(([flag, key]) => [key, flag as keyof RoleFlags]));

export interface RegistrationExtras {
  loginEmailToken: string;
  registrationLanguage: string;
}

const TOKEN_KEY = 'user[login_email_token]';
const LANGUAGE_KEY = 'user[registration_language]';

function encode(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The text parts of the payload. Files: see `toWireUploads`. */
export function toWire(form: GeneratedForm, data: FormData, extras: RegistrationExtras): WireEntry[] {
  const answers: Record<string, unknown> = {};
  const entries: WireEntry[] = [
    [TOKEN_KEY, extras.loginEmailToken],
    [LANGUAGE_KEY, extras.registrationLanguage],
  ];
  for (const state of visibleFields(form, data)) {
    if (notSent.has(state.path) || state.display) continue;
    const value = readPath(data, state.path);
    if (state.path.startsWith(`${ANSWERS_GROUP}.`)) {
      // A file answer is its part; the JSON says only that one was sent.
      if (value !== undefined) answers[state.path.slice(ANSWERS_GROUP.length + 1)] = state.upload ? undefined : value;
      continue;
    }
    const field = fieldsByPath.get(state.path)!;
    if (field.upload) continue;
    if (state.path === 'participationType') {
      const flags = form.roleFlags[value as ParticipationType];
      if (flags) for (const [flag, key] of Object.entries(roleKeys)) entries.push([key, String(flags[flag as keyof RoleFlags])]);
      continue;
    }
    if (isList(field)) {
      for (const item of Array.isArray(value) ? value : []) entries.push([wireKey(field), String(item)]);
      continue;
    }
    const encoded = encode(value);
    if (encoded !== undefined) entries.push([wireKey(field), encoded]);
  }
  entries.push([ANSWERS_KEY, JSON.stringify(answers)]);
  return entries;
}

/** The files of the payload: each upload field holding a chosen file. */
export function toWireUploads(form: GeneratedForm, data: FormData): WireUpload[] {
  return visibleFields(form, data)
    .filter((state) => state.upload && typeof readPath(data, state.path) === 'string')
    .map((state) => ({ key: uploadKey(state.path), path: state.path, dataUrl: readPath(data, state.path) as string }));
}

export interface DecodedRegistration {
  data: FormData;
  loginEmailToken?: string;
  registrationLanguage?: string;
  /** Keys that are no field of the registration form, and parts that cannot be read. */
  unknownKeys: string[];
  /** Keys sent more than once. */
  repeatedKeys: string[];
  /** `user[is_presentable]`…, as sent; `participationTypeOf` reads them against the form. */
  roleFlags?: Partial<Record<keyof RoleFlags, boolean | string>>;
}

/** The offered participation type the sent flags name, or a value the type's choice check refuses. */
export function participationTypeOf(form: GeneratedForm, flags: DecodedRegistration['roleFlags']): string | undefined {
  if (!flags) return undefined;
  const valid = Object.values(flags).every((value) => typeof value === 'boolean');
  return (valid && typeOfFlags(form.roleFlags, flags as Partial<RoleFlags>)) || 'unknown';
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

/** Parses `custom_user_question_answer`: an object keyed by question uuid, or nothing. */
function decodeAnswers(raw: string): Record<string, unknown> | undefined {
  if (raw.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function fromWire(entries: readonly WireEntry[]): DecodedRegistration {
  const result: DecodedRegistration = { data: {}, unknownKeys: [], repeatedKeys: [] };
  const seen = new Set<string>();
  const flags: Partial<Record<keyof RoleFlags, boolean | string>> = {};
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
    const role = roleByKey.get(key);
    if (key === TOKEN_KEY) result.loginEmailToken = raw;
    else if (key === LANGUAGE_KEY) result.registrationLanguage = raw;
    else if (role) flags[role] = raw === 'true' ? true : raw === 'false' ? false : raw;
    else if (key === ANSWERS_KEY) {
      const answers = decodeAnswers(raw);
      if (answers) result.data[ANSWERS_GROUP] = answers;
      else result.unknownKeys.push(key);
    } else {
      if (!field || notSent.has(field.path) || field.upload) {
        result.unknownKeys.push(key);
        continue;
      }
      const value = decodeValue(field, raw);
      if (value !== undefined) writePath(result.data, field.path, value);
    }
  }
  if (Object.keys(flags).length > 0) result.roleFlags = flags;
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

/** Blank text is no answer: a required field holding only spaces, or an empty list, is still empty. */
const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** A list answer in its stored shape: blank lines dropped, a checkbox answer sorted (§3). */
function normalizeList(field: FieldState, value: unknown[]): unknown[] {
  const kept = value.filter((item) => item !== null && item !== undefined && !(typeof item === 'string' && item.trim() === ''));
  return field.widget === 'sortedCheckboxes' ? [...kept].sort() : kept;
}

/**
 * Drops the values of fields the form does not show (absent by the settings or hidden by a
 * condition) and blank text, and brings each value to its stored form, so both sides validate,
 * and the server stores, exactly what the attendee could see and meant. Every group of the
 * schema is kept, empty or not, so its required fields are checked.
 */
export function pruneToVisible(form: GeneratedForm, data: FormData): FormData {
  const pruned: FormData = {};
  const properties = (form.schema.properties ?? {}) as Record<string, { type?: string }>;
  for (const [name, schema] of Object.entries(properties)) if (schema.type === 'object') pruned[name] = {};
  for (const field of visibleFields(form, data)) {
    if (field.display) continue;
    let value = readPath(data, field.path);
    if (Array.isArray(value)) value = normalizeList(field, value);
    const normalize = fieldsByPath.get(field.path)?.normalize;
    if (normalize && typeof value === 'string') value = normalize(value);
    if (!isBlank(value)) writePath(pruned, field.path, value);
  }
  return pruned;
}
