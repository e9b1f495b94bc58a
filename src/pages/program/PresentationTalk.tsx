import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ThumbUp from '@mui/icons-material/ThumbUp';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import { formatTokyo } from '../../../engine/commission/dates';
import { commentLength, HIDE_REASON_MAX_LENGTH, normalizeComment } from '../../../engine/live/comments';
import { ApiRequestError } from '../../api/http';
import {
  deleteComment,
  editComment,
  hideComment,
  postComment,
  setLike,
  useLiveTalk,
  useTalk,
  withComment,
  type CommentView,
  type LiveStatus,
  type Talk,
} from '../../api/live';
import { useOptionalMe } from '../../api/session';
import { useOperationTranslation } from '../../kit/operationStrings';
import { useToast } from '../../kit/toast';
import { bothLanguages, useLanguage } from '../../kit/useLanguage';
import { Loading } from '../../kit/Loading';

/** The server's message for a field, in the page's language, when a call was refused over it. */
function fieldMessage(error: unknown, field: string, language: 'ja' | 'en'): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  const found = error.fieldErrors.find((item) => item.field === field);
  return found ? (language === 'en' ? found.messageEn : found.message) : undefined;
}

/** A text box for a comment with its count against the conference's limit; the count turns red past it. */
function CommentBox(props: {
  id: string;
  value: string;
  onChange(value: string): void;
  maxLength: number;
  error?: string;
  label: string;
  autoFocus?: boolean;
}) {
  const { t } = useOperationTranslation();
  const length = commentLength(normalizeComment(props.value));
  const over = length > props.maxLength;
  const problem = props.error ?? (over ? t('live.tooLong', { max: props.maxLength }) : undefined);
  return (
    <TextField
      id={props.id}
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      multiline
      minRows={3}
      fullWidth
      autoFocus={props.autoFocus}
      error={Boolean(problem)}
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <span role={problem ? 'alert' : undefined}>{problem ?? ''}</span>
          <span>{t('live.counter', { length, max: props.maxLength })}</span>
        </Box>
      }
    />
  );
}

