import { useState } from 'react';
import { useJudgingTranslation } from './strings';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { confirmVotes, useEvaluatorMenu, vote, type EvaluatorMenu } from '../../api/judging';
import { ApiRequestError } from '../../api/http';
import { Loading, LoadError } from '../../kit/Loading';
import { useLanguage } from '../../kit/useLanguage';
import type { LocalizedText } from '../../../engine/messages';
import { EvaluationStatusChip, presentationTitle, refusalText } from './parts';
import { LoginFirst } from '../../kit/LoginFirst';

/**
 * The evaluator's menu (issue 18): the presentations assigned, each with its evaluation's state
 * and a vote; the votes used out of maxVotes; confirming the votes. Refusals ("voting error") are
 * said where the evaluator looks, in the current language.
 */
export function EvaluatorMenuView({ menu, onChanged }: { menu: EvaluatorMenu; onChanged: () => Promise<unknown> }) {
  const { t } = useJudgingTranslation();
  const { language } = useLanguage();
  const [busy, setBusy] = useState<number | 'confirm'>();
  const [refusal, setRefusal] = useState<LocalizedText>();
  const run = async (key: number | 'confirm', work: () => Promise<unknown>) => {
    setBusy(key);
    setRefusal(undefined);
    try {
      await work();
      await onChanged();
    } catch (error) {
      setRefusal(refusalText(error));
    } finally {
      setBusy(undefined);
    }
  };
  // Confirming locks the votes for good: asked first, as confirming an evaluation is (issue 68, item 26).
  const [asking, setAsking] = useState(false);
  const votingOn = menu.maxVotes > 0;
  const groups = (['oral', 'poster'] as const)
    .map((kind) => ({ kind, items: menu.items.filter((item) => item.presentation.kind === kind) }))
    .filter((group) => group.items.length > 0);
  return (
    <Box>
      {!menu.isOpen && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('judging.closed')}
        </Alert>
      )}
      {votingOn && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <Typography role="status" aria-live="polite">
            {t('judging.votesUsed', { used: menu.votesUsed, max: menu.maxVotes })}
          </Typography>
          {menu.votesConfirmed ? (
            <Chip color="success" label={t('judging.votesConfirmed')} />
          ) : (
            <Button variant="outlined" size="small" disabled={busy !== undefined || !menu.isOpen || menu.votesUsed === 0} onClick={() => setAsking(true)}>
              {t('judging.confirmVotes')}
            </Button>
          )}
        </Box>
      )}
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby="confirm-votes-title">
        <DialogTitle id="confirm-votes-title">{t('judging.confirmVotesTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('judging.confirmVotesBody', { used: menu.votesUsed, max: menu.maxVotes })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{t('judging.cancel')}</Button>
          <Button
            variant="contained"
            onClick={() => {
              setAsking(false);
              void run('confirm', confirmVotes);
            }}
          >
            {t('judging.confirmVotes')}
          </Button>
        </DialogActions>
      </Dialog>
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {refusal[language]}
        </Alert>
      )}
      {menu.items.length === 0 && <Alert severity="info">{t('judging.noneAssigned')}</Alert>}
      {groups.map((group) => (
        <Box component="section" key={group.kind} aria-labelledby={`evaluations-${group.kind}`} sx={{ mb: 3 }}>
          <Typography id={`evaluations-${group.kind}`} variant="h6" component="h2">
            {t(`judging.kind.${group.kind}`)}
          </Typography>
          <List disablePadding>
            {group.items.map(({ presentation, status, isStarted, voted }) => {
              const title = presentationTitle(presentation, language);
              return (
                <ListItem key={presentation.id} divider sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', px: 0 }}>
                  <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                    <Typography variant="body2" color="text.secondary">
                      {presentation.code}
                    </Typography>
                    <Typography
                      component={RouterLink}
                      to={`/evaluations/${presentation.id}`}
                      sx={{ color: 'primary.main', fontWeight: 500, overflowWrap: 'anywhere' }}
                    >
                      {title}
                    </Typography>
                  </Box>
                  <EvaluationStatusChip status={status} isStarted={isStarted} />
                  {votingOn && (
                    <Button
                      size="small"
                      variant={voted ? 'contained' : 'outlined'}
                      aria-pressed={voted}
                      disabled={busy !== undefined || menu.votesConfirmed || !menu.isOpen}
                      aria-label={t(voted ? 'judging.unvoteOf' : 'judging.voteOf', { title })}
                      onClick={() => void run(presentation.id, () => vote(presentation.id, !voted))}
                    >
                      {voted ? t('judging.voted') : t('judging.vote')}
                    </Button>
                  )}
                </ListItem>
              );
            })}
          </List>
        </Box>
      ))}
    </Box>
  );
}

/** Route /evaluations. */
export function EvaluatorMenuPage() {
  const { t } = useJudgingTranslation();
  const { language } = useLanguage();
  const menu = useEvaluatorMenu();
  let body;
  if (menu.error instanceof ApiRequestError && menu.error.status === 401) body = <LoginFirst>{t('judging.evaluatorLoginFirst')}</LoginFirst>;
  else if (menu.error instanceof ApiRequestError && menu.error.status !== 0)
    body = (
      <Alert severity="info" role="alert">
        {refusalText(menu.error)[language]}
      </Alert>
    );
  else if (menu.error) body = <LoadError onRetry={() => void menu.mutate()} />;
  else if (!menu.data) body = <Loading />;
  else body = <EvaluatorMenuView menu={menu.data} onChanged={() => menu.mutate()} />;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="evaluator-title" sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography id="evaluator-title" variant="h5" component="h1" gutterBottom>
        {t('judging.evaluatorTitle')}
      </Typography>
      {body}
    </Paper>
  );
}
