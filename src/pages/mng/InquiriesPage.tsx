import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import Pagination from '@mui/material/Pagination';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { replyProblems } from '../../../engine/console';
import { useTimeFormat } from '../../kit/timeZone';
import { localize, type LocalizedText } from '../../../engine/messages';
import { CONSOLE_TEXT_MAX } from '../../../schemas/console';
import {
  INQUIRIES_PER_PAGE,
  inquiryStatuses,
  replyToInquiry,
  setInquiryRead,
  useManagedInquiries,
  useOpenedInquiry,
  type InquiryStatus,
  type ManagedInquiry,
  type OpenedInquiry,
  type Sender,
} from '../../api/console';
import { displayName } from '../../kit/displayName';
import { Loading, LoadError } from '../../kit/Loading';
import { useLanguage } from '../../kit/useLanguage';
import { refusalText } from '../judging/parts';
import { useConsoleTranslation } from '../../kit/consoleStrings';
import { ManagerPage } from './ManagerPage';
import { growingText } from '../../kit/growingText';

const senderName = (sender: Sender, language: 'ja' | 'en') => displayName(sender, language);

export function InquiryTable({ items, onOpen }: { items: ManagedInquiry[]; onOpen: (id: number) => void }) {
  const at = useTimeFormat();
  const { t } = useConsoleTranslation();
  const { language } = useLanguage();
  if (items.length === 0) return <Typography sx={{ my: 2 }}>{t('console.mngInquiries.empty')}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-labelledby="mng-inquiries-title" sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('console.inquiries.subject')}</TableCell>
            <TableCell>{t('console.mngInquiries.from')}</TableCell>
            <TableCell>{t('console.mngInquiries.received')}</TableCell>
            <TableCell>{t('console.mngInquiries.replies')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id} hover>
              <TableCell>
                {!item.isRead && <Chip size="small" color="primary" label={t('console.mngInquiries.unreadChip')} sx={{ mr: 1 }} />}
                <Button
                  size="small"
                  onClick={() => onOpen(item.id)}
                  aria-label={t('console.mngInquiries.open', { subject: item.subject })}
                  sx={{ textTransform: 'none', p: 0, minWidth: 0, fontWeight: item.isRead ? 'normal' : 'bold', textAlign: 'left' }}
                >
                  {item.subject}
                </Button>
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {senderName(item.sender, language)}
                <br />
                <Typography component="span" variant="body2" color="text.secondary">
                  {item.sender.email}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{at(item.createdAt)}</TableCell>
              <TableCell>{item.replyCount}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** One inquiry: who wrote, what, the replies sent, and the reply form (mailed on sending). */
export function InquiryDetail({
  inquiry,
  onReply,
  onMarkUnread,
}: {
  inquiry: OpenedInquiry;
  onReply: (body: string) => Promise<void>;
  onMarkUnread: () => Promise<void>;
}) {
  const at = useTimeFormat();
  const { t } = useConsoleTranslation();
  const { language } = useLanguage();
  const [body, setBody] = useState('');
  const [error, setError] = useState<LocalizedText>();
  const [refusal, setRefusal] = useState<LocalizedText>();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    setDone(false);
    const [problem] = replyProblems({ body });
    setError(problem && localize(problem.code, problem.params));
    if (problem) {
      document.getElementById('reply-body')?.focus();
      return;
    }
    setBusy(true);
    try {
      await onReply(body);
      setBody('');
      setDone(true);
    } catch (failure) {
      setRefusal(refusalText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ p: 3, width: { xs: '100vw', sm: 520 }, maxWidth: '100vw' }}>
      <Typography id="inquiry-drawer-title" variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {inquiry.subject}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {senderName(inquiry.sender, language)} &lt;{inquiry.sender.email}&gt; · {at(inquiry.createdAt)}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', my: 2 }}>{inquiry.body}</Typography>
      {inquiry.replies.length > 0 && (
        <Box component="section" aria-labelledby="previous-replies-title" sx={{ mb: 2 }}>
          <Typography id="previous-replies-title" variant="subtitle1" component="h3">
            {t('console.mngInquiries.previousReplies')}
          </Typography>
          {inquiry.replies.map((reply) => (
            <Box key={reply.id} sx={{ mt: 1, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {at(reply.createdAt)}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{reply.body}</Typography>
            </Box>
          ))}
        </Box>
      )}
      {done && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('console.mngInquiries.replied', { email: inquiry.sender.email })}
        </Alert>
      )}
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {refusal[language]}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={(event: FormEvent) => void submit(event)} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <TextField
          id="reply-body"
          label={t('console.mngInquiries.replyLabel')}
          required
          {...growingText(5)}
          value={body}
          onChange={(event) => {
            setBody(event.target.value);
            if (error) setError(undefined);
          }}
          error={Boolean(error)}
          helperText={error?.[language] ?? t('console.inquiries.length', { length: [...body].length, max: CONSOLE_TEXT_MAX })}
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('console.mngInquiries.sendReply')}
          </Button>
          <Button variant="outlined" disabled={busy} onClick={() => void onMarkUnread()}>
            {t('console.mngInquiries.markUnread')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}

