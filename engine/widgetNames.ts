/**
 * The widget names a generated uiSchema may use. RJSF resolves the first list from its own
 * registry (with the MUI theme); the second are Kaigi's, and src/forms/widgets/index.tsx must
 * register exactly these (it is type-checked against this list), so a field naming a widget that
 * does not exist does not compile.
 */
export const rjsfWidgetNames = ['text', 'hidden', 'password', 'email', 'textarea', 'checkbox', 'checkboxes', 'radio', 'select', 'date'] as const;
export const kaigiWidgetNames = [
  'toggleRadio',
  'sortedCheckboxes',
  'rate',
  'switch',
  'textArray',
  'keywordRows',
  'postalCode',
  'memberCode',
  'profileImage',
  'questionFile',
  'requestLetters',
  'countedText',
  'applicationFile',
] as const;

export type KaigiWidgetName = (typeof kaigiWidgetNames)[number];
export type FieldWidget = (typeof rjsfWidgetNames)[number] | KaigiWidgetName;
