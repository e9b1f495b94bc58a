import Alert from '@mui/material/Alert';
import { useJudgingTranslation } from './strings';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { EvaluationSettings } from '../../../schemas/judging';
import { evaluationItems } from '../../../engine/judging/forms';
import { useAwards, useJudgingForms, useMyEvaluationResults, type Award, type PresentationResult } from '../../api/judging';
import { ApiRequestError } from '../../api/http';
import { Loading, LoadError } from '../../kit/Loading';
import { useLanguage } from '../../kit/useLanguage';
import { presentationTitle, refusalText } from './parts';

/** A presenter's own results: the mean of each item and the comments, never who wrote them. */
export function MyResultsView({ results, settings }: { results: PresentationResult[]; settings: EvaluationSettings }) {
  const { t } = useJudgingTranslation();
  const { language } = useLanguage();
  if (results.length === 0) return <Alert severity="info">{t('judging.noOwnPresentations')}</Alert>;
  const items = evaluationItems(settings);
  return (
    <>
      {results.map((result) => (
        <Box component="section" key={result.presentation.id} aria-labelledby={`result-${result.presentation.id}`} sx={{ mb: 3 }}>
          <Typography id={`result-${result.presentation.id}`} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {result.presentation.code} {presentationTitle(result.presentation, language)}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t('judging.evaluationCount', { count: result.count })}
          </Typography>
          {result.count > 0 && (
            <Table size="small" aria-label={t('judging.averagesOf', { code: result.presentation.code })} sx={{ maxWidth: 480, mb: 2 }}>
              <TableBody>
                {items.map((item) => {
                  const value = result.averages.find((average) => average.item === item.key)?.value;
                  return (
                    <TableRow key={item.key}>
                      <TableCell component="th" scope="row">
                        {item.label[language]}
                      </TableCell>
                      <TableCell align="right">{value === undefined ? '—' : `${value.toFixed(2)} / ${item.scale.at(-1)}`}</TableCell>
                    </TableRow>
                  );
                })}
                <TableRow>
                  <TableCell component="th" scope="row">
                    <strong>{t('judging.overall')}</strong>
                  </TableCell>
                  <TableCell align="right">
                    <strong>{result.overall?.toFixed(2) ?? '—'}</strong>
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          )}
          {result.comments.length > 0 && (
            <>
              <Typography variant="subtitle1" component="h3">
                {t('judging.comments')}
              </Typography>
              <List dense>
                {result.comments.map((comment, index) => (
                  <ListItem key={index} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {comment}
                  </ListItem>
                ))}
              </List>
            </>
          )}
        </Box>
      ))}
    </>
  );
}

/** Route /my_evaluations: nothing before presenterResultsFrom, with the date said. */
export function MyEvaluationsPage() {
  const { t } = useJudgingTranslation();
  const { language } = useLanguage();
  const results = useMyEvaluationResults();
  const forms = useJudgingForms();
  let body;
  if (results.error instanceof ApiRequestError && results.error.status !== 0)
    body = (
      <Alert severity="info" role="status">
        {refusalText(results.error)[language]}
      </Alert>
    );
  else if (results.error || forms.error) body = <LoadError onRetry={() => void Promise.all([results.mutate(), forms.mutate()])} />;
  else if (!results.data || !forms.data) body = <Loading />;
  else body = <MyResultsView results={results.data} settings={forms.data.evaluation} />;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="my-evaluations-title" sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography id="my-evaluations-title" variant="h5" component="h1" gutterBottom>
        {t('judging.myEvaluationsTitle')}
      </Typography>
      {body}
    </Paper>
  );
}

export function AwardsView({ awards }: { awards: Award[] }) {
  const { t } = useJudgingTranslation();
  const { language } = useLanguage();
  if (awards.length === 0) return <Alert severity="info">{t('judging.noAwards')}</Alert>;
  return (
    <List>
      {awards.map((award) => (
        <ListItem key={award.id} divider sx={{ display: 'block', px: 0 }}>
          <Typography variant="subtitle1" component="h2" color="primary">
            {language === 'en' ? award.nameEn : award.name}
          </Typography>
          <Typography component={RouterLink} to={`/presentations/${award.presentation.id}`} sx={{ overflowWrap: 'anywhere' }}>
            {award.presentation.code} {presentationTitle(award.presentation, language)}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}

/** Route /awards: from awardAvailableFrom, with the date said before it. */
export function AwardsPage() {
  const { t } = useJudgingTranslation();
  const { language } = useLanguage();
  const awards = useAwards();
  let body;
  if (awards.error instanceof ApiRequestError && awards.error.status !== 0)
    body = (
      <Alert severity="info" role="status">
        {refusalText(awards.error)[language]}
      </Alert>
    );
  else if (awards.error) body = <LoadError onRetry={() => void awards.mutate()} />;
  else if (!awards.data) body = <Loading />;
  else body = <AwardsView awards={awards.data} />;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="awards-title" sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography id="awards-title" variant="h5" component="h1" gutterBottom>
        {t('judging.awardsTitle')}
      </Typography>
      {body}
    </Paper>
  );
}