function OpenedDrawer({ id, onClose, onChanged }: { id: number; onClose: () => void; onChanged: () => Promise<unknown> }) {
  const { t } = useConsoleTranslation();
  const opened = useOpenedInquiry(id);
  // Opening marks it read on the server: the list shows that at once.
  const openedId = opened.data?.inquiry.id;
  useEffect(() => {
    if (openedId !== undefined) void onChanged();
  }, [openedId, onChanged]);
  return (
    <>
      {opened.error ? (
        <Box sx={{ p: 3 }}>
          <LoadError onRetry={() => void opened.mutate()} />
        </Box>
      ) : !opened.data ? (
        <Box sx={{ p: 3 }}>
          <Loading />
        </Box>
      ) : (
        <InquiryDetail
          inquiry={opened.data.inquiry}
          onReply={async (body) => {
            await replyToInquiry(id, body);
            await Promise.all([opened.mutate(), onChanged()]);
          }}
          onMarkUnread={async () => {
            await setInquiryRead(id, false);
            await onChanged();
            onClose();
          }}
        />
      )}
      <Button onClick={onClose} sx={{ m: 2, alignSelf: 'flex-start' }}>
        {t('console.mngInquiries.close')}
      </Button>
    </>
  );
}

function InquiriesBody() {
  const { t } = useConsoleTranslation();
  const [params, setParams] = useSearchParams();
  const status = (inquiryStatuses as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as InquiryStatus) : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const open = Number(params.get('open')) || undefined;
  const list = useManagedInquiries(status, page);
  const { mutate: refreshList } = list;
  const go = (next: Record<string, string | number | undefined>) =>
    setParams(
      Object.fromEntries(
        Object.entries({ status: status === 'all' ? undefined : status, page: page > 1 ? page : undefined, open, ...next })
          .filter(([, value]) => value !== undefined)
          .map(([key, value]) => [key, String(value)]),
      ),
    );
  return (
    <>
      <Tabs
        value={status}
        onChange={(_event, next: InquiryStatus) => go({ status: next === 'all' ? undefined : next, page: undefined, open: undefined })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('console.mngInquiries.title')}
        sx={{ mb: 1 }}
      >
        {inquiryStatuses.map((name) => (
          <Tab key={name} value={name} label={t(`console.mngInquiries.status.${name}`)} />
        ))}
      </Tabs>
      {list.error ? (
        <LoadError onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <Loading />
      ) : (
        <>
          <Typography role="status" sx={{ my: 1 }}>
            {t('console.mngInquiries.count', { count: list.data.total })}
            {list.data.unreadCount > 0 && ` · ${t('console.mngInquiries.unreadCount', { count: list.data.unreadCount })}`}
          </Typography>
          <InquiryTable items={list.data.items} onOpen={(id) => go({ open: id })} />
          {list.data.total > INQUIRIES_PER_PAGE && (
            <Pagination
              sx={{ mt: 2 }}
              page={page}
              count={Math.ceil(list.data.total / INQUIRIES_PER_PAGE)}
              onChange={(_event, next) => go({ page: next })}
              getItemAriaLabel={(type, number, isSelected) =>
                type === 'page' ? t(isSelected ? 'program.currentPage' : 'program.goToPage', { page: number }) : t(`program.pager.${type}`)
              }
            />
          )}
        </>
      )}
      <Drawer
        anchor="right"
        open={open !== undefined}
        onClose={() => go({ open: undefined })}
        slotProps={{ paper: { 'aria-labelledby': 'inquiry-drawer-title' } }}
      >
        {open !== undefined && <OpenedDrawer id={open} onClose={() => go({ open: undefined })} onChanged={refreshList} />}
      </Drawer>
    </>
  );
}

/** Route /mng/inquiries: the secretariat reads inquiries (read/unread) and replies by e-mail (issue 19). */
export function InquiriesPage() {
  const { t } = useConsoleTranslation();
  return (
    <ManagerPage titleId="mng-inquiries-title" title={t('console.mngInquiries.title')}>
      {() => <InquiriesBody />}
    </ManagerPage>
  );
}
