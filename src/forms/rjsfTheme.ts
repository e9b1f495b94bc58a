import { withTheme } from '@rjsf/core';
import type { FormData } from '../../engine/formModel';
import MuiTemplates from '@rjsf/mui/lib/Templates/Templates.js';
import TextareaWidget from '@rjsf/mui/lib/TextareaWidget/TextareaWidget.js';
import { CheckboxWidget, RadioWidget } from './widgets/ChoiceWidgets';
import { SelectWidget } from './widgets/SelectWidget';

/**
 * The MUI theme of RJSF with only the widgets generated forms use. `@rjsf/mui`'s own Form carries
 * every widget of the theme, the slider among them, into the first load. Radios, single
 * checkboxes and a select's options are Kaigi's lean ones (plain elements, MUI's look; see leanStyles.ts).
 */
export const muiTemplates = MuiTemplates;
export const muiWidgets = { CheckboxWidget, RadioWidget, SelectWidget, TextareaWidget };
export const ThemedForm = withTheme<FormData>({ templates: MuiTemplates, widgets: muiWidgets });
