import { useCallback, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import { useCommitOnPause } from '../useCommitOnPause';
import { LeanTextField } from '../LeanTextField';
import { MuiBaseInputTemplate } from '../rjsfTheme';
import { ariaDescribedByIds, getInputProps, labelValue, type BaseInputTemplateProps } from '@rjsf/utils';

/** Inputs drawn as something other than a text box (a slider, a colour well, a file button): MUI's own input. */
const muiTypes = new Set(['range', 'color', 'file']);
/** Inputs whose value is picked, not typed (a date, a time): the form hears of it at once. */
const pickedTypes = new Set(['date', 'datetime-local', 'time']);

type MuiOptions = { slotProps?: { htmlInput?: Record<string, unknown> }; helperText?: unknown };

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
  const {
    id,
    htmlName,
    placeholder,
    required,
    readonly,
    disabled,
    type,
    label,
    hideLabel,
    value,
    onChange,
    onBlur,
    onFocus,
    autofocus,
    options,
    schema,
    rawErrors = [],
  } = props;
  const { generation, schedule, flush } = useCommitOnPause<unknown>(value, onChange);

  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      schedule(event.target.value === '' ? options.emptyValue : event.target.value);
      if (type && pickedTypes.has(type)) flush();
    },
    [schedule, flush, type, options.emptyValue],
  );
  const handleBlur = useCallback(
    (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      flush();
      onBlur(id, event.target.value);
    },
    [flush, onBlur, id],
  );

  if (type && muiTypes.has(type)) return <MuiBaseInputTemplate {...props} />;

  const { step, min, max, accept, autoCapitalize, ...inputAttributes } = getInputProps(schema, type, options);
  const mui = (options.mui ?? {}) as MuiOptions;
  const text = value === undefined || value === null ? '' : String(value);
  return (
    <LeanTextField
      key={generation}
      id={id}
      name={htmlName || id}
      // A question with hideLabel still says what it asks: its placeholder, or else its label.
      placeholder={placeholder || (hideLabel && label ? label : undefined)}
      label={labelValue(label || undefined, hideLabel, undefined) as ReactNode}
      autoFocus={autofocus}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      defaultValue={text}
      multiline={Boolean(props.multiline)}
      rows={props.rows as number | undefined}
      inputProps={{ ...inputAttributes, step, min, max, accept, ...(autoCapitalize === undefined ? {} : { autoCapitalize }), ...mui.slotProps?.htmlInput }}
      helperText={mui.helperText as ReactNode}
      error={rawErrors.length > 0}
      onChange={handleChange}
      onBlur={handleBlur}
      onFocus={(event) => onFocus(id, event.target.value)}
      describedBy={ariaDescribedByIds(id, Boolean(schema.examples))}
    />
  );
}
