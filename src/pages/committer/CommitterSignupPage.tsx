import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useCommissionLoginEmail } from '../../api/commissions';
import { useConference } from '../../api/get-conference';
import { Loading, LoadError } from '../../app/Loading';
import { ExpiredLink } from '../signup/ExpiredLink';
import { CommitterSignupFlow } from './CommitterSignupFlow';

/** Route committer_signup/{token}: the link is looked up first, then the form (§2). */
export function CommitterSignupPage() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const lookup = useCommissionLoginEmail(token);
  const conference = useConference();
  const failed = lookup.error ?? conference.error;

  let body;
  if (failed) body = <LoadError onRetry={() => Promise.all([lookup.mutate(), conference.mutate()])} />;
  else if (!lookup.data || !conference.data) body = <Loading />;
  else if (!lookup.data.ok) body = <ExpiredLink />;
  else body = <CommitterSignupFlow token={token} email={lookup.data.email} kind={lookup.data.kind} isDummy={lookup.data.isDummy} settings={conference.data} />;
  return (
    <>
      <Typography id="committer-title" variant="h4" component="h1" sx={{ mb: 3, fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
        {t('committer.title')}
      </Typography>
      {body}
    </>
  );
}
