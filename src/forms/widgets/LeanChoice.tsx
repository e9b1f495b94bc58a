import type { ChangeEvent, FocusEvent, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useLeanClasses, type LeanClasses } from '../leanStyles';

const labelClass = (c: LeanClasses, disabled?: boolean) => `MuiFormControlLabel-root ${c.choice}${disabled ? ` Mui-disabled ${c.disabled}` : ''}`;

interface LeanChoiceProps {
  type: 'radio' | 'checkbox';
  id: string;
  name?: string;
  value?: string;
  label: ReactNode;
  checked: boolean;
  disabled?: boolean;
  describedBy?: string;
  required?: boolean;
  autoFocus?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onClick?: (event: MouseEvent<HTMLInputElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
}

/**
 * One radio or checkbox with its label, looking like MUI's FormControlLabel and control: the
 * native input (transparent, over the drawn icon) keeps the keyboard, the radio group's arrow
 * keys and the label's click; a 300-question form pays for plain elements only.
 */
export function LeanChoice({
  type,
  id,
  name,
  value,
  label,
  checked,
  disabled,
  describedBy,
  required,
  autoFocus,
  onChange,
  onClick,
  onKeyDown,
  onBlur,
  onFocus,
}: LeanChoiceProps) {
  const c = useLeanClasses();
  return (
    <label className={labelClass(c, disabled)}>
      <span className={c.base}>
        <input
          type={type}
          id={id}
          name={name}
          value={value}
          checked={checked}
          disabled={disabled}
          required={required}
          autoFocus={autoFocus}
          aria-describedby={describedBy}
          className={c.native}
          onChange={onChange}
          onClick={onClick}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          onFocus={onFocus}
        />
        <span aria-hidden="true" className={type === 'radio' ? c.radio : c.check} />
      </span>
      <span className={`MuiFormControlLabel-label ${c.choiceText}`}>{label}</span>
    </label>
  );
}

interface LeanSwitchProps {
  id: string;
  label: ReactNode;
  checked: boolean;
  disabled?: boolean;
  required?: boolean;
  describedBy?: string;
  /** The id of what the switch shows or hides, while that exists. */
  controls?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** MUI's switch, drawn: track and thumb follow the native checkbox (role switch) under them. */
export function LeanSwitch({ id, label, checked, disabled, required, describedBy, controls, onChange }: LeanSwitchProps) {
  const c = useLeanClasses();
  return (
    <label className={labelClass(c, disabled)}>
      <span className={`MuiSwitch-root ${c.switchRoot}`}>
        <input
          type="checkbox"
          role="switch"
          id={id}
          checked={checked}
          disabled={disabled}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          aria-controls={controls}
          className={c.native}
          onChange={onChange}
        />
        <span aria-hidden="true" className={c.thumb} />
        <span aria-hidden="true" className={c.track} />
      </span>
      <span className={`MuiFormControlLabel-label ${c.choiceText}`}>{label}</span>
    </label>
  );
}
