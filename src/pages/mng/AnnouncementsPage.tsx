import { lazy, Suspense, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { announcementProblems } from '../../../engine/console';
import { useTimeFormat } from '../../kit/timeZone';
import { localize, type LocalizedText } from '../../../engine/messages';
import { visibleLength } from '../../../engine/richText';
import { CONSOLE_TEXT_MAX, TITLE_MAX, type AnnouncementInput } from '../../../schemas/console';
import { ApiRequestError } from '../../api/http';
import {
  createAnnouncement,
  deleteAnnouncement,
  setAnnouncementPublished,
  updateAnnouncement,
  useManagedAnnouncements,
  type ManagedAnnouncement,
} from '../../api/console';
import { Loading, LoadError } from '../../kit/Loading';
import { useLanguage } from '../../kit/useLanguage';
import { useSafeHtml } from '../../kit/useSafeHtml';
import { refusalText } from '../judging/parts';
import { useConsoleTranslation } from '../../kit/consoleStrings';
import { ManagerPage } from './ManagerPage';

// The editor (tiptap, ProseMirror) loads when a manager starts writing, not with the list.
const RichTextEditor = lazy(async () => ({ default: (await import('../../features/notings/RichTextEditor')).RichTextEditor }));

type Field = keyof AnnouncementInput;
type Errors = Partial<Record<Field, LocalizedText>>;

const emptyInput: AnnouncementInput = { titleJa: '', titleEn: '', bodyJa: '', bodyEn: '' };

/** The engine's checks as the page shows them: one message per field, in both languages. */
function checked(input: AnnouncementInput): Errors {
  return Object.fromEntries(announcementProblems(input).map((problem) => [problem.path, localize(problem.code, problem.params)]));
}

/**
 * Writing or changing an announcement: titles and rich text in both languages, each counted
 * against its limit as the writer types, checked before sending and again by the server.
 */
export function AnnouncementEditor({
  initial,
  onSave,
  onCancel,
}: {
  initial?: ManagedAnnouncement;
  onSave: (input: AnnouncementInput, publish: boolean) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useConsoleTranslation();
  const { language } = useLanguage();
  const [input, setInput] = useState<AnnouncementInput>(
    initial ? { titleJa: initial.titleJa, titleEn: initial.titleEn, bodyJa: initial.bodyJa, bodyEn: initial.bodyEn } : emptyInput,
  );
  const [errors, setErrors] = useState<Errors>({});
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<LocalizedText>();
  const [busy, setBusy] = useState(false);
  const change = (field: Field, value: string) => {
    const next = { ...input, [field]: value };
    setInput(next);
    if (tried) setErrors(checked(next));
  };
  const save = async (publish: boolean) => {
    setTried(true);
    setRefusal(undefined);
    const problems = checked(input);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      document.getElementById(`announcement-${Object.keys(problems)[0]}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSave(input, publish);
    } catch (error) {
      if (error instanceof ApiRequestError && error.fieldErrors.length > 0) {
        setErrors(Object.fromEntries(error.fieldErrors.map((item) => [item.field, { ja: item.message, en: item.messageEn }])));
      }
      setRefusal(refusalText(error));
    } finally {
      setBusy(false);
    }
  };
  const title = (field: 'titleJa' | 'titleEn') => (
    <TextField
      id={`announcement-${field}`}
      label={t(`console.announcements.${field}`)}
      required={field === 'titleJa'}
      value={input[field] ?? ''}
      onChange={(event) => change(field, event.target.value)}
      error={Boolean(errors[field])}
      helperText={errors[field]?.[language] ?? `${[...(input[field] ?? '')].length} / ${TITLE_MAX}`}
      fullWidth
    />
  );
  const body = (field: 'bodyJa' | 'bodyEn') => (
    <Box>
      <RichTextEditor
        id={`announcement-${field}`}
        label={`${t(`console.announcements.${field}`)}${field === 'bodyJa' ? ' *' : ''}`}
        initialHtml={input[field] ?? ''}
        onChange={(html) => change(field, html)}
        maxLength={CONSOLE_TEXT_MAX}
        length={visibleLength(input[field] ?? '')}
      />
      {errors[field] && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: -1.5, mb: 1 }}>
          {errors[field]![language]}
        </Typography>
      )}
    </Box>
  );
  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="announcement-editor-title"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void save(!initial);
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, mb: 3 }}
    >
      <Typography id="announcement-editor-title" variant="h6" component="h2">
        {t(initial ? 'console.announcements.editTitle' : 'console.announcements.newTitle')}
      </Typography>
      {refusal && (
        <Alert severity="error" role="alert">
          {Object.keys(errors).length > 0 ? t('console.announcements.hasErrors') : refusal[language]}
        </Alert>
      )}
      <Suspense fallback={<Loading />}>
        {title('titleJa')}
        {body('bodyJa')}
        {title('titleEn')}
        {body('bodyEn')}
      </Suspense>
      <Typography variant="body2" color="text.secondary">
        {t('console.announcements.englishOptional')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {initial ? (
          <Button type="submit" variant="contained" disabled={busy}>
            {t('console.announcements.save')}
          </Button>
        ) : (
          <>
            <Button type="submit" variant="contained" disabled={busy}>
              {t('console.announcements.savePublish')}
            </Button>
            <Button variant="outlined" disabled={busy} onClick={() => void save(false)}>
              {t('console.announcements.saveDraft')}
            </Button>
          </>
        )}
        <Button onClick={onCancel} disabled={busy}>
          {t('console.announcements.cancel')}
        </Button>
      </Stack>
    </Box>
  );
}

function ManagedItem({ announcement, onEdit, onChanged }: { announcement: ManagedAnnouncement; onEdit: () => void; onChanged: () => Promise<unknown> }) {
  const at = useTimeFormat();
  const { t } = useConsoleTranslation();
  const { language } = useLanguage();
  const [refusal, setRefusal] = useState<LocalizedText>();
  const html = useSafeHtml(announcement.bodyJa);
  const run = async (work: () => Promise<unknown>) => {
    setRefusal(undefined);
    try {
      await work();
      await onChanged();
    } catch (error) {
      setRefusal(refusalText(error));
    }
  };
  const published = announcement.publishedAt !== null;
  return (
    <Box
      component="li"
      aria-labelledby={`announcement-${announcement.id}-title`}
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, listStyle: 'none' }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={`announcement-${announcement.id}-title`} variant="subtitle1" component="h3" sx={{ fontWeight: 'bold', mr: 1 }}>
          {announcement.titleJa}
        </Typography>
        {published ? (
          <Chip size="small" color="success" label={t('console.announcements.published', { at: at(announcement.publishedAt!) })} />
        ) : (
          <Chip size="small" variant="outlined" label={t('console.announcements.draft')} />
        )}
        {published && <Chip size="small" variant="outlined" label={t('console.announcements.reads', { count: announcement.readCount })} />}
      </Box>
      {announcement.titleEn && (
        <Typography variant="body2" color="text.secondary" lang="en">
          {announcement.titleEn}
        </Typography>
      )}
      <Box sx={{ my: 1, maxHeight: 120, overflow: 'hidden', '& p': { my: 0.5 } }} dangerouslySetInnerHTML={{ __html: html ?? '' }} />
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {refusal[language]}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, '& > *': { m: '0 !important' } }}>
        <Button size="small" variant="outlined" onClick={onEdit} aria-label={`${t('console.announcements.edit')}: ${announcement.titleJa}`}>
          {t('console.announcements.edit')}
        </Button>
        <Button size="small" variant="outlined" onClick={() => void run(() => setAnnouncementPublished(announcement.id, !published))}>
          {t(published ? 'console.announcements.unpublish' : 'console.announcements.publish')}
        </Button>
        <Button
          size="small"
          color="error"
          onClick={() => {
            if (window.confirm(t('console.announcements.deleteConfirm'))) void run(() => deleteAnnouncement(announcement.id));
          }}
        >
          {t('console.announcements.delete')}
        </Button>
      </Stack>
    </Box>
  );
}

export function ManagedAnnouncementList({
  items,
  onEdit,
  onChanged,
}: {
  items: ManagedAnnouncement[];
  onEdit: (item: ManagedAnnouncement) => void;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useConsoleTranslation();
  if (items.length === 0) return <Typography sx={{ my: 2 }}>{t('console.announcements.empty')}</Typography>;
  return (
    <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
      {items.map((item) => (
        <ManagedItem key={item.id} announcement={item} onEdit={() => onEdit(item)} onChanged={onChanged} />
      ))}
    </Stack>
  );
}

function AnnouncementsBody() {
  const { t } = useConsoleTranslation();
  const list = useManagedAnnouncements();
  const [editing, setEditing] = useState<ManagedAnnouncement | 'new'>();
  const [notice, setNotice] = useState(false);
  const save = async (input: AnnouncementInput, publish: boolean) => {
    if (editing === 'new') await createAnnouncement(input, publish);
    else if (editing) await updateAnnouncement(editing.id, input);
    setEditing(undefined);
    setNotice(true);
    await list.mutate();
  };
  if (list.error) return <LoadError onRetry={() => void list.mutate()} />;
  if (!list.data) return <Loading />;
  return (
    <>
      {notice && (
        <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setNotice(false)}>
          {t('console.announcements.saved')}
        </Alert>
      )}
      {editing ? (
        <AnnouncementEditor
          key={editing === 'new' ? 'new' : editing.id}
          initial={editing === 'new' ? undefined : editing}
          onSave={save}
          onCancel={() => setEditing(undefined)}
        />
      ) : (
        <Button
          variant="contained"
          onClick={() => {
            setNotice(false);
            setEditing('new');
          }}
          sx={{ mb: 2 }}
        >
          {t('console.announcements.new')}
        </Button>
      )}
      <ManagedAnnouncementList
        items={list.data.items}
        onEdit={(item) => {
          setNotice(false);
          setEditing(item);
        }}
        onChanged={() => list.mutate()}
      />
    </>
  );
}

/** Route /mng/announcements: managers write, publish and unpublish announcements (issue 19). */
export function AnnouncementsPage() {
  const { t } = useConsoleTranslation();
  return (
    <ManagerPage titleId="announcements-title" title={t('console.announcements.title')} lead={t('console.announcements.lead')}>
      {() => <AnnouncementsBody />}
    </ManagerPage>
  );
}
