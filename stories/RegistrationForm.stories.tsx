import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import type { ResolvedConferenceSettings } from '../schemas/conferenceSettings';
import { buildRegistrationForm } from '../engine/registration/buildRegistrationForm';
import { pruneToVisible } from '../engine/registration/wire';
import { validateForm } from '../engine/validate';
import type { FormData } from '../engine/formModel';
import { currentLanguage } from '../src/kit/i18n';
import { fromEngineErrors } from '../src/forms/displayErrors';
import { schemaValidator } from '../src/forms/browserValidator';
import { SignupFormStep } from '../src/pages/signup/SignupFormStep';
import { conferenceFixtures, keywordCategories, settingsArgTypes } from './fixtures';
import type { CustomQuestion } from '../schemas/customQuestions';
import allTypes from '../fixtures/custom-questions/demo.json';
import longSet from '../fixtures/custom-questions/strict-society-long.json';

const questionSets = { allTypes: allTypes.items as CustomQuestion[], long: longSet.items as CustomQuestion[] };

/** The registration form each settings fixture produces; every setting is a control. */
function RegistrationFormPreview({
  questionSet = 'allTypes',
  country,
  ...settings
}: ResolvedConferenceSettings & { showErrors?: boolean; questionSet?: keyof typeof questionSets; country?: string }) {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  const form = useMemo(
    () => buildRegistrationForm({ settings, language, email: 'attendee@example.com', keywordCategories, questions: questionSets[questionSet] }),
    [settings, language, questionSet],
  );
  const [data, setData] = useState<FormData>(() => (country ? { ...form.initialData, country } : form.initialData));
  const errors = settings.showErrors ? fromEngineErrors(validateForm(form, pruneToVisible(form, data), schemaValidator(form))) : [];
  return <SignupFormStep form={form} formData={{ ...data, email: 'attendee@example.com' }} onChange={setData} errors={errors} onConfirm={() => undefined} />;
}

const meta = {
  title: 'Forms/Registration form',
  component: RegistrationFormPreview,
  argTypes: {
    ...settingsArgTypes,
    showErrors: { control: 'boolean' },
    questionSet: { control: 'radio', options: Object.keys(questionSets) },
    country: { control: 'text' },
  },
} satisfies Meta<typeof RegistrationFormPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RelaxedDemo: Story = { args: conferenceFixtures.demo };
export const StrictSociety: Story = { args: conferenceFixtures['strict-society'] };
export const EnglishOnly: Story = { args: conferenceFixtures['english-only'], globals: { locale: 'en' } };
export const ParticipantOnly: Story = { args: conferenceFixtures['participant-only'] };
export const StrictSocietyWithErrors: Story = { args: { ...conferenceFixtures['strict-society'], showErrors: true } };
/** The benchmark's 200-question set: the first fields at once, the rest right after, questions in form parts of ten, the parts in groups of ten. */
export const StrictSocietyLongForm: Story = { args: { ...conferenceFixtures['strict-society'], questionSet: 'long' } };
/** A country other than Japan: province, city and street show (required), prefecture and address do not. */
export const StrictSocietyAbroadWithErrors: Story = { args: { ...conferenceFixtures['strict-society'], showErrors: true, country: 'US' } };
