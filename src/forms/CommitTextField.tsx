import type { ChangeEvent, ReactNode } from 'react';
import { LeanTextField } from './LeanTextField';
import { useCommitOnPause } from './useCommitOnPause';

export interface CommitTextFieldProps {
  id: string;
  label?: ReactNode;
  /** The field's name when it shows no label. */
  ariaLabel?: string;
  placeholder?: string;
  value: string | undefined;
  /** The value after a pause in typing, on blur, or when the field goes. */
  onCommit: (value: string) => void;
  /** Every keystroke, for what shows the text live (a counter). */
  onInput?: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  describedBy?: string;
  multiline?: boolean;
  rows?: number;
  inputRef?: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
}

/**
 * A text input that tells the form of its value the way the generated forms' inputs do
 * (BufferedInputTemplate): after a pause, so a keystroke re-renders nothing but this field. A value
 * arriving from outside (a loaded version, a restored draft) remounts it with that value.
 */
export function CommitTextField({
  id,
  label,
  ariaLabel,
  placeholder,
  value = '',
  onCommit,
  onInput,
  required,
  disabled,
  error,
  helperText,
  describedBy,
  multiline,
  rows,
  inputRef,
}: CommitTextFieldProps) {
  const { generation, schedule, flush } = useCommitOnPause(value, onCommit);
  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    onInput?.(event.target.value);
    schedule(event.target.value);
  };
  return (
    <LeanTextField
      key={generation}
      id={id}
      name={id}
      label={label}
      placeholder={placeholder}
      required={required}
      disabled={disabled}
      error={error}
      defaultValue={value}
      multiline={multiline}
      rows={rows}
      helperText={helperText}
      describedBy={describedBy}
      inputProps={{ ...(inputRef ? { ref: inputRef } : {}), ...(ariaLabel ? { 'aria-label': ariaLabel } : {}) }}
      onChange={handleChange}
      onBlur={flush}
    />
  );
}
