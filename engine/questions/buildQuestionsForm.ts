import type { Language } from '../../schemas/conferenceSettings';
import type { CustomQuestion } from '../../schemas/customQuestions';
import type { FieldState, GeneratedForm, JsonSchema, UiSchema } from '../formModel';
import type { LocalizedText } from '../messages';
import { ANSWERS_GROUP, questionFields } from './questionFields';

/** The `customAnswers` group of a form that asks a question set: its schema, uiSchema and fields. */
export interface QuestionsGroup {
  schema: JsonSchema & { properties: Record<string, JsonSchema>; required: string[] };
  uiSchema: UiSchema;
  fields: FieldState[];
  messageOverrides: GeneratedForm['messageOverrides'];
}

export function questionsGroup(questions: readonly CustomQuestion[], language: Language, section: string, reason: string): QuestionsGroup {
  const group: QuestionsGroup = { schema: { type: 'object', properties: {}, required: [] }, uiSchema: { 'ui:label': false }, fields: [], messageOverrides: {} };
  for (const field of questionFields(questions, language)) {
    const key = field.path.slice(ANSWERS_GROUP.length + 1);
    group.schema.properties[key] = field.schema;
    group.uiSchema[key] = field.ui;
    if (field.required) group.schema.required.push(key);
    if (Object.keys(field.messages).length > 0) group.messageOverrides[field.path] = field.messages;
    group.fields.push({
      path: field.path,
      section,
      label: field.label,
      presence: field.required ? 'required' : 'optional',
      reason,
      ...(field.widget ? { widget: field.widget } : {}),
      ...(field.display ? { display: true } : {}),
    });
  }
  return group;
}

/**
 * A form of the custom questions alone, as the settings studio previews a question set (issue 20):
 * the same fields, schemas and messages the registration form gives them, in one section when
 * titled.
 */
export function buildQuestionsForm(questions: readonly CustomQuestion[], language: Language, title?: LocalizedText): GeneratedForm {
  const group = questionsGroup(questions, language, 'questions', 'custom question set');
  const hasQuestions = group.fields.length > 0;
  return {
    language,
    schema: {
      type: 'object',
      properties: hasQuestions ? { [ANSWERS_GROUP]: group.schema } : {},
      required: group.schema.required.length > 0 ? [ANSWERS_GROUP] : [],
    },
    uiSchema: {
      ...(hasQuestions ? { [ANSWERS_GROUP]: group.uiSchema } : {}),
      // Without a title, no section: the settings preview shows a set one question per form.
      ...(title ? { 'ui:options': { sections: hasQuestions ? [{ id: 'questions', title: title[language], fields: [ANSWERS_GROUP] }] : [] } } : {}),
    },
    initialData: hasQuestions ? { [ANSWERS_GROUP]: {} } : {},
    fields: group.fields,
    messageOverrides: group.messageOverrides,
    crossChecks: [],
    roleFlags: {},
  };
}
