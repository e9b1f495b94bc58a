import { useState, type FormEvent } from 'react';
import { useJudgingTranslation } from '../judging/strings';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { CustomQuestion } from '../../../schemas/customQuestions';
import type { EvaluationSettings, PeerReviewStatus } from '../../../schemas/judging';
import { evaluationItems, reviewResultLabels } from '../../../engine/judging/forms';
import { fromTokyoInput, tokyoInput } from '../../kit/tokyoInput';
import { answerText, questionLabel } from '../../../engine/questions/questionFields';
import type { LocalizedText } from '../../../engine/messages';
import {
  assignEvaluation,
  decidePeerReview,
  giveAward,
  removeAward,
  requestReview,
  setJudgeRole,
  updateJudgingSettings,
  useApplicationReviews,
  useEvaluationResults,
  useJudges,
  useJudgingForms,
  useJudgingSettings,
  withdrawReviewRequest,
  type ApplicationReviews,
  type Judge,
  type ResultRow,
} from '../../api/judging';
import { useOptionalMe } from '../../api/session';
import { Loading, LoadError } from '../../kit/Loading';
import { useLanguage } from '../../kit/useLanguage';
import { presentationTitle, refusalText, RequestStatusChip } from '../judging/parts';

/** Runs a manager's action, keeping its refusal, or what it did, to show (issue 68, item 25). */
function useAction() {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<LocalizedText>();
  const [done, setDone] = useState<string>();
  const run = async (work: () => Promise<unknown>, doneText?: string) => {
    setBusy(true);
    setRefusal(undefined);
    setDone(undefined);
    try {
      await work();
      setDone(doneText);
      return true;
    } catch (error) {
      setRefusal(refusalText(error));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, refusal, done, run };
}

/** The action's outcome: its refusal as an alert, or what it did as a status message. */
function ActionOutcome({ action, language }: { action: ReturnType<typeof useAction>; language: 'ja' | 'en' }) {
  if (action.refusal)
    return (
      <Alert severity="error" role="alert" sx={{ mb: 2 }}>
        {action.refusal[language]}
      </Alert>
    );
  if (action.done)
    return (
      <Alert severity="success" role="status" sx={{ mb: 2 }}>
        {action.done}
      </Alert>
    );
  return null;
}

function ManagerPage({ titleId, title, children }: { titleId: string; title: string; children: (ready: boolean) => React.ReactNode }) {
  const { t } = useJudgingTranslation();
  const me = useOptionalMe();
  const isManager = Boolean(me.data?.user?.isManager);
  let body;
  if (me.error) body = <LoadError onRetry={() => void me.mutate()} />;
  else if (!me.data) body = <Loading />;
  else if (!isManager)
    body = (
      <Alert severity="warning" role="alert">
        {t('mng.managersOnly')}
      </Alert>
    );
  else body = children(true);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography id={titleId} variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {body}
    </Paper>
  );
}

