import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { boardReplyProblems, threadProblems, type BoardReplyView, type ThreadSummary, type ThreadView } from '../../../engine/community';
import { clientRoutes } from '../../../engine/routes';
import { BOARD_TEXT_MAX, BOARD_TITLE_MAX } from '../../../schemas/community';
import { createThread, markThreadRead, removeReply, removeThread, replyToThread, useThread, useThreads, type ThreadPage } from '../../api/community';
import { useOptionalMe } from '../../api/session';
import { Loading } from '../../kit/Loading';
import { useOperationTranslation } from '../../kit/operationStrings';
import { useTimeFormat } from '../../kit/timeZone';
import { useToast } from '../../kit/toast';
import { bothLanguages, useLanguage } from '../../kit/useLanguage';
import { ProgramError, ProgramGate } from '../program/ProgramGate';
import { ProgramPager } from '../program/ProgramPager';
import { PlainField, usePosting } from './boardParts';

const threadLink = (id: number) => clientRoutes.messageBoardThread.replace(':id', String(id));
/** A new thread: title and message, counted against their limits as they are typed. */
export function NewThreadForm({ onPost }: { onPost: (input: { title: string; body: string }) => Promise<unknown> }) {
  const { t } = useOperationTranslation();
  const [input, setInput] = useState({ title: '', body: '' });
  const { errors, busy, post } = usePosting(threadProblems, onPost);
  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      aria-labelledby="new-thread-title"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void post(input).then((sent) => sent && setInput({ title: '', body: '' }));
      }}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography id="new-thread-title" variant="h6" component="h2">
        {t('board.newThread')}
      </Typography>
      <PlainField
        id="thread-title"
        label={t('board.threadTitle')}
        value={input.title}
        limit={BOARD_TITLE_MAX}
        error={errors.title}
        onChange={(title) => setInput({ ...input, title })}
      />
      <PlainField
        id="thread-body"
        label={t('board.body')}
        value={input.body}
        limit={BOARD_TEXT_MAX}
        error={errors.body}
        multiline
        onChange={(body) => setInput({ ...input, body })}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? t('board.posting') : t('board.post')}
        </Button>
      </Box>
    </Paper>
  );
}

