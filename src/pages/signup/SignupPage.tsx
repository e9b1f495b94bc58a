import { SignedInNotice } from '../account/SignedInNotice';
import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useConference } from '../../api/get-conference';
import { useKeywordCategories } from '../../api/get-keywords';
import { useCustomQuestions } from '../../api/get-custom-questions';
import { useLoginEmail } from '../../api/get-login-email';
import { Loading, LoadError, RenderInSlices } from '../../kit/Loading';
import { useLazyModule } from '../../kit/lazyModule';
import { ExpiredLink } from './ExpiredLink';
import { SignupFrame } from './SignupFrame';
import type { SignupStep } from './SignupSteps';
import { signupFlowCode } from './signupFlowCode';

/**
 * Route signup/{token}: the token is checked first, then the form of this conference. The steps and
 * the notice show as soon as the token is known good; the form follows once its code and the
 * questions are in (its code is the larger part of the page's download).
 */
export function SignupPage() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const lookup = useLoginEmail(token);
  const conference = useConference();
  const keywords = useKeywordCategories();
  const questions = useCustomQuestions();
  const flow = useLazyModule(signupFlowCode);
  const [step, setStep] = useState<SignupStep>('form');
  const failed = lookup.error ?? conference.error ?? keywords.error ?? questions.error;

  let body;
  if (failed) body = <LoadError onRetry={() => Promise.all([lookup.mutate(), conference.mutate(), keywords.mutate(), questions.mutate()])} />;
  else if (!lookup.data || !conference.data) body = <Loading />;
  else if (!lookup.data.ok) body = <ExpiredLink />;
  else {
    body = (
      <SignupFrame step={step} isDummy={lookup.data.isDummy}>
        {!flow || !keywords.data || !questions.data ? (
          <Loading />
        ) : (
          <RenderInSlices>
            <flow.SignupFlow
              token={token}
              email={lookup.data.email}
              isDummy={lookup.data.isDummy}
              settings={conference.data}
              keywordCategories={keywords.data.categories}
              questions={questions.data.items}
              step={step}
              onStepChange={setStep}
            />
          </RenderInSlices>
        )}
      </SignupFrame>
    );
  }
  return (
    <>
      <Typography id="signup-title" variant="h4" component="h1" sx={{ mb: 3, fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
        {t('signup.title')}
      </Typography>
      <SignedInNotice />
      {body}
    </>
  );
}
