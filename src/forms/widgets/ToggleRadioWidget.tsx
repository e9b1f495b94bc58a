import { ariaDescribedByIds, optionId, type WidgetProps } from '@rjsf/utils';
import { LeanChoice } from './LeanChoice';
import { ChoiceGroup } from './WidgetLabel';

/**
 * Radio answers toggle off when the selected option is chosen again (docs/requirements/public-area.md §4), by
 * click or by Space on the focused, checked radio.
 */
export function ToggleRadioWidget({ id, value, onChange, options, label, required, disabled, readonly, rawErrors = [] }: WidgetProps) {
  const choices = options.enumOptions ?? [];
  const toggle = (chosen: unknown) => onChange(chosen === value ? undefined : chosen);
  return (
    <ChoiceGroup
      id={id}
      label={label}
      required={required}
      hiddenLabel={options.hideLabel === true}
      error={rawErrors.length > 0}
      describedBy={ariaDescribedByIds(id)}
      role="radiogroup"
    >
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
    </ChoiceGroup>
  );
}
