import { visuallyHidden } from '@mui/utils';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ThumbUp from '@mui/icons-material/ThumbUp';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import { commentLength, normalizeComment } from '../../../engine/live/comments';
import { ApiRequestError } from '../../api/http';
import { postComment, setLike, useLiveTalk, useTalk, withComment, type CommentView, type LiveStatus, type Talk } from '../../api/live';
import { useOptionalMe } from '../../api/session';
import { useOperationTranslation } from '../../kit/operationStrings';
import { useToast } from '../../kit/toast';
import { bothLanguages, useLanguage } from '../../kit/useLanguage';
import { Loading } from '../../kit/Loading';
import { CommentBox, CommentItem, fieldMessage, HideDialog } from './CommentParts';

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
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
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
