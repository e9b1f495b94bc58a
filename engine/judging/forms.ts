import type { Language } from '../../schemas/conferenceSettings';
import type { CustomQuestion } from '../../schemas/customQuestions';
import type { EvaluationData, EvaluationItemKey, EvaluationSettings, ReviewData, ReviewRequestStatus, ReviewResult } from '../../schemas/judging';
import { evaluationItemKeys, reviewResults } from '../../schemas/judging';
import type { FieldState, GeneratedForm, JsonSchema, UiSchema } from '../formModel';
import type { LocalizedText } from '../messages';
import { ANSWERS_GROUP } from '../questions/questionFields';
import { questionsGroup } from '../questions/buildQuestionsForm';
import { toFieldErrors, type FieldError, type SchemaValidator } from '../validate';
import { chooseWidget } from '../widgetTesters';

/**
 * The two forms a conference configures for judging (issue 18), generated like every other form:
 * settings in, JSON Schema and uiSchema out, one check for the browser and the server.
 *
 * - Evaluation (docs/requirements/operation-area.md §3): the items asked, each on its scale, and a comment.
 * - Peer review (§4): the result, a comment and the conference's own questions.
 *
 * Both save drafts: a draft may leave things out. Confirming an evaluation, or giving a review a
 * result other than pending, asks for everything.
 */

const label = (ja: string, en: string): LocalizedText => ({ ja, en });

export const evaluationItemLabels: Record<EvaluationItemKey, LocalizedText> = {
  understandability: label('分かりやすさ', 'Understandability'),
  appropriateness: label('研究の妥当性', 'Appropriateness of the research'),
  importance: label('重要性', 'Importance'),
  qaResponse: label('質疑応答', 'Q&A response'),
  passion: label('熱意', 'Passion'),
};

export const judgingLabels = {
  scores: label('評価', 'Scores'),
  comment: label('コメント', 'Comment'),
  review: label('査読', 'Review'),
  result: label('査読結果', 'Review result'),
  questions: label('質問', 'Questions'),
} satisfies Record<string, LocalizedText>;

/** A review request's state as a manager reads it (the reviewer's own page says "your reply"). */
export const reviewRequestStatusLabels: Record<ReviewRequestStatus, LocalizedText> = {
  pending: label('査読者の回答待ち', "Awaiting the reviewer's reply"),
  accepted: label('引き受け済み', 'Accepted'),
  rejected: label('辞退', 'Declined'),
};

export const reviewResultLabels: Record<ReviewResult, LocalizedText> = {
  pending: label('未判定', 'Pending'),
  ok: label('採択', 'Accept'),
  ng: label('不採択', 'Reject'),
  conditional: label('条件付き採択', 'Accept with conditions'),
};

const nonBlank = { type: 'string', minLength: 1, pattern: '\\S' } as const;
const blankIsMissing = { minLength: 'required', pattern: 'required' } as const;

export interface EvaluationItem {
  key: EvaluationItemKey;
  label: LocalizedText;
  scale: number[];
}

/** The items asked, in the spec's order, with their labels and scales. */
export function evaluationItems(settings: EvaluationSettings): EvaluationItem[] {
  return evaluationItemKeys.flatMap((key) => {
    const item = settings.items[key];
    if (!item) return [];
    const scale = Array.from({ length: Math.max(0, item.max - item.min + 1) }, (_, i) => item.min + i);
    return [{ key, label: item.label ?? evaluationItemLabels[key], scale }];
  });
}

export interface EvaluationForm extends GeneratedForm {
  items: EvaluationItem[];
}

export function buildEvaluationForm(settings: EvaluationSettings, language: Language): EvaluationForm {
  const items = evaluationItems(settings);
  const scoreProperties: Record<string, JsonSchema> = {};
  const scoreUi: UiSchema = { 'ui:label': false };
  const fields: FieldState[] = [];
  for (const item of items) {
    const schema = { type: 'integer', enum: item.scale, title: item.label[language] };
    const widget = chooseWidget({ schema, widget: 'rate' });
    scoreProperties[item.key] = schema;
    const own = settings.items[item.key]!;
    const ends = own.minLabel && own.maxLabel ? `${item.scale[0]}: ${own.minLabel[language]} / ${item.scale.at(-1)}: ${own.maxLabel[language]}` : undefined;
    scoreUi[item.key] = { 'ui:widget': widget, ...(ends ? { 'ui:description': ends } : {}) };
    fields.push({
      path: `scores.${item.key}`,
      section: 'scores',
      label: item.label,
      presence: 'required',
      reason: `judging evaluation.items.${item.key}`,
      widget,
    });
  }
  const commentRequired = settings.commentRequired === true;
  const maxLength = settings.commentMaxChars ?? 2000;
  const comment = { ...(commentRequired ? nonBlank : { type: 'string' }), maxLength, title: judgingLabels.comment[language] };
  const commentWidget = chooseWidget({ schema: comment, rows: 5 });
  fields.push({
    path: 'comment',
    section: 'comment',
    label: judgingLabels.comment,
    presence: commentRequired ? 'required' : 'optional',
    reason: `judging evaluation.commentRequired = ${commentRequired}`,
    widget: commentWidget,
  });
  return {
    language,
    items,
    schema: {
      type: 'object',
      properties: {
        // The section says what the object is; a title of its own would be a second heading.
        scores: { type: 'object', properties: scoreProperties, required: items.map((item) => item.key), additionalProperties: false },
        comment,
      },
      required: ['scores', ...(commentRequired ? ['comment'] : [])],
      additionalProperties: false,
    },
    uiSchema: {
      scores: scoreUi,
      comment: { 'ui:widget': commentWidget, 'ui:options': { rows: 5 } },
      'ui:options': { sections: [{ id: 'evaluation', title: judgingLabels.scores[language], fields: ['scores', 'comment'] }] },
    },
    initialData: { scores: {} },
    fields,
    messageOverrides: { comment: blankIsMissing },
    crossChecks: [],
    roleFlags: {},
  };
}

