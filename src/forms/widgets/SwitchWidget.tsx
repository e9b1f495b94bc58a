import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { LeanSwitch } from './LeanChoice';

/** A switch question: on or off, labelled by the question. */
export function SwitchWidget({ id, value, onChange, label, required, disabled, readonly }: WidgetProps) {
  return (
    <LeanSwitch
      id={id}
      label={required ? `${label} *` : label}
      disabled={disabled || readonly}
      checked={value === true}
      required={required}
      describedBy={ariaDescribedByIds(id)}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
