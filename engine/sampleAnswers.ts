import type { FormData, GeneratedForm, JsonSchema } from './formModel';
import { writePath } from './paths';
import { visibleFields } from './registration/wire';

/** The schema of a path, wherever the form put it (at the top, in a group or under a condition). */
export function schemaAt(form: GeneratedForm, fieldPath: string): JsonSchema {
  const [first, second] = fieldPath.split('.') as [string, string | undefined];
  const schemas = [form.schema, ...((form.schema.allOf as JsonSchema[] | undefined) ?? []).map((branch) => branch.then as JsonSchema)];
  let found: JsonSchema = {};
  for (const schema of schemas) {
    const top = (schema.properties as Record<string, JsonSchema> | undefined)?.[first];
    const node = second ? (top?.properties as Record<string, JsonSchema> | undefined)?.[second] : top;
    if (node) found = { ...node, ...found };
  }
  return found;
}

/**
 * A value the field accepts, distinct from every other field's (the index), so a value stored in
 * the wrong place shows. `text` words a free-text answer.
 */
export function sampleValue(fieldPath: string, schema: JsonSchema, index: number, text = `v${index}-${fieldPath.replace(/\W/g, '')}`): unknown {
  const choices = (schema.enum ?? (schema.items as JsonSchema | undefined)?.enum) as unknown[] | undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.type === 'boolean') return true;
  if (schema.type === 'array') {
    const count = Math.max(1, Number(schema.minItems ?? 1));
    if (choices) return choices.slice(0, count);
    return Array.from({ length: count }, (_, i) => `${text} ${i + 1}`);
  }
  if (choices) return choices[choices.length > 1 ? 1 : 0];
  if (schema.type === 'integer' || schema.type === 'number') return Number(schema.minimum ?? 1);
  if (schema.format === 'email') return `field${index}@example.com`;
  if (schema.format === 'uri') return `https://example.com/${index}`;
  if (schema.format === 'date') return String(schema.formatMinimum ?? '2027-09-01');
  if (fieldPath === 'zipCode') return '1000001';
  if (/phone/i.test(fieldPath) || String(schema.pattern ?? '').includes('0-9+()')) return `03-1234-${String(1000 + index)}`;
  const max = Number(schema.maxLength ?? 255);
  const min = Number(schema.minLength ?? 0);
  return text.padEnd(min, 'x').slice(0, max);
}

/**
 * Sample answers to every field a form shows from its start (the settings studio's "filled"
 * preview): free text reads as `sample`, passwords and uploads stay empty.
 */
export function sampleAnswers(form: GeneratedForm, sample: string): FormData {
  const data: FormData = structuredClone(form.initialData);
  visibleFields(form, data).forEach((field, index) => {
    if (field.display || field.upload || field.path === 'email' || /password/i.test(field.path)) return;
    writePath(data, field.path, sampleValue(field.path, schemaAt(form, field.path), index, sample));
  });
  return data;
}
