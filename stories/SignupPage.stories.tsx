import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildRegistrationForm } from '../engine/registration/buildRegistrationForm';
import { summarize } from '../engine/summary';
import { Loading, LoadError } from '../src/kit/Loading';
import { AccountIssuedView } from '../src/pages/signup/AccountIssued';
import { ConfirmationStep } from '../src/pages/signup/ConfirmationStep';
import { ExpiredLink } from '../src/pages/signup/ExpiredLink';
import { SignupFlow } from '../src/pages/signup/SignupFlow';
import { SignupFrame } from '../src/pages/signup/SignupFrame';
import type { SignupStep } from '../src/pages/signup/SignupSteps';
import { conferenceFixtures, keywordCategories } from './fixtures';
import { MockApi } from './mockApi';

/** Each step of signup/{token}: loading, expired, dummy, the form, confirmation, success. */
const meta = { title: 'Pages/Signup' } satisfies Meta;
export default meta;
type Story = StoryObj;

const settings = conferenceFixtures.demo;
const filled = {
  email: 'hanako@example.com',
  password: 'correct horse',
  nameSei: '山田',
  nameMei: '花子',
  jsiMembership: 'member',
  affiliation: { kind: 'university', name: '東都大学' },
  location: 'onsite',
  keywordIds: [101, 301],
  language: 'ja',
  isTermAgreed: true,
  isPolicyAgreed: true,
};

export const LoadingStep: Story = { render: () => <Loading /> };
export const LoadFailed: Story = { render: () => <LoadError onRetry={() => undefined} /> };
export const ExpiredOrWrongLink: Story = {
  render: () => (
    <MockApi responses={{ '/web_api/conference': { ...settings, isPreRegisterEnabled: true } }}>
      <ExpiredLink />
    </MockApi>
  ),
};
export const ExpiredOrWrongLinkWithoutPreRegistration: Story = {
  render: () => (
    <MockApi responses={{ '/web_api/conference': { ...settings, isPreRegisterEnabled: false } }}>
      <ExpiredLink />
    </MockApi>
  ),
};
/** The page as the attendee sees it: the steps and the notice around the flow, which moves between steps. */
function SignupStory({ isDummy = false, email = 'attendee@example.com', loadingForm = false }: { isDummy?: boolean; email?: string; loadingForm?: boolean }) {
  const [step, setStep] = useState<SignupStep>('form');
  return (
    <SignupFrame step={step} isDummy={isDummy}>
      {loadingForm ? (
        <Loading />
      ) : (
        <SignupFlow
          token={isDummy ? 'story-dummy' : 'story'}
          email={email}
          isDummy={isDummy}
          settings={settings}
          keywordCategories={keywordCategories}
          step={step}
          onStepChange={setStep}
        />
      )}
    </SignupFrame>
  );
}

export const DummyLink: Story = { render: () => <SignupStory isDummy email="dummy@example.com" /> };
export const FormStep: Story = { render: () => <SignupStory /> };
/** The token is good and the steps show; the form's code is still on its way. */
export const FormLoading: Story = { render: () => <SignupStory loadingForm /> };
function Confirmation({ language, submitting = false }: { language: 'ja' | 'en'; submitting?: boolean }) {
  return (
    <ConfirmationStep
      sections={summarize(buildRegistrationForm({ settings, language, keywordCategories }), filled)}
      submitting={submitting}
      canRegister
      onBack={() => undefined}
      onRegister={() => undefined}
    />
  );
}

export const ConfirmationStepJa: Story = { render: () => <Confirmation language="ja" /> };
export const ConfirmationStepEn: Story = { globals: { locale: 'en' }, render: () => <Confirmation language="en" /> };
export const Registering: Story = { render: () => <Confirmation language="ja" submitting /> };
export const AccountIssuedStep: Story = {
  render: () => <AccountIssuedView settings={{ isQualificationRequired: true, isQualificationClosed: false, isQualificationOpenOnlyForMng: false }} />,
};
