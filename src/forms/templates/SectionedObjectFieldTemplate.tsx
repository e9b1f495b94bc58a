import { startTransition, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { muiTemplates as Templates } from '../rjsfTheme';
import { getUiOptions, type ObjectFieldTemplateProps } from '@rjsf/utils';
import type { SectionLayout } from '../../../engine/formModel';

const MuiObjectFieldTemplate = Templates.ObjectFieldTemplate!;

/**
 * Each field's box is skipped by the browser's style, layout and paint while it is off screen
 * (CSS content-visibility), remembering its last size. On a 300-input form this is most of the
 * cost of a keystroke: without it, every key re-lays out the whole page.
 */
const offscreenSkipped = { contentVisibility: 'auto', containIntrinsicSize: 'auto 72px' } as const;

/** Fields rendered in the first pass of an object; the rest follow in one transition. */
export const FIRST_PASS_FIELDS = 24;

/**
 * A long form appears, and takes input, after its first fields have rendered: the rest follow
 * straight after in one transition, whose rendering React interrupts for anything the user does.
 * (Smaller steps were measured and were slower to type into: see BENCHMARKS.md.) The fields keep
 * their order and their data either way; only when they reach the page differs.
 */
function useProgressiveCount(total: number): number {
  const [count, setCount] = useState(Math.min(total, FIRST_PASS_FIELDS));
  useEffect(() => {
    if (count < total) startTransition(() => setCount(total));
  }, [count, total]);
  return Math.min(count, total);
}

/**
 * The root object of a generated form, grouped into the sections the engine lays out
 * (uiSchema `ui:options.sections`). Nested objects keep the MUI theme's template.
 */
export function SectionedObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const sections = getUiOptions(props.uiSchema).sections as SectionLayout[] | undefined;
  const shown = useProgressiveCount(props.properties.length);
  if (!sections) {
    const properties = props.properties.slice(0, shown).map((property) => ({ ...property, content: <Box sx={offscreenSkipped}>{property.content}</Box> }));
    return <MuiObjectFieldTemplate {...props} properties={properties} />;
  }
  let budget = shown;
  const byName = new Map(props.properties.map((property) => [property.name, property]));
  const placed = new Set(sections.flatMap((section) => section.fields));
  const hidden = props.properties.filter((property) => property.hidden || !placed.has(property.name));
  return (
    <Stack spacing={3}>
      {sections.map((section) => {
        const members = section.fields.map((name) => byName.get(name)).filter((property) => property && !property.hidden).slice(0, Math.max(0, budget));
        budget -= members.length;
        if (members.length === 0) return null;
        const headingId = `section-${section.id}`;
        return (
          <Paper key={section.id} component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id={headingId} variant="h6" component="h2" gutterBottom>
              {section.title}
            </Typography>
            <Stack spacing={2}>
              {members.map((property) => (
                <Box key={property!.name} sx={offscreenSkipped}>
                  {property!.content}
                </Box>
              ))}
            </Stack>
          </Paper>
        );
      })}
      {hidden.map((property) => (
        <Box key={property.name} sx={{ display: property.hidden ? 'none' : undefined }}>
          {property.content}
        </Box>
      ))}
    </Stack>
  );
}
