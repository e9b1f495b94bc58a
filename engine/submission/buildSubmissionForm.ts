import type { Language } from '../../schemas/conferenceSettings';
import type { KeywordCategory } from '../../schemas/keywords';
import type { ApplicationFileField, KindSettings, SubmissionFieldName, SubmissionKind } from '../../schemas/submission';
import { applicationFileFields } from '../../schemas/submission';
import type { FieldState, GeneratedForm, JsonSchema, SectionLayout, UiSchema } from '../formModel';
import type { LocalizedText, MessageKey } from '../messages';
import type { FieldWidget } from '../widgetNames';
import { chooseWidget } from '../widgetTesters';
import type { CountUnit } from './textCount';

/**
 * Submission settings in, the presentation application form out (docs/requirements/operation-area.md §1, §4,
 * §5; issue 17). Like the registration builder it decides nothing by hand: the table below says,
 * once per field, its label, section, schema, widget and what limits it.
 */

const label = (ja: string, en: string): LocalizedText => ({ ja, en });

/** Names are at most 50 characters (spec §9). */
const NAME_MAX = 50;

export const submissionKindLabels: Record<SubmissionKind, LocalizedText> = {
  oral: label('口頭発表', 'Oral presentation'),
  poster: label('ポスター発表', 'Poster presentation'),
  sponsor: label('協賛企業展示', 'Sponsor exhibition'),
};

export const submissionSectionLabels = {
  presentation: label('発表内容', 'Presentation'),
  authors: label('著者と所属機関', 'Authors and institutes'),
  files: label('ファイル', 'Files'),
} satisfies Record<string, LocalizedText>;
type Section = keyof typeof submissionSectionLabels;

interface SubmissionFieldDef {
  name: SubmissionFieldName;
  path: string;
  section: Section;
  label: LocalizedText;
  schema: JsonSchema;
  /** Named where the value alone does not say it (engine/widgetTesters.ts). */
  widget?: FieldWidget;
  /** A text counted as its reader counts it, with the limit setting that bounds it. */
  counted?: { unit: CountUnit; limit: keyof KindSettings['limits'] };
  choices?: ReadonlyArray<{ value: string; label: LocalizedText }>;
  messages?: Partial<Record<string, MessageKey>>;
}

const nonBlank = { type: 'string', minLength: 1, pattern: '\\S' } as const;
const blankIsMissing = { minLength: 'required', pattern: 'required' } as const;

/** Every field an application may ask, in the order the form shows them. */
export const submissionFields: readonly SubmissionFieldDef[] = [
  {
    name: 'title',
    path: 'title',
    section: 'presentation',
    label: label('演題名（日本語）', 'Title (Japanese)'),
    schema: nonBlank,
    counted: { unit: 'characters', limit: 'titleChars' },
    messages: blankIsMissing,
  },
  {
    name: 'titleEn',
    path: 'titleEn',
    section: 'presentation',
    label: label('演題名（英語）', 'Title (English)'),
    schema: nonBlank,
    counted: { unit: 'words', limit: 'titleEnWords' },
    messages: blankIsMissing,
  },
  {
    name: 'abstract',
    path: 'abstract',
    section: 'presentation',
    label: label('抄録（日本語）', 'Abstract (Japanese)'),
    schema: nonBlank,
    counted: { unit: 'characters', limit: 'abstractChars' },
    messages: blankIsMissing,
  },
  {
    name: 'abstractEn',
    path: 'abstractEn',
    section: 'presentation',
    label: label('抄録（英語）', 'Abstract (English)'),
    schema: nonBlank,
    counted: { unit: 'words', limit: 'abstractEnWords' },
    messages: blankIsMissing,
  },
  {
    name: 'language',
    path: 'language',
    section: 'presentation',
    label: label('発表言語', 'Presentation language'),
    schema: { type: 'string', enum: ['japanese', 'english', 'unspecified'] },
    widget: 'radio',
    choices: [
      { value: 'japanese', label: label('日本語', 'Japanese') },
      { value: 'english', label: label('英語', 'English') },
      { value: 'unspecified', label: label('指定なし', 'Unspecified') },
    ],
  },
  {
    name: 'isPublic',
    path: 'isPublic',
    section: 'presentation',
    label: label('抄録を一般に公開する', 'Publish the abstract'),
    schema: { type: 'boolean' },
    widget: 'switch',
  },
  {
    name: 'keywords',
    path: 'keywordIds',
    section: 'presentation',
    label: label('キーワード', 'Keywords'),
    schema: { type: 'array', uniqueItems: true, items: { type: 'integer' } },
    widget: 'keywordRows',
  },
  {
    name: 'abstractPdf',
    path: 'abstractPdf',
    section: 'files',
    label: label('抄録PDF', 'Abstract PDF'),
    schema: { type: 'integer' },
    widget: 'applicationFile',
  },
  { name: 'posterPdf', path: 'posterPdf', section: 'files', label: label('ポスターPDF', 'Poster PDF'), schema: { type: 'integer' }, widget: 'applicationFile' },
  {
    name: 'graphicalAbstract',
    path: 'graphicalAbstract',
    section: 'files',
    label: label('グラフィカルアブストラクト', 'Graphical abstract'),
    schema: { type: 'integer' },
    widget: 'applicationFile',
  },
];

