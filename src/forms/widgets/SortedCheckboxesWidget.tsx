import { useRef } from 'react';
import { ariaDescribedByIds, optionId, type WidgetProps } from '@rjsf/utils';
import { LeanChoice } from './LeanChoice';
import { ChoiceGroup } from './WidgetLabel';

/** A checkbox question: the answer is the sorted list of the checked values (§3). */
export function SortedCheckboxesWidget({ id, value, onChange, options, label, required, disabled, readonly, rawErrors = [] }: WidgetProps) {
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
    <ChoiceGroup
      id={id}
      label={label}
      required={required}
      hiddenLabel={options.hideLabel === true}
      error={rawErrors.length > 0}
      describedBy={ariaDescribedByIds(id)}
    >
      {choices.map((choice, index) => (
        <LeanChoice
          key={String(choice.value)}
          type="checkbox"
          id={optionId(id, index)}
          label={choice.label}
          disabled={disabled || readonly}
          checked={checked.includes(choice.value as string)}
          onChange={(event) => set(choice.value as string, event.target.checked)}
        />
      ))}
    </ChoiceGroup>
  );
}
