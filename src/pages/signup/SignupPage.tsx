import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useConference } from '../../api/get-conference';
import { useKeywordCategories } from '../../api/get-keywords';
import { useCustomQuestions } from '../../api/get-custom-questions';
import { useLoginEmail } from '../../api/get-login-email';
import { Loading, LoadError, RenderInSlices } from '../../app/Loading';
import { ExpiredLink } from './ExpiredLink';
import { SignupFlow } from './SignupFlow';

/** Route signup/{token}: the token is checked first, then the form of this conference. */
export function SignupPage() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const lookup = useLoginEmail(token);
  const conference = useConference();
  const keywords = useKeywordCategories();
  const questions = useCustomQuestions();
  const failed = lookup.error ?? conference.error ?? keywords.error ?? questions.error;

  let body;
  if (failed) body = <LoadError onRetry={() => Promise.all([lookup.mutate(), conference.mutate(), keywords.mutate(), questions.mutate()])} />;
  else if (!lookup.data || !conference.data || !keywords.data || !questions.data) body = <Loading />;
  else if (!lookup.data.ok) body = <ExpiredLink />;
  else {
    body = (
      <RenderInSlices>
        <SignupFlow
          token={token}
          email={lookup.data.email}
          isDummy={lookup.data.isDummy}
          settings={conference.data}
          keywordCategories={keywords.data.categories}
          questions={questions.data.items}
        />
      </RenderInSlices>
    );
  }
  return (
    <>
      <Typography id="signup-title" variant="h4" component="h1" sx={{ mb: 3, fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
        {t('signup.title')}
      </Typography>
      {body}
    </>
  );
}
