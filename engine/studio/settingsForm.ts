import type { Language } from '../../schemas/conferenceSettings';
import type { JsonSchema, UiSchema } from '../formModel';
import { settingLabels, settingValueLabels } from './settingsLabels';
import { settingsSchemas, type SettingsKind } from './settingsKinds';

/** Texts that take more than a line: edited in a text area. */
/**
 * Lists whose items show as a line until opened. Keyword categories; questions have an editor of
 * their own (src/pages/mng/settings/QuestionListEditor.tsx), one form per open question.
 */
const collapsibleLists = new Set(['categories']);
const longTexts = new Set(['text', 'textEn', 'description', 'descriptionEn', 'reviewRequestDescription']);

export interface SettingsForm {
  schema: JsonSchema;
  uiSchema: UiSchema;
}

/**
 * A settings page's form, generated from the settings' own JSON Schema (issue 20): each property
 * titled from settingLabels and each enum value named from settingValueLabels in `language`; the
 * schema's English-only descriptions are left out. Lists can be reordered, duplicated and removed.
 */
export function buildSettingsForm(kind: SettingsKind, language: Language): SettingsForm {
  const walk = (schema: JsonSchema, name?: string): { schema: JsonSchema; ui: UiSchema } => {
    const { description: _description, ...copy } = schema;
    const ui: UiSchema = {};
    if (name) copy.title = settingLabels[name]?.[language] ?? name;
    const named = (values: unknown[]) => values.map((value) => settingValueLabels[String(value)]?.[language] ?? String(value));
    if (Array.isArray(schema.enum)) ui['ui:enumNames'] = named(schema.enum);
    if (name && longTexts.has(name)) ui['ui:widget'] = 'textarea';
    if (name === 'uuid') ui['ui:widget'] = 'hidden';
    if (schema.properties) {
      const properties: Record<string, JsonSchema> = {};
      for (const [key, property] of Object.entries(schema.properties as Record<string, JsonSchema>)) {
        const child = walk(property, key);
        properties[key] = child.schema;
        if (Object.keys(child.ui).length > 0) ui[key] = child.ui;
      }
      copy.properties = properties;
    }
    if (schema.items && !Array.isArray(schema.items)) {
      const items = schema.items as JsonSchema;
      const child = walk(items);
      copy.items = child.schema;
      if (Array.isArray(items.enum) && schema.uniqueItems) ui['ui:widget'] = 'checkboxes';
      else {
        ui['ui:options'] = { orderable: true, copyable: typeof items.properties === 'object', removable: true, addable: true };
        // The top-level lists (questions, keyword categories) show each item as a line until opened.
        if (name && collapsibleLists.has(name)) (ui['ui:options'] as Record<string, unknown>).collapsible = name;
      }
      if (Object.keys(child.ui).length > 0) ui.items = child.ui;
    }
    return { schema: copy, ui };
  };
  const { schema, ui } = walk(settingsSchemas[kind]);
  // The page's tab names the kind; the schema's own (English) title would repeat it.
  delete schema.title;
  return { schema, uiSchema: { ...ui, 'ui:submitButtonOptions': { norender: true } } };
}

/** Every property name the settings pages edit, for the test that each has a label. */
export function editedPropertyNames(): Set<string> {
  const names = new Set<string>();
  const collect = (schema: unknown) => {
    if (!schema || typeof schema !== 'object') return;
    const properties = (schema as { properties?: Record<string, unknown> }).properties;
    if (properties) for (const key of Object.keys(properties)) names.add(key);
    for (const value of Object.values(schema)) collect(value);
  };
  for (const schema of Object.values(settingsSchemas)) collect(schema);
  return names;
}
