import { format, validate as interpret, dereference, escapePointer, type OutputUnit, type Schema } from '@cfworker/json-schema';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { matchesSchema } from './schemaMatch';
import { schemaFormats } from './schemaFormats';
import type { JsonSchema } from './formModel';
import type { SchemaError, SchemaValidator } from './validate';

/**
 * The browser's full check of a generated form: a JSON Schema interpreter (@cfworker/json-schema)
 * instead of AJV. AJV compiles each schema into a function with `new Function`, which needs
 * 'unsafe-eval' in the page's CSP, downloads 34 KB and took 300 ms at 1x to compile a
 * 1,000-input form; the interpreter is 7.7 KB (brotli) and compiles nothing. The server keeps AJV
 * (engine/ajv.ts) as the authority. Errors come out in the shape the engine reads from AJV
 * (keyword, instancePath, params), with the same formats (ajv-formats' full ones) and the two
 * keywords of ajv-formats the engine's schemas use (formatMinimum, formatMaximum); a test
 * compares the two over every fixture form with random answers.
 */

type FormatDefinition =
  RegExp | ((text: string) => boolean) | { validate: RegExp | ((text: string) => boolean); compare?: (a: string, b: string) => number | undefined };
const definitions = fullFormats as unknown as Record<string, FormatDefinition>;
const tester = (definition: FormatDefinition): ((text: string) => boolean) => {
  const check = typeof definition === 'object' && !(definition instanceof RegExp) ? definition.validate : definition;
  return check instanceof RegExp ? (text) => check.test(text) : check;
};
for (const name of schemaFormats) format[name] = tester(definitions[name]!);

/** Units that only say "something inside failed"; the inner units say what. */
const wrappers = new Set([
  'properties',
  'items',
  'additionalItems',
  'prefixItems',
  'patternProperties',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  '$ref',
  'dependentSchemas',
]);
const missingProperty = /^Instance does not have required property "(.*)"\.$/s;

/** The value a unit's keywordLocation points at in the schema ('#/properties/a/maxLength'). */
function schemaValueAt(schema: unknown, location: string): unknown {
  let node = schema;
  for (const segment of location.slice(2).split('/')) {
    if (!segment) continue;
    const key = decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  }
  return node;
}

const instancePathOf = (location: string) => decodeURI(location.slice(1)).replace(/%23/g, '#');

function toSchemaError(schema: JsonSchema, unit: OutputUnit): SchemaError | undefined {
  const { keyword, keywordLocation } = unit;
  const instancePath = instancePathOf(unit.instanceLocation);
  if (wrappers.has(keyword)) return undefined;
  if (keyword === 'required') return { keyword, instancePath, params: { missingProperty: missingProperty.exec(unit.error)?.[1] } };
  if (keyword === 'format') return { keyword, instancePath, params: { format: schemaValueAt(schema, keywordLocation) } };
  const value = schemaValueAt(schema, keywordLocation);
  return { keyword, instancePath, params: typeof value === 'number' ? { limit: value } : {} };
}

/** Form data as JSON has it: a property holding undefined is absent (as AJV reads it); the interpreter refuses undefined. */
function asJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : asJson(item)));
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) if (item !== undefined) copy[key] = asJson(item);
    return copy;
  }
  return value;
}

const dateLimits = { formatMinimum: (order: number) => order < 0, formatMaximum: (order: number) => order > 0 } as const;

/**
 * formatMinimum and formatMaximum, which the interpreter does not know, checked where AJV checks
 * them: along properties, items, allOf and the branch of an if that applies.
 */
