import type { ChangeEvent } from 'react';
import { LeanFieldFrame, SelectArrow } from './LeanFieldFrame';
import { useLeanClasses } from './leanStyles';

interface LeanNativeSelectProps {
  id: string;
  label: string;
  value: string;
  /** Options with a `group` are listed under its name (an optgroup), consecutive ones together. */
  options: readonly { value: string; label: string; group?: string }[];
  onChange: (value: string) => void;
  /** MUI's size="small". */
  small?: boolean;
  className?: string;
}

type Option = LeanNativeSelectProps['options'][number];
/** Consecutive options of one group together. */
function grouped(options: readonly Option[]) {
  const runs: { group: string | undefined; items: Option[] }[] = [];
  for (const option of options) {
    const last = runs.at(-1);
    if (last && last.group === option.group) last.items.push(option);
    else runs.push({ group: option.group, items: [option] });
  }
  return runs;
}

/**
 * The browser's own select in MUI's outlined field: the phone's native picker, and nothing mounted
 * when it opens (no menu, popover or modal). For pickers outside generated forms, such as the
 * timetable's rooms; a generated form's select is LeanSelect, whose list shows long, wrapped options.
 */
export function LeanNativeSelect({ id, label, value, options, onChange, small, className = '' }: LeanNativeSelectProps) {
  const c = useLeanClasses();
  return (
    <div className={`${small ? c.small : ''} ${className}`}>
      <LeanFieldFrame id={id} label={label} labelFor={`${id}-select`} adornment={<SelectArrow />}>
        <select
          id={`${id}-select`}
          className={`MuiInputBase-input MuiOutlinedInput-input ${c.input}`}
          value={value}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        >
          {grouped(options).map(({ group, items }) => {
            const list = items.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ));
            return group === undefined ? (
              list
            ) : (
              <optgroup key={`group-${items[0]!.value}`} label={group}>
                {list}
              </optgroup>
            );
          })}
        </select>
      </LeanFieldFrame>
    </div>
  );
}
