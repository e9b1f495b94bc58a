import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { createSchemaUtils, type RJSFSchema } from '@rjsf/utils';
import type { FormData, GeneratedForm } from '../../engine/formModel';
import { readPath } from '../../engine/paths';
import { conditionHolds, type Condition } from '../../engine/rules';
import type { FieldStore } from './fieldStore';
import { rjsfValidator } from './validators';

/** A top-level field that shows only under a condition (the address abroad, the contact person). */
export interface ConditionalField {
  condition: Condition;
  /** Required whenever it shows: its mark comes from here, not from RJSF's copy of the schema. */
  required: boolean;
  /** What RJSF fills in when the field appears (an empty list for a required list); undefined for most. */
  initial: unknown;
}

/**
 * How RJSF lays a form out, apart from what the engine validates with. The engine's schema adds a
 * conditional field in an `if`/`then` branch, which RJSF resolves against the data: every change
 * of a condition's source (the country) made RJSF derive and render the whole form again, 50–110 ms
 * at 4x CPU on sign-up (issue 23 §2). Here every conditional field is a plain property of the root,
 * always laid out; whether it shows is read from the store by the section template, which
 * re-renders alone when a source changes. The branches that only refine a field (the postal
 * code's pattern in Japan) concern validation, which RJSF never does here, and are left out.
 */
export interface FormLayout {
  schema: RJSFSchema;
  conditional: ReadonlyMap<string, ConditionalField>;
  /** The paths the conditions read, as the store's keys. */
  sources: readonly string[];
}

type ObjectSchema = { properties?: Record<string, RJSFSchema>; required?: string[] };

export const defaultFormState = { constAsDefaults: 'never', arrayMinItems: { populate: 'never' } } as const;

/** The layout of a form from the schema RJSF renders (the engine's, without list limits). */
export function layoutOf(form: GeneratedForm, rendered: RJSFSchema): FormLayout {
  const { allOf, ...root } = rendered as Omit<RJSFSchema, 'allOf'> & { allOf?: Array<{ then?: ObjectSchema }> };
  const properties = { ...(root.properties as Record<string, RJSFSchema>) };
  const conditional = new Map<string, ConditionalField>();
  for (const field of form.fields) {
    if (!field.onlyWhen || field.path.includes('.')) continue;
    const branch = (allOf ?? []).find((candidate) => candidate.then?.properties?.[field.path] !== undefined)?.then;
    if (!branch) continue;
    const schema = branch.properties![field.path]!;
    const required = field.presence === 'required';
    properties[field.path] = schema;
    conditional.set(field.path, { condition: field.onlyWhen, required, initial: initialValue(field.path, schema, required) });
  }
  const sources = [...new Set([...conditional.values()].map(({ condition }) => condition.field))];
  return { schema: { ...root, properties } as RJSFSchema, conditional, sources };
}

/** What RJSF's defaults give a field that has just appeared, as it gave it when it laid the form out again. */
function initialValue(name: string, schema: RJSFSchema, required: boolean): unknown {
  const alone = { type: 'object', properties: { [name]: schema }, required: required ? [name] : [] } as RJSFSchema;
  const filled = createSchemaUtils(rjsfValidator, alone, defaultFormState).getDefaultFormState(alone, {}) as FormData | undefined;
  return filled?.[name];
}

/** The names of the conditional fields hidden by the data, in the layout's order. */
export function hiddenFields(layout: FormLayout, data: FormData): string[] {
  const hidden: string[] = [];
  for (const [name, { condition }] of layout.conditional) if (!conditionHolds(condition, (path) => readPath(data, path))) hidden.push(name);
  return hidden;
}

export const FormLayoutContext = createContext<{ layout: FormLayout; store: FieldStore } | undefined>(undefined);

const noneHidden: ReadonlySet<string> = new Set();

/**
 * The conditional fields hidden now. The caller re-renders when a condition's source changes and
 * the set with it, not for other changes (the snapshot is a string, compared by value). Conditions
 * apply to top-level fields only, so only the root's template listens.
 */
export function useHiddenFields(listening = true): ReadonlySet<string> {
  const found = useContext(FormLayoutContext);
  // A nested object (affiliation, the custom questions) holds no conditional field: it does not listen.
  const context = listening ? found : undefined;
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!context) return () => undefined;
      const stops = context.layout.sources.map((source) => context.store.subscribe(source, listener));
      return () => stops.forEach((stop) => stop());
    },
    [context],
  );
  const key = useSyncExternalStore(subscribe, () => (context ? hiddenFields(context.layout, context.store.data).join('\n') : ''));
  return useMemo(() => (key === '' ? noneHidden : new Set(key.split('\n'))), [key]);
}

/** Whether the field at the top-level `name` shows only under a condition and is required when it does. */
export function useConditionallyRequired(name: string | undefined): boolean {
  const context = useContext(FormLayoutContext);
  return name !== undefined && context?.layout.conditional.get(name)?.required === true;
}
