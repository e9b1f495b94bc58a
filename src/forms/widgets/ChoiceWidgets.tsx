import { ariaDescribedByIds, descriptionId, enumOptionSelectedValue, enumOptionValueDecoder, enumOptionValueEncoder, getOptionValueFormat, getTemplate, labelValue, optionId, schemaRequiresTrueValue, type WidgetProps } from '@rjsf/utils';
import { useLeanClasses } from '../leanStyles';
import { LeanChoice } from './LeanChoice';
import { WidgetLabel } from './WidgetLabel';

/**
 * RJSF's radio group (the profile's one-of-a-few fields), with the lean choices: same values,
 * names and ids as @rjsf/mui's, inside a fieldset whose legend names the group.
 */
export function RadioWidget({ id, htmlName, options, value, required, disabled, readonly, label, hideLabel, onChange, onBlur, onFocus, rawErrors = [] }: WidgetProps) {
  const c = useLeanClasses();
  const { enumOptions = [], enumDisabled, emptyValue } = options;
  const format = getOptionValueFormat(options);
  const decode = (raw: string) => enumOptionValueDecoder(raw, enumOptions, format, emptyValue);
  const selected = enumOptionSelectedValue(value, enumOptions, false, format, '');
  const name = htmlName || id;
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <WidgetLabel id={id} label={label} required={required} hidden={Boolean(hideLabel) || !label} error={rawErrors.length > 0} />
      <div
        role="radiogroup"
        id={id}
        aria-labelledby={`${id}__label`}
        aria-describedby={ariaDescribedByIds(id)}
        aria-invalid={rawErrors.length > 0 || undefined}
        className={`MuiFormGroup-root MuiRadioGroup-root ${c.group}`}
        style={options.inline ? { flexDirection: 'row' } : undefined}
        onBlur={(event) => onBlur(id, decode((event.target as HTMLInputElement).value))}
        onFocus={(event) => onFocus(id, decode((event.target as HTMLInputElement).value))}
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
            />
          );
        })}
      </div>
    </fieldset>
  );
}

/** RJSF's single checkbox (a consent, a yes/no), with the lean choice and its description. */
export function CheckboxWidget(props: WidgetProps) {
  const { schema, id, htmlName, value, disabled, readonly, label, hideLabel, autofocus, onChange, onBlur, onFocus, registry, options, uiSchema, required } = props;
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, options);
  // An unchecked box fails the browser's own check, so it is required only when it must be true.
  const mustBeTrue = schemaRequiresTrueValue(schema) && required;
  const description = options.description ?? schema.description;
  return (
    <>
      {!hideLabel && description ? <DescriptionFieldTemplate id={descriptionId(id)} description={description} schema={schema} uiSchema={uiSchema} registry={registry} /> : null}
      <LeanChoice
        type="checkbox"
        id={id}
        name={htmlName || id}
        label={
          <>
            {labelValue(label, hideLabel, false)}
            {mustBeTrue ? <span aria-hidden="true" className="MuiFormLabel-asterisk">{'\u2009*'}</span> : null}
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
