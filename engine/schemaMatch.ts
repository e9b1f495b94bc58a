/**
 * Whether data matches a JSON Schema, for the small part of JSON Schema that conditions use
 * (`if` of the engine's schemas, a select's `oneOf` of consts). RJSF asks this synchronously
 * while it renders, to decide which branch of a condition applies; answering it here keeps AJV
 * (and its compile step) out of the form's first load. The full check of a submission is AJV's,
 * on both sides. Keywords outside the supported set are reported by `unsupportedKeywords`, and a
 * table test keeps every condition the engine emits inside it.
 */

const annotations = new Set(['title', 'description', 'default', 'examples', '$id', '$schema', '$comment', 'readOnly', 'writeOnly', 'errorMessage']);
export const supportedKeywords = new Set([
  'type',
  'const',
  'enum',
  'required',
  'properties',
  'not',
  'allOf',
  'anyOf',
  'oneOf',
  'items',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
  'pattern',
  'additionalProperties',
  'if',
  'then',
  'else',
]);

type Schema = boolean | Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && deepEqual(a[key], b[key]));
  }
  return false;
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'boolean':
      return typeof value === 'boolean';
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
    default:
      return false;
  }
}

const length = (text: string) => [...text].length;

export function matchesSchema(schema: Schema | undefined, data: unknown): boolean {
  if (schema === undefined || schema === true) return true;
  if (schema === false) return false;
  const s = schema;
  if (s.type !== undefined) {
    const types = Array.isArray(s.type) ? (s.type as string[]) : [s.type as string];
    if (!types.some((type) => hasType(data, type))) return false;
  }
  if ('const' in s && !deepEqual(data, s.const)) return false;
  if (Array.isArray(s.enum) && !s.enum.some((value) => deepEqual(data, value))) return false;
  if (typeof data === 'string') {
    if (typeof s.minLength === 'number' && length(data) < s.minLength) return false;
    if (typeof s.maxLength === 'number' && length(data) > s.maxLength) return false;
    if (typeof s.pattern === 'string' && !new RegExp(s.pattern, 'u').test(data)) return false;
  }
  if (typeof data === 'number') {
    if (typeof s.minimum === 'number' && data < s.minimum) return false;
    if (typeof s.maximum === 'number' && data > s.maximum) return false;
  }
  if (Array.isArray(data)) {
    if (typeof s.minItems === 'number' && data.length < s.minItems) return false;
    if (typeof s.maxItems === 'number' && data.length > s.maxItems) return false;
    if (Array.isArray(s.items)) {
      // The array form checks each position against its schema; items past the list are free (no additionalItems).
      if (!(s.items as Schema[]).every((sub, index) => index >= data.length || matchesSchema(sub, data[index]))) return false;
    } else if (s.items !== undefined && !data.every((item) => matchesSchema(s.items as Schema, item))) return false;
  }
  if (isObject(data)) {
    // Own properties only: "__proto__", "constructor" or "toString" are names like any other.
    const has = (key: string) => Object.hasOwn(data, key) && data[key] !== undefined;
    if (Array.isArray(s.required) && !(s.required as string[]).every(has)) return false;
    const properties = isObject(s.properties) ? (s.properties as Record<string, Schema>) : {};
    for (const [key, sub] of Object.entries(properties)) {
      if (has(key) && !matchesSchema(sub, data[key])) return false;
    }
    if (s.additionalProperties !== undefined && s.additionalProperties !== true) {
      for (const key of Object.keys(data)) {
        if (!Object.hasOwn(properties, key) && data[key] !== undefined && !matchesSchema(s.additionalProperties as Schema, data[key])) return false;
      }
    }
  }
  if (s.not !== undefined && matchesSchema(s.not as Schema, data)) return false;
  if (Array.isArray(s.allOf) && !(s.allOf as Schema[]).every((sub) => matchesSchema(sub, data))) return false;
  if (Array.isArray(s.anyOf) && !(s.anyOf as Schema[]).some((sub) => matchesSchema(sub, data))) return false;
  if (Array.isArray(s.oneOf) && (s.oneOf as Schema[]).filter((sub) => matchesSchema(sub, data)).length !== 1) return false;
  if (s.if !== undefined) {
    const branch = matchesSchema(s.if as Schema, data) ? s.then : s.else;
    if (branch !== undefined && !matchesSchema(branch as Schema, data)) return false;
  }
  return true;
}

/** Keywords in a schema (at any depth) that matchesSchema does not evaluate. */
export function unsupportedKeywords(schema: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) schema.forEach((item) => unsupportedKeywords(item, found));
  else if (isObject(schema)) {
    for (const [key, value] of Object.entries(schema)) {
      if (!supportedKeywords.has(key) && !annotations.has(key)) found.add(key);
      if (key === 'properties' && isObject(value)) Object.values(value).forEach((sub) => unsupportedKeywords(sub, found));
      else if (key !== 'const' && key !== 'enum' && key !== 'default' && key !== 'examples') unsupportedKeywords(value, found);
    }
  }
  return found;
}