function StatusLine({ status }: { status: LiveStatus }) {
  const { t } = useOperationTranslation();
  if (status === 'failed')
    return (
      <Alert
        severity="error"
        sx={{ mb: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            {t('live.reload')}
          </Button>
        }
      >
        {t('live.status.failed')}
      </Alert>
    );
  return (
    <Typography variant="caption" color={status === 'reconnecting' ? 'warning.main' : 'text.secondary'} sx={{ display: 'block', mb: 1 }}>
      {t(`live.status.${status}`)}
    </Typography>
  );
}

interface CommentItemProps {
  comment: CommentView;
  mine: boolean;
  isManager: boolean;
  maxLength: number;
  onChanged(comment: CommentView): void;
  onRemoved(id: number): void;
  onHide(comment: CommentView): void;
}

function CommentItem({ comment, mine, isManager, maxLength, onChanged, onRemoved, onHide }: CommentItemProps) {
  const { t } = useOperationTranslation();
  const { language } = useLanguage();
  const toast = useToast();
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      onChanged((await editComment(comment.id, draft ?? '')).comment);
      setDraft(undefined);
      setError(undefined);
    } catch (failure) {
      setError(failure);
      if (!fieldMessage(failure, 'body', language)) toast.error(failure);
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!window.confirm(t('live.deleteConfirm'))) return;
    try {
      await deleteComment(comment.id);
      onRemoved(comment.id);
    } catch (failure) {
      toast.error(failure);
    }
  };
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', listStyle: 'none', opacity: comment.hidden ? 0.7 : 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 'bold' }}>
          {language === 'en' ? comment.author.en : comment.author.ja}
        </Typography>
        <Typography component="span" variant="caption" color="text.secondary">
          <time dateTime={comment.createdAt}>{formatTokyo(comment.createdAt)}</time>
          {comment.editedAt && ` ${t('live.edited')}`}
        </Typography>
      </Stack>
      {comment.hidden && (
        <Typography variant="body2" color="warning.dark" sx={{ mt: 0.5 }}>
          {t('live.hidden', { reason: comment.hidden.reason })}
        </Typography>
      )}
      {draft === undefined ? (
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>{comment.body}</Typography>
      ) : (
        <Box sx={{ mt: 1 }}>
          <CommentBox
            id={`comment-edit-${comment.id}`}
            label={t('live.commentLabel')}
            value={draft}
            onChange={setDraft}
            maxLength={maxLength}
            error={fieldMessage(error, 'body', language)}
            autoFocus
          />
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Button variant="contained" size="small" onClick={() => void save()} disabled={busy}>
              {t('live.save')}
            </Button>
            <Button size="small" onClick={() => setDraft(undefined)} disabled={busy}>
              {t('live.cancel')}
            </Button>
          </Stack>
        </Box>
      )}
      {draft === undefined && (
        <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
          {mine && !comment.hidden && (
            <>
              <Button size="small" onClick={() => setDraft(comment.body)}>
                {t('live.edit')}
              </Button>
              <Button size="small" color="error" onClick={() => void remove()}>
                {t('live.delete')}
              </Button>
            </>
          )}
          {isManager && !comment.hidden && (
            <Button size="small" onClick={() => onHide(comment)}>
              {t('live.hide')}
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}

function HideDialog({ comment, onClose, onHidden }: { comment: CommentView | undefined; onClose(): void; onHidden(comment: CommentView): void }) {
  const { t } = useOperationTranslation();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const hide = async () => {
    if (!comment) return;
    setBusy(true);
    try {
      onHidden((await hideComment(comment.id, reason.trim())).comment);
      setReason('');
      onClose();
    } catch (failure) {
      toast.error(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={comment !== undefined} onClose={onClose} aria-labelledby="hide-comment-title" fullWidth maxWidth="sm">
      <DialogTitle id="hide-comment-title">{t('live.hideTitle')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ whiteSpace: 'pre-wrap', mb: 2 }}>{comment?.body}</Typography>
        <TextField
          id="hide-comment-reason"
          label={t('live.hideReason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          fullWidth
          slotProps={{ htmlInput: { maxLength: HIDE_REASON_MAX_LENGTH } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('live.cancel')}</Button>
        <Button variant="contained" color="warning" onClick={() => void hide()} disabled={busy || reason.trim() === ''}>
          {t('live.hide')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export interface TalkViewProps {
  presentationId: number;
  talk: Talk;
  status: LiveStatus;
  me: { id: number; isManager: boolean } | undefined;
  /** What was just announced to screen readers (someone else's new comment). */
  announcement?: string;
  update(change: (talk: Talk) => Talk): void;
}

/** The like button, the live status and the comments of a presentation, with the form for a new one. */
export function TalkView({ presentationId, talk, status, me, announcement, update }: TalkViewProps) {
  const { t, i18n } = useOperationTranslation();
  const { language } = useLanguage();
  const toast = useToast();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<unknown>(undefined);
  const [posting, setPosting] = useState(false);
  const [liking, setLiking] = useState(false);
  const [hiding, setHiding] = useState<CommentView | undefined>(undefined);
  const post = async () => {
    if (normalizeComment(draft) === '') {
      setError(
        new ApiRequestError(422, undefined, undefined, [
          { field: 'body', message: i18n.getFixedT('ja')('live.required'), messageEn: i18n.getFixedT('en')('live.required') },
        ]),
      );
      return;
    }
    setPosting(true);
    try {
      const { comment } = await postComment(presentationId, draft);
      update((current) => ({ ...current, comments: withComment(current.comments, comment) }));
      setDraft('');
      setError(undefined);
    } catch (failure) {
      setError(failure);
      if (!fieldMessage(failure, 'body', language)) toast.error(failure, undefined, bothLanguages(i18n, 'live.postFailed'));
    } finally {
      setPosting(false);
    }
  };
  const toggleLike = async () => {
    setLiking(true);
    const liked = !talk.likes.liked;
    try {
      const { likes } = await setLike(presentationId, liked);
      update((current) => ({ ...current, likes }));
    } catch (failure) {
      toast.error(failure, undefined, bothLanguages(i18n, liked ? 'live.likeFailed' : 'live.unlikeFailed'));
    } finally {
      setLiking(false);
    }
  };
  const over = commentLength(normalizeComment(draft)) > talk.maxLength;
  return (
    <Box component="section" aria-labelledby="talk-title" sx={{ mt: 3 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography id="talk-title" variant="h6" component="h2">
          {t('live.heading')} ({talk.comments.length})
        </Typography>
        <Button
          variant={talk.likes.liked ? 'contained' : 'outlined'}
          size="small"
          startIcon={talk.likes.liked ? <ThumbUp /> : <ThumbUpOutlined />}
          aria-pressed={talk.likes.liked}
          onClick={() => void toggleLike()}
          disabled={liking}
        >
          {t('live.like', { count: talk.likes.count })}
        </Button>
      </Stack>
      <StatusLine status={status} />
      <Box role="status" aria-live="polite" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {announcement}
      </Box>
      {talk.comments.length === 0 ? (
        <Typography color="text.secondary">{t('live.none')}</Typography>
      ) : (
        <Box component="ul" aria-labelledby="talk-title" sx={{ p: 0, m: 0 }}>
          {talk.comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              mine={comment.authorId === me?.id}
              isManager={Boolean(me?.isManager)}
              maxLength={talk.maxLength}
              onChanged={(changed) => update((current) => ({ ...current, comments: withComment(current.comments, changed) }))}
              onRemoved={(id) => {
                update((current) => ({ ...current, comments: current.comments.filter((item) => item.id !== id) }));
                toast.success(bothLanguages(i18n, 'live.deleted'));
              }}
              onHide={setHiding}
            />
          ))}
        </Box>
      )}
      <Box component="form" noValidate sx={{ mt: 2 }} onSubmit={(event) => (event.preventDefault(), void post())}>
        <CommentBox
          id="new-comment"
          label={t('live.commentLabel')}
          value={draft}
          onChange={(value) => {
            setDraft(value);
            if (error) setError(undefined);
          }}
          maxLength={talk.maxLength}
          error={fieldMessage(error, 'body', language)}
        />
        <Button type="submit" variant="contained" sx={{ mt: 1 }} disabled={posting || over}>
          {posting ? t('live.posting') : t('live.post')}
        </Button>
      </Box>
      <HideDialog
        comment={hiding}
        onClose={() => setHiding(undefined)}
        onHidden={(hidden) => update((current) => ({ ...current, comments: withComment(current.comments, hidden) }))}
      />
    </Box>
  );
}

/** A presentation's comments and likes, kept current while the page is open (issue 65). */
export function PresentationTalk({ presentationId }: { presentationId: number }) {
  const { t } = useOperationTranslation();
  const { language } = useLanguage();
  const me = useOptionalMe();
  const { data, error, mutate } = useTalk(presentationId);
  const [announcement, setAnnouncement] = useState<string | undefined>(undefined);
  const user = me.data?.user;
  const status = useLiveTalk(presentationId, data, mutate, (comment) => {
    if (comment.authorId !== user?.id) setAnnouncement(t('live.newComment', { name: language === 'en' ? comment.author.en : comment.author.ja }));
  });
  if (error)
    return (
      <Alert
        severity="error"
        sx={{ mt: 3 }}
        action={
          <Button color="inherit" size="small" onClick={() => void mutate()}>
            {t('live.reload')}
          </Button>
        }
      >
        {t('live.loadFailed')}
      </Alert>
    );
  if (!data) return <Loading />;
  return (
    <TalkView
      presentationId={presentationId}
      talk={data}
      status={status}
      me={user ? { id: user.id, isManager: user.isManager } : undefined}
      announcement={announcement}
      update={(change) => void mutate((current) => (current ? change(current) : current), { revalidate: false })}
    />
  );
}
