import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ThemedForm as Form } from './rjsfTheme';
import type { IChangeEvent } from '@rjsf/core';
import { createSchemaUtils, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import type { FormData, GeneratedForm } from '../../engine/formModel';
import { conditionSources } from '../../engine/validate';
import type { DisplayError } from './displayErrors';
import { FieldStore } from './fieldStore';
import { defaultFormState, FormLayoutContext, hiddenFields, layoutOf, type FormLayout } from './formConditions';
import { FieldStoreContext, StoreSchemaField } from './StoreSchemaField';
import { BufferedInputTemplate } from './templates/BufferedInputTemplate';
import { FieldErrorTemplate, QuestionFieldTemplate } from './templates/QuestionFieldTemplate';
import { SectionedObjectFieldTemplate } from './templates/SectionedObjectFieldTemplate';
import { loadSchemaValidatorOnFirstUse, rjsfValidator } from './validators';
import { fields as ownFields, widgets } from './widgets';
import { DescriptionFieldTemplate } from './templates/DescriptionFieldTemplate';

export interface GeneratedFormViewProps {
  form: GeneratedForm;
  formData: FormData;
  /** The data after a change; `changed` is the path of the field that made it, when one field did. */
  onChange: (data: FormData, changed?: string) => void;
  errors: readonly DisplayError[];
  language: 'ja' | 'en';
  /** What a form's own widgets read beyond their value (the application form's authorship field). */
  formContext?: unknown;
  /** Shown, not edited (a final application). */
  readonly?: boolean;
  /** Element ids start with this instead of `root`: several forms on one page (the settings preview). */
  idPrefix?: string;
}

/**
 * The schema RJSF renders from. RJSF cuts a list longer than its maxItems down to size when it
 * re-derives its state, so an answer over the limit would silently lose items instead of showing
 * the "select at most" error. The engine validates with the full schema; RJSF never validates.
 */
function withoutListLimits(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutListLimits);
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) if (key !== 'maxItems') copy[key] = withoutListLimits(value);
  return copy;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

const rjsfSchemas = new WeakMap<GeneratedForm, RJSFSchema>();
const rjsfSchemaOf = (form: GeneratedForm) => {
  let schema = rjsfSchemas.get(form);
  if (!schema) rjsfSchemas.set(form, (schema = withoutListLimits(form.schema) as RJSFSchema));
  return schema;
};
const layouts = new WeakMap<GeneratedForm, FormLayout>();
/** What RJSF lays the form out from: the schema without list limits, conditional fields as plain properties. */
export const layoutFor = (form: GeneratedForm) => {
  let layout = layouts.get(form);
  if (!layout) layouts.set(form, (layout = layoutOf(form, rjsfSchemaOf(form))));
  return layout;
};

/**
 * The data with what RJSF fills in on its first render: empty required lists, unchecked required
 * consents, empty groups. A form that starts from it has nothing to report when it mounts, so a
 * 300-field form is not derived and rendered a second time while it loads.
 */
export function withFormDefaults(form: GeneratedForm, data: FormData): FormData {
  // The laid-out schema, as RJSF renders it: the schema as written has its conditions in an allOf,
  // which the build's RJSF does not merge (src/forms/allOfMergeForRjsf.ts).
  const { schema } = layoutFor(form);
  return createSchemaUtils(rjsfValidator, schema, defaultFormState).getDefaultFormState(schema, data) as FormData;
}
const fields = { ...ownFields, SchemaField: StoreSchemaField };
const templates = {
  ObjectFieldTemplate: SectionedObjectFieldTemplate,
  FieldTemplate: QuestionFieldTemplate,
  FieldErrorTemplate,
  BaseInputTemplate: BufferedInputTemplate,
  DescriptionFieldTemplate,
};

/**
 * Renders an engine-generated form with RJSF and the MUI theme. Validation is the engine's
 * (handed in as `errors`), so RJSF never validates by itself and every message comes from the
 * engine's catalogue in the current language.
 *
 * The data and the messages live in a {@link FieldStore}: a field's change goes to the store,
 * which re-renders that field alone, and reaches the page through `onChange`. The page hands the
 * same object back, and RJSF's tree is not rendered again for it. RJSF lays out every field a
 * condition may show (see {@link layoutOf}); which of them show is read from the store. RJSF renders
 * the form again only when the data came from outside (a restored draft, a lookup), or the form,
 * its context or its mode changed.
 */
