import { startTransition, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { choicesOnDemand, ON_DEMAND_OPTION, type OnDemandChoices } from '../../../engine/lists/choicesOnDemand';
import { currentLanguage, type UiLanguage } from '../../kit/i18n';
import {
  ariaDescribedByIds,
  enumOptionSelectedValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  getOptionValueFormat,
  labelValue,
  type EnumOptionsType,
  type WidgetProps,
} from '@rjsf/utils';
import { LeanSelect, type LeanSelectItem } from './LeanSelect';

/**
 * RJSF's select (the ids, values, label and messages of @rjsf/mui's SelectWidget) as a lean
 * select: MUI's look without MUI's Menu (LeanSelect.tsx says why).
 */
export function SelectWidget({
  schema,
  id,
  options,
  label,
  hideLabel,
  required,
  disabled,
  placeholder,
  readonly,
  value,
  multiple,
  autofocus,
  onChange,
  onBlur,
  onFocus,
  rawErrors = [],
}: WidgetProps) {
  const { t, i18n } = useTranslation();
  const onDemand = useChoicesOnDemand(options[ON_DEMAND_OPTION] as OnDemandChoices | undefined, value, currentLanguage(i18n.language));
  const { enumOptions = [], enumDisabled, emptyValue: optionalEmpty } = { ...options, ...onDemand.options };
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
  if (!isMultiple && schema.default === undefined)
    items.unshift({ value: '', label: placeholder, text: placeholder ?? '', ariaLabel: placeholder ? undefined : t('widgets.noChoice') });
  // A hidden label still names the field, for assistive technology.
  const visibleLabel = labelValue(label || undefined, hideLabel, undefined);
  const select = (
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
  return onDemand.wrap ? onDemand.wrap(select) : select;
}

/** A list named on demand is named this close to the screen (a share of the window's height). */
const NEAR_SCREEN = '50% 0px';

/**
 * A list whose names take the runtime's locale data (the countries: lists/choicesOnDemand.ts) is
 * named when it is about to be read: as the field nears the screen, is focused or pressed, or has a
 * value to show. Until then the field holds RJSF's options (the codes, which it never shows: the
 * closed field is empty and the list is not open). The names and their order are the ones the
 * form's build used to write into the uiSchema.
 */
function useChoicesOnDemand(key: OnDemandChoices | undefined, value: unknown, language: UiLanguage) {
  const [wanted, setWanted] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const chosen = Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '';
  const named = key !== undefined && (wanted || chosen);
  // The list is the one the engine caches per language: RJSF's options need nothing more than value and label.
  const options = useMemo(() => (named ? { enumOptions: choicesOnDemand[key](language) as EnumOptionsType[] } : undefined), [named, key, language]);

  useEffect(() => {
    const box = frame.current?.firstElementChild;
    // Without an observer (jsdom) the names come with the first focus or press.
    if (!key || wanted || !box || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setWanted(true));
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [key, wanted]);

  if (!key) return { options: undefined, wrap: undefined };
  // Named before the press or key is handled, so the list opens with its names and type-ahead finds them.
  const wantNow = () => {
    if (!named) flushSync(() => setWanted(true));
  };
  const want = () => setWanted(true);
  const wrap = (select: ReactNode) => (
    <div ref={frame} style={{ display: 'contents' }} onMouseDownCapture={wantNow} onKeyDownCapture={wantNow} onFocusCapture={want}>
      {select}
    </div>
  );
  return { options, wrap };
}
