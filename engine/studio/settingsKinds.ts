import { conferenceSettingsSchema } from '../../schemas/conferenceSettings';
import { customQuestionSetSchema, type CustomQuestion } from '../../schemas/customQuestions';
import { keywordCategoriesSchema, type KeywordCategoriesFile } from '../../schemas/keywords';
import type { JsonSchema } from '../formModel';
import type { LocalizedText } from '../messages';
import { operationSettingsSchemas } from '../operationSettings';
import type { PaymentSettings } from '../../schemas/payment';
import { checkQuestionSet } from '../questions/checkQuestionSet';
import { localize } from '../messages';
import { formatTokyo } from '../commission/dates';
import { pointerToPath } from '../paths';
import { toFieldErrors, type SchemaValidator } from '../validate';

/**
 * What the managers' settings pages edit (issue 20), each with the JSON Schema its form is
 * generated from and the server checks it with: the schemas of the fixture files, without the
 * editor's `$schema` hint.
 */
export const settingsKinds = ['conference', 'custom-questions', 'keywords', 'qualification', 'review', 'dashboard', 'payment'] as const;
export type SettingsKind = (typeof settingsKinds)[number];

function withoutEditorHint<S extends { properties: Record<string, unknown> }>(schema: S): JsonSchema {
  const { $schema: _hint, ...properties } = schema.properties;
  const { $id: _id, ...rest } = schema as S & { $id?: string };
  return { ...rest, properties };
}

export const settingsSchemas: Record<SettingsKind, JsonSchema> = {
  conference: withoutEditorHint(conferenceSettingsSchema),
  'custom-questions': withoutEditorHint(customQuestionSetSchema),
  keywords: withoutEditorHint(keywordCategoriesSchema),
  qualification: operationSettingsSchemas.qualification,
  review: operationSettingsSchemas.review,
  dashboard: operationSettingsSchemas.dashboard,
  payment: operationSettingsSchemas.payment,
};

/** Which generated forms a kind changes: what the preview beside its page shows. */
export const previewOf: Record<SettingsKind, readonly ('registration' | 'commission' | 'questions')[]> = {
  conference: ['registration', 'commission'],
  'custom-questions': ['questions', 'registration'],
  keywords: ['registration'],
  qualification: [],
  review: [],
  dashboard: [],
  payment: [],
};

/** A rule a JSON Schema cannot state, broken: where (a JSON pointer), and what to do. */
export interface SettingsProblem {
  path: string;
  expected: string;
  found: string;
  message: LocalizedText;
}

/** Category and keyword ids are used once each (keywords are chosen and stored by id). */
export function keywordSetProblems(data: Pick<KeywordCategoriesFile, 'categories'>): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  const categoryIds = new Set<number>();
  const keywordIds = new Set<number>();
  data.categories.forEach((category, c) => {
    if (categoryIds.has(category.id)) {
      problems.push({
        path: `/categories/${c}/id`,
        expected: 'a category id used once',
        found: String(category.id),
        message: { ja: 'この分類 ID は既に使われています。', en: 'This category ID is already used.' },
      });
    }
    categoryIds.add(category.id);
    category.keywords.forEach((keyword, k) => {
      if (keywordIds.has(keyword.id)) {
        problems.push({
          path: `/categories/${c}/keywords/${k}/id`,
          expected: 'a keyword id used once',
          found: String(keyword.id),
          message: { ja: 'このキーワード ID は既に使われています。', en: 'This keyword ID is already used.' },
        });
      }
      keywordIds.add(keyword.id);
    });
  });
  return problems;
}

/** The periods a kind of settings sets, as [start, end] keys: §5, the start must be before the end. */
const periodsOf: Partial<Record<SettingsKind, ReadonlyArray<readonly [string, string]>>> = {
  review: [['reviewableFrom', 'reviewableTill']],
};

/** A period whose end is not after its start, at the end's key. */
export function periodProblems(value: Record<string, unknown>, periods: ReadonlyArray<readonly [string, string]>): SettingsProblem[] {
  return periods.flatMap(([startKey, endKey]) => {
    const start = value[startKey];
    const end = value[endKey];
    if (typeof start !== 'string' || typeof end !== 'string' || Date.parse(end) > Date.parse(start)) return [];
    return [
      {
        path: `/${endKey}`,
        expected: `a moment after ${startKey} (${start})`,
        found: JSON.stringify(end),
        message: localize('periodEndsBeforeStart', { start: formatTokyo(new Date(start)) }),
      },
    ];
  });
}

/** Plans and extras: each id used once across both (an order names them by id), each sales period forwards. */
export function paymentSettingsProblems(value: Partial<Pick<PaymentSettings, 'plans' | 'extras'>>): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  const ids = new Set<number>();
  for (const list of ['plans', 'extras'] as const) {
    (value[list] ?? []).forEach((item, index) => {
      if (ids.has(item.id)) {
        problems.push({
          path: `/${list}/${index}/id`,
          expected: 'an id used once among plans and extras',
          found: String(item.id),
          message: { ja: 'この ID は既に使われています。', en: 'This ID is already used.' },
        });
      }
      ids.add(item.id);
      for (const problem of periodProblems(item as Record<string, unknown>, [['salesFrom', 'salesTill']])) {
        problems.push({ ...problem, path: `/${list}/${index}${problem.path}` });
      }
    });
  }
  return problems;
}

/** The rules beyond the schema, for a value the schema accepted. */
export function settingsProblems(kind: SettingsKind, value: unknown): SettingsProblem[] {
  const periods = periodsOf[kind];
  if (periods) return periodProblems(value as Record<string, unknown>, periods);
  switch (kind) {
    case 'custom-questions':
      return checkQuestionSet((value as { items: CustomQuestion[] }).items);
    case 'keywords':
      return keywordSetProblems(value as KeywordCategoriesFile);
    case 'payment':
      return paymentSettingsProblems(value as PaymentSettings);
    default:
      return [];
  }
}

/** A problem at a dotted path of the value, in both languages: what the page shows at the field. */
export interface SettingsFieldProblem {
  path: string;
  message: LocalizedText;
}

/**
 * The whole check of a settings value, the same in the browser and on the server: the kind's
 * schema (with the engine's messages), then the rules beyond it.
 */
export function settingsFieldProblems(kind: SettingsKind, value: unknown, validate: SchemaValidator): SettingsFieldProblem[] {
  const errors = validate(value);
  if (errors.length > 0)
    return toFieldErrors({ messageOverrides: {} }, errors).map((error) => ({ path: error.path, message: localize(error.code, error.params) }));
  return settingsProblems(kind, value).map((problem) => ({ path: pointerToPath(problem.path), message: problem.message }));
}
