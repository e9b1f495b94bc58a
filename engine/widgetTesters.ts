import type { CustomQuestionType } from '../schemas/customQuestions';
import { kaigiWidgetNames, rjsfWidgetNames, type FieldWidget } from './widgetNames';

/**
 * How a field's widget is chosen, the way JSON Forms chooses renderers: each widget has a small
 * tester that looks at the field and answers a rank, or NOT_APPLICABLE; the highest rank wins.
 * A field says what it is (its schema, its choices, a secret, a counted text, a question type) and
 * the widget follows; a field that names its widget gets that one, above every other tester. The
 * builders of every form (registration, commission, questions, abstract submission, judging) ask
 * `chooseWidget` once per field and write the answer both into the uiSchema and into the field's
 * state, so the two cannot disagree.
 */

/** What a tester sees of a field. */
export interface WidgetSubject {
  /** The JSON Schema of the value (before choices are added as an enum). */
  schema: Readonly<Record<string, unknown>>;
  /** The widget the field names itself: taken as given. */
  widget?: FieldWidget;
  /** The field offers a list to choose from (its own choices or an enum in the schema). */
  choices?: unknown;
  /** A secret (a password): typed hidden, never echoed. */
  secret?: boolean;
  /** A text area's height: the text is long. */
  rows?: number;
  /** A file field. */
  upload?: 'profileImage' | 'questionFile';
  /** A text whose length a reader counts (characters or words), with a live counter. */
  counted?: unknown;
  /** The custom question type the field asks (docs/requirements/public-area.md §3). */
  questionType?: CustomQuestionType;
}

export type WidgetTester = (subject: WidgetSubject) => number;
export const NOT_APPLICABLE = -1;
type Predicate = (subject: WidgetSubject) => boolean;

export const rankWith =
  (rank: number, predicate: Predicate): WidgetTester =>
  (subject) =>
    predicate(subject) ? rank : NOT_APPLICABLE;
export const and =
  (...predicates: Predicate[]): Predicate =>
  (subject) =>
    predicates.every((predicate) => predicate(subject));
export const schemaTypeIs =
  (...types: string[]): Predicate =>
  (subject) =>
    types.includes(subject.schema.type as string);
export const formatIs =
  (format: string): Predicate =>
  (subject) =>
    subject.schema.format === format;
export const hasChoices: Predicate = (subject) =>
  Boolean(subject.choices) || Array.isArray(subject.schema.enum) || Array.isArray((subject.schema.items as { enum?: unknown } | undefined)?.enum);
export const isSecret: Predicate = (subject) => subject.secret === true;
export const isLongText: Predicate = (subject) => subject.rows !== undefined;
export const isCounted: Predicate = (subject) => subject.counted !== undefined;
export const uploadIs =
  (kind: NonNullable<WidgetSubject['upload']>): Predicate =>
  (subject) =>
    subject.upload === kind;
export const questionTypeIs =
  (type: CustomQuestionType): Predicate =>
  (subject) =>
    subject.questionType === type;
export const named =
  (widget: FieldWidget): Predicate =>
  (subject) =>
    subject.widget === widget;

/** Ranks: what the value is < what the field adds < what it asks as a question < what it names. */
const BY_TYPE = 1;
const BY_SHAPE = 2;
const BY_PURPOSE = 3;
const BY_QUESTION = 4;
const BY_NAME = 10;

/** The testers, one or more per widget. A widget with no tester here can still be named. */
export const widgetTesters: ReadonlyArray<{ widget: FieldWidget; tester: WidgetTester }> = [
  { widget: 'text', tester: rankWith(BY_TYPE, schemaTypeIs('string', 'integer', 'number')) },
  { widget: 'checkbox', tester: rankWith(BY_TYPE, schemaTypeIs('boolean')) },
  { widget: 'select', tester: rankWith(BY_SHAPE, hasChoices) },
  { widget: 'textarea', tester: rankWith(BY_SHAPE, and(schemaTypeIs('string'), isLongText)) },
  { widget: 'date', tester: rankWith(BY_SHAPE, and(schemaTypeIs('string'), formatIs('date'))) },
  { widget: 'email', tester: rankWith(BY_PURPOSE, formatIs('email')) },
  { widget: 'password', tester: rankWith(BY_PURPOSE, isSecret) },
  { widget: 'countedText', tester: rankWith(BY_PURPOSE, and(schemaTypeIs('string'), isCounted)) },
  { widget: 'profileImage', tester: rankWith(BY_PURPOSE, uploadIs('profileImage')) },
  { widget: 'questionFile', tester: rankWith(BY_QUESTION, questionTypeIs('file')) },
  { widget: 'toggleRadio', tester: rankWith(BY_QUESTION, questionTypeIs('radio')) },
  { widget: 'sortedCheckboxes', tester: rankWith(BY_QUESTION, questionTypeIs('checkbox')) },
  { widget: 'rate', tester: rankWith(BY_QUESTION, questionTypeIs('rate-field')) },
  { widget: 'switch', tester: rankWith(BY_QUESTION, questionTypeIs('switch')) },
  { widget: 'textArray', tester: rankWith(BY_QUESTION, questionTypeIs('text-array')) },
  ...[...rjsfWidgetNames, ...kaigiWidgetNames].map((widget) => ({ widget, tester: rankWith(BY_NAME, named(widget)) })),
];

/**
 * The widget of the highest-ranked tester (the first listed on a tie), or none when no tester
 * applies (a display-only question: its field shows it, not a widget).
 */
export function chooseWidget(subject: WidgetSubject): FieldWidget | undefined {
  let best: FieldWidget | undefined;
  let bestRank = NOT_APPLICABLE;
  for (const { widget, tester } of widgetTesters) {
    const rank = tester(subject);
    if (rank > bestRank) {
      best = widget;
      bestRank = rank;
    }
  }
  return best;
}
