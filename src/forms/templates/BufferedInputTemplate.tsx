import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import TextField from '@mui/material/TextField';
import { muiTemplates as Templates } from '../rjsfTheme';
import { ariaDescribedByIds, getInputProps, labelValue, type BaseInputTemplateProps } from '@rjsf/utils';

const MuiBaseInputTemplate = Templates.BaseInputTemplate!;

/** How long typing may pause before the form hears of it; a blur or unmount tells it at once. */
export const INPUT_COMMIT_MS = 250;

/** Input types whose changes are discrete (a picked date, a number spinner): RJSF's own input. */
const discreteTypes = new Set(['date', 'datetime-local', 'time', 'number', 'range', 'color', 'file']);

type MuiOptions = { slotProps?: Record<string, Record<string, unknown>>; [key: string]: unknown };

/**
 * Every text-like input of a generated form (text, email, URL, password, textarea), as an
 * uncontrolled MUI TextField, the way a hand-written react-hook-form page does it: a keystroke
 * touches the DOM input only and re-renders nothing. The form as a whole (RJSF's state, the
 * engine's checks, the draft) hears of the value after a pause in typing, on blur, or when the
 * field unmounts, so a 300-input form re-renders once per pause instead of once per key. A value
 * arriving from outside (a restored draft, a member record taken over, a postal lookup) remounts
 * the input with it.
 */
export function BufferedInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, placeholder, required, readonly, disabled, type, label, hideLabel, value, onChange, onBlur, onFocus, autofocus, options, schema, rawErrors = [] } = props;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // The value the form last heard from this input (or gave it); anything else is news from outside.
  const known = useRef<unknown>(value);
  const [generation, setGeneration] = useState(0);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; value: unknown } | undefined>(undefined);

  const flush = useCallback(() => {
    const current = pending.current;
    if (!current) return;
    clearTimeout(current.timer);
    pending.current = undefined;
    known.current = current.value;
    onChangeRef.current(current.value);
  }, []);
  useEffect(() => flush, [flush]);

  const outside = value !== known.current && !(pending.current && pending.current.value === value);
  useEffect(() => {
    if (!outside) return;
    known.current = value;
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = undefined;
    setGeneration((n) => n + 1);
  }, [outside, value]);

  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = event.target.value === '' ? options.emptyValue : event.target.value;
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { value: next, timer: setTimeout(flush, INPUT_COMMIT_MS) };
    },
    [flush, options.emptyValue],
  );
  const handleBlur = useCallback(
    (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      flush();
      onBlur(id, event.target.value);
    },
    [flush, onBlur, id],
  );

  if (type && discreteTypes.has(type)) return <MuiBaseInputTemplate {...props} />;

  const { step, min, max, accept, autoCapitalize, ...inputAttributes } = getInputProps(schema, type, options);
  const { slotProps: muiSlotProps, ...muiProps } = (options.mui ?? {}) as MuiOptions;
  const text = value === undefined || value === null ? '' : String(value);
  return (
    <TextField
      key={generation}
      id={id}
      name={htmlName || id}
      placeholder={placeholder}
      label={labelValue(label || undefined, hideLabel, undefined)}
      autoFocus={autofocus}
      required={required}
      disabled={disabled || readonly}
      defaultValue={text}
      multiline={Boolean(props.multiline)}
      rows={props.rows as number | undefined}
      {...inputAttributes}
      slotProps={{
        ...muiSlotProps,
        // A textarea of a fixed number of rows is a plain textarea: MUI's autosizing one measures
        // itself with getComputedStyle on mount and on every key, a forced layout each time.
        ...(props.multiline ? { input: { ...muiSlotProps?.input, inputComponent: 'textarea' } } : {}),
        htmlInput: { ...muiSlotProps?.htmlInput, step, min, max, accept, ...(autoCapitalize === undefined ? {} : { autoCapitalize }) },
      }}
      error={rawErrors.length > 0}
      onChange={handleChange}
      onBlur={handleBlur}
      onFocus={(event) => onFocus(id, event.target.value)}
      {...muiProps}
      aria-describedby={ariaDescribedByIds(id, Boolean(schema.examples))}
    />
  );
}
