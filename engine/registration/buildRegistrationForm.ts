import type { Language, ResolvedConferenceSettings } from '../../schemas/conferenceSettings';
import type { KeywordCategory } from '../../schemas/keywords';
import type { CrossCheck, FieldState, FormData, GeneratedForm, JsonSchema, SectionLayout, UiSchema } from '../formModel';
import { passwordPolicy } from '../passwordPolicy';
import type { CustomQuestion } from '../../schemas/customQuestions';
import { conditionKey, describeRule, presenceOf, type Condition, type RuleRow } from '../rules';
import { ANSWERS_GROUP, questionFields } from '../questions/questionFields';
import { choiceValues, registrationFields, sectionLabels, type ChoiceContext, type FieldDef, type SectionId } from './fields';
import { allowedParticipationTypes, roleFlagsByType } from './participation';
import { inJapan, registrationRules, snsGroupRule } from './registrationRules';

export interface RegistrationFormInput {
  settings: ResolvedConferenceSettings;
  language: Language;
  /** E-mail from the token lookup, shown read-only. */
  email?: string;
  keywordCategories?: readonly KeywordCategory[];
  /** The latest custom question set (§3 "Custom user question"). */
  questions?: readonly CustomQuestion[];
}

const fieldsByPath = new Map(registrationFields.map((field) => [field.path, field]));

export function fieldDef(path: string): FieldDef {
  const field = fieldsByPath.get(path);
  if (!field) throw new Error(`The rules table names an unknown field: ${path}`);
  return field;
}

type ObjectSchema = JsonSchema & {
  type: 'object';
  properties: Record<string, JsonSchema>;
  required: string[];
  title?: string;
  minProperties?: number;
};

const emptyObject = (title?: string): ObjectSchema => ({ type: 'object', properties: {}, required: [], ...(title ? { title } : {}) });

/** Splits `group.key` into the object it lives in and its key there. */
function splitPath(path: string): [group: string | undefined, key: string] {
  const dot = path.indexOf('.');
  return dot < 0 ? [undefined, path] : [path.slice(0, dot), path.slice(dot + 1)];
}

function conditionSchema(condition: Condition): JsonSchema {
  if ('equals' in condition) {
    return condition.orMissing
      ? { properties: { [condition.field]: { const: condition.equals } } }
      : { required: [condition.field], properties: { [condition.field]: { const: condition.equals } } };
  }
  return { required: [condition.field], properties: { [condition.field]: { not: { const: condition.notEquals } } } };
}

function valueSchema(field: FieldDef, language: Language, context: ChoiceContext): JsonSchema {
  const schema: JsonSchema = { ...field.schema, title: field.label[language] };
  const values = choiceValues(field, context);
  if (values && field.schema.type === 'array') schema.items = { ...(field.schema.items as JsonSchema), enum: values };
  else if (values) schema.enum = values;
  if (field.readonly) schema.readOnly = true;
  return schema;
}

function fieldUi(field: FieldDef, language: Language, context: ChoiceContext): UiSchema {
  const ui: UiSchema = {};
  if (field.widget) ui['ui:widget'] = field.widget;
  if (field.choices) {
    const options =
      typeof field.choices === 'function'
        ? field.choices(language, context)
        : field.choices.map((c) => ({ value: c.value, label: c.label[language] }));
    // Names by value, and the order of the current language: the enum itself stays language-neutral.
    ui['ui:enumNames'] = Object.fromEntries(options.map((option) => [String(option.value), option.label]));
    if (typeof field.choices === 'function') ui['ui:enumOrder'] = options.map((option) => option.value);
  }
  if (field.readonly) ui['ui:readonly'] = true;
  if (field.widget === 'password') ui['ui:autocomplete'] = 'new-password';
  return ui;
}

/**
 * Settings in, registration form out (spec/public-area.md §3, §4, §5). Reads the rules table and
 * the field catalogue; decides nothing by itself.
 */
