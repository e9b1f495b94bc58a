import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { invitationRoleLabels, invitationRoles, type InvitationRole } from '../../../../engine/commission/invitations';
import { interpretedValidator } from '../../../../engine/interpretedValidator';
import type { LocalizedText } from '../../../../engine/messages';
import { localizeError, toFieldErrors } from '../../../../engine/validate';
import { invitationInputSchema } from '../../../../schemas/invitations';
import { previewInvitation, sendInvitation, type InvitationInput } from '../../../api/invitations';
import { useConsoleTranslation } from '../../../kit/consoleStrings';
import { useLanguage } from '../../../kit/useLanguage';
import { refusalOf, type Errors } from '../program/parts';
import { MailPreviewDialog } from '../MailPreviewDialog';
import { growingText } from '../../../kit/growingText';

type Field = 'email' | 'familyName' | 'givenName' | 'affiliation' | 'roleName' | 'roleNameEn' | 'note' | 'noteEn';
const empty: Record<Field, string> = { email: '', familyName: '', givenName: '', affiliation: '', roleName: '', roleNameEn: '', note: '', noteEn: '' };

/** The same schema the server holds the request to, checked here first so that each field says what is wrong in the page's language. */
const check = interpretedValidator(invitationInputSchema as never);
const overrides = { familyName: { pattern: 'required' as const, minLength: 'required' as const } };
function problemsOf(input: InvitationInput): Errors {
  return Object.fromEntries(toFieldErrors({ messageOverrides: overrides }, check(input)).map((problem) => [problem.path, localizeError(problem)]));
}

/**
 * A new invitation for the chosen session: the role, the person (address, names, affiliation),
 * what the role is called and what is asked, in both languages. The request mail can be read
 * before it goes.
 */
export function InvitationForm({ sessionId, onSent }: { sessionId: number | undefined; onSent: (text: LocalizedText) => void }) {
  const { t } = useConsoleTranslation();
  const { pick } = useLanguage();
  const [role, setRole] = useState<InvitationRole>('organizer');
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<LocalizedText>();
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<{ to: string; subject: string; text: string }>();

  const input = (next = values): InvitationInput => ({ sessionId: sessionId ?? 0, role, ...next });
  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (checked) setErrors(problemsOf(input(next)));
  };
  /** Checks, then runs `action` with the input; a refusal's field errors land beside their fields. */
  const submit = async (action: (value: InvitationInput) => Promise<void>) => {
    setChecked(true);
    setRefusal(undefined);
    const problems = problemsOf(input());
    setErrors(problems);
    if (Object.keys(problems).length > 0 || sessionId === undefined) return;
    setBusy(true);
    try {
      await action(input());
    } catch (error) {
      const refused = refusalOf(error);
      setErrors(refused.fields);
      if (Object.keys(refused.fields).length === 0) setRefusal(refused.message);
    } finally {
      setBusy(false);
    }
  };
  const send = () =>
    submit(async (value) => {
      await sendInvitation(value);
      const email = value.email.trim().toLowerCase();
      onSent({ ja: t('console.invitations.sent', { email, lng: 'ja' }), en: t('console.invitations.sent', { email, lng: 'en' }) });
      setValues(empty);
      setChecked(false);
    });

  const field = (name: Field, extra: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField
      id={`invitation-${name}`}
      label={t(`console.invitations.${name}`)}
      value={values[name]}
      onChange={(event) => change(name, event.target.value)}
      error={!!errors[name]}
      helperText={errors[name] ? pick(errors[name]) : extra.helperText}
      size="small"
      {...extra}
      sx={{ flex: '1 1 14rem', ...extra.sx }}
    />
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby="invitation-new" sx={{ p: 2, mb: 3 }}>
      <Typography id="invitation-new" variant="h6" component="h2" gutterBottom>
        {t('console.invitations.newTitle')}
      </Typography>
      {sessionId === undefined && <Typography sx={{ mb: 2 }}>{t('console.invitations.chooseSession')}</Typography>}
      <FormControl sx={{ mb: 1 }}>
        <FormLabel id="invitation-role">{t('console.invitations.role')}</FormLabel>
        <RadioGroup row aria-labelledby="invitation-role" value={role} onChange={(event) => setRole(event.target.value as InvitationRole)}>
          {invitationRoles.map((name) => (
            <FormControlLabel key={name} value={name} control={<Radio />} label={pick(invitationRoleLabels[name])} />
          ))}
        </RadioGroup>
      </FormControl>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        {field('email', { required: true, type: 'email', autoComplete: 'off' })}
        {field('familyName', { required: true })}
        {field('givenName')}
        {field('affiliation')}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        {field('roleName', { helperText: t('console.invitations.roleNameHint', { role: invitationRoleLabels[role].ja }) })}
        {field('roleNameEn', { helperText: t('console.invitations.roleNameHint', { role: invitationRoleLabels[role].en }) })}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        {field('note', growingText(3))}
        {field('noteEn', growingText(3))}
      </Box>
      {refusal && (
        <Typography role="alert" color="error" sx={{ mb: 2 }}>
          {pick(refusal)}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Button
          variant="outlined"
          disabled={busy || sessionId === undefined}
          onClick={() => void submit(async (value) => setPreview(await previewInvitation(value)))}
        >
          {t('console.invitations.preview')}
        </Button>
        <Button variant="contained" disabled={busy || sessionId === undefined} onClick={() => void send()}>
          {t('console.invitations.send')}
        </Button>
      </Box>
      <MailPreviewDialog
        id="invitation-preview-title"
        mail={preview}
        onClose={() => setPreview(undefined)}
        labels={{
          title: t('console.invitations.previewTitle'),
          to: t('console.invitations.to'),
          subject: t('console.invitations.subject'),
          close: t('console.invitations.close'),
        }}
      />
    </Paper>
  );
}
