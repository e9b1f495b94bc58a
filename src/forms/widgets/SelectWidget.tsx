import { useId, type KeyboardEvent, type LiHTMLAttributes } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useRovingTabIndexItem } from '@mui/utils/useRovingTabIndex';
import { ariaDescribedByIds, enumOptionSelectedValue, enumOptionValueDecoder, enumOptionValueEncoder, getOptionValueFormat, labelValue, type WidgetProps } from '@rjsf/utils';
import { useLeanClasses } from '../leanStyles';

interface LeanOptionProps extends Omit<LiHTMLAttributes<HTMLLIElement>, 'value'> {
  /** What MUI's select reads from its children: the option's value, and whether it is chosen. */
  value: string | number;
  selected?: boolean;
  disabled?: boolean;
}

/**
 * One option of a select's list: a plain `<li>` with MUI's MenuItem look (the classes of
 * leanStyles.ts), registered with the list's roving focus as MenuItem is, so arrow keys, type-ahead
 * and the chosen option's focus on opening work the same. A MenuItem is a ButtonBase with its own
 * styled root per option; the country list's 250 of them took 230–400 ms to open at 4x CPU.
 */
function LeanOption({ value: _value, selected = false, disabled = false, onKeyDown, ...rest }: LeanOptionProps) {
  const id = useId();
  const { ref, tabIndex } = useRovingTabIndexItem({ id, disabled, selected });
  const handleKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    onKeyDown?.(event);
    // A ButtonBase chooses on Enter; MUI's select itself turns Space into a click.
    if (event.key === 'Enter' && event.target === event.currentTarget && !event.defaultPrevented && !disabled) {
      event.preventDefault();
      event.currentTarget.click();
    }
  };
  return <li ref={ref} tabIndex={tabIndex} aria-disabled={disabled || undefined} onKeyDown={handleKeyDown} {...rest} />;
}

/** Opened without locking the page's scroll: the lock lays out the whole page again, a 1,000-input form included. */
const menuProps = { disableScrollLock: true };

/**
 * RJSF's MUI select (same ids, names, label, values and messages as @rjsf/mui's SelectWidget), with
 * the lean options above in MUI's menu.
 */
export function SelectWidget({ schema, id, htmlName, options, label, hideLabel, required, disabled, placeholder, readonly, value, multiple, autofocus, onChange, onBlur, onFocus, rawErrors = [] }: WidgetProps) {
  const c = useLeanClasses();
  const { t } = useTranslation();
  const { enumOptions = [], enumDisabled, emptyValue: optionalEmpty } = options;
  const format = getOptionValueFormat(options);
  const isMultiple = Boolean(multiple);
  const emptyValue = isMultiple ? [] : '';
  const isEmpty = value === undefined || (isMultiple && (value as unknown[]).length < 1) || (!isMultiple && value === emptyValue);
  const decode = (raw: unknown) => enumOptionValueDecoder(raw as string, enumOptions, format, optionalEmpty);
  const mui = (options.mui ?? {}) as { slotProps?: Record<string, Record<string, unknown>> };
  return (
    <TextField
      id={id}
      name={htmlName || id}
      label={labelValue(label || undefined, hideLabel, undefined)}
      value={enumOptionSelectedValue(value, enumOptions, isMultiple, format, emptyValue)}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      placeholder={placeholder}
      error={rawErrors.length > 0}
      onChange={(event) => onChange(decode(event.target.value))}
      onBlur={(event) => onBlur(id, decode(event.target?.value))}
      onFocus={(event) => onFocus(id, decode(event.target?.value))}
      select
      slotProps={{ ...mui.slotProps, inputLabel: { ...mui.slotProps?.inputLabel, shrink: !isEmpty }, select: { ...mui.slotProps?.select, multiple: isMultiple, MenuProps: menuProps } }}
      aria-describedby={ariaDescribedByIds(id)}
    >
      {!isMultiple && schema.default === undefined && (
        // The option that leaves the field empty is named for assistive technology when it shows no text.
        <LeanOption value="" className={c.option} aria-label={placeholder ? undefined : t('widgets.noChoice')}>
          {placeholder}
        </LeanOption>
      )}
      {enumOptions.map((option, index) => (
        <LeanOption
          key={String(option.value)}
          value={enumOptionValueEncoder(option.value, index, format)}
          disabled={Array.isArray(enumDisabled) && enumDisabled.includes(option.value)}
          className={c.option}
        >
          {option.label}
        </LeanOption>
      ))}
    </TextField>
  );
}
