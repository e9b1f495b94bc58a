import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useCommissionTranslation } from './strings';
import { answerKinds, checkAnswer, checkAnswerWithRegister, COMMITTER_NOTE_MAX, type AnswerKind } from '../../../engine/commission/answer';
import type { CurrentUser } from '../../api/session';
import { LeanTextField } from '../../forms/LeanTextField';
import { LeanChoice } from '../../forms/widgets/LeanChoice';
import { FormInput, fromFieldErrors, fromRequestError, noErrors, SmallForm, type FormErrors } from '../../forms/SmallForm';
import { useToast } from '../../kit/toast';
import { useLanguage } from '../../kit/useLanguage';
import { displayName } from '../../kit/displayName';
import { LoginForm } from '../home/LoginForm';

export interface AnswerCardProps {
  kind: AnswerKind;
  note: string;
  onKindChange: (kind: AnswerKind) => void;
  onNoteChange: (note: string) => void;
  /** The signed-in user, if any: accepting answers as them. */
  user: CurrentUser | null;
  onLoggedIn: (user: CurrentUser) => void;
  onLogOut: () => void;
  /** PATCH .../answer; resolves when recorded. */
  onAnswer: () => Promise<void>;
  /** PATCH .../answer_with_register with the address. */
  onAnswerWithRegister: (email: string) => Promise<void>;
  registerEmail: string;
  onRegisterEmailChange: (email: string) => void;
}

const wireToField = { email: 'email', kind: 'kind', committer_note: 'committerNote' };

/**
 * The answer card (§2, §4): accept or decline (accept first) and a note. Declining needs no
 * account; accepting needs a login, on this page, or a registration by e-mail.
 */
export function AnswerCard(props: AnswerCardProps) {
  const { kind, note, user } = props;
  const { t } = useCommissionTranslation();
  const { pick, language } = useLanguage();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [registerErrors, setRegisterErrors] = useState<FormErrors>(noErrors);
  const needsAccount = kind === 'accepted' && !user;

  const send = async () => {
    const problems = checkAnswer({ kind, committerNote: note });
    setErrors(fromFieldErrors(problems));
    if (problems.length > 0) return;
    setBusy(true);
    try {
      await props.onAnswer();
    } catch (error) {
      setErrors(fromRequestError(error, wireToField));
      toast.error(error);
    } finally {
      setBusy(false);
    }
  };

  const register = async () => {
    const problems = checkAnswerWithRegister({ email: props.registerEmail, kind, committerNote: note });
    setRegisterErrors(fromFieldErrors(problems));
    if (problems.length > 0) return;
    setBusy(true);
    try {
      await props.onAnswerWithRegister(props.registerEmail);
    } catch (error) {
      const found = fromRequestError(error, wireToField);
      setRegisterErrors(found);
      // A field error shows at its field; anything else also gets the error toast (§8).
      if (Object.keys(found.fields).length === 0) toast.error(error);
    } finally {
      setBusy(false);
    }
  };

  const noteError = errors.fields.committerNote;
  return (
    <Card component="section" aria-labelledby="answer-title" sx={{ my: 3 }}>
      <CardContent>
        <Typography id="answer-title" variant="h5" component="h2" gutterBottom>
          {t('commission.answer.heading')}
        </Typography>
        <FormControl component="fieldset" sx={{ mb: 2 }}>
          <FormLabel component="legend">{t('commission.answer.kind')}</FormLabel>
          <div role="radiogroup" className="MuiFormGroup-root MuiFormGroup-row MuiRadioGroup-root" style={{ display: 'flex', flexFlow: 'row wrap' }}>
            {answerKinds.map((choice) => (
              <LeanChoice
                key={choice}
                type="radio"
                id={`kind-${choice}`}
                name="kind"
                value={choice}
                label={t(`commission.answer.${choice}`)}
                checked={kind === choice}
                onChange={() => props.onKindChange(choice)}
              />
            ))}
          </div>
        </FormControl>
        <LeanTextField
          id="committer_note"
          name="committer_note"
          label={t('commission.answer.note')}
          value={note}
          onChange={(event) => props.onNoteChange(event.target.value)}
          multiline
          rows={5}
          error={!!noteError}
          helperText={noteError ? pick(noteError) : `${note.length} / ${COMMITTER_NOTE_MAX}`}
          inputProps={{ maxLength: COMMITTER_NOTE_MAX + 100 }}
        />
        {errors.base && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {pick(errors.base)}
          </Alert>
        )}
        {!needsAccount && (
          <Box sx={{ mt: 2 }}>
            {kind === 'accepted' && user && (
              <Typography sx={{ mb: 1 }}>
                {t('commission.answer.as', { name: displayName(user, language) })}{' '}
                <Button size="small" onClick={props.onLogOut}>
                  {t('commission.answer.logout')}
                </Button>
              </Typography>
            )}
            <Button
              variant="contained"
              size="large"
              onClick={() => void send()}
              disabled={busy}
              aria-busy={busy}
              startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            >
              {busy ? t('commission.answer.sending') : t('commission.answer.send')}
            </Button>
          </Box>
        )}
        {needsAccount && (
          <>
            <Alert severity="info" sx={{ my: 2 }}>
              {t('commission.answer.needAccount')}
            </Alert>
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, md: 6 }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {t('commission.answer.haveAccount')}
                </Typography>
                <LoginForm onLoggedIn={props.onLoggedIn} rememberByDefault headingLevel="h4" />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {t('commission.answer.newAccount')}
                </Typography>
                <SmallForm onSubmit={() => void register()} label={t('commission.answer.newAccount')}>
                  <Typography variant="body2" sx={{ mb: 1 }}>
                    {t('commission.answer.newAccountHint')}
                  </Typography>
                  {registerErrors.base && !registerErrors.fields.email && (
                    <Alert severity="error" role="alert" sx={{ mb: 1 }}>
                      {pick(registerErrors.base)}
                    </Alert>
                  )}
                  <FormInput
                    name="email"
                    id="field-register-email"
                    label={t('commission.answer.email')}
                    type="email"
                    autoComplete="email"
                    value={props.registerEmail}
                    onChange={props.onRegisterEmailChange}
                    errors={registerErrors}
                  />
                  <Button type="submit" variant="contained" fullWidth disabled={busy} aria-busy={busy} sx={{ mt: 1 }}>
                    {busy ? t('commission.answer.sending') : t('commission.answer.registerSubmit')}
                  </Button>
                </SmallForm>
              </Grid>
            </Grid>
          </>
        )}
      </CardContent>
    </Card>
  );
}
