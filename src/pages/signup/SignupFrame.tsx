import { memo, type ReactNode } from 'react';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTranslation } from 'react-i18next';
import { notingKeys } from '../../../engine/notings/notingKeys';
import { Noting } from '../../features/notings/Noting';
import { DummyBanner } from './DummyBanner';

export type SignupStep = 'form' | 'confirmation' | 'done';

const steps: SignupStep[] = ['form', 'confirmation', 'done'];

/**
 * What surrounds the sign-up steps: where the attendee is, the dummy link's banner and, on the form
 * step, the conference's notice. It needs none of the form's code, so it shows while that loads.
 */
export function SignupFrame({ step, isDummy, children }: { step: SignupStep; isDummy: boolean; children: ReactNode }) {
  return (
    <>
      <SignupSteps step={step} />
      {isDummy && step !== 'done' && <DummyBanner />}
      {step === 'form' && <Noting notingKey={notingKeys.signupForm} />}
      {children}
    </>
  );
}

/** Where the attendee is; memoized, as the page renders again whenever its data is revalidated. */
const SignupSteps = memo(function SignupSteps({ step }: { step: SignupStep }) {
  const { t } = useTranslation();
  return (
    <Stepper activeStep={steps.indexOf(step)} alternativeLabel sx={{ mb: 3 }} aria-label={t('signup.title')}>
      {steps.map((name) => (
        <Step key={name} completed={steps.indexOf(step) > steps.indexOf(name) || step === 'done'}>
          <StepLabel>{t(`signup.step.${name}`)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
});
