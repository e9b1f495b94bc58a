import { Fragment, memo, startTransition, useEffect, useState } from 'react';
import chunk from 'lodash-es/chunk';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { muiTemplates as Templates } from '../rjsfTheme';
import { canExpand, descriptionId, getTemplate, getUiOptions, titleId, type ObjectFieldTemplateProps } from '@rjsf/utils';
import type { SectionLayout } from '../../../engine/formModel';
import { FORM_PART_FIELDS, FormPart, groupRuns, PartGroup, PARTS_PER_GROUP, useInFormPart } from './FormPart';
import { useHiddenFields } from '../formConditions';
import { offscreenSkipped } from '../offscreen';

const MuiObjectFieldTemplate = Templates.ObjectFieldTemplate!;

/** The spacing of MUI's object template (grid spacing 2 plus 1.25 under each item), without a grid item per field. */
const fieldColumn = { display: 'flex', flexDirection: 'column', gap: 26, marginTop: 10 } as const;

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
 * (uiSchema `ui:options.sections`), in form parts (see FormPart). A nested object lays its fields
 * out in one column; one that can grow (additionalProperties) keeps the MUI theme's template.
 */
export function SectionedObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const sections = getUiOptions(props.uiSchema).sections as SectionLayout[] | undefined;
  const shown = useProgressiveCount(props.properties.length);
  const inFormPart = useInFormPart();
  // Fields whose condition does not hold; the root's template re-renders alone when that changes.
  const hiddenByCondition = useHiddenFields(sections !== undefined);
  if (!sections) {
    // An object that can grow (additionalProperties) keeps the theme's template and its add button.
    if (canExpand(props.schema, props.uiSchema, props.formData)) return <MuiObjectFieldTemplate {...props} />;
    return <FieldColumn {...props} shown={shown} inFormPart={inFormPart} />;
  }
  let budget = shown;
  const byName = new Map(props.properties.map((property) => [property.name, property]));
  const placed = new Set(sections.flatMap((section) => section.fields));
  const hidden = props.properties.filter((property) => !hiddenByCondition.has(property.name) && (property.hidden || !placed.has(property.name)));
  const rendered = sections.flatMap((section) => {
    const members = section.fields
      .map((name) => byName.get(name))
      .filter((property) => property && !property.hidden && !hiddenByCondition.has(property.name))
      .slice(0, Math.max(0, budget)) as ObjectFieldTemplateProps['properties'];
    budget -= members.length;
    return members.length === 0 ? [] : [{ section, members }];
  });
  const propertySchemas = (props.schema.properties ?? {}) as PropertySchemas;
  const flat = ({ members }: (typeof rendered)[number]) => members.every((member) => isPlain(propertySchemas, member));
  const sectionPaper = ({ section, members }: (typeof rendered)[number], inPart: boolean) => (
    <SectionPaper key={section.id} section={section} members={members} inPart={inPart} propertySchemas={propertySchemas} />
  );
  return (
    <Stack spacing={3} useFlexGap>
      {groupRuns(rendered, flat).map((group) =>
        group.grouped && !inFormPart ? (
          <FormPart key={group.items[0]!.section.id}>{group.items.map((item) => sectionPaper(item, true))}</FormPart>
        ) : (
          group.items.map((item) => sectionPaper(item, inFormPart))
        ),
      )}
      {hidden.map((property) => (
        <div key={property.name} style={property.hidden ? { display: 'none' } : undefined}>
          {property.content}
        </div>
      ))}
    </Stack>
  );
}

type PropertySchemas = Record<string, { properties?: object }>;
type Property = ObjectFieldTemplateProps['properties'][number];

/** How many fields a nested object holds (0 for a plain field). */
const nestedFields = (propertySchemas: PropertySchemas, property: Property) => Object.keys(propertySchemas[property.name]?.properties ?? {}).length;

/** A section's height until it has been shown once: its heading, then about 88 px a field (a nested object's fields counted). */
const sectionHeight = (members: readonly Property[], propertySchemas: PropertySchemas) =>
  members.reduce((height, member) => height + 88 * Math.max(1, nestedFields(propertySchemas, member)), 80);

// Sections share one form part, small nested objects (affiliation, SNS) included; a nested object
// too big for one part (the custom questions) splits its own fields into parts.
const isPlain = (propertySchemas: PropertySchemas, property: Property) => nestedFields(propertySchemas, property) <= FORM_PART_FIELDS;

interface SectionPaperProps {
  section: SectionLayout;
  members: Property[];
  inPart: boolean;
  propertySchemas: PropertySchemas;
}

/**
 * One section: its heading and its fields. The same fields (the same elements RJSF made) render
 * nothing again: a condition that shows the address abroad re-renders the address section only.
 * A section away from the screen is neither laid out nor painted (offscreen.ts): a phone's first
 * layout of sign-up handled 273 boxes instead of 532 (BENCHMARKS.md, session 29).
 */
const SectionPaper = memo(
  function SectionPaper({ section, members, inPart, propertySchemas }: SectionPaperProps) {
    const headingId = `section-${section.id}`;
    const plain = (property: Property) => isPlain(propertySchemas, property);
    return (
      <Paper
        component="section"
        aria-labelledby={headingId}
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 } }}
        style={offscreenSkipped(sectionHeight(members, propertySchemas))}
      >
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {section.title}
        </Typography>
        <Stack spacing={2} useFlexGap>
          {inPart
            ? fieldsOf(members)
            : groupRuns(members, plain).map((run) => (run.grouped ? <FormPart key={run.items[0]!.name}>{fieldsOf(run.items)}</FormPart> : fieldsOf(run.items)))}
        </Stack>
      </Paper>
    );
  },
  (before, after) =>
    before.section === after.section &&
    before.inPart === after.inPart &&
    before.propertySchemas === after.propertySchemas &&
    before.members.length === after.members.length &&
    before.members.every((member, i) => member.content === after.members[i]!.content),
);

/** A nested object (the custom questions): its title and description, then its fields in a column. */
function FieldColumn({ shown, inFormPart, ...props }: ObjectFieldTemplateProps & { shown: number; inFormPart: boolean }) {
  const { title, description, registry, uiSchema, schema, fieldPathId, required } = props;
  const options = getUiOptions(uiSchema);
  const TitleFieldTemplate = getTemplate('TitleFieldTemplate', registry, options);
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, options);
  return (
    <>
      {title && <TitleFieldTemplate id={titleId(fieldPathId)} title={title} required={required} schema={schema} uiSchema={uiSchema} registry={registry} />}
      {description && (
        <DescriptionFieldTemplate id={descriptionId(fieldPathId)} description={description} schema={schema} uiSchema={uiSchema} registry={registry} />
      )}
      <div style={fieldColumn}>
        {inFormPart
          ? fieldsOf(props.properties.slice(0, shown))
          : chunk(chunk(props.properties.slice(0, shown), FORM_PART_FIELDS), PARTS_PER_GROUP).map((group) => (
              <PartGroup key={group[0]![0]!.name} parts={group.length}>
                {group.map((part) => (
                  <FormPart key={part[0]!.name} offscreenSkipped>
                    {fieldsOf(part)}
                  </FormPart>
                ))}
              </PartGroup>
            ))}
      </div>
    </>
  );
}

/** The fields themselves, with no box around each: a hidden one hides itself (RJSF's template). */
const fieldsOf = (properties: ObjectFieldTemplateProps['properties']) =>
  properties.map((property) => <Fragment key={property.name}>{property.content}</Fragment>);
