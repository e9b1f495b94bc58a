import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { ariaDescribedByIds, optionId, type WidgetProps } from '@rjsf/utils';
import { WidgetLabel } from './WidgetLabel';

/**
 * Radio answers toggle off when the selected option is chosen again (spec/public-area.md §4), by
 * click or by Space on the focused, checked radio.
 */
export function ToggleRadioWidget({ id, value, onChange, options, label, required, disabled, readonly, rawErrors = [] }: WidgetProps) {
  const choices = options.enumOptions ?? [];
  const toggle = (chosen: unknown) => onChange(chosen === value ? undefined : chosen);
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0 }} aria-describedby={ariaDescribedByIds(id)}>
      <WidgetLabel id={id} label={label} required={required} hidden={options.hideLabel === true} />
      <RadioGroup id={id} name={id} value={value ?? ''} aria-labelledby={`${id}__label`} aria-invalid={rawErrors.length > 0 || undefined}>
        {choices.map((choice, index) => (
          <FormControlLabel
            key={String(choice.value)}
            value={choice.value}
            label={choice.label}
            disabled={disabled || readonly}
            control={
              <Radio
                id={optionId(id, index)}
                checked={choice.value === value}
                onClick={() => toggle(choice.value)}
                onKeyDown={(event) => {
                  if (event.key === ' ' && choice.value === value) {
                    event.preventDefault();
                    toggle(choice.value);
                  }
                }}
                onChange={() => undefined}
              />
            }
          />
        ))}
      </RadioGroup>
    </fieldset>
  );
}
