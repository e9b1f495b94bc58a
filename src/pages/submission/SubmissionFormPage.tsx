import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useOperationTranslation } from '../../kit/operationStrings';
import { submissionKinds, type SubmissionKind } from '../../../schemas/submission';
import { localize } from '../../../engine/messages';
import { useApplication, useSubmissionSettings } from '../../api/submission';
import { useKeywordCategories } from '../../api/get-keywords';
import { useOptionalMe } from '../../api/session';
import { Loading, LoadError, RenderInSlices } from '../../kit/Loading';
import { useLanguage } from '../../kit/useLanguage';
import { clientRoutes } from '../../../engine/routes';
import { SubmissionEditor } from './SubmissionEditor';

/** Routes /submissions/new/:kind and /submissions/:id: a presenter's application, or a manager's view of one. */
export function SubmissionFormPage() {
  const { t } = useOperationTranslation();
  const { language } = useLanguage();
  const params = useParams();
  const navigate = useNavigate();
  const id = params.id ? Number(params.id) : undefined;
  const me = useOptionalMe();
  const loggedIn = Boolean(me.data?.user);
  const settings = useSubmissionSettings(loggedIn);
  const keywords = useKeywordCategories();
  const application = useApplication(loggedIn && id && Number.isInteger(id) ? id : undefined);
  const kind = (application.data?.application.kind ?? params.kind) as SubmissionKind | undefined;
  let body;
  if (me.error || settings.error || keywords.error) body = <LoadError onRetry={() => void Promise.all([me.mutate(), settings.mutate(), keywords.mutate()])} />;
  else if (!me.data) body = <Loading />;
  else if (!loggedIn)
    body = (
      <Alert severity="warning" role="alert">
        {localize('notLoggedIn')[language]}
      </Alert>
    );
  else if (application.error)
    body = (
      <Alert severity="error" role="alert">
        {localize('applicationNotFound')[language]}
      </Alert>
    );
  else if (!settings.data || !keywords.data || (id !== undefined && !application.data)) body = <Loading />;
  else if (!kind || !submissionKinds.includes(kind) || !settings.data.settings.kinds[kind])
    body = (
      <Alert severity="warning" role="alert">
        {t('submission.kindNotOffered')}
      </Alert>
    );
  else {
    body = (
      <RenderInSlices>
        <SubmissionEditor
          key={application.data?.application.id ?? `new-${kind}`}
          kind={kind}
          settings={settings.data.settings.kinds[kind]!}
          keywordCategories={keywords.data.categories}
          application={application.data?.application}
          isManager={Boolean(me.data.user?.isManager)}
          onSaved={(saved) => {
            if (id === undefined) navigate(`/submissions/${saved.id}`, { replace: true });
          }}
        />
      </RenderInSlices>
    );
  }
  return (
    <Paper variant="outlined" component="section" aria-labelledby="submission-title" sx={{ p: { xs: 2, sm: 4 } }}>
      <Box sx={{ mb: 2 }}>
        {/* A manager opening an application came from the managers' list. */}
        {me.data?.user?.isManager && id !== undefined ? (
          <Button component={RouterLink} to={clientRoutes.mngApplications} size="small">
            {t('submission.backToManagersList')}
          </Button>
        ) : (
          <Button component={RouterLink} to={clientRoutes.submissions} size="small">
            {t('submission.backToList')}
          </Button>
        )}
      </Box>
      {body}
    </Paper>
  );
}
