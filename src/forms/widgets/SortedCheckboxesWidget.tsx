import { useRef } from 'react';
import { ariaDescribedByIds, optionId, type WidgetProps } from '@rjsf/utils';
import { useLeanClasses } from '../leanStyles';
import { LeanChoice } from './LeanChoice';
import { WidgetLabel } from './WidgetLabel';

/** A checkbox question: the answer is the sorted list of the checked values (§3). */
export function SortedCheckboxesWidget({ id, value, onChange, options, label, required, disabled, readonly, rawErrors = [] }: WidgetProps) {
  const c = useLeanClasses();
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
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }} aria-describedby={ariaDescribedByIds(id)}>
      <WidgetLabel id={id} label={label} required={required} hidden={options.hideLabel === true} error={rawErrors.length > 0} />
      <div id={id} className={`MuiFormGroup-root ${c.group}`}>
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
      </div>
    </fieldset>
  );
}
