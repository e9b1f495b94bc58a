import { withTheme } from '@rjsf/core';
import type { FormData } from '../../engine/formModel';
import MuiTemplates from '@rjsf/mui/lib/Templates/Templates.js';
import CheckboxWidget from '@rjsf/mui/lib/CheckboxWidget/CheckboxWidget.js';
import CheckboxesWidget from '@rjsf/mui/lib/CheckboxesWidget/CheckboxesWidget.js';
import RadioWidget from '@rjsf/mui/lib/RadioWidget/RadioWidget.js';
import SelectWidget from '@rjsf/mui/lib/SelectWidget/SelectWidget.js';
import TextareaWidget from '@rjsf/mui/lib/TextareaWidget/TextareaWidget.js';

/**
 * The MUI theme of RJSF with only the widgets generated forms use. `@rjsf/mui`'s own Form carries
 * every widget of the theme, the slider among them, into the first load.
 */
export const muiTemplates = MuiTemplates;
export const muiWidgets = { CheckboxWidget, CheckboxesWidget, RadioWidget, SelectWidget, TextareaWidget };
export const ThemedForm = withTheme<FormData>({ templates: MuiTemplates, widgets: muiWidgets });
