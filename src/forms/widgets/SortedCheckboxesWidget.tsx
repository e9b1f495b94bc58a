import { useRef } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { ariaDescribedByIds, optionId, type WidgetProps } from '@rjsf/utils';
import { WidgetLabel } from './WidgetLabel';

/** A checkbox question: the answer is the sorted list of the checked values (§3). */
export function SortedCheckboxesWidget({ id, value, onChange, options, label, required, disabled, readonly }: WidgetProps) {
  const checked: string[] = Array.isArray(value) ? (value as string[]) : [];
  // Quick clicks can outrun the next render: each builds on the list the previous one made.
  const latest = useRef(checked);
  latest.current = checked;
  const choices = options.enumOptions ?? [];
  const set = (choice: string, on: boolean) => {
    const current = latest.current;
    const next = (on ? [...new Set([...current, choice])] : current.filter((item) => item !== choice)).sort();
    latest.current = next;
    onChange(next);
  };
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0 }} aria-describedby={ariaDescribedByIds(id)}>
      <WidgetLabel id={id} label={label} required={required} hidden={options.hideLabel === true} />
      <FormGroup id={id}>
        {choices.map((choice, index) => (
          <FormControlLabel
            key={String(choice.value)}
            label={choice.label}
            disabled={disabled || readonly}
            control={
              <Checkbox
                id={optionId(id, index)}
                checked={checked.includes(choice.value as string)}
                onChange={(event) => set(choice.value as string, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
    </fieldset>
  );
}
