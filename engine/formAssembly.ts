import type { Language, ResolvedConferenceSettings } from '../schemas/conferenceSettings';
import type { FieldState, GeneratedForm, JsonSchema, SectionLayout, UiSchema } from './formModel';
import type { LocalizedText } from './messages';
import { conditionKey, conditionSchema, describeRule, presenceOf, type Condition, type RuleRow } from './rules';
import { choiceValues, type ChoiceContext, type FieldDef } from './fields/catalogue';
import { chooseWidget } from './widgetTesters';
import { ON_DEMAND_OPTION } from './lists/choicesOnDemand';
import type { FieldWidget } from './widgetNames';

/**
 * The part every generated form shares (registration, commission registration): rules-table rows
 * and a field catalogue in, JSON Schema, uiSchema, field states and section layout out. A builder
 * adds what is its own (questions, role flags, list limits) around it.
 */

export type ObjectSchema = JsonSchema & {
  type: 'object';
  properties: Record<string, JsonSchema>;
  required: string[];
  title?: string;
  minProperties?: number;
};

export const emptyObject = (title?: string): ObjectSchema => ({ type: 'object', properties: {}, required: [], ...(title ? { title } : {}) });

/** Splits `group.key` into the object it lives in and its key there. */
function splitPath(path: string): [group: string | undefined, key: string] {
  const dot = path.indexOf('.');
  return dot < 0 ? [undefined, path] : [path.slice(0, dot), path.slice(dot + 1)];
}

function valueSchema(field: FieldDef, language: Language, context: ChoiceContext): JsonSchema {
  const schema: JsonSchema = { ...field.schema, title: field.label[language] };
  const values = choiceValues(field, context);
  if (values && field.schema.type === 'array') schema.items = { ...(field.schema.items as JsonSchema), enum: values };
  else if (values) schema.enum = values;
  if (field.readonly) schema.readOnly = true;
  return schema;
}

function fieldUi(field: FieldDef, widget: FieldWidget | undefined, language: Language, context: ChoiceContext): UiSchema {
  const ui: UiSchema = {};
  if (widget) ui['ui:widget'] = widget;
  if (typeof field.choices === 'string') {
    // Named when the list is read (lists/choicesOnDemand.ts): the form's build takes no locale data.
    ui['ui:options'] = { [ON_DEMAND_OPTION]: field.choices };
  } else if (field.choices) {
    const options =
      typeof field.choices === 'function' ? field.choices(language, context) : field.choices.map((c) => ({ value: c.value, label: c.label[language] }));
    // Names by value, and the order of the current language: the enum itself stays language-neutral.
    ui['ui:enumNames'] = Object.fromEntries(options.map((option) => [String(option.value), option.label]));
    if (typeof field.choices === 'function') ui['ui:enumOrder'] = options.map((option) => option.value);
  }
  if (field.readonly) ui['ui:readonly'] = true;
  if (widget === 'password') ui['ui:autocomplete'] = 'new-password';
  if (field.rows) ui['ui:options'] = { ...(ui['ui:options'] as object | undefined), rows: field.rows };
  return ui;
}

export interface AssemblyInput {
  rows: readonly RuleRow[];
  fieldOf: (path: string) => FieldDef;
  settings: ResolvedConferenceSettings;
  language: Language;
  context: ChoiceContext;
  /** The widget a field names, when a builder decides it from the data (one choice: hidden). */
  widgetOf?: (field: FieldDef) => FieldDef['widget'];
  /** Extra ui options of a field (keyword categories). */
  uiOptionsOf?: (field: FieldDef) => Record<string, unknown> | undefined;
}

export class FormAssembly {
  readonly root = emptyObject();
  readonly groups = new Map<string, ObjectSchema>();
  readonly uiSchema: UiSchema = {};
  readonly fields: FieldState[] = [];
  readonly messageOverrides: GeneratedForm['messageOverrides'] = {};
  readonly sections = new Map<string, string[]>();
  private readonly conditional = new Map<string, { condition: Condition; schema: ObjectSchema }>();

