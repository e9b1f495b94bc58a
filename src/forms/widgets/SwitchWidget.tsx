import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';

/** A switch question: on or off, labelled by the question. */
export function SwitchWidget({ id, value, onChange, label, required, disabled, readonly }: WidgetProps) {
  return (
    <FormControlLabel
      label={required ? `${label} *` : label}
      disabled={disabled || readonly}
      control={
        <Switch
          id={id}
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
          slotProps={{ input: { 'aria-describedby': ariaDescribedByIds(id), 'aria-required': required || undefined } }}
        />
      }
    />
  );
}
