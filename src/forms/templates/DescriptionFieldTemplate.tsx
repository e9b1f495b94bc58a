import Typography from '@mui/material/Typography';
import { RichDescription } from '@rjsf/core';
import type { DescriptionFieldProps } from '@rjsf/utils';

/** A field's description as text under its label, not as a heading (MUI's subtitle2 is an h6). */
export function DescriptionFieldTemplate({ id, description, registry, uiSchema }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <Typography id={id} component="div" variant="subtitle2" sx={{ mt: 0.625 }}>
      <RichDescription description={description} registry={registry} uiSchema={uiSchema} />
    </Typography>
  );
}
