import type { ReactNode } from 'react';
import { useLeanClasses } from './leanStyles';
import { RequiredMark } from './widgets/WidgetLabel';

interface LeanFieldFrameProps {
  id: string;
  label?: ReactNode;
  required?: boolean;
  error?: boolean;
  disabled?: boolean;
  /** MUI's class names for the kind of field on the outlined box (` MuiInputBase-multiline …`). */
  boxClassName?: string;
  /** The label names the control with `for` (an input) or is pointed at by `aria-labelledby` (a select). */
  labelFor?: string;
  onLabelClick?: () => void;
  /** The control: first in the box, so that its focus and fill reach the label and outline by sibling selectors. */
  children: ReactNode;
  /** After the outline, inside the box (a select's arrow). */
  adornment?: ReactNode;
  /** Under the box (a helper text; a select's list, portalled). */
  footer?: ReactNode;
}

/**
 * An outlined field's frame with MUI's look and class names, from the static classes of
 * `useLeanClasses`: the wrapper with its error and disabled states, the box, the floating label
 * (after the control in the DOM, placed above it), and the notched outline. LeanTextField and
 * LeanSelect put their control inside it.
 */
export function LeanFieldFrame({
  id,
  label,
  required,
  error,
  disabled,
  boxClassName = '',
  labelFor,
  onLabelClick,
  children,
  adornment,
  footer,
}: LeanFieldFrameProps) {
  const c = useLeanClasses();
  const labelText = label ? (
    <>
      {label}
      {required ? <RequiredMark /> : null}
    </>
  ) : null;
  return (
    <div className={`MuiFormControl-root MuiTextField-root ${c.root}${error ? ` Mui-error ${c.error}` : ''}${disabled ? ` Mui-disabled ${c.disabled}` : ''}`}>
      <div className={`MuiInputBase-root MuiOutlinedInput-root${boxClassName} ${c.box}`} data-unlabeled={labelText ? undefined : ''}>
        {children}
        {labelText ? (
          <label
            htmlFor={labelFor}
            id={`${id}-label`}
            className={`MuiFormLabel-root MuiInputLabel-root MuiInputLabel-outlined${required ? ' Mui-required' : ''} ${c.label}`}
            onClick={onLabelClick}
          >
            {labelText}
          </label>
        ) : null}
        <fieldset aria-hidden="true" className={`MuiOutlinedInput-notchedOutline ${c.outline}`}>
          <legend>{labelText ? <span>{labelText}</span> : <span className="notranslate">&#8203;</span>}</legend>
        </fieldset>
        {adornment}
      </div>
      {footer}
    </div>
  );
}

/** A select's arrow as MUI draws it, after the outline (LeanSelect, LeanNativeSelect). */
export function SelectArrow() {
  const c = useLeanClasses();
  return (
    <svg className={`MuiSelect-icon ${c.selectIcon}`} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
      <path d="M7 10l5 5 5-5z" />
    </svg>
  );
}