const withoutRequired = (errors: FieldError[]) => errors.filter((error) => error.code !== 'required');

/** An evaluation's check: a draft may leave items out; confirming asks for every item. */
export function checkEvaluation(form: EvaluationForm, data: EvaluationData, validator: SchemaValidator, confirming: boolean): FieldError[] {
  const errors = toFieldErrors(form, validator(data));
  return confirming ? errors : withoutRequired(errors);
}

export interface ReviewForm extends GeneratedForm {
  questions: readonly CustomQuestion[];
}

export function buildReviewForm(questions: readonly CustomQuestion[], language: Language): ReviewForm {
  const group = questionsGroup(questions, language, 'questions', 'judging reviewQuestions');
  const answerProperties = group.schema.properties;
  const answersRequired = group.schema.required;
  const messageOverrides: GeneratedForm['messageOverrides'] = { comment: blankIsMissing, ...group.messageOverrides };
  const properties: Record<string, JsonSchema> = {
    result: { type: 'string', enum: [...reviewResults], title: judgingLabels.result[language] },
    comment: { type: 'string', maxLength: 10000, title: judgingLabels.comment[language] },
  };
  const resultWidget = chooseWidget({ schema: properties.result!, widget: 'radio' });
  const commentWidget = chooseWidget({ schema: properties.comment!, rows: 6 });
  const fields: FieldState[] = [
    { path: 'result', section: 'review', label: judgingLabels.result, presence: 'required', reason: 'peer review: always asked', widget: resultWidget },
    { path: 'comment', section: 'review', label: judgingLabels.comment, presence: 'optional', reason: 'peer review: always asked', widget: commentWidget },
    ...group.fields,
  ];
  const uiSchema: UiSchema = {
    result: { 'ui:widget': resultWidget, 'ui:enumNames': Object.fromEntries(reviewResults.map((result) => [result, reviewResultLabels[result][language]])) },
    comment: { 'ui:widget': commentWidget, 'ui:options': { rows: 6 } },
  };
  if (Object.keys(answerProperties).length > 0) {
    properties[ANSWERS_GROUP] = { type: 'object', properties: answerProperties, required: answersRequired };
    uiSchema[ANSWERS_GROUP] = group.uiSchema;
  }
  uiSchema['ui:options'] = {
    sections: [
      { id: 'review', title: judgingLabels.review[language], fields: ['result', 'comment'] },
      ...(properties[ANSWERS_GROUP] ? [{ id: 'questions', title: judgingLabels.questions[language], fields: [ANSWERS_GROUP] }] : []),
    ],
  };
  return {
    language,
    questions,
    schema: { type: 'object', properties, required: ['result', ...(answersRequired.length ? [ANSWERS_GROUP] : [])], additionalProperties: false },
    uiSchema,
    initialData: { result: 'pending', ...(answerProperties && Object.keys(answerProperties).length ? { [ANSWERS_GROUP]: {} } : {}) },
    fields,
    messageOverrides,
    crossChecks: [],
    roleFlags: {},
  };
}

/**
 * A review's check. Pending is a draft: what is missing may stay missing. A result asks for every
 * required question, and a rejection or a conditional result for its reasons in the comment.
 */
export function checkReview(form: ReviewForm, data: ReviewData, validator: SchemaValidator): FieldError[] {
  const decided = data.result === 'ok' || data.result === 'ng' || data.result === 'conditional';
  // Unanswered questions are missing one by one, not as a missing group.
  const asked = ANSWERS_GROUP in (form.schema.properties as object) ? { ...data, [ANSWERS_GROUP]: data.customAnswers ?? {} } : data;
  const errors = toFieldErrors(form, validator(asked));
  const kept = decided ? errors : errors.filter((error) => error.code !== 'required' || error.path === 'result');
  const blankComment = !data.comment || !/\S/.test(data.comment);
  if ((data.result === 'ng' || data.result === 'conditional') && blankComment && !kept.some((error) => error.path === 'comment')) {
    kept.push({ path: 'comment', code: 'reviewCommentRequired' });
  }
  return kept;
}
