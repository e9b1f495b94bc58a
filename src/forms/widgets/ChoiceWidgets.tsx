import {
  ariaDescribedByIds,
  descriptionId,
  enumOptionSelectedValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  getOptionValueFormat,
  getTemplate,
  labelValue,
  optionId,
  schemaRequiresTrueValue,
  type WidgetProps,
} from '@rjsf/utils';
import { LeanChoice } from './LeanChoice';
import { ChoiceGroup, RequiredMark } from './WidgetLabel';

/**
 * RJSF's radio group (the profile's one-of-a-few fields), with the lean choices: same values,
 * names and ids as @rjsf/mui's, inside a fieldset whose legend names the group.
 */
export function RadioWidget({
  id,
  htmlName,
  options,
  value,
  required,
  disabled,
  readonly,
  label,
  hideLabel,
  onChange,
  onBlur,
  onFocus,
  rawErrors = [],
}: WidgetProps) {
  const { enumOptions = [], enumDisabled, emptyValue } = options;
  const format = getOptionValueFormat(options);
  const decode = (raw: string) => enumOptionValueDecoder(raw, enumOptions, format, emptyValue);
  const selected = enumOptionSelectedValue(value, enumOptions, false, format, '');
  const name = htmlName || id;
  return (
    <ChoiceGroup
      id={id}
      label={label}
      required={required}
      hiddenLabel={Boolean(hideLabel) || !label}
      error={rawErrors.length > 0}
      describedBy={ariaDescribedByIds(id)}
      role="radiogroup"
      style={options.inline ? { flexDirection: 'row' } : undefined}
    >
      {enumOptions.map((option, index) => {
        const encoded = String(enumOptionValueEncoder(option.value, index, format));
        return (
          <LeanChoice
            key={String(option.value)}
            type="radio"
            id={optionId(id, index)}
            name={name}
            value={encoded}
            label={option.label}
            checked={String(selected) === encoded}
            disabled={disabled || readonly || (Array.isArray(enumDisabled) && enumDisabled.includes(option.value))}
            onChange={(event) => onChange(decode(event.target.value))}
            onBlur={(event) => onBlur(id, decode(event.target.value))}
            onFocus={(event) => onFocus(id, decode(event.target.value))}
          />
        );
      })}
    </ChoiceGroup>
  );
}

/** RJSF's single checkbox (a consent, a yes/no), with the lean choice and its description. */
export function CheckboxWidget(props: WidgetProps) {
  const { schema, id, htmlName, value, disabled, readonly, label, hideLabel, autofocus, onChange, onBlur, onFocus, registry, options, uiSchema, required } =
    props;
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, options);
  // An unchecked box fails the browser's own check, so it is required only when it must be true.
  const mustBeTrue = schemaRequiresTrueValue(schema) && required;
  const description = options.description ?? schema.description;
  return (
    <>
      {!hideLabel && description ? (
        <DescriptionFieldTemplate id={descriptionId(id)} description={description} schema={schema} uiSchema={uiSchema} registry={registry} />
      ) : null}
      <LeanChoice
        type="checkbox"
        id={id}
        name={htmlName || id}
        label={
          <>
            {labelValue(label, hideLabel, false)}
            {mustBeTrue ? <RequiredMark /> : null}
          </>
        }
        checked={value === undefined ? false : Boolean(value)}
        required={mustBeTrue}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        describedBy={ariaDescribedByIds(id)}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
    </>
  );
}
