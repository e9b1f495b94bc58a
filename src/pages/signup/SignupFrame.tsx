import type { ReactNode } from 'react';
import { notingKeys } from '../../../engine/notings/notingKeys';
import { Noting } from '../../features/notings/Noting';
import { DummyBanner } from './DummyBanner';
import { SignupSteps, type SignupStep } from './SignupSteps';

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
