import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { mutate } from 'swr';
import { inquiryProblems } from '../../../engine/console';
import { useTimeFormat } from '../../kit/timeZone';
import { localize, type LocalizedText } from '../../../engine/messages';
import { CONSOLE_TEXT_MAX, REPLY_BUSINESS_DAYS, TITLE_MAX, type InquiryInput } from '../../../schemas/console';
import { ApiRequestError } from '../../api/http';
import { markRepliesRead, sendInquiry, useMyInquiries, type MyInquiry } from '../../api/console';
import { commonResourcesKey, useOptionalMe } from '../../api/session';
import { Loading, LoadError } from '../../kit/Loading';
import { useLanguage } from '../../kit/useLanguage';
import { refusalText } from '../judging/parts';
import { useConsoleTranslation } from '../../kit/consoleStrings';
import { growingText } from '../../kit/growingText';

type Errors = Partial<Record<keyof InquiryInput, LocalizedText>>;
const checked = (input: InquiryInput): Errors =>
  Object.fromEntries(inquiryProblems(input).map((problem) => [problem.path, localize(problem.code, problem.params)]));
const characters = (text: string) => [...text].length;

/** Writing to the secretariat: a subject and a message, counted and checked as the attendee types, checked again by the server. */
export function InquiryForm({ onSend }: { onSend: (input: InquiryInput) => Promise<void> }) {
  const { t } = useConsoleTranslation();
  const { language } = useLanguage();
  const [input, setInput] = useState<InquiryInput>({ subject: '', body: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<LocalizedText>();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const change = (field: keyof InquiryInput, value: string) => {
    const next = { ...input, [field]: value };
    setInput(next);
    setSent(false);
    if (tried) setErrors(checked(next));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setRefusal(undefined);
    const problems = checked(input);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      document.getElementById(`inquiry-${Object.keys(problems)[0]}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSend(input);
      setInput({ subject: '', body: '' });
      setTried(false);
      setSent(true);
    } catch (error) {
      if (error instanceof ApiRequestError && error.fieldErrors.length > 0)
        setErrors(Object.fromEntries(error.fieldErrors.map((item) => [item.field, { ja: item.message, en: item.messageEn }])));
      setRefusal(refusalText(error));
    } finally {
      setBusy(false);
    }
  };
  const helper = (field: keyof InquiryInput, max: number) =>
    errors[field]?.[language] ?? t('console.inquiries.length', { length: characters(input[field]), max });
  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="inquiries-title"
      onSubmit={(event: FormEvent) => void submit(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, mb: 4 }}
    >
      {sent && (
        <Alert severity="success" role="status">
          {t('console.inquiries.sent', { days: REPLY_BUSINESS_DAYS })}
        </Alert>
      )}
      {refusal && (
        <Alert severity="error" role="alert">
          {refusal[language]}
        </Alert>
      )}
      <TextField
        id="inquiry-subject"
        label={t('console.inquiries.subject')}
        required
        value={input.subject}
        onChange={(event) => change('subject', event.target.value)}
        error={Boolean(errors.subject)}
        helperText={helper('subject', TITLE_MAX)}
      />
      <TextField
        id="inquiry-body"
        label={t('console.inquiries.body')}
        required
        {...growingText(5)}
        value={input.body}
        onChange={(event) => change('body', event.target.value)}
        error={Boolean(errors.body)}
        helperText={helper('body', CONSOLE_TEXT_MAX)}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('console.inquiries.send')}
        </Button>
      </Box>
    </Box>
  );
}

/** The attendee's inquiries, newest first, each with the secretariat's replies or "waiting for a reply". */
export function MyInquiryList({ items }: { items: MyInquiry[] }) {
  const at = useTimeFormat();
  const { t } = useConsoleTranslation();
  return (
    <Box component="section" aria-labelledby="my-inquiries-title">
      <Typography id="my-inquiries-title" variant="h6" component="h2" gutterBottom>
        {t('console.inquiries.mine')}
      </Typography>
      {items.length === 0 && <Typography color="text.secondary">{t('console.inquiries.none')}</Typography>}
      <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
        {items.map((item) => (
          <Box
            component="li"
            key={item.id}
            aria-labelledby={`inquiry-${item.id}-subject`}
            sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
          >
            <Typography id={`inquiry-${item.id}-subject`} variant="subtitle1" component="h3" sx={{ fontWeight: 'bold' }}>
              {item.subject}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('console.inquiries.sentAt', { at: at(item.createdAt) })}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', my: 1 }}>{item.body}</Typography>
            {item.replies.length === 0 ? (
              <Chip size="small" variant="outlined" label={t('console.inquiries.waiting')} />
            ) : (
              item.replies.map((reply) => (
                <Box key={reply.id} sx={{ mt: 1, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography variant="subtitle2" component="h4">
                      {t('console.inquiries.reply')}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {at(reply.createdAt)}
                    </Typography>
                    {!reply.isRead && <Chip size="small" color="primary" label={t('console.inquiries.newReply')} />}
                  </Box>
                  <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>{reply.body}</Typography>
                </Box>
              ))
            )}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

function MyInquiriesBody() {
  const list = useMyInquiries();
  const unread =
    list.data?.items
      .filter((item) => item.replies.some((reply) => !reply.isRead))
      .map((item) => item.id)
      .join(',') ?? '';
  // Shown is read: the server is told once the replies are on screen; they keep their "new" mark until the next visit.
  useEffect(() => {
    if (!unread) return;
    void Promise.all(unread.split(',').map((id) => markRepliesRead(Number(id))))
      .then(() => mutate(commonResourcesKey))
      .catch(() => undefined);
  }, [unread]);
  if (list.error) return <LoadError onRetry={() => void list.mutate()} />;
  if (!list.data) return <Loading />;
  return (
    <>
      <InquiryForm
        onSend={async (input) => {
          await sendInquiry(input);
          await list.mutate();
        }}
      />
      <MyInquiryList items={list.data.items} />
    </>
  );
}

/** Route /inquiries: an attendee writes to the secretariat and reads the replies (issue 19; spec §9 "replies usually within 3 business days"). */
export function MyInquiriesPage() {
  const { t } = useConsoleTranslation();
  const me = useOptionalMe();
  let body;
  if (me.error) body = <LoadError onRetry={() => void me.mutate()} />;
  else if (!me.data) body = <Loading />;
  else if (!me.data.user)
    body = (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to="/" color="inherit" size="small">
            {t('program.toLogin')}
          </Button>
        }
      >
        {t('console.inquiries.loginFirst')}
      </Alert>
    );
  else body = <MyInquiriesBody />;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="inquiries-title" sx={{ p: { xs: 2, sm: 4 } }}>
      <Link component={RouterLink} to="/" sx={{ display: 'inline-block', mb: 1 }}>
        ← {t('program.toDashboard')}
      </Link>
      <Typography id="inquiries-title" variant="h5" component="h1" gutterBottom>
        {t('console.inquiries.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('console.inquiries.lead', { days: REPLY_BUSINESS_DAYS })}
      </Typography>
      {body}
    </Paper>
  );
}
