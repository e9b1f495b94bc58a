import { useCallback, useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { LeanTextField } from './templates/BufferedInputTemplate';
import { INPUT_COMMIT_MS } from './templates/BufferedInputTemplate';

export interface CommitTextFieldProps {
  id: string;
  label: ReactNode;
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
export function CommitTextField({ id, label, value = '', onCommit, onInput, required, disabled, error, helperText, describedBy = '', multiline, rows, inputRef }: CommitTextFieldProps) {
  const onCommitRef = useRef(onCommit);
  onCommitRef.current = onCommit;
  const known = useRef(value);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; value: string }>(undefined);
  const [generation, setGeneration] = useState(0);
  const flush = useCallback(() => {
    const current = pending.current;
    if (!current) return;
    clearTimeout(current.timer);
    pending.current = undefined;
    known.current = current.value;
    onCommitRef.current(current.value);
  }, []);
  useEffect(() => flush, [flush]);
  const outside = value !== known.current && pending.current?.value !== value;
  useEffect(() => {
    if (!outside) return;
    known.current = value;
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = undefined;
    setGeneration((n) => n + 1);
  }, [outside, value]);
  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    onInput?.(event.target.value);
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = { value: event.target.value, timer: setTimeout(flush, INPUT_COMMIT_MS) };
  };
  return (
    <LeanTextField
      key={generation}
      id={id}
      name={id}
      label={label}
      required={required}
      disabled={disabled}
      error={error}
      defaultValue={value}
      multiline={multiline}
      rows={rows}
      helperText={helperText}
      describedBy={describedBy}
      inputProps={inputRef ? { ref: inputRef } : {}}
      onChange={handleChange}
      onBlur={flush}
      onFocus={() => undefined}
    />
  );
}
