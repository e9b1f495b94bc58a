import { ariaDescribedByIds, optionId, type WidgetProps } from '@rjsf/utils';
import { useLeanClasses } from '../leanStyles';
import { LeanChoice } from './LeanChoice';
import { WidgetLabel } from './WidgetLabel';

/**
 * Radio answers toggle off when the selected option is chosen again (spec/public-area.md §4), by
 * click or by Space on the focused, checked radio.
 */
export function ToggleRadioWidget({ id, value, onChange, options, label, required, disabled, readonly, rawErrors = [] }: WidgetProps) {
  const c = useLeanClasses();
  const choices = options.enumOptions ?? [];
  const toggle = (chosen: unknown) => onChange(chosen === value ? undefined : chosen);
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }} aria-describedby={ariaDescribedByIds(id)}>
      <WidgetLabel id={id} label={label} required={required} hidden={options.hideLabel === true} error={rawErrors.length > 0} />
      <div role="radiogroup" id={id} className={`MuiFormGroup-root MuiRadioGroup-root ${c.group}`} aria-labelledby={`${id}__label`} aria-invalid={rawErrors.length > 0 || undefined}>
        {choices.map((choice, index) => (
          <LeanChoice
            key={String(choice.value)}
            type="radio"
            id={optionId(id, index)}
            name={id}
            label={choice.label}
            disabled={disabled || readonly}
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
        ))}
      </div>
    </fieldset>
  );
}