  constructor(private readonly input: AssemblyInput) {
    for (const row of input.rows) this.addRow(row);
  }

  private addRow(row: RuleRow) {
    const { settings, language, context } = this.input;
    const field = this.input.fieldOf(row.field);
    const presence = presenceOf(row.rule, settings);
    if (presence === 'absent') return;
    // A list with nothing to choose from (a conference without keywords) cannot be answered.
    if (choiceValues(field, context)?.length === 0) return;
    const [group, key] = splitPath(field.path);
    let target = this.root;
    if (row.onlyWhen && group) throw new Error(`Conditions apply to top-level fields only: ${field.path}`);
    if (row.onlyWhen) target = this.conditionalSchema(row.onlyWhen);
    if (group) {
      if (!this.groups.has(group)) this.groups.set(group, emptyObject());
      target = this.groups.get(group)!;
    }
    target.properties[key] = valueSchema(field, language, context);
    if (presence === 'required') target.required.push(key);
    if (field.refine) {
      if (group) throw new Error(`Refinements apply to top-level fields only: ${field.path}`);
      this.conditionalSchema(field.refine.when).properties[key] = field.refine.schema;
    }
    this.addToSection(field.section, group ?? key);

    const widget = chooseWidget({ ...field, widget: this.input.widgetOf?.(field) ?? field.widget });
    const ui = fieldUi(field, widget, language, context);
    const options = this.input.uiOptionsOf?.(field);
    if (options) ui['ui:options'] = { ...(ui['ui:options'] as object | undefined), ...options };
    if (group) {
      // The section heading names the group; the object shows no title of its own.
      const groupUi = (this.uiSchema[group] ??= { 'ui:label': false }) as UiSchema;
      groupUi[key] = ui;
    } else {
      this.uiSchema[key] = ui;
    }
    if (field.messages && Object.keys(field.messages).length > 0) this.messageOverrides[field.path] = { ...field.messages };
    this.fields.push({
      path: field.path,
      section: field.section,
      label: field.label,
      presence,
      reason: describeRule(row, settings),
      ...(widget ? { widget } : {}),
      ...(row.onlyWhen ? { onlyWhen: row.onlyWhen } : {}),
      ...(field.secret ? { secret: true } : {}),
      ...(field.upload ? { upload: field.upload } : {}),
    });
  }

  addToSection(section: string, name: string) {
    const list = this.sections.get(section) ?? [];
    if (!list.includes(name)) list.push(name);
    this.sections.set(section, list);
  }

  /** The `then` schema of a condition, shared by every field under it. */
  conditionalSchema(condition: Condition): ObjectSchema {
    const id = conditionKey(condition);
    if (!this.conditional.has(id)) this.conditional.set(id, { condition, schema: emptyObject() });
    return this.conditional.get(id)!.schema;
  }

  /** Moves a section to the end (agreements close a form). */
  moveSectionLast(section: string) {
    const names = this.sections.get(section);
    if (!names) return;
    this.sections.delete(section);
    this.sections.set(section, names);
  }

  /** The finished schema and uiSchema, with the sections in their order and titles. */
  finish(sectionLabels: Record<string, LocalizedText>): { schema: JsonSchema; uiSchema: UiSchema } {
    for (const [name, group] of this.groups) this.root.properties[name] = group;
    const schema: JsonSchema = { type: 'object', properties: this.root.properties, required: this.root.required };
    if (this.conditional.size > 0) {
      schema.allOf = [...this.conditional.values()].map(({ condition, schema: then }) => ({ if: conditionSchema(condition), then }));
    }
    // Sections show in the order of the form's section labels; fields in the order of the registry.
    const order = Object.keys(sectionLabels);
    const layout: SectionLayout[] = [...this.sections]
      .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
      .map(([id, names]) => ({ id, title: sectionLabels[id]![this.input.language], fields: names }));
    this.uiSchema['ui:options'] = { sections: layout };
    return { schema, uiSchema: this.uiSchema };
  }
}
