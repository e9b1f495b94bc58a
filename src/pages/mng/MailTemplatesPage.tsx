import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MailKind, MailText } from '../../../engine/mails/catalog';
import type { LocalizedText } from '../../../engine/messages';
import {
  previewMailTemplate,
  resetMailTemplate,
  saveMailSettings,
  saveMailTemplate,
  testMailTemplate,
  useMailTemplates,
  type MailKindView,
  type MailSettingsView,
} from '../../api/mailTemplates';
import { useConsoleTranslation } from '../../kit/consoleStrings';
import { Loading, LoadError } from '../../kit/Loading';
import { useLanguage } from '../../kit/useLanguage';
import { MailPreviewDialog } from './MailPreviewDialog';
import { ManagerPage } from './ManagerPage';
import { useNotice } from './notice';
import { refusalOf, type Errors } from './program/parts';
import { growingText } from '../../kit/growingText';

type TextKey = 'subject.ja' | 'subject.en' | 'body.ja' | 'body.en';
const textFields: readonly TextKey[] = ['subject.ja', 'subject.en', 'body.ja', 'body.en'];
const valueOf = (text: MailText, field: TextKey) => {
  const [part, language] = field.split('.') as ['subject' | 'body', 'ja' | 'en'];
  return text[part][language];
};
const withValue = (text: MailText, field: TextKey, value: string): MailText => {
  const [part, language] = field.split('.') as ['subject' | 'body', 'ja' | 'en'];
  return { ...text, [part]: { ...text[part], [language]: value } };
};