/** The results table: per presentation, the means, evaluations, votes and awards; an award given from its row. */
export function ResultsTable({
  rows,
  settings,
  onAward,
  onRemoveAward,
}: {
  rows: ResultRow[];
  settings: EvaluationSettings;
  onAward: (row: ResultRow) => void;
  onRemoveAward: (row: ResultRow, award: ResultRow['awards'][number]) => void;
}) {
  const { t } = useJudgingTranslation();
  const { language } = useLanguage();
  const items = evaluationItems(settings);
  const [sortByOverall, setSortByOverall] = useState(true);
  const sorted = sortByOverall ? [...rows].sort((a, b) => (b.overall ?? -1) - (a.overall ?? -1) || b.votes - a.votes) : rows;
  return (
    <>
      <Button size="small" onClick={() => setSortByOverall(!sortByOverall)} sx={{ mb: 1 }}>
        {t(sortByOverall ? 'judging.sortByCode' : 'judging.sortByOverall')}
      </Button>
      <TableContainer sx={{ maxHeight: 640 }}>
        <Table size="small" stickyHeader aria-label={t('judging.resultsTitle')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('judging.presentation')}</TableCell>
              <TableCell align="right">{t('judging.count')}</TableCell>
              {items.map((item) => (
                <TableCell key={item.key} align="right">
                  {item.label[language]}
                </TableCell>
              ))}
              <TableCell align="right">{t('judging.overall')}</TableCell>
              <TableCell align="right">{t('judging.votes')}</TableCell>
              <TableCell>{t('judging.awards')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sorted.map((row) => (
              <TableRow key={row.presentation.id}>
                <TableCell sx={{ minWidth: 200 }}>
                  <Typography variant="caption" color="text.secondary">
                    {row.presentation.code}
                  </Typography>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {presentationTitle(row.presentation, language)}
                  </Typography>
                </TableCell>
                <TableCell align="right">{row.count}</TableCell>
                {items.map((item) => (
                  <TableCell key={item.key} align="right">
                    {row.averages.find((average) => average.item === item.key)?.value.toFixed(2) ?? '—'}
                  </TableCell>
                ))}
                <TableCell align="right">{row.overall?.toFixed(2) ?? '—'}</TableCell>
                <TableCell align="right">{row.votes}</TableCell>
                <TableCell>
                  {row.awards.map((award) => {
                    const name = (language === 'en' && award.nameEn) || award.name;
                    return (
                      <Chip
                        key={award.id}
                        size="small"
                        color="secondary"
                        label={name}
                        sx={{ mr: 0.5, mb: 0.5 }}
                        onDelete={() => onRemoveAward(row, award)}
                        slotProps={{ root: { 'aria-label': t('judging.removeAwardFrom', { name, code: row.presentation.code }) } as object }}
                      />
                    );
                  })}
                  <Button size="small" onClick={() => onAward(row)} aria-label={t('judging.giveAwardTo', { code: row.presentation.code })}>
                    {t('judging.giveAward')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

/** Route /mng/evaluations: the vote limit and the presenters' date, the results, CSV and awards. */
export function EvaluationResultsPage() {
  const { t } = useJudgingTranslation();
  return (
    <ManagerPage titleId="mng-evaluations-title" title={t('judging.resultsTitle')}>
      {() => <EvaluationResultsBody />}
    </ManagerPage>
  );
}

function EvaluationResultsBody() {
  const { t } = useJudgingTranslation();
  const { language } = useLanguage();
  const results = useEvaluationResults();
  const forms = useJudgingForms();
  const settings = useJudgingSettings();
  const action = useAction();
  const [maxVotes, setMaxVotes] = useState<string>();
  const [from, setFrom] = useState<string>();
  const [award, setAward] = useState<{ row: ResultRow; name: string; nameEn: string }>();
  if (results.error || forms.error || settings.error)
    return <LoadError onRetry={() => void Promise.all([results.mutate(), forms.mutate(), settings.mutate()])} />;
  if (!results.data || !forms.data || !settings.data) return <Loading />;
  const saveSettings = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await action.run(
      () =>
        updateJudgingSettings({
          maxVotes: Number(maxVotes ?? settings.data!.maxVotes),
          presenterResultsFrom: fromTokyoInput(from ?? tokyoInput(settings.data!.presenterResultsFrom)),
        }),
      t('judging.settingsSaved'),
    );
    if (ok) await settings.mutate();
  };
  const dropAward = async (row: ResultRow, given: ResultRow['awards'][number]) => {
    const name = (language === 'en' && given.nameEn) || given.name;
    const ok = await action.run(() => removeAward(given.id), t('judging.awardRemoved', { name, code: row.presentation.code }));
    if (ok) await results.mutate();
  };
  const saveAward = async (event: FormEvent) => {
    event.preventDefault();
    if (!award) return;
    const ok = await action.run(
      () => giveAward(award.row.presentation.id, award.name, award.nameEn),
      t('judging.awardGiven', { code: award.row.presentation.code }),
    );
    if (ok) {
      setAward(undefined);
      await results.mutate();
    }
  };
  return (
    <>
      <Box
        component="form"
        onSubmit={saveSettings}
        aria-label={t('judging.settingsTitle')}
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
      >
        <TextField
          size="small"
          type="number"
          id="max-votes"
          label={t('judging.maxVotes')}
          value={maxVotes ?? String(settings.data.maxVotes)}
          onChange={(event) => setMaxVotes(event.target.value)}
          slotProps={{ htmlInput: { min: 0, max: 1000 } }}
          sx={{ minWidth: 220 }}
        />
        <TextField
          size="small"
          type="datetime-local"
          id="results-from"
          label={t('judging.presenterResultsFrom')}
          value={from ?? tokyoInput(settings.data.presenterResultsFrom)}
          onChange={(event) => setFrom(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button type="submit" variant="outlined" disabled={action.busy}>
          {t('judging.saveSettings')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Button variant="contained" href="/web_api/mng/evaluation_results.csv?lang=ja" download>
          {t('judging.downloadCsvJa')}
        </Button>
        <Button variant="outlined" href="/web_api/mng/evaluation_results.csv?lang=en" download>
          {t('judging.downloadCsvEn')}
        </Button>
      </Box>
      <ActionOutcome action={action} language={language} />
      {award && (
        <Box
          component="form"
          onSubmit={saveAward}
          aria-label={t('judging.giveAwardTo', { code: award.row.presentation.code })}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2, p: 2, bgcolor: 'action.hover' }}
        >
          <Typography sx={{ width: '100%' }}>{t('judging.giveAwardTo', { code: award.row.presentation.code })}</Typography>
          <TextField
            size="small"
            required
            id="award-name"
            label={t('judging.awardName')}
            value={award.name}
            onChange={(event) => setAward({ ...award, name: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            size="small"
            required
            id="award-name-en"
            label={t('judging.awardNameEn')}
            value={award.nameEn}
            onChange={(event) => setAward({ ...award, nameEn: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <Button type="submit" variant="contained" disabled={action.busy}>
            {t('judging.giveAward')}
          </Button>
          <Button onClick={() => setAward(undefined)}>{t('judging.cancel')}</Button>
        </Box>
      )}
      <ResultsTable
        rows={results.data}
        settings={forms.data.evaluation}
        onAward={(row) => setAward({ row, name: '', nameEn: '' })}
        onRemoveAward={(row, given) => void dropAward(row, given)}
      />
    </>
  );
}

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

const decisions: Record<PeerReviewStatus, PeerReviewStatus[]> = { pending: ['confirmed', 'declined'], confirmed: ['pending'], declined: ['pending'] };

/** One application's requests and reviews, a new request, and the decision. */
export function ApplicationReviewsView({
  reviews,
  reviewers,
  questions,
  onChanged,
}: {
  reviews: ApplicationReviews;
  reviewers: Judge[];
  questions: CustomQuestion[];
  onChanged: (next: ApplicationReviews) => void;
}) {
  const { t } = useJudgingTranslation();
  const { language } = useLanguage();
  const action = useAction();
  const [reviewerId, setReviewerId] = useState<number | ''>('');
  const asked = new Set(reviews.requests.map((request) => request.reviewer.id));
  const candidates = reviewers.filter((reviewer) => reviewer.isReviewable && !asked.has(reviewer.id));
  const questionOf = (uuid: string) => questions.find((candidate) => candidate.uuid === uuid);
  const labelOf = (uuid: string) => {
    const question = questionOf(uuid);
    return question ? questionLabel(question)[language] : uuid;
  };
  const act = async (work: () => Promise<ApplicationReviews>) => {
    let next: ApplicationReviews | undefined;
    if (await action.run(async () => (next = await work()))) onChanged(next!);
  };
  return (
    <>
      <Typography
        component={RouterLink}
        to={`/submissions/${reviews.application.id}`}
        sx={{ display: 'block', mb: 1, color: 'primary.main', overflowWrap: 'anywhere' }}
      >
        {presentationTitle(reviews.application, language)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography role="status">{t('judging.decision', { status: t(`judging.peerReview.${reviews.application.peerReviewStatus}`) })}</Typography>
        {decisions[reviews.application.peerReviewStatus].map((to) => (
          <Button
            key={to}
            size="small"
            variant={to === 'confirmed' ? 'contained' : 'outlined'}
            disabled={action.busy}
            onClick={() => void act(() => decidePeerReview(reviews.application.id, to))}
          >
            {t(`judging.decide.${to}`)}
          </Button>
        ))}
      </Box>
      <Box
        component="form"
        aria-label={t('judging.askReviewer')}
        onSubmit={(event) => {
          event.preventDefault();
          if (reviewerId !== '') void act(() => requestReview(reviews.application.id, reviewerId));
        }}
        sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}
      >
        <TextField
          select
          size="small"
          id="reviewer"
          label={t('judging.reviewer')}
          value={reviewerId}
          onChange={(event) => setReviewerId(Number(event.target.value))}
          sx={{ minWidth: 240 }}
        >
          {candidates.length === 0 && (
            <MenuItem value="" disabled>
              {t('judging.noCandidates')}
            </MenuItem>
          )}
          {candidates.map((reviewer) => (
            <MenuItem key={reviewer.id} value={reviewer.id}>{`${reviewer.name} (${reviewer.email})`}</MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="outlined" disabled={action.busy || reviewerId === ''}>
          {t('judging.askReviewer')}
        </Button>
      </Box>
      {action.refusal && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {action.refusal[language]}
        </Alert>
      )}
      {reviews.requests.length === 0 && <Alert severity="info">{t('judging.noRequestsYet')}</Alert>}
      <List disablePadding>
        {reviews.requests.map((request) => (
          <ListItem key={request.id} divider sx={{ display: 'block', px: 0 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 500 }}>{request.reviewer.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {request.reviewer.email}
              </Typography>
              <RequestStatusChip status={request.status} forManager />
              {request.result && (
                <Chip
                  size="small"
                  label={t('judging.resultIs', { result: reviewResultLabels[request.result][language] })}
                  color={request.result === 'ok' ? 'success' : request.result === 'ng' ? 'error' : 'default'}
                />
              )}
              {request.status === 'pending' && (
                <Button size="small" disabled={action.busy} onClick={() => void act(() => withdrawReviewRequest(request.id))}>
                  {t('judging.withdraw')}
                </Button>
              )}
            </Box>
            {request.comment && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mt: 1, overflowWrap: 'anywhere' }}>
                {request.comment}
              </Typography>
            )}
            {request.answers.length > 0 && (
              <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2 }}>
                {request.answers.map((answer) => (
                  <Box key={answer.question} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {labelOf(answer.question)}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                      {answerText(questionOf(answer.question), answer.values, language)}
                    </Typography>
                  </Box>
                ))}
              </Box>
            )}
          </ListItem>
        ))}
      </List>
    </>
  );
}

/** Route /mng/presentation_applications/:id/reviews. */
export function ApplicationReviewsPage() {
  const { t } = useJudgingTranslation();
  const id = Number(useParams().id);
  return (
    <ManagerPage titleId="mng-reviews-title" title={t('judging.applicationReviewsTitle')}>
      {() => (
        <>
          <Button component={RouterLink} to="/mng/presentation_applications" size="small" sx={{ mb: 2 }}>
            {t('submission.backToManagersList')}
          </Button>
          <ApplicationReviewsBody id={id} />
        </>
      )}
    </ManagerPage>
  );
}

function ApplicationReviewsBody({ id }: { id: number }) {
  const { language } = useLanguage();
  const reviews = useApplicationReviews(Number.isInteger(id) && id > 0 ? id : undefined);
  const judges = useJudges();
  const forms = useJudgingForms();
  if (reviews.error)
    return (
      <Alert severity="warning" role="alert">
        {refusalText(reviews.error)[language]}
      </Alert>
    );
  if (judges.error || forms.error) return <LoadError onRetry={() => void Promise.all([judges.mutate(), forms.mutate()])} />;
  if (!reviews.data || !judges.data || !forms.data) return <Loading />;
  return (
    <ApplicationReviewsView
      reviews={reviews.data}
      reviewers={judges.data}
      questions={forms.data.reviewQuestions}
      onChanged={(next) => void reviews.mutate(next, { revalidate: false })}
    />
  );
}