export function GeneratedFormView({ form, formData, onChange, errors, language, formContext, readonly, idPrefix }: GeneratedFormViewProps) {
  const [store] = useState(() => new FieldStore(formData, errors, language));
  const uiSchema = useMemo(() => ({ ...(form.uiSchema as UiSchema), 'ui:submitButtonOptions': { norender: true } }), [form.uiSchema]);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const layout = layoutFor(form);
  // The paths a condition reads, conditional fields' and refinements' (the postal code in Japan):
  // a change there is checked with the whole form and may show or hide fields.
  const sources = conditionSources(form);
  // Bumped when RJSF has to lay the form out again with the current data (it came from outside).
  const [layoutRound, setLayoutRound] = useState(0);
  // The data this view last reported; anything else the page hands in is news from outside.
  const reported = useRef(formData);
  // A hidden field keeps its value in the data (submitting prunes it). What it held is also kept
  // aside, so it is back if the field returns emptied (an uploaded letter after "not needed" and
  // then "needed" again). A field that appears empty gets what RJSF fills in (a required list: []).
  const hiddenValues = useRef(new Map<string, unknown>());
  const settle = useCallback(
    (next: FormData, before: FormData): FormData => {
      let settled = next;
      const hidden = new Set(hiddenFields(layout, settled));
      for (const [name, { initial }] of layout.conditional) {
        if (hidden.has(name)) {
          if (!isEmpty(before[name])) hiddenValues.current.set(name, before[name]);
        } else if (isEmpty(settled[name]) && hiddenValues.current.has(name)) {
          settled = { ...settled, [name]: hiddenValues.current.get(name) };
          hiddenValues.current.delete(name);
        } else if (settled[name] === undefined && initial !== undefined) {
          settled = { ...settled, [name]: initial };
        }
      }
      return settled;
    },
    [layout],
  );
  const report = useCallback((data: FormData, changed?: string) => {
    reported.current = data;
    onChangeRef.current(data, changed);
  }, []);

  // A field's change, from the store: the page hears of it, with the path when the change concerns
  // that field alone. A condition's source settles the conditional fields; the section template
  // shows and hides them from the store, and RJSF's tree is not rendered again.
  const onStoreChange = useCallback(
    (path: readonly (string | number)[], before: FormData) => {
      const top = String(path[0] ?? '');
      if (!sources.has(top)) return report(store.data, path.join('.'));
      const settled = settle(store.data, before);
      if (settled !== store.data) store.replace(settled);
      report(settled);
    },
    [store, sources, settle, report],
  );
  store.onChange = onStoreChange;
  // The full check's code, once a person starts on the page (a form to read only has no check).
  useEffect(() => (readonly ? undefined : loadSchemaValidatorOnFirstUse()), [readonly]);

  // RJSF's own changes (the defaults it fills in, the values it empties when a condition hides a field).
  const handleChange = useCallback(
    (event: IChangeEvent<FormData>) => {
      const next = settle({ ...(event.formData ?? {}) }, store.data);
      store.replace(next);
      report(next);
    },
    [store, settle, report],
  );

  // Data from outside: into the store (its fields are told once this render is done), and RJSF
  // lays the form out with it.
  if (formData !== reported.current) {
    reported.current = formData;
    store.replace(formData, { tell: false });
    setLayoutRound((n) => n + 1);
  }
  useLayoutEffect(() => store.tellPending(), [store, formData]);
  useLayoutEffect(() => store.setErrors(errors, language), [store, errors, language]);

  // The same element while nothing RJSF lays out has changed: React skips the whole tree, and each
  // field re-renders from the store. A new element carries the store's current data.
  const element = useMemo(
    () => (
      <Form
        schema={layout.schema}
        uiSchema={uiSchema}
        formData={store.data}
        validator={rjsfValidator}
        templates={templates}
        widgets={widgets}
        fields={fields}
        noValidate
        showErrorList={false}
        // A required consent (const true) starts unchecked; a required list starts empty.
        experimental_defaultFormStateBehavior={defaultFormState}
        formContext={formContext}
        readonly={readonly}
        {...(idPrefix ? { idPrefix } : {})}
        onChange={handleChange}
        tagName="div"
      />
    ),
    [layout, uiSchema, formContext, readonly, idPrefix, handleChange, layoutRound],
  );
  const conditions = useMemo(() => ({ layout, store }), [layout, store]);
  return (
    <FieldStoreContext.Provider value={store}>
      <FormLayoutContext.Provider value={conditions}>{element}</FormLayoutContext.Provider>
    </FieldStoreContext.Provider>
  );
}