/** Who the mails are from: the sender's name and the reply-to address. */
function SenderForm({ settings, onSaved }: { settings: MailSettingsView['settings']; onSaved: (text: LocalizedText) => void }) {
  const { t } = useConsoleTranslation();
  const { pick } = useLanguage();
  const [values, setValues] = useState({ senderName: settings.senderName, replyTo: settings.replyTo });
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<LocalizedText>();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    setErrors({});
    setRefusal(undefined);
    try {
      await saveMailSettings(values, settings.version);
      onSaved({ ja: t('console.mails.senderSaved', { lng: 'ja' }), en: t('console.mails.senderSaved', { lng: 'en' }) });
    } catch (error) {
      const refused = refusalOf(error);
      setErrors(refused.fields);
      if (Object.keys(refused.fields).length === 0) setRefusal(refused.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="mail-sender" sx={{ p: 2, mb: 3 }}>
      <Typography id="mail-sender" variant="h6" component="h2" gutterBottom>
        {t('console.mails.senderTitle')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        {(['senderName', 'replyTo'] as const).map((name) => (
          <TextField
            key={name}
            id={`mail-${name}`}
            label={t(`console.mails.${name}`)}
            value={values[name]}
            onChange={(event) => setValues({ ...values, [name]: event.target.value })}
            error={!!errors[name]}
            helperText={errors[name] ? pick(errors[name]) : t(`console.mails.${name}Hint`)}
            type={name === 'replyTo' ? 'email' : 'text'}
            size="small"
            sx={{ flex: '1 1 16rem' }}
          />
        ))}
      </Box>
      {refusal && (
        <Typography role="alert" color="error" sx={{ mb: 2 }}>
          {pick(refusal)}
        </Typography>
      )}
      <Button variant="contained" disabled={busy} onClick={() => void save()}>
        {t('console.mails.saveSender')}
      </Button>
    </Paper>
  );
}

/** One kind's text: its variables, the four fields, and saving, previewing, a test to oneself and going back to the built-in text. */
export function MailTemplateEditor({ kind, onChanged }: { kind: MailKindView; onChanged: (text: LocalizedText) => void }) {
  const { t } = useConsoleTranslation();
  const { pick } = useLanguage();
  const [text, setText] = useState<MailText>(kind.template ?? kind.builtIn);
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<LocalizedText>();
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<{ to: string; subject: string; text: string }>();
  const [confirmReset, setConfirmReset] = useState(false);
  useEffect(() => {
    setText(kind.template ?? kind.builtIn);
    setErrors({});
    setRefusal(undefined);
  }, [kind]);

  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    setErrors({});
    setRefusal(undefined);
    try {
      await action();
    } catch (error) {
      const refused = refusalOf(error);
      setErrors(refused.fields);
      if (Object.keys(refused.fields).length === 0) setRefusal(refused.message);
    } finally {
      setBusy(false);
    }
  };
  const said = (key: string, options: Record<string, string> = {}) => ({ ja: t(key, { ...options, lng: 'ja' }), en: t(key, { ...options, lng: 'en' }) });
  const titleId = `mail-kind-${kind.kind}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {pick(kind.title)}
        </Typography>
        <Chip size="small" label={kind.template ? t('console.mails.customised') : t('console.mails.builtIn')} color={kind.template ? 'primary' : 'default'} />
      </Box>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('console.mails.when')}: {pick(kind.when)}
      </Typography>
      <Typography id={`${titleId}-variables`} component="h3" variant="subtitle1" sx={{ fontWeight: 'bold' }}>
        {t('console.mails.variablesTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('console.mails.variablesLead', { variable: '{{link}}', section: '{{#note}}…{{/note}}', interpolation: { escapeValue: false } })}
      </Typography>
      <TableContainer sx={{ overflowX: 'auto', mb: 2 }} tabIndex={0} role="region" aria-labelledby={`${titleId}-variables`}>
        <Table size="small" aria-labelledby={`${titleId}-variables`}>
          <TableHead>
            <TableRow>
              <TableCell>{t('console.mails.variable')}</TableCell>
              <TableCell>{t('console.mails.meaning')}</TableCell>
              <TableCell>{t('console.mails.sample')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {kind.variables.map((variable) => (
              <TableRow key={variable.name}>
                <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{`{{${variable.name}}}`}</TableCell>
                <TableCell>{pick(variable.label)}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{pick(variable.sample)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        {textFields.map((field) => (
          <TextField
            key={field}
            id={`mail-${field.replace('.', '-')}`}
            label={t(`console.mails.field.${field.replace('.', '_')}`)}
            value={valueOf(text, field)}
            onChange={(event) => setText(withValue(text, field, event.target.value))}
            error={!!errors[field]}
            helperText={errors[field] ? pick(errors[field]) : undefined}
            {...(field.startsWith('body') ? growingText(8) : {})}
            size="small"
            sx={{ flex: '1 1 22rem' }}
          />
        ))}
      </Box>
      {refusal && (
        <Typography role="alert" color="error" sx={{ mb: 2 }}>
          {pick(refusal)}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() =>
            void act(async () => {
              await saveMailTemplate(kind.kind, text, kind.template?.version ?? 0);
              onChanged(said('console.mails.saved', { title: pick(kind.title) }));
            })
          }
        >
          {t('console.mails.save')}
        </Button>
        <Button variant="outlined" disabled={busy} onClick={() => void act(async () => setPreview(await previewMailTemplate(kind.kind, text)))}>
          {t('console.mails.preview')}
        </Button>
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() =>
            void act(async () => {
              const { to } = await testMailTemplate(kind.kind, text);
              onChanged(said('console.mails.tested', { to }));
            })
          }
        >
          {t('console.mails.test')}
        </Button>
        {kind.template && (
          <Button color="error" disabled={busy} onClick={() => setConfirmReset(true)}>
            {t('console.mails.reset')}
          </Button>
        )}
      </Box>
      <MailPreviewDialog
        id="mail-preview-title"
        mail={preview}
        onClose={() => setPreview(undefined)}
        labels={{
          title: t('console.mails.previewTitle'),
          to: t('console.mails.to'),
          subject: t('console.mails.subject'),
          close: t('console.mails.close'),
        }}
      />
      <Dialog open={confirmReset} onClose={() => setConfirmReset(false)} aria-labelledby="mail-reset-title">
        <DialogTitle id="mail-reset-title">{t('console.mails.resetTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('console.mails.resetConfirm', { title: pick(kind.title) })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmReset(false)}>{t('console.mails.cancel')}</Button>
          <Button
            color="error"
            onClick={() => {
              setConfirmReset(false);
              void act(async () => {
                await resetMailTemplate(kind.kind, kind.template!.version);
                onChanged(said('console.mails.resetDone', { title: pick(kind.title) }));
              });
            }}
          >
            {t('console.mails.reset')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}

/** The sender, then one kind of mail at a time, chosen from the list. */
export function MailTemplatesBody() {
  const { t } = useConsoleTranslation();
  const { pick } = useLanguage();
  const page = useMailTemplates();
  const notice = useNotice();
  const [chosen, setChosen] = useState<MailKind>('signUpLink');
  if (page.error) return <LoadError onRetry={() => void page.mutate()} />;
  if (!page.data) return <Loading />;
  const kind = page.data.kinds.find((item) => item.kind === chosen) ?? page.data.kinds[0]!;
  const changed = (text: LocalizedText) => {
    notice.say('success', text);
    void page.mutate();
  };
  return (
    <>
      {notice.element}
      <SenderForm key={page.data.settings.version} settings={page.data.settings} onSaved={changed} />
      <TextField
        select
        id="mail-kind"
        label={t('console.mails.kind')}
        value={kind.kind}
        onChange={(event) => setChosen(event.target.value as MailKind)}
        size="small"
        sx={{ mb: 2, minWidth: '16rem', maxWidth: '100%' }}
      >
        {page.data.kinds.map((item) => (
          <MenuItem key={item.kind} value={item.kind}>
            {pick(item.title)}
            {item.template ? ` (${t('console.mails.customised')})` : ''}
          </MenuItem>
        ))}
      </TextField>
      <MailTemplateEditor kind={kind} onChanged={changed} />
    </>
  );
}

/** Route /mng/mail_templates: the mail settings of §2's console (issue 67). */
export function MailTemplatesPage() {
  const { t } = useConsoleTranslation();
  return (
    <ManagerPage titleId="mails-title" title={t('console.mails.title')} lead={t('console.mails.lead')}>
      {() => <MailTemplatesBody />}
    </ManagerPage>
  );
}
