import type { FormData, GeneratedForm } from '../formModel';
import { readPath, writePath } from '../paths';
import { wireName } from '../fields/catalogue';
import { visibleFields } from '../registration/wire';
import { commissionFields } from './commissionFields';

/**
 * Form data <-> the JSON body of POST /web_api/users/commission_create (docs/requirements/operation-area.md
 * §7): `{ token, user: {...} }` with the user's fields in snake_case, the affiliation under
 * `affiliation_attributes`, and `request_letter_formats` as the codes of the uploaded files.
 */

export interface CommissionCreateBody {
  token: string;
  user: Record<string, unknown>;
}

const byWireName = new Map(commissionFields.map((field) => [wireName(field), field]));
const wireNameByPath = new Map(commissionFields.map((field) => [field.path, wireName(field)]));

export const commissionWireNameOf = (path: string) => wireNameByPath.get(path) ?? path;
export const commissionPathOfWireName = (name: string) => byWireName.get(name)?.path ?? name;

/** The server takes these from elsewhere (the token), never from the body. */
const notSent = new Set(['email']);

export function commissionToWire(form: GeneratedForm, data: FormData, extras: { token: string; registrationLanguage: string }): CommissionCreateBody {
  const user: Record<string, unknown> = { registration_language: extras.registrationLanguage };
  for (const state of visibleFields(form, data)) {
    if (notSent.has(state.path)) continue;
    let value = readPath(data, state.path);
    if (value === undefined || value === '') continue;
    if (state.path === 'requestLetterFormats') value = (value as Array<{ code: string }>).map((file) => file.code);
    writePath(user, wireNameByPath.get(state.path)!, value);
  }
  return { token: extras.token, user };
}

export interface DecodedCommission {
  data: FormData;
  registrationLanguage?: string;
  /** Keys that are no field of the form. */
  unknownKeys: string[];
  /** Request letter codes as sent (the server looks the files up). */
  requestLetterCodes: unknown[];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The body's `user` back into form data. Anything that is not a field of the form is named. */
export function commissionFromWire(user: unknown): DecodedCommission {
  const result: DecodedCommission = { data: {}, unknownKeys: [], requestLetterCodes: [] };
  if (!isPlainObject(user)) {
    result.unknownKeys.push('user');
    return result;
  }
  for (const [key, value] of Object.entries(user)) {
    if (key === 'registration_language') {
      result.registrationLanguage = typeof value === 'string' ? value : undefined;
      continue;
    }
    if (key === 'affiliation_attributes' && isPlainObject(value)) {
      for (const [inner, innerValue] of Object.entries(value)) {
        const field = byWireName.get(`affiliation_attributes.${inner}`);
        if (field) writePath(result.data, field.path, innerValue);
        else result.unknownKeys.push(`affiliation_attributes.${inner}`);
      }
      continue;
    }
    const field = byWireName.get(key);
    if (!field || notSent.has(field.path)) {
      result.unknownKeys.push(key);
      continue;
    }
    if (field.path === 'requestLetterFormats') {
      result.requestLetterCodes = Array.isArray(value) ? value : [value];
      continue;
    }
    if (value !== null && value !== '') writePath(result.data, field.path, value);
  }
  return result;
}
