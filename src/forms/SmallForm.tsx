import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { LocalizedText } from '../../engine/messages';
import type { FieldError } from '../../engine/validate';
import { localizeError } from '../../engine/validate';
import { ApiRequestError } from '../api/http';
import { useLanguage } from '../kit/useLanguage';
import { LeanTextField } from './LeanTextField';

/**
 * The small sign-in forms (login, pre-registration, forgot and reset password) share this:
 * errors are kept in both languages and shown in the current one, so a language switch changes
 * them at once; each field error is tied to its input; a base error is announced.
 */
export interface FormErrors {
  fields: Record<string, LocalizedText>;
  base?: LocalizedText;
}

export const noErrors: FormErrors = { fields: {} };

export function fromFieldErrors(errors: readonly FieldError[]): FormErrors {
  const fields: Record<string, LocalizedText> = {};
  for (const error of errors) fields[error.path] ??= localizeError(error);
  return { fields };
}

const serverFallback: LocalizedText = {
  ja: 'エラーが発生しました。しばらくしてからもう一度お試しください',
  en: 'Something went wrong. Please try again later',
};

/** A failed call: its field errors (by the field name the page gives each wire name) and its message as the base error. */
export function fromRequestError(error: unknown, fieldOfWire: Record<string, string> = {}): FormErrors {
  if (!(error instanceof ApiRequestError)) return { fields: {}, base: serverFallback };
  const fields: Record<string, LocalizedText> = {};
  for (const fieldError of error.fieldErrors) {
    const name = fieldOfWire[fieldError.field];
    if (name) fields[name] ??= { ja: fieldError.message, en: fieldError.messageEn };
  }
  const base = error.messageJa || error.messageEn ? { ja: error.messageJa ?? error.messageEn!, en: error.messageEn ?? error.messageJa! } : serverFallback;
  // A message already shown under its field is not repeated as a banner (issue 21, item 5).
  const shownByField = Object.values(fields).some((text) => text.ja === base.ja && text.en === base.en);
  return { fields, ...(shownByField ? {} : { base }) };
}

interface InputProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: FormErrors;
  type?: 'email' | 'password' | 'text';
  autoComplete?: string;
  required?: boolean;
  helperText?: ReactNode;
  autoFocus?: boolean;
  /** Element id, when one page has two forms with a field of the same name. */
  id?: string;
}

export function FormInput({ name, label, value, onChange, errors, type = 'text', autoComplete, required = true, helperText, autoFocus, id }: InputProps) {
  const { pick } = useLanguage();
  const error = errors.fields[name];
  const fieldId = id ?? `field-${name}`;
  // MUI's TextField with margin="normal", from the lean field: the sign-in pages load no Select, Menu or Popover.
  return (
    <div style={normalMargin}>
      <LeanTextField
        id={fieldId}
        name={name}
        label={label}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value)}
        error={Boolean(error)}
        // The field's error is announced where it is shown; no banner repeats it.
        helperText={error ? pick(error) : helperText}
        helperRole={error ? 'alert' : undefined}
        required={required}
        autoFocus={autoFocus}
        inputProps={{ type, autoComplete }}
      />
    </div>
  );
}

/** MUI's FormControl with margin="normal" and fullWidth: inline-level, so its margins add up with the next field's instead of collapsing. */
const normalMargin = { display: 'inline-flex', flexDirection: 'column', verticalAlign: 'top', width: '100%', marginTop: 16, marginBottom: 8 } as const;

export function BaseError({ errors }: { errors: FormErrors }) {
  const { pick } = useLanguage();
  if (!errors.base) return null;
  return (
    <Alert severity="error" role="alert" sx={{ my: 2 }}>
      {pick(errors.base)}
    </Alert>
  );
}

/** A form that never submits natively (no reload, nothing lost) and does not use the browser's own bubbles. */
export function SmallForm({ onSubmit, children, label }: { onSubmit: () => void; children: ReactNode; label: string }) {
  return (
    <Box
      component="form"
      noValidate
      aria-label={label}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </Box>
  );
}
