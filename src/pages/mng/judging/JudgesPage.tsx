import { useState } from 'react';
import { useJudgingTranslation } from '../../judging/strings';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { assignEvaluation, setJudgeRole, useJudges, type Judge } from '../../../api/judging';
import { Loading, LoadError } from '../../../kit/Loading';
import { useLanguage } from '../../../kit/useLanguage';
import { ManagerPage } from '../ManagerPage';
import { ActionOutcome, useAction } from './actions';

/** Judges: grant a role by e-mail, remove it, and assign presentations to evaluators by code. */
export function JudgesView({ judges, onChanged }: { judges: Judge[]; onChanged: () => Promise<unknown> }) {
  const { t } = useJudgingTranslation();
  const { language } = useLanguage();
  const action = useAction();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'evaluator' | 'reviewer'>('evaluator');
  const [codes, setCodes] = useState<Record<number, string>>({});
  const act = async (work: () => Promise<unknown>, doneText: string) => {
    if (await action.run(work, doneText)) await onChanged();
  };
  return (
    <>
      <Box
        component="form"
        aria-label={t('judging.grantTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          void act(
            async () => {
              await setJudgeRole(email, role, true);
              setEmail('');
            },
            t('judging.roleGranted', { role: t(`judging.roles.${role}`), email }),
          );
        }}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
      >
        <TextField
          size="small"
          type="email"
          required
          id="judge-email"
          label={t('judging.email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          select
          size="small"
          id="judge-role"
          label={t('judging.role')}
          value={role}
          onChange={(event) => setRole(event.target.value as 'evaluator' | 'reviewer')}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="evaluator">{t('judging.roles.evaluator')}</MenuItem>
          <MenuItem value="reviewer">{t('judging.roles.reviewer')}</MenuItem>
        </TextField>
        <Button type="submit" variant="contained" disabled={action.busy}>
          {t('judging.grant')}
        </Button>
      </Box>
      <ActionOutcome action={action} language={language} />
      {judges.length === 0 && <Alert severity="info">{t('judging.noJudges')}</Alert>}
      <List disablePadding>
        {judges.map((judge) => (
          <ListItem key={judge.id} divider sx={{ display: 'block', px: 0 }}>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 500 }}>{judge.name}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {judge.email}
              </Typography>
              {(['evaluator', 'reviewer'] as const)
                .filter((name) => (name === 'evaluator' ? judge.isEvaluatable : judge.isReviewable))
                .map((name) => (
                  <Chip
                    key={name}
                    size="small"
                    label={t(`judging.roles.${name}`)}
                    onDelete={() =>
                      void act(() => setJudgeRole(judge.email, name, false), t('judging.roleRemoved', { role: t(`judging.roles.${name}`), name: judge.name }))
                    }
                    deleteIcon={undefined}
                    aria-label={t('judging.roleOf', { role: t(`judging.roles.${name}`), name: judge.name })}
                  />
                ))}
            </Box>
            {judge.isEvaluatable && (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 1 }}>
                {judge.assignments.map((code) => (
                  <Chip
                    key={code}
                    size="small"
                    variant="outlined"
                    label={code}
                    onDelete={() => void act(() => assignEvaluation(judge.id, code, false), t('judging.unassigned', { code, name: judge.name }))}
                    aria-label={t('judging.assignedOf', { code, name: judge.name })}
                  />
                ))}
                <Box
                  component="form"
                  onSubmit={(event) => {
                    event.preventDefault();
                    void act(
                      async () => {
                        await assignEvaluation(judge.id, codes[judge.id] ?? '', true);
                        setCodes({ ...codes, [judge.id]: '' });
                      },
                      t('judging.assigned', { code: (codes[judge.id] ?? '').trim(), name: judge.name }),
                    );
                  }}
                  sx={{ display: 'flex', gap: 1 }}
                >
                  <TextField
                    size="small"
                    required
                    id={`assign-${judge.id}`}
                    label={t('judging.presentationCode')}
                    value={codes[judge.id] ?? ''}
                    onChange={(event) => setCodes({ ...codes, [judge.id]: event.target.value })}
                    sx={{ width: 160 }}
                  />
                  <Button type="submit" size="small" disabled={action.busy}>
                    {t('judging.assign')}
                  </Button>
                </Box>
              </Box>
            )}
          </ListItem>
        ))}
      </List>
    </>
  );
}

/** Route /mng/judges. */
export function JudgesPage() {
  const { t } = useJudgingTranslation();
  return (
    <ManagerPage titleId="mng-judges-title" title={t('judging.judgesTitle')}>
      {() => <JudgesBody />}
    </ManagerPage>
  );
}

function JudgesBody() {
  const judges = useJudges();
  if (judges.error) return <LoadError onRetry={() => void judges.mutate()} />;
  if (!judges.data) return <Loading />;
  return <JudgesView judges={judges.data} onChanged={() => judges.mutate()} />;
}