function dateLimitErrors(schema: unknown, data: unknown, instancePath: string, found: SchemaError[]) {
  if (schema === null || typeof schema !== 'object') return;
  const s = schema as Record<string, unknown>;
  const definition = typeof s.format === 'string' ? definitions[s.format] : undefined;
  if (typeof data === 'string' && definition && typeof definition === 'object' && !(definition instanceof RegExp) && definition.compare) {
    for (const keyword of ['formatMinimum', 'formatMaximum'] as const) {
      if (typeof s[keyword] !== 'string') continue;
      const order = definition.compare(data, s[keyword] as string);
      if (order !== undefined && dateLimits[keyword](order)) found.push({ keyword, instancePath, params: { limit: s[keyword] } });
    }
  }
  if (data !== null && typeof data === 'object' && !Array.isArray(data) && s.properties && typeof s.properties === 'object') {
    for (const [key, sub] of Object.entries(s.properties)) {
      if (Object.hasOwn(data, key)) dateLimitErrors(sub, (data as Record<string, unknown>)[key], `${instancePath}/${escapePointer(key)}`, found);
    }
  }
  if (Array.isArray(data) && s.items && typeof s.items === 'object' && !Array.isArray(s.items))
    data.forEach((item, index) => dateLimitErrors(s.items, item, `${instancePath}/${index}`, found));
  if (Array.isArray(s.allOf)) for (const sub of s.allOf) dateLimitErrors(sub, data, instancePath, found);
  if (s.if !== undefined) dateLimitErrors(matchesSchema(s.if as Record<string, unknown>, data) ? s.then : s.else, data, instancePath, found);
}

const usesDateLimits = (schema: JsonSchema) => /"format(Minimum|Maximum)"/.test(JSON.stringify(schema));

/**
 * The schema without the properties beside the path to `scope` (or with them accepting anything,
 * `true`, where additionalProperties would otherwise count them), so a check finds the same errors
 * at the scope, inside it and on the objects holding it (their required lists, conditions and
 * other keywords stay) without checking the rest of the form. Undefined when the path does not
 * run through `properties` alone.
 */
function scopedSchema(schema: unknown, path: readonly string[]): JsonSchema | undefined {
  if (path.length === 0) return schema as JsonSchema;
  const s = schema as Record<string, unknown>;
  const properties = s && typeof s === 'object' ? (s.properties as Record<string, unknown> | undefined) : undefined;
  if (!properties || !Object.hasOwn(properties, path[0]!)) return undefined;
  const inner = scopedSchema(properties[path[0]!], path.slice(1));
  if (inner === undefined) return undefined;
  const countsOthers = 'additionalProperties' in s || 'unevaluatedProperties' in s;
  const kept = countsOthers ? Object.fromEntries(Object.keys(properties).map((key) => [key, key === path[0] ? inner : true])) : { [path[0]!]: inner };
  return { ...s, properties: kept } as JsonSchema;
}

/** A validator for one schema, errors as the engine reads them (every error, as AJV's allErrors). */
export function interpretedValidator(schema: JsonSchema): SchemaValidator {
  const check = whole(schema);
  const byScope = new Map<string, SchemaValidator>();
  check.scoped = (scope) => {
    let scoped = byScope.get(scope);
    if (!scoped) {
      const reduced = scopedSchema(schema, scope.split('.'));
      scoped = reduced ? whole(reduced) : check;
      byScope.set(scope, scoped);
    }
    return scoped;
  };
  return check;
}

function whole(schema: JsonSchema): SchemaValidator {
  const lookup = dereference(schema as Schema);
  const checksDates = usesDateLimits(schema);
  return (data) => {
    const json = asJson(data);
    const result = interpret(json, schema as Schema, '7', lookup, false);
    const errors: SchemaError[] = [];
    // additionalProperties: false reports the object, as AJV does, and each extra property's
    // `false` schema (whose keywordLocation the interpreter gives as the instance's), which AJV does not.
    const extrasOf = new Set(result.errors.filter((unit) => unit.keyword === 'additionalProperties').map((unit) => unit.instanceLocation));
    for (const unit of result.errors) {
      if (unit.keyword === 'false' && extrasOf.has(unit.instanceLocation.slice(0, unit.instanceLocation.lastIndexOf('/')))) continue;
      const error = toSchemaError(schema, unit);
      if (error) errors.push(error);
    }
    if (checksDates) dateLimitErrors(schema, json, '', errors);
    return errors;
  };
}