export const authorFieldLabels = {
  lastName: label('姓', 'Family name'),
  firstName: label('名', 'Given name'),
  lastNameEn: label('姓（英語）', 'Family name (English)'),
  firstNameEn: label('名（英語）', 'Given name (English)'),
  membershipNumber: label('会員番号', 'Membership number'),
  isPresenter: label('発表者', 'Presenter'),
  instituteKeys: label('所属機関', 'Institutes'),
  instituteName: label('所属機関名', 'Institute name'),
  instituteNameEn: label('所属機関名（英語）', 'Institute name (English)'),
  authors: label('著者', 'Authors'),
  institutes: label('所属機関', 'Institutes'),
} satisfies Record<string, LocalizedText>;

/** A counted text of the form: where, in which unit, and its limit when the conference sets one. */
export interface CountedField {
  path: string;
  unit: CountUnit;
  limit?: number;
}

export interface SubmissionForm extends GeneratedForm {
  kind: SubmissionKind;
  settings: KindSettings;
  counted: CountedField[];
  /** The file fields asked, with the limit of each (the abstract PDF's is the conference's). */
  files: Partial<Record<ApplicationFileField, { maxBytes?: number }>>;
}

export interface SubmissionFormInput {
  kind: SubmissionKind;
  settings: KindSettings;
  language: Language;
  keywordCategories?: readonly KeywordCategory[];
}

const text = (value: LocalizedText, language: Language) => value[language];

