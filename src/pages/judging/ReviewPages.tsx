import { useEffect, useMemo, useState } from 'react';
import { useJudgingTranslation } from './strings';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { mutate } from 'swr';
import type { CustomQuestion } from '../../../schemas/customQuestions';
import type { ReviewData } from '../../../schemas/judging';
import { buildReviewForm, checkReview, reviewResultLabels } from '../../../engine/judging/forms';
import { isWithinPeriod } from '../../../engine/commission/dates';
import { useTimeFormat } from '../../kit/timeZone';
import type { FormData } from '../../../engine/formModel';
import { localize, type LocalizedText } from '../../../engine/messages';
import {
  answerReviewRequest,
  reviewerMenuKey,
  saveReview,
  useJudgingForms,
  useReview,
  useReviewerMenu,
  type ReviewerMenu,
  type ReviewPageData,
} from '../../api/judging';
import { ApiRequestError } from '../../api/http';
import { Loading, LoadError } from '../../kit/Loading';
import { useLanguage } from '../../kit/useLanguage';
import { useToast } from '../../kit/toast';
import { useSafeHtml } from '../../kit/useSafeHtml';
import { GeneratedFormView } from '../../forms/GeneratedFormView';
import { focusFirstError, fromEngineErrors, fromServerErrors, type DisplayError } from '../../forms/displayErrors';
import { loadSchemaValidator } from '../../forms/validators';
import { AbstractPreview } from '../submission/AbstractPreview';
import { presentationTitle, refusalText, RequestStatusChip } from './parts';
import { LoginFirst } from '../../kit/LoginFirst';

/** An instant in the viewer's zone, or a dash when there is none. */
function useWhen() {
  const at = useTimeFormat();
  return (value: string | null) => (value ? at(value) : '—');
}

/** The reviewer's requests (issue 18): the conference's description, the reply deadline, the period, accept or decline, then write. */
export function ReviewerMenuView({ menu, now = new Date(), onChanged }: { menu: ReviewerMenu; now?: Date; onChanged: () => Promise<unknown> }) {
  const { t } = useJudgingTranslation();
  const when = useWhen();
  const { language } = useLanguage();
  const description = useSafeHtml(menu.description);
  const [busy, setBusy] = useState<number>();
  const [refusal, setRefusal] = useState<LocalizedText>();
  const replyOpen = !menu.answerableTill || now <= new Date(menu.answerableTill);
  const answer = async (id: number, accept: boolean) => {
    setBusy(id);
    setRefusal(undefined);
    try {
      await answerReviewRequest(id, accept);
      await onChanged();
    } catch (error) {
      setRefusal(refusalText(error));
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <Box>
      {menu.description && <Box sx={{ mb: 2, overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: description ?? '' }} />}
      <Typography variant="body2">{t('judging.replyTill', { date: when(menu.answerableTill) })}</Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('judging.reviewPeriod', { start: when(menu.reviewableFrom), end: when(menu.reviewableTill) })}
      </Typography>
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {refusal[language]}
        </Alert>
      )}
      {menu.requests.length === 0 && <Alert severity="info">{t('judging.noRequests')}</Alert>}
      <List disablePadding>
        {menu.requests.map((request) => {
          const title = presentationTitle(request.application, language);
          return (
            <ListItem key={request.id} divider sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', px: 0 }}>
              <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{title}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {t('judging.requestedAt', { date: when(request.requestedAt) })}
                </Typography>
              </Box>
              <RequestStatusChip status={request.status} />
              {request.result && request.result !== 'pending' && (
                <Chip size="small" label={t('judging.resultIs', { result: reviewResultLabels[request.result][language] })} />
              )}
              {request.status === 'pending' && (
                <>
                  <Button
                    size="small"
                    variant="contained"
                    disabled={busy !== undefined || !replyOpen}
                    onClick={() => void answer(request.id, true)}
                    aria-label={t('judging.acceptOf', { title })}
                  >
                    {t('judging.accept')}
                  </Button>
                  {menu.showDecline && (
                    <Button
                      size="small"
                      disabled={busy !== undefined || !replyOpen}
                      onClick={() => void answer(request.id, false)}
                      aria-label={t('judging.declineOf', { title })}
                    >
                      {t('judging.decline')}
                    </Button>
                  )}
                </>
              )}
              {request.status === 'accepted' && (
                <Button size="small" variant="outlined" component={RouterLink} to={`/reviews/${request.id}`} aria-label={t('judging.writeReviewOf', { title })}>
                  {t('judging.writeReview')}
                </Button>
              )}
            </ListItem>
          );
        })}
      </List>
      {!replyOpen && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {localize('replyDeadlinePassed')[language]}
        </Alert>
      )}
    </Box>
  );
}

/** Route /reviews. */
export function ReviewRequestsPage() {
  const { t } = useJudgingTranslation();
  const { language } = useLanguage();
  const menu = useReviewerMenu();
  let body;
  if (menu.error instanceof ApiRequestError && menu.error.status === 401) body = <LoginFirst>{t('judging.reviewerLoginFirst')}</LoginFirst>;
  else if (menu.error instanceof ApiRequestError && menu.error.status !== 0)
    body = (
      <Alert severity="info" role="alert">
        {refusalText(menu.error)[language]}
      </Alert>
    );
  else if (menu.error) body = <LoadError onRetry={() => void menu.mutate()} />;
  else if (!menu.data) body = <Loading />;
  else body = <ReviewerMenuView menu={menu.data} onChanged={() => menu.mutate()} />;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="reviews-title" sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography id="reviews-title" variant="h5" component="h1" gutterBottom>
        {t('judging.reviewerTitle')}
      </Typography>
      {body}
    </Paper>
  );
}

