import type { ComponentType } from 'react';
import { withTheme } from '@rjsf/core';
import type { BaseInputTemplateProps, TemplatesType } from '@rjsf/utils';
import type { FormData } from '../../engine/formModel';
import AddButton from '@rjsf/mui/lib/AddButton/AddButton.js';
import ArrayFieldItemTemplate from '@rjsf/mui/lib/ArrayFieldItemTemplate/ArrayFieldItemTemplate.js';
import ArrayFieldTemplate from '@rjsf/mui/lib/ArrayFieldTemplate/ArrayFieldTemplate.js';
import CyclicSchemaExpandTemplate from '@rjsf/mui/lib/CyclicSchemaExpandTemplate/CyclicSchemaExpandTemplate.js';
import DescriptionField from '@rjsf/mui/lib/DescriptionField/DescriptionField.js';
import FieldHelpTemplate from '@rjsf/mui/lib/FieldHelpTemplate/FieldHelpTemplate.js';
import FieldTemplate from '@rjsf/mui/lib/FieldTemplate/FieldTemplate.js';
import GridTemplate from '@rjsf/mui/lib/GridTemplate/GridTemplate.js';
import { ClearButton, CopyButton, MoveDownButton, MoveUpButton, RemoveButton } from '@rjsf/mui/lib/IconButton/IconButton.js';
import MultiSchemaFieldTemplate from '@rjsf/mui/lib/MultiSchemaFieldTemplate/MultiSchemaFieldTemplate.js';
import ObjectFieldTemplate from '@rjsf/mui/lib/ObjectFieldTemplate/ObjectFieldTemplate.js';
import OptionalDataControlsTemplate from '@rjsf/mui/lib/OptionalDataControlsTemplate/OptionalDataControlsTemplate.js';
import SubmitButton from '@rjsf/mui/lib/SubmitButton/SubmitButton.js';
import TitleField from '@rjsf/mui/lib/TitleField/TitleField.js';
import TextareaWidget from '@rjsf/mui/lib/TextareaWidget/TextareaWidget.js';
import { deferred } from './deferred';
import { CheckboxWidget, RadioWidget } from './widgets/ChoiceWidgets';
import { SelectWidget } from './widgets/SelectWidget';

/**
 * MUI's text field as RJSF's MUI theme draws an input: for the inputs that are not a text box (a
 * slider, a colour well, a file button). Generated forms' text, date and number inputs are lean
 * (BufferedInputTemplate), so MUI's TextField with its Select, Menu and Popover is fetched only by
 * a form that has one of these.
 */
export const MuiBaseInputTemplate = deferred(
  async () => (await import('@rjsf/mui/lib/BaseInputTemplate/BaseInputTemplate.js')).default as ComponentType<BaseInputTemplateProps>,
);

/**
 * RJSF's MUI theme, template by template. `@rjsf/mui`'s Templates module names every template, and
 * with them MUI's TextField (an extra property's key), List and ListItem (the list of all errors):
 * those two are fetched when a form first shows one, which generated forms do not. The rest are
 * small and used by some generated form (arrays, titles, help).
 */
export const muiTemplates: Partial<TemplatesType> = {
  ArrayFieldItemTemplate,
  ArrayFieldTemplate,
  BaseInputTemplate: MuiBaseInputTemplate,
  CyclicSchemaExpandTemplate,
  ButtonTemplates: { AddButton, CopyButton, MoveDownButton, MoveUpButton, RemoveButton, SubmitButton, ClearButton },
  DescriptionFieldTemplate: DescriptionField,
  ErrorListTemplate: deferred(async () => (await import('@rjsf/mui/lib/ErrorList/ErrorList.js')).default),
  FieldErrorTemplate: deferred(async () => (await import('@rjsf/mui/lib/FieldErrorTemplate/FieldErrorTemplate.js')).default),
  FieldHelpTemplate,
  FieldTemplate,
  GridTemplate,
  MultiSchemaFieldTemplate,
  ObjectFieldTemplate,
  OptionalDataControlsTemplate,
  TitleFieldTemplate: TitleField,
  WrapIfAdditionalTemplate: deferred(async () => (await import('@rjsf/mui/lib/WrapIfAdditionalTemplate/WrapIfAdditionalTemplate.js')).default),
};

/**
 * The MUI theme of RJSF with only the widgets generated forms use. `@rjsf/mui`'s own Form carries
 * every widget of the theme, the slider among them, into the first load. Radios, single
 * checkboxes and a select's options are Kaigi's lean ones (plain elements, MUI's look; see leanStyles.ts).
 */
export const muiWidgets = { CheckboxWidget, RadioWidget, SelectWidget, TextareaWidget };
export const ThemedForm = withTheme<FormData>({ templates: muiTemplates, widgets: muiWidgets });
