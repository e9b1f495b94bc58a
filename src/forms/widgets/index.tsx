import type { ComponentType } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import { muiWidgets as Widgets } from '../rjsfTheme';
import type { RegistryFieldsType, WidgetProps } from '@rjsf/utils';
import type { KaigiWidgetName } from '../../../engine/widgetNames';
import { KeywordRowsWidget } from './KeywordRowsWidget';
import { MemberCodeWidget, PostalCodeWidget } from './LookupTextWidgets';
import { QuestionDisplayField } from './QuestionDisplayField';
import { RateWidget } from './RateWidget';
import { RequestLettersWidget } from './RequestLettersWidget';
import { SortedCheckboxesWidget } from './SortedCheckboxesWidget';
import { SwitchWidget } from './SwitchWidget';
import { TextArrayWidget } from './TextArrayWidget';
import { ToggleRadioWidget } from './ToggleRadioWidget';
import { ProfileImageWidget, QuestionFileWidget } from './UploadWidget';
import { CountedTextWidget } from './CountedTextWidget';
import { ApplicationFileWidget } from './ApplicationFileWidget';
import { AuthorshipField } from './AuthorshipField';

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

/** Options MUI's select menu opens with, on every select of a generated form. */
const menuProps = { disableScrollLock: true };

/**
 * MUI's select, with its menu opened without locking the page's scroll: the lock changes the
 * body's overflow and padding, which lays out the whole page again, the 1,000-input form included.
 */
function withLightMenu(Widget: ComponentType<WidgetProps>): ComponentType<WidgetProps> {
  function LightMenuSelect(props: WidgetProps) {
    // RJSF's MUI select reads the slot props it merges with its own from `rjsfSlotProps`.
    const mui = (props.options.mui ?? {}) as { rjsfSlotProps?: Record<string, Record<string, unknown>> };
    const rjsfSlotProps = { ...mui.rjsfSlotProps, select: { ...mui.rjsfSlotProps?.select, MenuProps: menuProps } };
    return <Widget {...props} options={{ ...props.options, mui: { ...mui, rjsfSlotProps } }} />;
  }
  return LightMenuSelect;
}

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
  SelectWidget: withHiddenLabel(withLightMenu(Widgets.SelectWidget!)),
  DateWidget: withHiddenLabel(coreWidgets.DateWidget),
  ...own,
};

/** Fields a uiSchema names with ui:field: a display-only question, the authors with their institutes, and nothing (a list the authorship field shows). */
export const fields: RegistryFieldsType = { questionDisplay: QuestionDisplayField, authorship: AuthorshipField, none: () => null };
