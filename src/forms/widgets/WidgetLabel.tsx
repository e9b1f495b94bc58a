import type { CSSProperties, ReactNode } from 'react';
import { visuallyHidden } from '@mui/utils';
import { useLeanClasses } from '../leanStyles';

/** MUI's required mark after a label: seen, not read out (the control itself is required). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="MuiFormLabel-asterisk">
      {'\u2009*'}
    </span>
  );
}

/**
 * The label of a widget that is a group (radios, checkboxes, rates, lists), styled like MUI's
 * FormLabel from the static classes. A question with hideLabel keeps its label for screen readers
 * only. `error` colours it: generated fields have no FormControl around them to say so.
 */
export function WidgetLabel({ id, label, required, hidden, error }: { id: string; label: string; required?: boolean; hidden?: boolean; error?: boolean }) {
  const c = useLeanClasses();
  return (
    <legend
      id={`${id}__label`}
      className={`MuiFormLabel-root ${c.groupLabel}${error ? ` Mui-error ${c.error}` : ''}`}
      style={hidden ? visuallyHidden : undefined}
    >
      {label}
      {required ? <RequiredMark /> : null}
    </legend>
  );
}

interface ChoiceGroupProps {
  id: string;
  label: string;
  required?: boolean;
  hiddenLabel?: boolean;
  error: boolean;
  describedBy: string;
  /** `radiogroup` for radios; a list of checkboxes is a plain group of its fieldset. */
  role?: 'radiogroup';
  style?: CSSProperties;
  children: ReactNode;
}

/** A fieldset of radios or checkboxes: the legend names it, the options sit in a column. */
export function ChoiceGroup({ id, label, required, hiddenLabel, error, describedBy, role, style, children }: ChoiceGroupProps) {
  const c = useLeanClasses();
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }} aria-describedby={describedBy}>
      <WidgetLabel id={id} label={label} required={required} hidden={hiddenLabel} error={error} />
      <div
        role={role}
        id={id}
        aria-labelledby={role ? `${id}__label` : undefined}
        aria-invalid={(role && error) || undefined}
        className={`MuiFormGroup-root${role ? ' MuiRadioGroup-root' : ''} ${c.group}`}
        style={style}
      >
        {children}
      </div>
    </fieldset>
  );
}
