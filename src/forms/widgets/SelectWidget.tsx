import { useTranslation } from 'react-i18next';
import { ariaDescribedByIds, enumOptionSelectedValue, enumOptionValueDecoder, enumOptionValueEncoder, getOptionValueFormat, labelValue, type WidgetProps } from '@rjsf/utils';
import { LeanSelect, type LeanSelectItem } from './LeanSelect';

/**
 * RJSF's select (the ids, values, label and messages of @rjsf/mui's SelectWidget) as a lean
 * select: MUI's look without MUI's Menu (LeanSelect.tsx says why).
 */
export function SelectWidget({ schema, id, options, label, hideLabel, required, disabled, placeholder, readonly, value, multiple, autofocus, onChange, onBlur, onFocus, rawErrors = [] }: WidgetProps) {
  const { t } = useTranslation();
  const { enumOptions = [], enumDisabled, emptyValue: optionalEmpty } = options;
  const format = getOptionValueFormat(options);
  const isMultiple = Boolean(multiple);
  const emptyValue = isMultiple ? [] : '';
  const decode = (raw: string | string[]) => enumOptionValueDecoder(raw, enumOptions, format, optionalEmpty);
  // An index or the value itself, by the options' format; compared as the strings the list carries.
  const raw: unknown = enumOptionSelectedValue(value, enumOptions, isMultiple, format, emptyValue);
  const selected = Array.isArray(raw) ? raw.map(String) : String(raw ?? '');
  const items: LeanSelectItem[] = enumOptions.map((option, index) => ({
    value: String(enumOptionValueEncoder(option.value, index, format)),
    label: option.label,
    text: option.label,
    disabled: Array.isArray(enumDisabled) && enumDisabled.includes(option.value),
  }));
  // The option that leaves the field empty; named for assistive technology when it shows no text.
  if (!isMultiple && schema.default === undefined) items.unshift({ value: '', label: placeholder, text: placeholder ?? '', ariaLabel: placeholder ? undefined : t('widgets.noChoice') });
  // A hidden label still names the field, for assistive technology.
  const visibleLabel = labelValue(label || undefined, hideLabel, undefined);
  return (
    <LeanSelect
      id={id}
      label={visibleLabel}
      ariaLabel={visibleLabel ? undefined : label}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      error={rawErrors.length > 0}
      describedBy={ariaDescribedByIds(id)}
      items={items}
      selected={selected}
      multiple={isMultiple}
      onChoose={(chosen) => onChange(decode(chosen))}
      onFocus={() => onFocus(id, value)}
      onBlur={() => onBlur(id, value)}
    />
  );
}
