import type { Language } from '../../schemas/conferenceSettings';
import type { CustomQuestion, CustomQuestionType } from '../../schemas/customQuestions';
import type { JsonSchema, UiSchema } from '../formModel';
import { joinLabels, type LocalizedText, type MessageKey } from '../messages';
import type { FieldWidget } from '../widgetNames';
import { chooseWidget } from '../widgetTesters';

/**
 * docs/requirements/public-area.md §3 "Custom user question" and §5 "Custom questions": each question of the
 * latest set becomes one field of the `customAnswers` group, keyed by its uuid. The answer shapes
 * are §3's: one string for text, textarea, radio, select and date (an ISO date); a sorted list for
 * checkbox; a list for text-array; a number for rate-field; true or false for switch and
 * single-checkbox; for file, the name of the uploaded file (the bytes travel as a file part).
 */

export const ANSWERS_GROUP = 'customAnswers';
export const DEFAULT_ROWS = 3;
export const DEFAULT_MIN_RATE = 1;
export const DEFAULT_MAX_RATE = 5;
const TEXT_MAX = 10_000;

/** Types that show something and ask nothing. */
export const displayTypes: ReadonlySet<CustomQuestionType> = new Set(['text-display', 'title-display']);

export interface QuestionField {
  path: string;
  question: CustomQuestion;
  label: LocalizedText;
  required: boolean;
  schema: JsonSchema;
  ui: UiSchema;
  /** The widget the shell shows this type with; none for display types (a field of their own). */
  widget?: FieldWidget;
  messages: Partial<Record<string, MessageKey>>;
  display: boolean;
}

export const answerPath = (uuid: string) => `${ANSWERS_GROUP}.${uuid}`;

const pick = (ja: string | undefined, en: string | undefined, language: Language): string => (language === 'en' ? en || ja : ja || en) ?? '';

export function questionLabel(question: CustomQuestion): LocalizedText {
  const ja = question.label ?? question.text ?? '';
  const en = question.labelEn ?? question.textEn ?? '';
  return { ja: ja || en, en: en || ja };
}

/**
 * An answer as a reader reads it: chosen options by their labels in the language, in the options'
 * order (not the order they were clicked), listed as the language lists them; other answers as
 * written. A value no option has any more is shown as stored.
 */
export function answerText(question: CustomQuestion | undefined, value: unknown, language: Language): string {
  const values = (Array.isArray(value) ? value : [value]).filter((item) => item !== undefined && item !== null && item !== '').map(String);
  const options = question?.options ?? [];
  if (options.length === 0) return joinLabels(values, language);
  const rank = (item: string) => {
    const index = options.findIndex((option) => option.value === item);
    return index === -1 ? options.length : index;
  };
  const label = (item: string) => {
    const option = options.find((candidate) => candidate.value === item);
    return option ? (language === 'en' ? option.labelEn || option.label : option.label || option.labelEn) || item : item;
  };
  return joinLabels([...values].sort((a, b) => rank(a) - rank(b)).map(label), language);
}

export function rateRange(question: CustomQuestion): number[] {
  const min = question.minRate ?? DEFAULT_MIN_RATE;
  const max = question.maxRate ?? DEFAULT_MAX_RATE;
  return Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => min + i);
}

function valueSchema(question: CustomQuestion): { schema: JsonSchema; messages: QuestionField['messages'] } {
  const v = question.validations ?? {};
  const required = v.required === true;
  const messages: QuestionField['messages'] = {};
  switch (question.type) {
    case 'text':
    case 'textarea':
      return {
        schema: { type: 'string', maxLength: v.maxLength ?? TEXT_MAX, ...(v.minLength ? { minLength: v.minLength } : {}) },
        messages,
      };
    case 'text-array':
      return {
        schema: { type: 'array', items: { type: 'string', maxLength: v.maxLength ?? TEXT_MAX }, maxItems: 100, ...(required ? { minItems: 1 } : {}) },
        messages: { minItems: 'required', maxItems: 'maxOptions' },
      };
    case 'switch':
    case 'single-checkbox':
      // Required means switched on: a switch always has a value, so "answered" would mean nothing.
      return { schema: { type: 'boolean', ...(required ? { const: true } : {}) }, messages: { const: 'required' } };
    case 'checkbox': {
      const values = (question.options ?? []).map((option) => option.value);
      const min = Math.max(v.minOptions ?? 0, required ? 1 : 0);
      return {
        schema: {
          type: 'array',
          items: { type: 'string', enum: values },
          uniqueItems: true,
          ...(min > 0 ? { minItems: min } : {}),
          ...(v.maxOptions !== undefined ? { maxItems: v.maxOptions } : {}),
        },
        messages: { minItems: v.minOptions ? 'minOptions' : 'required', maxItems: 'maxOptions' },
      };
    }
    case 'select':
    case 'radio':
      return { schema: { type: 'string', enum: (question.options ?? []).map((option) => option.value) }, messages };
    case 'rate-field':
      return { schema: { type: 'integer', enum: rateRange(question) }, messages };
    case 'date':
      return {
        schema: {
          type: 'string',
          format: 'date',
          ...(v.minDate ? { formatMinimum: v.minDate } : {}),
          ...(v.maxDate ? { formatMaximum: v.maxDate } : {}),
        },
        messages: { format: 'invalidDate', formatMinimum: 'dateBelowRange', formatMaximum: 'dateAboveRange' },
      };
    case 'file':
      // The value is the file as a data URL; its size is the upload rule's to judge, in bytes, when
      // the file is chosen and when it arrives (a cap of 255 characters here cut every real file off; issue 68).
      return { schema: { type: 'string' }, messages };
    case 'text-display':
    case 'title-display':
      return { schema: { type: 'null' }, messages };
  }
}