export function buildSubmissionForm({ kind, settings, language, keywordCategories = [] }: SubmissionFormInput): SubmissionForm {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const uiSchema: UiSchema = {};
  const fields: FieldState[] = [];
  const messageOverrides: SubmissionForm['messageOverrides'] = {};
  const counted: CountedField[] = [];
  const files: SubmissionForm['files'] = {};
  const sections = new Map<Section, string[]>();
  const place = (section: Section, name: string) => sections.set(section, [...(sections.get(section) ?? []), name]);

  for (const field of submissionFields) {
    const presence = settings.fields[field.name];
    if (presence === 'none') continue;
    // Keywords need categories to choose from.
    if (field.name === 'keywords' && keywordCategories.length === 0) continue;
    const schema: JsonSchema = { ...field.schema, title: text(field.label, language) };
    const widget = chooseWidget(field);
    const ui: UiSchema = widget ? { 'ui:widget': widget } : {};
    if (field.choices) ui['ui:enumNames'] = Object.fromEntries(field.choices.map((choice) => [choice.value, text(choice.label, language)]));
    if (field.counted) {
      const limit = settings.limits[field.counted.limit] as number | undefined;
      counted.push({ path: field.path, unit: field.counted.unit, ...(limit ? { limit } : {}) });
      ui['ui:options'] = { unit: field.counted.unit, ...(limit ? { limit } : {}), rows: field.name.startsWith('abstract') ? 8 : 2 };
    }
    if (field.name === 'keywords') {
      if (settings.limits.minKeywords > 0) {
        schema.minItems = settings.limits.minKeywords;
        messageOverrides.keywordIds = { minItems: 'minItems' };
      }
      ui['ui:options'] = {
        categories: keywordCategories.map((category) => ({
          id: category.id,
          name: language === 'ja' ? category.name : category.nameEn,
          keywords: category.keywords.map((keyword) => ({ id: keyword.id, name: language === 'ja' ? keyword.name : keyword.nameEn })),
        })),
      };
      schema.items = { type: 'integer', enum: keywordCategories.flatMap((category) => category.keywords.map((keyword) => keyword.id)) };
    }
    if ((applicationFileFields as readonly string[]).includes(field.name)) {
      const fileField = field.name as ApplicationFileField;
      files[fileField] = fileField === 'abstractPdf' ? { maxBytes: (settings.abstractPdfMaxMb ?? 10) * 1024 * 1024 } : {};
      ui['ui:options'] = { fileKind: fileField, ...files[fileField] };
    }
    properties[field.path] = schema;
    // A switch always has a value: "required" asks nothing more of it.
    if (presence === 'required' && field.name !== 'isPublic') required.push(field.path);
    uiSchema[field.path] = ui;
    if (field.messages) messageOverrides[field.path] = { ...field.messages };
    place(field.section, field.path);
    fields.push({
      path: field.path,
      section: field.section,
      label: field.label,
      presence,
      reason: `submission ${kind}.fields.${field.name} = ${presence}`,
      ...(widget ? { widget } : {}),
    });
  }

  // Authors and their institutes are always asked: the first author at least, each with an institute.
  const englishNames = settings.fields.titleEn === 'required';
  const name = (title: LocalizedText) => ({ type: 'string', maxLength: NAME_MAX, title: text(title, language) });
  properties.institutes = {
    type: 'array',
    title: text(authorFieldLabels.institutes, language),
    minItems: 1,
    items: {
      type: 'object',
      required: ['key', 'name', ...(englishNames ? ['nameEn'] : [])],
      properties: {
        key: { type: 'string' },
        name: { ...nonBlank, maxLength: 255, title: text(authorFieldLabels.instituteName, language) },
        nameEn: { ...(englishNames ? nonBlank : { type: 'string' }), maxLength: 255, title: text(authorFieldLabels.instituteNameEn, language) },
      },
    },
  };
  properties.authors = {
    type: 'array',
    title: text(authorFieldLabels.authors, language),
    minItems: 1,
    maxItems: settings.limits.maxAuthors,
    items: {
      type: 'object',
      required: ['lastName', 'firstName', 'instituteKeys', ...(englishNames ? ['lastNameEn', 'firstNameEn'] : [])],
      properties: {
        lastName: { ...nonBlank, ...name(authorFieldLabels.lastName) },
        firstName: { ...nonBlank, ...name(authorFieldLabels.firstName) },
        lastNameEn: { ...(englishNames ? nonBlank : {}), ...name(authorFieldLabels.lastNameEn) },
        firstNameEn: { ...(englishNames ? nonBlank : {}), ...name(authorFieldLabels.firstNameEn) },
        membershipNumber: { type: 'string', maxLength: 30, title: text(authorFieldLabels.membershipNumber, language) },
        isPresenter: { type: 'boolean', title: text(authorFieldLabels.isPresenter, language) },
        instituteKeys: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string' }, title: text(authorFieldLabels.instituteKeys, language) },
      },
    },
  };
  required.push('institutes', 'authors');
  // The authorship field shows both lists: the institutes are edited with the authors who tick them.
  uiSchema.institutes = { 'ui:field': 'none' };
  uiSchema.authors = { 'ui:field': 'authorship', 'ui:options': { maxAuthors: settings.limits.maxAuthors, englishNames } };
  place('authors', 'authors');
  messageOverrides.authors = { minItems: 'firstAuthorRequired', maxItems: 'maxAuthors' };
  messageOverrides.institutes = { minItems: 'instituteRequired' };
  messageOverrides['authors.*.instituteKeys'] = { minItems: 'authorInstituteRequired', required: 'authorInstituteRequired' };
  for (const part of ['lastName', 'firstName', 'lastNameEn', 'firstNameEn'] as const) messageOverrides[`authors.*.${part}`] = blankIsMissing;
  for (const part of ['name', 'nameEn'] as const) messageOverrides[`institutes.*.${part}`] = blankIsMissing;
  for (const [path, presence] of [
    ['institutes', 'required'],
    ['authors', 'required'],
  ] as const) {
    fields.push({ path, section: 'authors', label: authorFieldLabels[path], presence, reason: `submission ${kind}: always asked` });
  }

  const order = Object.keys(submissionSectionLabels) as Section[];
  const layout: SectionLayout[] = order
    .filter((section) => sections.has(section))
    .map((section) => ({ id: section, title: text(submissionSectionLabels[section], language), fields: sections.get(section)! }));
  uiSchema['ui:options'] = { sections: layout };

  const initialData = {
    ...(properties.isPublic ? { isPublic: true } : {}),
    institutes: [{ key: 'i1', name: '' }],
    authors: [{ lastName: '', firstName: '', isPresenter: true, instituteKeys: ['i1'] }],
  };
  return {
    kind,
    settings,
    language,
    schema: { type: 'object', properties, required },
    uiSchema,
    initialData,
    fields,
    messageOverrides,
    crossChecks: [],
    roleFlags: {},
    counted,
    files,
  };
}
