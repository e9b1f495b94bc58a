import { useState, type FormEvent } from 'react';
import { useJudgingTranslation } from '../../judging/strings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EvaluationSettings } from '../../../../schemas/judging';
import { evaluationItems } from '../../../../engine/judging/forms';
import { fromTokyoInput, tokyoInput } from '../../../kit/tokyoInput';
import { giveAward, removeAward, updateJudgingSettings, useEvaluationResults, useJudgingForms, useJudgingSettings, type ResultRow } from '../../../api/judging';
import { Loading, LoadError } from '../../../kit/Loading';
import { useLanguage } from '../../../kit/useLanguage';
import { presentationTitle } from '../../judging/parts';
import { ManagerPage } from '../ManagerPage';
import { ActionOutcome, useAction } from './actions';

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
