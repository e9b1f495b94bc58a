import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useCommissionLoginEmail } from '../../api/commissions';
import { useConference } from '../../api/get-conference';
import { Loading, LoadError } from '../../kit/Loading';
import { useLazyModule } from '../../kit/lazyModule';
import { ExpiredLink } from '../signup/ExpiredLink';
import { CommitterDone, CommitterFrame } from './CommitterFrame';
import { committerFlowCode } from './committerFlowCode';

/**
 * Route committer_signup/{token}: the link is looked up first, then the form (§2). The intro, the
 * terms and the notice show as soon as the link is known good; the form follows with its code.
 */
export function CommitterSignupPage() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const lookup = useCommissionLoginEmail(token);
  const conference = useConference();
  const flow = useLazyModule(committerFlowCode);
  const [done, setDone] = useState(false);
  const failed = lookup.error ?? conference.error;

  let body;
  if (failed) body = <LoadError onRetry={() => Promise.all([lookup.mutate(), conference.mutate()])} />;
  else if (!lookup.data || !conference.data) body = <Loading />;
  else if (!lookup.data.ok) body = <ExpiredLink />;
  else if (done) body = <CommitterDone />;
  else {
    body = (
      <CommitterFrame kind={lookup.data.kind} isDummy={lookup.data.isDummy}>
        {flow ? (
          <flow.CommitterSignupFlow
            token={token}
            email={lookup.data.email}
            isDummy={lookup.data.isDummy}
            settings={conference.data}
            onDone={() => setDone(true)}
          />
        ) : (
          <Loading />
        )}
      </CommitterFrame>
    );
  }
  return (
    <>
      <Typography id="committer-title" variant="h4" component="h1" sx={{ mb: 3, fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
        {t('committer.title')}
      </Typography>
      {body}
    </>
  );
}
