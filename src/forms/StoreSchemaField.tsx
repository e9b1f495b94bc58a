import { createContext, memo, useCallback, useContext, useSyncExternalStore } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import { deepEquals, type ErrorSchema, type FieldPathList, type FieldProps } from '@rjsf/utils';
import { keyOf, type FieldStore } from './fieldStore';
import { useConditionallyRequired } from './formConditions';

const RjsfSchemaField = getDefaultRegistry().fields.SchemaField;

/** The store of the form being rendered; none outside a generated form (RJSF's own behaviour). */
export const FieldStoreContext = createContext<FieldStore | undefined>(undefined);
/** Inside a field that holds its own value (a list's items): RJSF's own behaviour from there down. */
const InsideUnit = createContext(false);

/**
 * Whether a schema node holds one value the store hands it: anything but an object (a text, a
 * choice, a list), or an object a field of its own renders (the authors). An object lays out its
 * properties, each of which is a unit or lays out its own.
 */
const isUnit = (props: FieldProps) => props.schema.type !== 'object' || (props.uiSchema?.['ui:field'] ?? undefined) !== undefined;

const noErrors: ErrorSchema = {};

/**
 * RJSF's SchemaField, with the value and the messages of each field read from the form's
 * {@link FieldStore} instead of handed down from the form's root. A change goes to the store, which
 * tells the field (and whoever listens to the data); RJSF's root does not re-render for it.
 */
export function StoreSchemaField(props: FieldProps) {
  const store = useContext(FieldStoreContext);
  const inside = useContext(InsideUnit);
  // A field under a condition is laid out as optional (RJSF would fill in its defaults while hidden);
  // it is marked required from the layout.
  const required = useConditionallyRequired(props.fieldPathId.path.length === 1 ? props.name : undefined) || props.required;
  if (!store || inside) return <RjsfSchemaField {...props} />;
  if (isUnit(props)) return <UnitField {...props} required={required} store={store} />;
  return <ObjectNode {...props} store={store} />;
}

/** Props compared by everything but what the store replaces (RJSF's copy of it may be stale). */
const equalBesides = (replaced: ReadonlySet<string>) => (before: Record<string, unknown>, after: Record<string, unknown>) => {
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (replaced.has(key) || before[key] === after[key]) continue;
    if (!deepEquals(before[key], after[key])) return false;
  }
  return true;
};
const sameUnit = equalBesides(new Set(['formData', 'errorSchema', 'onChange']));
// An object's data decides its conditions (the root's if/then), so it is compared.
const sameObject = equalBesides(new Set(['errorSchema']));

const UnitField = memo(function UnitField({ store, ...props }: FieldProps & { store: FieldStore }) {
  const path = props.fieldPathId.path;
  const key = keyOf(path);
  const subscribe = useCallback((listener: () => void) => store.subscribe(key, listener), [store, key]);
  const value = useSyncExternalStore(subscribe, () => store.valueAt(path));
  const errorSchema = useSyncExternalStore(subscribe, () => store.errorSchemaAt(key));
  const onChange = useCallback((next: unknown, at?: FieldPathList) => store.change(at && at.length > 0 ? at : path, next), [store, key]);
  return (
    <InsideUnit.Provider value={true}>
      <RjsfSchemaField {...props} formData={value} errorSchema={errorSchema ?? noErrors} onChange={onChange} />
    </InsideUnit.Provider>
  );
}, sameUnit);

/** An object: RJSF lays out its properties; only its own messages (a group left empty) come from the store. */
const ObjectNode = memo(function ObjectNode({ store, ...props }: FieldProps & { store: FieldStore }) {
  const key = keyOf(props.fieldPathId.path);
  const subscribe = useCallback((listener: () => void) => store.subscribe(key, listener), [store, key]);
  const own = useSyncExternalStore(subscribe, () => store.ownMessagesAt(key));
  const errorSchema = own ? ({ __errors: own } as ErrorSchema) : noErrors;
  return <RjsfSchemaField {...props} errorSchema={errorSchema} />;
}, sameObject);