export function buildRegistrationForm({ settings, language, email, keywordCategories = [], questions = [] }: RegistrationFormInput): GeneratedForm {
  const policy = passwordPolicy(settings.userPasswordPolicy as 0 | 1 | 2);
  const participationTypes = allowedParticipationTypes[settings.registrableUserRoleKind];
  const context: ChoiceContext = { keywordCategories, participationTypes };
  const root = emptyObject();
  const groups = new Map<string, ObjectSchema>();
  const conditional = new Map<string, { condition: Condition; schema: ObjectSchema }>();
  const uiSchema: UiSchema = {};
  const fields: FieldState[] = [];
  const messageOverrides: GeneratedForm['messageOverrides'] = {};
  const sections = new Map<SectionId, string[]>();

  const place = (row: RuleRow, field: FieldDef, required: boolean) => {
    const [group, key] = splitPath(field.path);
    let target = root;
    if (row.onlyWhen && group) throw new Error(`Conditions apply to top-level fields only: ${field.path}`);
    if (row.onlyWhen) {
      const id = conditionKey(row.onlyWhen);
      if (!conditional.has(id)) conditional.set(id, { condition: row.onlyWhen, schema: emptyObject() });
      target = conditional.get(id)!.schema;
    }
    if (group) {
      // The section heading names the group; the object itself carries no second title.
      if (!groups.has(group)) groups.set(group, emptyObject());
      target = groups.get(group)!;
    }
    target.properties[key] = valueSchema(field, language, context);
    if (required) target.required.push(key);
    const topLevel = group ?? key;
    const list = sections.get(field.section) ?? [];
    if (!list.includes(topLevel)) list.push(topLevel);
    sections.set(field.section, list);
    const ui = fieldUi(field, language, context);
    // One type to choose from is no choice: it is sent, not shown.
    if (field.path === 'participationType' && participationTypes.length === 1) ui['ui:widget'] = 'hidden';
    if (field.path === 'keywordIds') {
      ui['ui:options'] = {
        categories: keywordCategories.map((category) => ({
          id: category.id,
          name: language === 'ja' ? category.name : category.nameEn,
          keywords: category.keywords.map((keyword) => ({ id: keyword.id, name: language === 'ja' ? keyword.name : keyword.nameEn })),
        })),
      };
    }
    if (group) {
      // The section heading names the group; the object shows no title of its own.
      const groupUi = (uiSchema[group] ??= { 'ui:label': false }) as UiSchema;
      groupUi[key] = ui;
    } else {
      uiSchema[key] = ui;
    }
  };

  for (const row of registrationRules) {
    const field = fieldDef(row.field);
    const presence = presenceOf(row.rule, settings);
    if (presence === 'absent') continue;
    // A list with nothing to choose from (a conference without keywords) cannot be answered.
    if (choiceValues(field, context)?.length === 0) continue;
    place(row, field, presence === 'required');
    const overrides = { ...field.messages };
    if (field.path === 'password') Object.assign(overrides, { minLength: policy.message, pattern: policy.message });
    if (Object.keys(overrides).length > 0) messageOverrides[field.path] = overrides;
    fields.push({
      path: field.path,
      section: field.section,
      label: field.label,
      presence,
      reason: describeRule(row, settings),
      widget: field.path === 'participationType' && participationTypes.length === 1 ? 'hidden' : (field.widget ?? (field.choices ? 'select' : 'text')),
      ...(row.onlyWhen ? { onlyWhen: row.onlyWhen } : {}),
      ...(field.secret ? { secret: true } : {}),
      ...(field.upload ? { upload: field.upload } : {}),
    });
  }

  // A Japanese postal code is seven digits; abroad, codes take any form.
  const japan = conditional.get(conditionKey(inJapan));
  if (root.properties.zipCode && japan) japan.schema.properties.zipCode = { pattern: '^[0-9]{7}$' };

  const answerFields = questionFields(questions, language);
  if (answerFields.length > 0) {
    const answers = emptyObject();
    const answersUi: UiSchema = { 'ui:label': false };
    for (const question of answerFields) {
      answers.properties[question.question.uuid] = question.schema;
      if (question.required) answers.required.push(question.question.uuid);
      answersUi[question.question.uuid] = question.ui;
      if (Object.keys(question.messages).length > 0) messageOverrides[question.path] = question.messages;
      const v = question.question.validations ?? {};
      fields.push({
        path: question.path,
        section: 'questions',
        label: question.label,
        presence: question.required ? 'required' : 'optional',
        reason: question.display
          ? `question ${question.question.type}`
          : `question ${question.question.type}; ${Object.entries(v).map(([key, value]) => `${key}=${String(value)}`).join(', ') || 'no validations'}`,
        widget: question.question.type,
        ...(question.question.type === 'file' ? { upload: 'questionFile' as const } : {}),
        ...(question.display ? { display: true } : {}),
      });
    }
    groups.set(ANSWERS_GROUP, answers);
    uiSchema[ANSWERS_GROUP] = answersUi;
    sections.set('questions', [ANSWERS_GROUP]);
  }
  // The agreements close the form, after any questions.
  const agreements = sections.get('agreements');
  if (agreements) {
    sections.delete('agreements');
    sections.set('agreements', agreements);
  }

  root.properties.password = { ...root.properties.password, ...policy.schema };
  if (root.properties.keywordIds && settings.isRequireUserKeyword) {
    root.properties.keywordIds = { ...root.properties.keywordIds, minItems: Math.max(1, settings.minUserKeywordCount) };
    messageOverrides.keywordIds = { minItems: 'minItems' };
  }

  const sns = groups.get('sns');
  if (sns && presenceOf(snsGroupRule.rule, settings) === 'required') {
    sns.minProperties = 1;
    root.required.push('sns');
    messageOverrides.sns = { minProperties: 'snsRequired', required: 'snsRequired' };
  }
  for (const [name, group] of groups) root.properties[name] = group;

  const schema: JsonSchema = { type: 'object', properties: root.properties, required: root.required };
  const crossChecks: CrossCheck[] = [{ path: 'passwordConfirmation', equalsPath: 'password', code: 'mismatch' }];
  if (conditional.size > 0) {
    schema.allOf = [...conditional.values()].map(({ condition, schema: then }) => ({ if: conditionSchema(condition), then }));
  }

  const layout: SectionLayout[] = [...sections].map(([id, names]) => ({ id, title: sectionLabels[id][language], fields: names }));
  uiSchema['ui:options'] = { sections: layout };

  const initialData: FormData = {
    ...(email !== undefined ? { email } : {}),
    language,
    // The type registrableUserRoleKind starts with: its initial flags (§4).
    participationType: participationTypes[0],
    ...(root.properties.keywordIds ? { keywordIds: [] } : {}),
    isTermAgreed: false,
    isPolicyAgreed: false,
    affiliation: { kind: 'others' },
  };

  const roleFlags = roleFlagsByType(settings.registrableUserRoleKind) as GeneratedForm['roleFlags'];
  return { language, schema, uiSchema, initialData, fields, messageOverrides, crossChecks, roleFlags };
}
