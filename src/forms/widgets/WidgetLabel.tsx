import { visuallyHidden } from '@mui/utils';
import { useLeanClasses } from '../leanStyles';

/**
 * The label of a widget that is a group (radios, checkboxes, rates, lists), styled like MUI's
 * FormLabel from the static classes. A question with hideLabel keeps its label for screen readers
 * only. `error` colours it: generated fields have no FormControl around them to say so.
 */
export function WidgetLabel({ id, label, required, hidden, error }: { id: string; label: string; required?: boolean; hidden?: boolean; error?: boolean }) {
  const c = useLeanClasses();
  return (
    <legend id={`${id}__label`} className={`MuiFormLabel-root ${c.groupLabel}${error ? ` Mui-error ${c.error}` : ''}`} style={hidden ? visuallyHidden : undefined}>
      {label}
      {required ? (
        <span aria-hidden="true" className="MuiFormLabel-asterisk">
          {'\u2009*'}
        </span>
      ) : null}
    </legend>
  );
}
