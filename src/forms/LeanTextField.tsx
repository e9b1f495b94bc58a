import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import { useLeanClasses } from './leanStyles';
import { LeanFieldFrame } from './LeanFieldFrame';

export interface LeanTextFieldProps {
  id: string;
  name: string;
  label?: ReactNode;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  /** Shown, selectable and read aloud, but not changed (the sign-up link's e-mail address). */
  readOnly?: boolean;
  error?: boolean;
  autoFocus?: boolean;
  /** What the field starts with (uncontrolled: the generated forms' inputs) … */
  defaultValue?: string;
  /** … or what it shows (controlled: the small sign-in forms). */
  value?: string;
  multiline?: boolean;
  rows?: number;
  helperText?: ReactNode;
  /** `alert` when the helper text is an error to announce as it appears. */
  helperRole?: 'alert';
  /** The ids of the field's error, description and help, when it has them. */
  describedBy?: string;
  inputProps: Record<string, unknown>;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/**
 * An outlined text field with MUI's look and class names, built from plain elements and the
 * static classes of `useLeanClasses`: a long form mounts hundreds of these, and an MUI TextField
 * costs six styled components and four contexts each. The label follows the input in the DOM so
 * that focus and fill float it by CSS sibling selectors alone (it is placed absolutely, so it
 * still shows above the input); `for` ties it to the input for assistive technology.
 */
export function LeanTextField(props: LeanTextFieldProps) {
  const {
    id,
    name,
    label,
    placeholder,
    required,
    disabled,
    readOnly,
    error,
    autoFocus,
    defaultValue,
    value,
    multiline,
    rows,
    helperText,
    helperRole,
    describedBy,
    inputProps,
    onChange,
    onBlur,
    onFocus,
  } = props;
  const c = useLeanClasses();
  const helperId = `${id}__helper`;
  const { type: inputType = 'text', autoComplete, ...attributes } = inputProps as { type?: string; autoComplete?: string };
  const control = {
    ...attributes,
    id,
    name,
    // Always a placeholder, so that `:placeholder-shown` tells an empty field from a filled one.
    placeholder: placeholder || ' ',
    // The browser's suggestions of what was typed here before, also inside a form part that saves no control state (FormPart).
    autoComplete: autoComplete ?? (multiline ? undefined : 'on'),
    required,
    disabled,
    readOnly,
    autoFocus,
    ...(value === undefined ? { defaultValue } : { value }),
    'aria-invalid': error || undefined,
    'aria-describedby': helperText ? `${describedBy ?? ''} ${helperId}`.trim() : describedBy || undefined,
    className: `MuiInputBase-input MuiOutlinedInput-input ${c.input}`,
    onChange,
    onBlur,
    onFocus,
  };
  return (
    <LeanFieldFrame
      id={id}
      label={label}
      required={required}
      error={error}
      disabled={disabled}
      labelFor={id}
      boxClassName={multiline ? ` MuiInputBase-multiline ${c.multiline}` : ''}
      footer={
        helperText ? (
          <p id={helperId} role={helperRole} className={`MuiFormHelperText-root ${c.helper}`}>
            {helperText}
          </p>
        ) : null
      }
    >
      {/* Without a visible label the placeholder is the field's only visible meaning, so it always shows (issue 21, item 3). */}
      {multiline ? <textarea rows={rows} {...control} /> : <input type={inputType} {...control} />}
    </LeanFieldFrame>
  );
}
