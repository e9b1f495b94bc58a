import { useCallback, useMemo, useRef } from 'react';
import { ThemedForm as Form } from './rjsfTheme';
import type { IChangeEvent } from '@rjsf/core';
import { createSchemaUtils, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import type { FormData, GeneratedForm } from '../../engine/formModel';
import { readPath } from '../../engine/paths';
import { conditionHolds } from '../../engine/rules';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
import { toErrorSchema, type DisplayError } from './displayErrors';
import { BufferedInputTemplate } from './templates/BufferedInputTemplate';
import { FieldErrorTemplate, QuestionFieldTemplate } from './templates/QuestionFieldTemplate';
import { SectionedObjectFieldTemplate } from './templates/SectionedObjectFieldTemplate';
import { rjsfValidator } from './validators';
import { fields, widgets } from './widgets';
import { DescriptionFieldTemplate } from './templates/DescriptionFieldTemplate';

export interface GeneratedFormViewProps {
  form: GeneratedForm;
  formData: FormData;
  onChange: (data: FormData) => void;
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

const defaultFormState = { constAsDefaults: 'never', arrayMinItems: { populate: 'never' } } as const;
const rjsfSchemas = new WeakMap<GeneratedForm, RJSFSchema>();
const rjsfSchemaOf = (form: GeneratedForm) => {
  let schema = rjsfSchemas.get(form);
  if (!schema) rjsfSchemas.set(form, (schema = withoutListLimits(form.schema) as RJSFSchema));
  return schema;
};

/**
 * The data with what RJSF fills in on its first render: empty required lists, unchecked required
 * consents, empty groups. A form that starts from it has nothing to report when it mounts, so a
 * 300-field form is not derived and rendered a second time while it loads.
 */
export function withFormDefaults(form: GeneratedForm, data: FormData): FormData {
  const schema = rjsfSchemaOf(form);
  return createSchemaUtils(rjsfValidator, schema, defaultFormState).getDefaultFormState(schema, data) as FormData;
}
const templates = { ObjectFieldTemplate: SectionedObjectFieldTemplate, FieldTemplate: QuestionFieldTemplate, FieldErrorTemplate, BaseInputTemplate: BufferedInputTemplate, DescriptionFieldTemplate };

/**
 * Renders an engine-generated form with RJSF and the MUI theme. Validation is the engine's
 * (handed in as `errors`), so RJSF never validates by itself and every message comes from the
 * engine's catalogue in the current language.
 */
export function GeneratedFormView({ form, formData, onChange, errors, language, formContext, readonly, idPrefix }: GeneratedFormViewProps) {
  const extraErrors = useMemo(() => toErrorSchema(errors, language), [errors, language]);
  // A stable object per form: a new one per keystroke would make RJSF redo its work.
  const schema = rjsfSchemaOf(form);
  const uiSchema = useMemo(() => ({ ...(form.uiSchema as UiSchema), 'ui:submitButtonOptions': { norender: true } }), [form.uiSchema]);
  // RJSF re-derives its whole state whenever any prop changes identity, so the handler is stable.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const formDataRef = useRef(formData);
  formDataRef.current = formData;
  const formRef = useRef(form);
  formRef.current = form;
  // RJSF empties a field its condition hides. What it held is kept aside and is back when the
  // field returns (an uploaded letter after "not needed" and then "needed" again); submitting
  // prunes hidden values anyway.
  const hiddenValues = useRef(new Map<string, unknown>());
  const handleChange = useCallback((event: IChangeEvent<FormData>) => {
    const next: FormData = { ...(event.formData ?? {}) };
    for (const field of formRef.current.fields) {
      if (!field.onlyWhen || field.path.includes('.')) continue;
      const shown = conditionHolds(field.onlyWhen, (path) => readPath(next, path));
      const before = formDataRef.current[field.path];
      if (!shown) {
        if (!isEmpty(before)) hiddenValues.current.set(field.path, before);
      } else if (isEmpty(next[field.path]) && hiddenValues.current.has(field.path)) {
        next[field.path] = hiddenValues.current.get(field.path);
        hiddenValues.current.delete(field.path);
      }
    }
    onChangeRef.current(next);
  }, []);
  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      validator={rjsfValidator}
      templates={templates}
      widgets={widgets}
      fields={fields}
      noValidate
      showErrorList={false}
      // A required consent (const true) starts unchecked; a required list starts empty.
      experimental_defaultFormStateBehavior={defaultFormState}
      extraErrors={extraErrors}
      formContext={formContext}
      readonly={readonly}
      {...(idPrefix ? { idPrefix } : {})}
      onChange={handleChange}
      tagName="div"
    />
  );
}
