import type { ComponentType } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import { muiWidgets as Widgets } from '../rjsfTheme';
import type { FieldProps, RegistryFieldsType, WidgetProps } from '@rjsf/utils';
import { deferred } from '../deferred';
import type { KaigiWidgetName } from '../../../engine/widgetNames';
import { KeywordRowsWidget } from './KeywordRowsWidget';
import { MemberCodeWidget, PostalCodeWidget } from './LookupTextWidgets';
import { QuestionDisplayField } from './QuestionDisplayField';
import { RateWidget } from './RateWidget';
import { SortedCheckboxesWidget } from './SortedCheckboxesWidget';
import { SwitchWidget } from './SwitchWidget';
import { TextArrayWidget } from './TextArrayWidget';
import { ToggleRadioWidget } from './ToggleRadioWidget';
import { ProfileImageWidget, QuestionFileWidget } from './UploadWidget';
import { CountedTextWidget } from './CountedTextWidget';
import { NumberField } from './NumberField';

/**
 * A question with hideLabel keeps an accessible name: the label moves into aria-label and the
 * visible label goes.
 */
function withHiddenLabel(Widget: ComponentType<WidgetProps>): ComponentType<WidgetProps> {
  function HiddenLabelWidget(props: WidgetProps) {
    if (!props.options.hideLabel) return <Widget {...props} />;
    const mui = (props.options.mui ?? {}) as { slotProps?: Record<string, Record<string, unknown>> };
    const slotProps = { ...mui.slotProps, htmlInput: { ...mui.slotProps?.htmlInput, 'aria-label': props.label } };
    return <Widget {...props} hideLabel options={{ ...props.options, mui: { ...mui, slotProps } }} />;
  }
  return HiddenLabelWidget;
}

const coreWidgets = getDefaultRegistry().widgets;

// Asked by one kind of form each (a commission's letters; an abstract's files and authors): fetched
// when a form first shows one, not with every form.
const RequestLettersWidget = deferred<WidgetProps>(async () => (await import('./RequestLettersWidget')).RequestLettersWidget);
const ApplicationFileWidget = deferred<WidgetProps>(async () => (await import('./ApplicationFileWidget')).ApplicationFileWidget);
const AuthorshipField = deferred<FieldProps>(async () => (await import('./authorship/AuthorshipField')).AuthorshipField);

/** Kaigi's widgets, exactly the names engine/widgetNames.ts lists (checked by the compiler). */
const own = {
  toggleRadio: ToggleRadioWidget,
  sortedCheckboxes: SortedCheckboxesWidget,
  rate: RateWidget,
  switch: SwitchWidget,
  textArray: TextArrayWidget,
  keywordRows: KeywordRowsWidget,
  postalCode: PostalCodeWidget,
  memberCode: MemberCodeWidget,
  profileImage: ProfileImageWidget,
  questionFile: QuestionFileWidget,
  requestLetters: RequestLettersWidget,
  countedText: CountedTextWidget,
  applicationFile: ApplicationFileWidget,
} satisfies Record<KaigiWidgetName, ComponentType<WidgetProps>>;

/** The widgets the engine's uiSchemas name: RJSF's own (some with a hidden-label variant) and Kaigi's. */
export const widgets = {
  TextWidget: withHiddenLabel(coreWidgets.TextWidget),
  TextareaWidget: withHiddenLabel(Widgets.TextareaWidget!),
  SelectWidget: withHiddenLabel(Widgets.SelectWidget!),
  DateWidget: withHiddenLabel(coreWidgets.DateWidget),
  ...own,
};

/** Fields a uiSchema names with ui:field: a display-only question, the authors with their institutes, and nothing (a list the authorship field shows). */
export const fields: RegistryFieldsType = { NumberField, questionDisplay: QuestionDisplayField, authorship: AuthorshipField, none: () => null };
