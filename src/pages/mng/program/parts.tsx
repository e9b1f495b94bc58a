import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TFunction } from 'i18next';
import { formatTokyo } from '../../../../engine/commission/dates';
import { localize, type LocalizedText, type MessageKey } from '../../../../engine/messages';
import type { Language } from '../../../../schemas/conferenceSettings';
import type { FieldError } from '../../../../engine/validate';
import { ApiRequestError } from '../../../api/http';
import { fromTokyoInput } from '../../../kit/tokyoInput';
import { refusalText } from '../../judging/parts';
import { useMngProgramTranslation } from './strings';

export type Errors = Record<string, LocalizedText>;

/** The engine's problems, keyed by field, in both languages. */
export const errorsOf = (problems: readonly FieldError[]): Errors =>
  Object.fromEntries(problems.map((problem) => [problem.path, localize(problem.code as MessageKey, problem.params)]));

/** What a refused save answers: the server's field errors by field, and its message. */
export function refusalOf(error: unknown): { fields: Errors; message: LocalizedText } {
  const fields =
    error instanceof ApiRequestError ? Object.fromEntries(error.fieldErrors.map((item) => [item.field, { ja: item.message, en: item.messageEn }])) : {};
  return { fields, message: refusalText(error) };
}

/** Tokyo's wall-clock time of an instant, HH:mm, for the managers' time inputs. */
export const tokyoTime = (instant: string | null) => (instant ? formatTokyo(instant, 'HH:mm') : '');
/** The Tokyo day of an instant, yyyy-MM-dd. */
export const tokyoDate = (instant: string | null) => (instant ? formatTokyo(instant, 'yyyy-MM-dd') : '');
/** A Tokyo day and wall-clock time as an instant, or null while either is empty. */
export const instantOf = (day: string, time: string) => (day && time ? fromTokyoInput(`${day}T${time}`) : null);

/** One of the page's strings in both languages, as the notice shows it. */
export const inBoth = (t: TFunction, key: string, options: Record<string, unknown> = {}): LocalizedText => ({
  ja: t(key, { ...options, lng: 'ja' }),
  en: t(key, { ...options, lng: 'en' }),
});

interface FieldProps {
  id: string;
  label: string;
  error?: LocalizedText;
  language: Language;
}

/** A choice of rows (a room, a series, a day) as the program forms ask it; `none` adds an empty choice with that label. */
export function ChoiceField<T extends string | number>({
  id,
  label,
  error,
  language,
  value,
  options,
  onChange,
  required = true,
  none,
}: FieldProps & { value: T | null; options: { value: T; label: string }[]; onChange: (value: T | null) => void; required?: boolean; none?: string }) {
  return (
    <TextField
      id={id}
      select
      required={required}
      label={label}
      value={value ?? ''}
      onChange={(event) => {
        const raw = event.target.value;
        onChange(raw === '' ? null : ((typeof options[0]?.value === 'number' ? Number(raw) : raw) as T));
      }}
      error={Boolean(error)}
      helperText={error?.[language]}
      size="small"
      fullWidth
      // The empty choice shows its words ("No group"), not a blank box.
      slotProps={none === undefined ? undefined : { select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      {none !== undefined && (
        <MenuItem value="">
          <em>{none}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A wall-clock time in Tokyo, in five-minute steps. */
export function TimeField({ id, label, error, language, value, onChange }: FieldProps & { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      id={id}
      type="time"
      required
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error?.[language]}
      size="small"
      fullWidth
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
    />
  );
}

type Say = (severity: 'success' | 'error', text: LocalizedText) => void;

/**
 * A day's list of sessions or events with one editor open at a time: `editing` is the row being
 * edited or 'new'; `remove` asks first, then says what happened; `done` closes the editor and
 * reloads the outline.
 */
export function useDayList<T extends { id: number }>(options: {
  removeRow: (id: number) => Promise<unknown>;
  nameOf: (row: T) => string;
  onChanged: () => void;
  say: Say;
}) {
  const { t } = useMngProgramTranslation();
  const { removeRow, nameOf, onChanged, say } = options;
  const [editing, setEditing] = useState<T | 'new'>();
  const remove = async (row: T) => {
    if (!window.confirm(t('mngProgram.removeConfirm', { name: nameOf(row) }))) return;
    try {
      await removeRow(row.id);
      say('success', inBoth(t, 'mngProgram.removed'));
      onChanged();
    } catch (error) {
      say('error', refusalOf(error).message);
    }
  };
  const done = () => {
    setEditing(undefined);
    onChanged();
  };
  return { editing, setEditing, remove, done, cancel: () => setEditing(undefined) };
}

/** The button that opens a new row's editor. */
export function NewButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Box>
      <Button variant="contained" onClick={onClick}>
        {label}
      </Button>
    </Box>
  );
}

/** An editor's Save and Cancel. */
export function SaveOrCancel({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  const { t } = useMngProgramTranslation();
  return (
    <Stack direction="row" spacing={1}>
      <Button type="submit" variant="contained" disabled={busy}>
        {t('mngProgram.save')}
      </Button>
      <Button onClick={onCancel} disabled={busy}>
        {t('mngProgram.cancel')}
      </Button>
    </Stack>
  );
}

/**
 * What a session's and an event's editor share: the rules run as the manager types once a save
 * was tried, the server's refusals stay on their fields until something changes, the first field
 * in error takes the focus, and a save says what happened. Field ids are `${prefix}-${path}`.
 */
export function useProgramForm<Input>(options: {
  prefix: string;
  input: () => Input;
  check: (input: Input) => Errors;
  save: (input: Input) => Promise<unknown>;
  onSaved: () => void;
  say: Say;
}) {
  const { t } = useMngProgramTranslation();
  const { prefix, input, check, save, onSaved, say } = options;
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors: Errors = tried ? { ...serverErrors, ...check(input()) } : serverErrors;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const value = input();
    const first = Object.keys(check(value))[0];
    if (first) {
      document.getElementById(`${prefix}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await save(value);
      say('success', inBoth(t, 'mngProgram.saved'));
      onSaved();
    } catch (error) {
      const refusal = refusalOf(error);
      setServerErrors(refusal.fields);
      say('error', refusal.message);
      setBusy(false);
    }
  };
  return { errors, busy, submit, changed: () => setServerErrors({}) };
}
