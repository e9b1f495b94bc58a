import FormLabel from '@mui/material/FormLabel';
import { visuallyHidden } from '@mui/utils';

/**
 * The label of a widget that is a group (radios, checkboxes, rates, lists). A question with
 * hideLabel keeps its label for screen readers only.
 */
export function WidgetLabel({ id, label, required, hidden }: { id: string; label: string; required?: boolean; hidden?: boolean }) {
  return (
    <FormLabel id={`${id}__label`} component="legend" required={required} sx={hidden ? visuallyHidden : { mb: 0.5 }}>
      {label}
    </FormLabel>
  );
}