export interface ReviewEditorProps {
  page: ReviewPageData;
  questions: CustomQuestion[];
  period: { reviewableFrom: string | null; reviewableTill: string | null };
  now?: Date;
  showErrors?: boolean;
}

/** One review: the application as it will be read, then the result, comment and the conference's questions. */
export function ReviewEditor({ page, questions, period, now = new Date(), showErrors = false }: ReviewEditorProps) {
  const { t } = useJudgingTranslation();
  const when = useWhen();
  const { language } = useLanguage();
  const toast = useToast();
  const form = useMemo(() => buildReviewForm(questions, language), [questions, language]);
  const [version, setVersion] = useState(page.review?.version ?? 1);
  const [data, setData] = useState<ReviewData>(() => (page.review?.data as ReviewData | undefined) ?? (form.initialData as ReviewData));
  const [errors, setErrors] = useState<DisplayError[]>([]);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<LocalizedText>();
  const [checked, setChecked] = useState(showErrors);
  const open = isWithinPeriod(now, period.reviewableFrom, period.reviewableTill);

  useEffect(() => {
    if (!checked) return;
    let live = true;
    void loadSchemaValidator().then((validatorFor) => live && setErrors(fromEngineErrors(checkReview(form, data, validatorFor(form)))));
    return () => {
      live = false;
    };
  }, [checked, form, data]);

  const save = async () => {
    setRefusal(undefined);
    const validatorFor = await loadSchemaValidator();
    const found = fromEngineErrors(checkReview(form, data, validatorFor(form)));
    setChecked(true);
    setErrors(found);
    if (found.length > 0) {
      requestAnimationFrame(() => focusFirstError(found));
      return;
    }
    setBusy(true);
    try {
      const { review } = await saveReview(page.request.id, data, version);
      setVersion(review.version);
      void mutate(reviewerMenuKey);
      toast.success({ ja: t('judging.reviewSaved', { lng: 'ja' }), en: t('judging.reviewSaved', { lng: 'en' }) });
    } catch (error) {
      if (error instanceof ApiRequestError && error.fieldErrors.length > 0) {
        const fromServer = fromServerErrors(error.fieldErrors);
        setErrors(fromServer);
        requestAnimationFrame(() => focusFirstError(fromServer));
      } else {
        setRefusal(refusalText(error));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <Typography id="review-title" variant="h5" component="h1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {t('judging.reviewOf', { title: presentationTitle(page.application, language) })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('judging.reviewPeriod', { start: when(period.reviewableFrom), end: when(period.reviewableTill) })}
      </Typography>
      <Box component="section" aria-label={t('judging.applicationSection')} sx={{ mb: 3 }}>
        <AbstractPreview data={page.application.data} />
      </Box>
      <Divider sx={{ mb: 2 }} />
      {!open && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {localize('outsideReviewPeriod')[language]}
        </Alert>
      )}
      <GeneratedFormView
        form={form}
        formData={data as FormData}
        onChange={(next) => setData(next as ReviewData)}
        errors={errors}
        language={language}
        readonly={!open}
      />
      <Box role="status" aria-live="polite" sx={{ mt: 2 }}>
        {errors.length > 0 && <Typography color="error">{t('signup.entryHasErrors')}</Typography>}
      </Box>
      {refusal && (
        <Alert severity="error" role="alert" sx={{ my: 2 }}>
          {refusal[language]}
        </Alert>
      )}
      {open && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Button variant="contained" disabled={busy} onClick={() => void save()}>
            {t('judging.saveReview')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** Route /reviews/:requestId. */
export function ReviewPage() {
  const { t } = useJudgingTranslation();
  const { language } = useLanguage();
  const id = Number(useParams().requestId);
  const valid = Number.isInteger(id) && id > 0;
  const page = useReview(valid ? id : undefined);
  const forms = useJudgingForms();
  const menu = useReviewerMenu();
  let body;
  if (!valid)
    body = (
      <Alert severity="warning" role="alert">
        {localize('reviewRequestNotFound')[language]}
      </Alert>
    );
  else if (page.error instanceof ApiRequestError && page.error.status !== 0)
    body = (
      <Alert severity="warning" role="alert">
        {refusalText(page.error)[language]}
      </Alert>
    );
  else if (page.error || forms.error || menu.error) body = <LoadError onRetry={() => void Promise.all([page.mutate(), forms.mutate(), menu.mutate()])} />;
  else if (!page.data || !forms.data || !menu.data) body = <Loading />;
  else if (page.data.request.status !== 'accepted')
    body = (
      <Alert severity="warning" role="alert">
        {localize('reviewRequestNotAccepted')[language]}
      </Alert>
    );
  else body = <ReviewEditor key={id} page={page.data} questions={forms.data.reviewQuestions} period={menu.data} />;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="review-title" sx={{ p: { xs: 2, sm: 4 } }}>
      <Box sx={{ mb: 2 }}>
        <Button component={RouterLink} to="/reviews" size="small">
          {t('judging.backToRequests')}
        </Button>
      </Box>
      {!(page.data && forms.data && menu.data) && (
        <Typography id="review-title" variant="h5" component="h1" gutterBottom>
          {t('judging.reviewerTitle')}
        </Typography>
      )}
      {body}
    </Paper>
  );
}
