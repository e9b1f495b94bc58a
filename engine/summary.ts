import type { Language } from '../schemas/conferenceSettings';
import type { FormData, GeneratedForm, SectionLayout, UiSchema } from './formModel';
import { readPath } from './paths';
import { joinLabels } from './messages';
import { formatDayOrAsIs } from './days';
import { visibleFields } from './registration/wire';
import { uploadName } from './uploads';
import { onDemandKey, onDemandNames } from './lists/choicesOnDemand';

export interface SummaryRow {
  path: string;
  label: string;
  /** The value as the attendee would read it; undefined when nothing was entered. */
  value: string | undefined;
}

export interface SummarySection {
  id: string;
  title: string;
  rows: SummaryRow[];
}

const yesNo = { ja: ['はい', 'いいえ'], en: ['Yes', 'No'] } as const;

function uiOf(form: GeneratedForm, path: string): UiSchema {
  let node: unknown = form.uiSchema;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return (node as UiSchema | undefined) ?? {};
}

function show(value: unknown, ui: UiSchema, language: Language): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const onDemand = onDemandKey(ui);
  const names = onDemand ? onDemandNames(onDemand, language) : (ui['ui:enumNames'] as Record<string, string> | undefined);
  if (Array.isArray(value)) {
    if (value.length === 0) return undefined;
    // The options' order, not the order they were ticked in, listed as the language lists.
    const order = Object.keys(names ?? {});
    const rank = (item: unknown) => (order.includes(String(item)) ? order.indexOf(String(item)) : order.length);
    return joinLabels(
      [...value].sort((a, b) => rank(a) - rank(b)).map((item) => names?.[String(item)] ?? String(item)),
      language,
    );
  }
  if (typeof value === 'boolean') return value ? yesNo[language][0] : yesNo[language][1];
  return names?.[String(value)] ?? String(value);
}

/** One answer as the confirmation step shows it. */
function shownValue(form: GeneratedForm, field: GeneratedForm['fields'][number], value: unknown): string | undefined {
  if (field.secret) return value ? '••••••••' : undefined;
  if (field.upload && typeof value === 'string') return uploadName(value);
  // A date as the language writes dates (the hint above the field does), not as stored.
  if (field.widget === 'date' && typeof value === 'string' && value !== '') return formatDayOrAsIs(value, form.language);
  return show(value, uiOf(form, field.path), form.language);
}

/** The read-only summary of the confirmation step: what the attendee can see, in page order. */
export function summarize(form: GeneratedForm, data: FormData): SummarySection[] {
  const shown = new Map(
    visibleFields(form, data)
      .filter((field) => field.widget !== 'hidden' && !field.display)
      .map((field) => [field.path, field]),
  );
  const sections = (form.uiSchema['ui:options'] as { sections?: SectionLayout[] } | undefined)?.sections ?? [];
  return sections
    .map((section) => ({
      id: section.id,
      title: section.title,
      rows: form.fields
        .filter((field) => field.section === section.id && shown.has(field.path) && field.path !== 'passwordConfirmation')
        .map((field) => ({ path: field.path, label: field.label[form.language], value: shownValue(form, field, readPath(data, field.path)) })),
    }))
    .filter((section) => section.rows.length > 0);
}
