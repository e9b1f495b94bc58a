import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import type { CustomQuestion } from '../schemas/customQuestions';
import { buildRegistrationForm } from '../engine/registration/buildRegistrationForm';
import { resolveSettings } from '../engine/settings';
import { pruneToVisible } from '../engine/registration/wire';
import { validateForm } from '../engine/validate';
import type { FormData } from '../engine/formModel';
import { currentLanguage } from '../src/kit/i18n';
import { fromEngineErrors } from '../src/forms/displayErrors';
import { GeneratedFormView } from '../src/forms/GeneratedFormView';
import { schemaValidator } from '../src/forms/browserValidator';
import allTypes from '../fixtures/custom-questions/demo.json';

const settings = resolveSettings({ conferenceTitle: '見本', conferenceTitleEn: 'Sample', registrableUserRoleKind: 'participant_only' });

/**
 * One custom question (or a whole set) as the registration form shows it. `answer` starts it in a
 * state; with `showErrors` the engine's message for that answer shows under it.
 */
function QuestionPreview({
  questions,
  answers = {},
  showErrors = false,
}: {
  questions: CustomQuestion[];
  answers?: Record<string, unknown>;
  showErrors?: boolean;
}) {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  const form = useMemo(() => {
    const full = buildRegistrationForm({ settings, language, questions });
    // Only the questions: the rest of the registration form has its own stories.
    const schema = {
      type: 'object',
      properties: { customAnswers: (full.schema.properties as Record<string, unknown>).customAnswers },
      required: ['customAnswers'],
    };
    const uiSchema = { customAnswers: full.uiSchema.customAnswers };
    return { ...full, schema, uiSchema, fields: full.fields.filter((field) => field.section === 'questions') };
  }, [language, questions]);
  const [data, setData] = useState<FormData>({ customAnswers: answers });
  const errors = showErrors ? fromEngineErrors(validateForm(form, pruneToVisible(form, data), schemaValidator(form))) : [];
  return <GeneratedFormView form={form} formData={data} onChange={setData} errors={errors} language={language} />;
}

const meta = { title: 'Forms/Custom questions', component: QuestionPreview, args: { showErrors: true } } satisfies Meta<typeof QuestionPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

const uuid = '00000000-0000-4000-8000-0000000000aa';
const options = [
  { value: 'a', label: 'センサ', labelEn: 'Sensors' },
  { value: 'b', label: '計量標準', labelEn: 'Metrology' },
  { value: 'c', label: 'イメージング', labelEn: 'Imaging' },
];
const one = (question: Omit<CustomQuestion, 'uuid'>, answer?: unknown): Story['args'] => ({
  questions: [{ uuid, ...question } as CustomQuestion],
  answers: answer === undefined ? {} : { [uuid]: answer },
  showErrors: true,
});
const label = { label: '質問', labelEn: 'Question', tooltip: '補足', tooltipEn: 'A hint', description: '説明文', descriptionEn: 'A description' };

export const EveryType: Story = { args: { questions: allTypes.items as CustomQuestion[], showErrors: false } };
export const EveryTypeWithErrors: Story = { args: { questions: allTypes.items as CustomQuestion[], showErrors: true } };
export const TextRequired: Story = { args: one({ type: 'text', ...label, validations: { required: true } }) };
export const TextTooShort: Story = { args: one({ type: 'text', ...label, validations: { minLength: 5 } }, 'abc') };
export const TextTooLong: Story = { args: one({ type: 'text', ...label, validations: { maxLength: 5 } }, 'abcdefgh') };
export const TextHiddenLabel: Story = { args: one({ type: 'text', ...label, placeholder: '質問', placeholderEn: 'Question', hideLabel: true }) };
export const TextareaFiveRows: Story = { args: one({ type: 'textarea', ...label, rows: 5, validations: { minLength: 10 } }, 'short') };
export const TextArray: Story = { args: one({ type: 'text-array', ...label, validations: { required: true } }, ['一行目', '']) };
export const Switch: Story = { args: one({ type: 'switch', ...label, validations: { required: true } }, false) };
export const CheckboxTooFew: Story = { args: one({ type: 'checkbox', ...label, options, validations: { minOptions: 2 } }, ['a']) };
export const CheckboxTooMany: Story = { args: one({ type: 'checkbox', ...label, options, validations: { maxOptions: 2 } }, ['a', 'b', 'c']) };
export const SingleCheckbox: Story = { args: one({ type: 'single-checkbox', ...label, validations: { required: true } }) };
export const Select: Story = { args: one({ type: 'select', ...label, options, validations: { required: true } }) };
export const RadioTogglesOff: Story = { args: one({ type: 'radio', ...label, options, validations: { required: true } }, 'b') };
export const RateField: Story = { args: one({ type: 'rate-field', ...label, minRate: 1, maxRate: 10, validations: { required: true } }) };
export const DateAboveRange: Story = { args: one({ type: 'date', ...label, validations: { maxDate: '2027-09-06' } }, '2027-09-30') };
export const DateBelowRange: Story = { args: one({ type: 'date', ...label, validations: { minDate: '2027-09-01' } }, '2027-08-01') };
export const File: Story = { args: one({ type: 'file', ...label, validations: { required: true } }) };
export const TitleDisplay: Story = { args: one({ type: 'title-display', text: '参加にあたって', textEn: 'About your attendance' }) };
export const HtmlTextDisplaySanitized: Story = {
  args: one({
    type: 'text-display',
    isHtml: true,
    text: '<p>安全な<strong>HTML</strong>と<a href="https://example.org">リンク</a><img src=x onerror="alert(1)"><script>alert(2)</script></p>',
    textEn: '<p>Safe <strong>HTML</strong> and a <a href="https://example.org">link</a><img src=x onerror="alert(1)"><script>alert(2)</script></p>',
  }),
};
