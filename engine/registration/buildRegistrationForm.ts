import type { Language, ResolvedConferenceSettings } from '../../schemas/conferenceSettings';
import type { KeywordCategory } from '../../schemas/keywords';
import type { CrossCheck, FormData, GeneratedForm, UiSchema } from '../formModel';
import { emptyObject, FormAssembly } from '../formAssembly';
import { passwordPolicy } from '../passwordPolicy';
import type { CustomQuestion } from '../../schemas/customQuestions';
import { presenceOf } from '../rules';
import { ANSWERS_GROUP, questionFields } from '../questions/questionFields';
import { registrationFields, sectionLabels, type ChoiceContext, type FieldDef } from './fields';
import { allowedParticipationTypes, roleFlagsByType } from '../participation';
import { registrationRules, snsGroupRule } from './registrationRules';
import { initialValues } from '../fields/catalogue';
import { writePath } from '../paths';

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

/**
 * Settings in, registration form out (docs/requirements/public-area.md §3, §4, §5). Reads the rules table and
 * the field catalogue; decides nothing by itself.
 */
export function buildRegistrationForm({ settings, language, email, keywordCategories = [], questions = [] }: RegistrationFormInput): GeneratedForm {
  const policy = passwordPolicy(settings.userPasswordPolicy as 0 | 1 | 2);
  const participationTypes = allowedParticipationTypes[settings.registrableUserRoleKind];
  const context: ChoiceContext = { keywordCategories, participationTypes };
  const assembly = new FormAssembly({
    rows: registrationRules,
    fieldOf: fieldDef,
    settings,
    language,
    context,
    // One type to choose from is no choice: it is sent, not shown.
    widgetOf: (field) => (field.path === 'participationType' && participationTypes.length === 1 ? 'hidden' : field.widget),
    uiOptionsOf: (field) =>
      field.path === 'keywordIds'
        ? {
            categories: keywordCategories.map((category) => ({
              id: category.id,
              name: language === 'ja' ? category.name : category.nameEn,
              keywords: category.keywords.map((keyword) => ({ id: keyword.id, name: language === 'ja' ? keyword.name : keyword.nameEn })),
            })),
          }
        : undefined,
  });
  const { root, groups, uiSchema, fields, messageOverrides } = assembly;
  if (root.properties.password) messageOverrides.password = { ...messageOverrides.password, minLength: policy.message, pattern: policy.message };

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
          : `question ${question.question.type}; ${
              Object.entries(v)
                .map(([key, value]) => `${key}=${String(value)}`)
                .join(', ') || 'no validations'
            }`,
        ...(question.widget ? { widget: question.widget } : {}),
        ...(question.question.type === 'file' ? { upload: 'questionFile' as const } : {}),
        ...(question.display ? { display: true } : {}),
      });
    }
    groups.set(ANSWERS_GROUP, answers);
    uiSchema[ANSWERS_GROUP] = answersUi;
    assembly.addToSection('questions', ANSWERS_GROUP);
  }
  // The agreements close the form, after any questions.
  assembly.moveSectionLast('agreements');

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
  const { schema, uiSchema: finishedUi } = assembly.finish(sectionLabels);
  const crossChecks: CrossCheck[] = [{ path: 'passwordConfirmation', equalsPath: 'password', code: 'mismatch' }];

  const initialData: FormData = {
    ...(email !== undefined ? { email } : {}),
    // The person's language starts at ja (spec §3, "default ja"), not at the page's language; a
    // conference that does not take Japanese starts at its first language.
    language: settings.languages.includes('ja') ? 'ja' : (settings.languages[0] ?? 'ja'),
    // The type registrableUserRoleKind starts with: its initial flags (§4).
    participationType: participationTypes[0],
  };
  const asked = new Set(fields.map((field) => field.path));
  for (const [path, value] of initialValues('registration')) if (asked.has(path)) writePath(initialData, path, value);

  const roleFlags = roleFlagsByType(settings.registrableUserRoleKind) as GeneratedForm['roleFlags'];
  return { language, schema, uiSchema: finishedUi, initialData, fields, messageOverrides, crossChecks, roleFlags };
}
