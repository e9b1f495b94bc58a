import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { WidgetLabel } from './WidgetLabel';

/**
 * A rate-field question: the numbers from minRate to maxRate in a 5-column grid (§5). Choosing
 * the chosen number again clears the answer; the answer is a number.
 */
export function RateWidget({ id, value, onChange, schema, options, label, required, disabled, readonly, rawErrors }: WidgetProps) {
  const rates = (schema.enum ?? []) as number[];
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }} aria-describedby={ariaDescribedByIds(id)}>
      <WidgetLabel id={id} label={label} required={required} error={Boolean(rawErrors?.length)} hidden={options.hideLabel === true} />
      <Box
        id={id}
        role="radiogroup"
        aria-labelledby={`${id}__label`}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: 1, maxWidth: 400 }}
      >
        {rates.map((rate) => (
          <Button
            key={rate}
            role="radio"
            aria-checked={value === rate}
            variant={value === rate ? 'contained' : 'outlined'}
            disabled={disabled || readonly}
            size="small"
            sx={{ minWidth: 0 }}
            onClick={() => onChange(value === rate ? undefined : rate)}
          >
            {rate}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
