import RjsfNumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import type { FieldProps } from '@rjsf/utils';

/**
 * A number chosen from a list (a rating, a select of numbers) goes straight to RJSF's StringField,
 * which hands the widget the number and takes the chosen option's own value back. RJSF's
 * NumberField is for a number typed as text: it makes an `Intl.NumberFormat` on every render to
 * find the locale's decimal separator. On sign-up that was the load's first `Intl` object, whose
 * locale data took 6–10 ms at 1x CPU (BENCHMARKS.md, session 30), and a form of ratings made one
 * per rating on every render of its fields.
 */
export function NumberField(props: FieldProps) {
  const { StringField } = props.registry.fields;
  return Array.isArray(props.schema.enum) ? <StringField {...props} /> : <RjsfNumberField {...props} />;
}