/** The fields of one question set, in the set's order, labelled in `language`. */
export function questionFields(questions: readonly CustomQuestion[], language: Language): QuestionField[] {
  return questions.map((question) => {
    const display = displayTypes.has(question.type);
    const label = questionLabel(question);
    const { schema, messages } = valueSchema(question);
    const title = label[language];
    const rows = question.type === 'textarea' ? (question.rows ?? DEFAULT_ROWS) : undefined;
    const widget = display ? undefined : chooseWidget({ schema, questionType: question.type, rows });
    const ui: UiSchema = widget ? { 'ui:widget': widget } : {};
    const options: Record<string, unknown> = {};
    const placeholder = pick(question.placeholder, question.placeholderEn, language);
    const description = pick(question.description, question.descriptionEn, language);
    const tooltip = pick(question.tooltip, question.tooltipEn, language);
    if (placeholder) ui['ui:placeholder'] = placeholder;
    if (description) ui['ui:description'] = description;
    if (tooltip) options.tooltip = tooltip;
    if (question.hideLabel) options.hideLabel = true;
    if (rows !== undefined) options.rows = rows;
    if (question.options?.length) {
      ui['ui:enumNames'] = Object.fromEntries(question.options.map((option) => [option.value, pick(option.label, option.labelEn, language)]));
    }
    if (display) {
      ui['ui:field'] = 'questionDisplay';
      options.variant = question.type === 'title-display' ? 'title' : 'text';
      options.isHtml = question.isHtml === true;
      options.text = pick(question.text, question.textEn, language) || title;
    }
    if (question.type === 'file') options.accept = uploadRules.questionFile.accept;
    if (Object.keys(options).length > 0) ui['ui:options'] = options;
    return {
      path: answerPath(question.uuid),
      question,
      label,
      required: !display && question.validations?.required === true,
      schema: display ? schema : { ...schema, title },
      ui,
      ...(widget ? { widget } : {}),
      messages,
      display,
    };
  });
}

/** What an upload may be, checked by content on both sides (engine/uploads.ts reads the bytes). */
export const uploadRules = {
  profileImage: { mimeTypes: ['image/jpeg', 'image/png'], maxBytes: 5 * 1024 * 1024, accept: 'image/jpeg,image/png', typeMessage: 'imageType' },
  questionFile: {
    mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'],
    maxBytes: 10 * 1024 * 1024,
    accept: 'application/pdf,image/jpeg,image/png',
    typeMessage: 'fileType',
  },
  /** A request letter format (commission registration, docs/requirements/operation-area.md §7). */
  requestLetter: {
    mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'],
    maxBytes: 10 * 1024 * 1024,
    accept: 'application/pdf,image/jpeg,image/png',
    typeMessage: 'fileType',
  },
  /** Abstract submission (docs/requirements/operation-area.md §5, §9): the abstract PDF's limit is the conference's, 10 or 20 MB. */
  abstractPdf: { mimeTypes: ['application/pdf'], maxBytes: 20 * 1024 * 1024, accept: 'application/pdf', typeMessage: 'pdfType' },
  posterPdf: { mimeTypes: ['application/pdf'], maxBytes: 20 * 1024 * 1024, accept: 'application/pdf', typeMessage: 'pdfType' },
  graphicalAbstract: {
    mimeTypes: ['image/jpeg'],
    maxBytes: 1024 * 1024,
    accept: 'image/jpeg',
    typeMessage: 'graphicalAbstractImage',
    exactSize: { width: 1200, height: 1200 },
  },
  /** A sponsor's exhibition image and dashboard banner (§5's image rule: 5 MB), and a file participants download. */
  sponsorImage: { mimeTypes: ['image/jpeg', 'image/png'], maxBytes: 5 * 1024 * 1024, accept: 'image/jpeg,image/png', typeMessage: 'imageType' },
  sponsorFile: { mimeTypes: ['application/pdf'], maxBytes: 10 * 1024 * 1024, accept: 'application/pdf', typeMessage: 'pdfType' },
} as const satisfies Record<
  string,
  { mimeTypes: readonly string[]; maxBytes: number; accept: string; typeMessage: MessageKey; exactSize?: { width: number; height: number } }
>;

export type UploadKind = keyof typeof uploadRules;
