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
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { CustomQuestion } from '../../../../schemas/customQuestions';
import type { PeerReviewStatus } from '../../../../schemas/judging';
import { reviewResultLabels } from '../../../../engine/judging/forms';
import { answerText, questionLabel } from '../../../../engine/questions/questionFields';
import {
  decidePeerReview,
  requestReview,
  useApplicationReviews,
  useJudges,
  useJudgingForms,
  withdrawReviewRequest,
  type ApplicationReviews,
  type Judge,
} from '../../../api/judging';
import { Loading, LoadError } from '../../../kit/Loading';
import { useLanguage } from '../../../kit/useLanguage';
import { presentationTitle, refusalText, RequestStatusChip } from '../../judging/parts';
import { ManagerPage } from '../ManagerPage';
import { useAction } from './actions';

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
