import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useOperationTranslation } from '../../kit/operationStrings';
import { useOptionalMe, type CurrentUser } from '../../api/session';
import { Loading, LoadError, RenderInSlices } from '../../kit/Loading';

/**
 * A page of the managers' console: its title (and lead), then its body once the viewer is known to
 * be a manager; anyone else is told the page is for managers (the server refuses them too).
 */
export function ManagerPage({
  titleId,
  title,
  lead,
  children,
}: {
  titleId: string;
  title: string;
  lead?: string;
  children: (manager: CurrentUser) => ReactNode;
}) {
  const { t } = useOperationTranslation();
  const me = useOptionalMe();
  let body;
  if (me.error) body = <LoadError onRetry={() => void me.mutate()} />;
  else if (!me.data) body = <Loading />;
  else if (!me.data.user?.isManager)
    body = (
      <Alert severity="warning" role="alert">
        {t('mng.managersOnly')}
      </Alert>
    );
  // The page's body is rendered in slices once the session arrives: mounted in one piece, a console
  // page's tabs, tables and editors were one long task at a phone's speed (issue 69).
  else body = <RenderInSlices>{children(me.data.user)}</RenderInSlices>;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography id={titleId} variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {lead && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {lead}
        </Typography>
      )}
      {body}
    </Paper>
  );
}