function ThreadItem({ thread }: { thread: ThreadSummary }) {
  const { t } = useOperationTranslation();
  const { language } = useLanguage();
  const at = useTimeFormat();
  return (
    <ListItem divider disableGutters sx={{ display: 'block', py: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {thread.unread && <Chip size="small" color="primary" label={t('board.new')} />}
        <Link component={RouterLink} to={threadLink(thread.id)} sx={{ fontWeight: thread.unread ? 700 : 400, overflowWrap: 'anywhere' }}>
          {thread.title}
        </Link>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {thread.author[language]} · {t('board.replies', { count: thread.replyCount })} · {t('board.lastPosted', { at: at(thread.lastPostedAt) })}
      </Typography>
    </ListItem>
  );
}

/** The board's first page: how many threads are unread, a new thread, and the threads by latest post. */
export function BoardView({
  data,
  onPage,
  onPost,
}: {
  data: ThreadPage;
  onPage: (page: number) => void;
  onPost: (input: { title: string; body: string }) => Promise<unknown>;
}) {
  const { t } = useOperationTranslation();
  return (
    <Box component="section" aria-labelledby="board-title">
      <Typography id="board-title" variant="h5" component="h1" gutterBottom>
        {t('board.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('board.intro')}
      </Typography>
      <NewThreadForm onPost={onPost} />
      <Typography role="status" sx={{ mt: 3 }}>
        {data.unreadCount > 0 ? t('board.unread', { count: data.unreadCount }) : t('board.allRead')}
      </Typography>
      {data.items.length === 0 ? (
        <Typography sx={{ mt: 1 }}>{t('board.none')}</Typography>
      ) : (
        <List aria-labelledby="board-title">
          {data.items.map((thread) => (
            <ThreadItem key={thread.id} thread={thread} />
          ))}
        </List>
      )}
      <ProgramPager pager={data.pager} onPage={onPage} />
    </Box>
  );
}

/** Keys of the board's list pages in SWR's cache: a post or a reading changes them all. */
const isThreadList = (key: unknown) => typeof key === 'string' && /^\/web_api\/board\/threads(\?|$)/.test(key);

function Board() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { t } = useOperationTranslation();
  const { data, error, mutate } = useThreads(page);
  const { mutate: mutateAll } = useSWRConfig();
  const navigate = useNavigate();
  if (error) return <ProgramError error={error} failed={t('board.fetchFailed')} onRetry={() => void mutate()} />;
  if (!data) return <Loading />;
  return (
    <BoardView
      data={data}
      onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
      onPost={async (input) => {
        const { id } = await createThread(input);
        await mutateAll(isThreadList);
        navigate(threadLink(id));
      }}
    />
  );
}

function Post({
  author,
  createdAt,
  body,
  unread,
  removable,
  onRemove,
}: {
  author: { ja: string; en: string };
  createdAt: string;
  body: string;
  unread?: boolean;
  removable: boolean;
  onRemove: () => void;
}) {
  const { t } = useOperationTranslation();
  const { language } = useLanguage();
  const at = useTimeFormat();
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {unread && <Chip size="small" color="primary" label={t('board.new')} />}
        <Typography variant="subtitle2" component="p">
          {author[language]}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          <time dateTime={createdAt}>{at(createdAt)}</time>
        </Typography>
        {removable && (
          <Button size="small" color="error" onClick={onRemove} sx={{ ml: 'auto !important' }}>
            {t('board.remove')}
          </Button>
        )}
      </Stack>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>{body}</Typography>
    </>
  );
}

export interface ThreadViewProps {
  thread: ThreadView;
  /** Managers remove anyone's post; a writer their own. */
  isManager: boolean;
  onReply: (input: { body: string }) => Promise<unknown>;
  onRemoveThread: () => void;
  onRemoveReply: (reply: BoardReplyView) => void;
}

/** A thread: its first post, the replies in order (those since the last reading marked new), and a reply box. */
export function ThreadDetail({ thread, isManager, onReply, onRemoveThread, onRemoveReply }: ThreadViewProps) {
  const { t } = useOperationTranslation();
  const [body, setBody] = useState('');
  const { errors, busy, post } = usePosting(boardReplyProblems, onReply);
  return (
    <Box component="article" aria-labelledby="thread-title">
      <Link component={RouterLink} to={clientRoutes.messageBoard} sx={{ display: 'inline-block', mb: 1 }}>
        {t('board.back')}
      </Link>
      <Typography id="thread-title" variant="h5" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {thread.title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Post author={thread.author} createdAt={thread.createdAt} body={thread.body} removable={thread.mine || isManager} onRemove={onRemoveThread} />
      </Paper>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {t('board.reply')}
      </Typography>
      {thread.replies.length === 0 ? (
        <Typography color="text.secondary">{t('board.noReplies')}</Typography>
      ) : (
        <List aria-label={t('board.reply')}>
          {thread.replies.map((reply) => (
            <ListItem key={reply.id} divider disableGutters sx={{ display: 'block' }}>
              <Post
                author={reply.author}
                createdAt={reply.createdAt}
                body={reply.body}
                unread={reply.unread}
                removable={reply.mine || isManager}
                onRemove={() => onRemoveReply(reply)}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void post({ body }).then((sent) => sent && setBody(''));
        }}
        sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        <PlainField id="reply-body" label={t('board.replyLabel')} value={body} limit={BOARD_TEXT_MAX} error={errors.body} multiline onChange={setBody} />
        <Box>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('board.posting') : t('board.sendReply')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}

function Thread({ id }: { id: number }) {
  const { t, i18n } = useOperationTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const me = useOptionalMe();
  const { data, error, mutate } = useThread(id);
  const { mutate: mutateAll } = useSWRConfig();
  const lastPosted = data?.lastPostedAt;
  // Shown is read: the marks stay on this showing, and the list is told.
  useEffect(() => {
    if (!lastPosted) return;
    void markThreadRead(id, lastPosted)
      .then(() => mutateAll(isThreadList))
      .catch(() => undefined);
  }, [id, lastPosted, mutateAll]);
  if (error) return <ProgramError error={error} failed={t('board.fetchFailed')} onRetry={() => void mutate()} />;
  if (!data) return <Loading />;
  const remove = async (run: () => Promise<unknown>, after: () => unknown) => {
    if (!window.confirm(t('board.confirmRemove'))) return;
    try {
      await run();
      toast.success(bothLanguages(i18n, 'board.removed'));
      await after();
    } catch (failure) {
      toast.error(failure, undefined, bothLanguages(i18n, 'board.removeFailed'));
    }
  };
  return (
    <ThreadDetail
      thread={data}
      isManager={Boolean(me.data?.user?.isManager)}
      onReply={async (input) => {
        await replyToThread(id, input);
        await mutate();
      }}
      onRemoveThread={() =>
        void remove(
          () => removeThread(id),
          async () => {
            await mutateAll(isThreadList);
            navigate(clientRoutes.messageBoard);
          },
        )
      }
      onRemoveReply={(reply) =>
        void remove(
          () => removeReply(reply.id),
          () => mutate(),
        )
      }
    />
  );
}

export function BoardPage() {
  return (
    <ProgramGate feature="isMessageBoard">
      <Board />
    </ProgramGate>
  );
}

export function ThreadPage() {
  const { id } = useParams();
  const threadId = Number(id);
  const { t } = useOperationTranslation();
  return (
    <ProgramGate feature="isMessageBoard">
      {Number.isInteger(threadId) && threadId > 0 ? <Thread id={threadId} /> : <Alert severity="warning">{t('board.fetchFailed')}</Alert>}
    </ProgramGate>
  );
}
