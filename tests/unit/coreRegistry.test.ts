import { describe, expect, it } from 'vitest';
import fullRegistry from '@rjsf/core/lib/getDefaultRegistry.js';
import { generateTemplates } from '@rjsf/mui/lib/Templates/Templates.js';
import { generateWidgets } from '@rjsf/mui/lib/Widgets/Widgets.js';
import trimmedRegistry from '../../src/forms/coreRegistry';
import { muiTemplates, muiWidgets } from '../../src/forms/rjsfTheme';
import { widgets as generatedFormWidgets } from '../../src/forms/widgets';
import { sourceFiles } from '../support/sources';

type Parts = Record<string, unknown>;
interface Theme {
  templates: Parts & { ButtonTemplates?: Parts };
  widgets: Parts;
}

/** The layout fields: rendered only where a uiSchema names them with ui:field. */
const layoutFields = ['LayoutGridField', 'LayoutHeaderField', 'LayoutMultiSchemaField'];

/**
 * What RJSF's full default registry has that the trimmed one lacks and some theme does not replace:
 * a form of that theme would find nothing where RJSF looks for it.
 */
function unreachable(full: ReturnType<typeof fullRegistry>, trimmed: ReturnType<typeof trimmedRegistry>, themes: Theme[]): string[] {
  const missing: string[] = [];
  for (const name of Object.keys(full.fields)) if (!(name in trimmed.fields) && !layoutFields.includes(name)) missing.push(`fields.${name}`);
  const { ButtonTemplates: buttons = {}, ...templates } = full.templates as Parts & { ButtonTemplates?: Parts };
  for (const name of Object.keys(templates))
    if (!(name in trimmed.templates) && !themes.every((theme) => name in theme.templates)) missing.push(`templates.${name}`);
  for (const name of Object.keys(buttons))
    if (!themes.every((theme) => name in (theme.templates.ButtonTemplates ?? {}))) missing.push(`templates.ButtonTemplates.${name}`);
  for (const name of Object.keys(full.widgets))
    if (!(name in trimmed.widgets) && !themes.every((theme) => name in theme.widgets)) missing.push(`widgets.${name}`);
  return missing;
}

const themes: Theme[] = [
  // The settings editor: @rjsf/mui's Form.
  { templates: generateTemplates() as Theme['templates'], widgets: generateWidgets() },
  // Generated forms: Kaigi's theme (rjsfTheme.ts) and the widgets GeneratedFormView passes.
  { templates: muiTemplates as Theme['templates'], widgets: { ...muiWidgets, ...generatedFormWidgets } },
];

describe("RJSF's default registry as Kaigi's build has it (src/forms/coreRegistry.ts)", () => {
  it('leaves out only what both themes replace, and the layout fields', () => {
    expect(unreachable(fullRegistry(), trimmedRegistry(), themes)).toEqual([]);
  });

  it("holds @rjsf/core's own components, not copies, the rarely reached widgets fetched on first use", async () => {
    const full = fullRegistry();
    const trimmed = trimmedRegistry();
    const fetched: string[] = [];
    for (const kind of ['fields', 'templates', 'widgets'] as const) {
      for (const [name, part] of Object.entries(trimmed[kind])) {
        const original = (full[kind] as Parts)[name];
        if (part !== original && typeof part === 'function' && 'preload' in part) {
          expect(await (part as { preload: () => Promise<unknown> }).preload(), `${kind}.${name}`).toBe(original);
          fetched.push(name);
        } else expect(part, `${kind}.${name}`).toBe(original);
      }
    }
    expect(fetched.sort()).toEqual(['AltDateTimeWidget', 'AltDateWidget', 'CheckboxesWidget', 'ColorWidget', 'FileWidget', 'RangeWidget', 'RatingWidget']);
    expect(trimmed.globalFormOptions).toEqual(full.globalFormOptions);
  });

  it('leaves out layout fields that no uiSchema of Kaigi names', () => {
    const named = sourceFiles('src', 'engine')
      .filter(({ name }) => !name.endsWith('coreRegistry.ts'))
      .filter(({ text }) => layoutFields.some((field) => text.includes(field)))
      .map(({ name }) => name);
    expect(named).toEqual([]);
  });

  it('reports a part that no theme replaces (a test of the test)', () => {
    const trimmed = trimmedRegistry();
    const { SchemaField: _schemaField, ...fields } = trimmed.fields;
    const { TextWidget: _textWidget, ...widgets } = trimmed.widgets;
    expect(unreachable(fullRegistry(), { ...trimmed, fields, widgets }, themes)).toEqual(['fields.SchemaField', 'widgets.TextWidget']);
    const withoutSubmit = { ...themes[1]!, templates: { ...themes[1]!.templates, ButtonTemplates: {} } };
    expect(unreachable(fullRegistry(), trimmed, [themes[0]!, withoutSubmit])).toContain('templates.ButtonTemplates.SubmitButton');
  });
});
