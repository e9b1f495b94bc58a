import { camelToSnake } from '../paths';
import type { RuleRow } from '../rules';
import { choicesOnDemand } from '../lists/choicesOnDemand';
import type { Asked, ChoiceContext, FieldDef, FormKind, RegistryField, Storage } from './fieldTypes';
import { identityFields } from './identityFields';
import { affiliationFields } from './affiliationFields';
import { addressFields } from './addressFields';
import { participationFields } from './participationFields';

export type * from './fieldTypes';
export { uploadedFileSchema } from './fieldKit';
export { inJapan } from '../lists/countries';

/**
 * The field registry: every field a generated form asks, written once (the rows are in
 * identityFields.ts, affiliationFields.ts, addressFields.ts and participationFields.ts, in form
 * order; their vocabulary in fieldKit.ts, their shape in fieldTypes.ts). The rules tables, each
 * form's fields, the wire mapping, the initial values and the rows the server writes are read from
 * here.
 */
export const fieldRegistry: readonly RegistryField[] = [...identityFields, ...affiliationFields, ...addressFields, ...participationFields];

/** One form's view of a registry field: its own section, widget and rule applied. */
export interface FormField extends FieldDef {
  asked: Asked;
  stored: Storage;
}

const formFields = new Map<FormKind, readonly FormField[]>();

/** The fields a form asks, in registry order, with the form's own section and widget. */
export function fieldsOf(form: FormKind): readonly FormField[] {
  let fields = formFields.get(form);
  if (!fields) {
    fields = fieldRegistry.flatMap((field): FormField[] => {
      const asked = field.asked[form];
      if (!asked) return [];
      const { asked: _all, ...own } = field;
      return [{ ...own, asked, section: asked.section ?? field.section, widget: asked.widget ?? field.widget }];
    });
    formFields.set(form, fields);
  }
  return fields;
}

/** The rules table of a form: one row per field it asks. */
export function rulesOf(form: FormKind): readonly RuleRow[] {
  return fieldsOf(form).map((field) => ({ field: field.path, rule: field.asked.rule, ...(field.asked.onlyWhen ? { onlyWhen: field.asked.onlyWhen } : {}) }));
}

/** The field's wire name: `affiliation.nameEn` is `affiliation_attributes.name_en`, the rest snake_case. */
export function wireName(field: Pick<FieldDef, 'path' | 'wire'>): string {
  if (field.wire) return field.wire;
  const [group, key] = field.path.includes('.') ? field.path.split('.') : [undefined, field.path];
  return group === 'affiliation' ? `affiliation_attributes.${camelToSnake(key!)}` : camelToSnake(field.path);
}

/** What a new form of this kind starts with, from the fields' `initial` values. */
export function initialValues(form: FormKind): Array<[path: string, value: unknown]> {
  return fieldsOf(form).flatMap((field) => (field.initial === undefined ? [] : [[field.path, field.initial] as [string, unknown]]));
}

/** Values allowed for fields whose choices come from a list, for validation independent of language. */
export function choiceValues(field: FieldDef, context: ChoiceContext): Array<string | number> | undefined {
  if (!field.choices) return undefined;
  if (field.values) return [...field.values];
  const options =
    typeof field.choices === 'string'
      ? choicesOnDemand[field.choices]('en')
      : typeof field.choices === 'function'
        ? field.choices('en', context)
        : field.choices;
  return options.map((c) => c.value);
}
