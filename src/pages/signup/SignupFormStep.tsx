import { memo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FormData, GeneratedForm } from '../../../engine/formModel';
import type { LocalizedText } from '../../../engine/messages';
import type { DisplayError } from '../../forms/displayErrors';
import { GeneratedFormView } from '../../forms/GeneratedFormView';
import { TermsLinks } from './TermsLinks';
import { FORM_MESSAGE_ID } from '../../forms/displayErrors';

export interface SignupFormStepProps {
  form: GeneratedForm;
  formData: FormData;
  onChange: (data: FormData) => void;
  errors: readonly DisplayError[];
  baseError?: LocalizedText;
  draftRestored?: boolean;
  onClearDraft?: () => void;
  onConfirm: () => void;
  /** Membership collation errors block the confirmation (§2). */
  confirmDisabled?: boolean;
}

/**
 * The form step. Only the generated form reads the data: what surrounds it (the terms, the draft
 * notice, the messages and the button) is memoized, so a committed value re-renders none of it.
 */
export function SignupFormStep({ form, formData, onChange, errors, baseError, draftRestored, onClearDraft, onConfirm, confirmDisabled }: SignupFormStepProps) {
  const language = form.language;
  return (
    // Not one form element: the generated form brings its own parts (see FormPart).
    <section aria-labelledby="signup-title">
      <FormIntro draftRestored={draftRestored} onClearDraft={onClearDraft} />
      <GeneratedFormView form={form} formData={formData} onChange={onChange} errors={errors} language={language} />
      <FormFooter hasErrors={errors.length > 0} baseError={baseError} language={language} confirmDisabled={confirmDisabled} onConfirm={onConfirm} />
    </section>
  );
}

const FormIntro = memo(function FormIntro({ draftRestored, onClearDraft }: Pick<SignupFormStepProps, 'draftRestored' | 'onClearDraft'>) {
  const { t } = useTranslation();
  return (
    <>
      <TermsLinks />
      {draftRestored && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            onClearDraft && (
              <Button color="inherit" size="small" onClick={onClearDraft}>
                {t('signup.clearDraft')}
              </Button>
            )
          }
        >
          {t('signup.draftRestored')}
        </Alert>
      )}
    </>
  );
});

interface FormFooterProps {
  hasErrors: boolean;
  baseError?: LocalizedText;
  language: 'ja' | 'en';
  confirmDisabled?: boolean;
  onConfirm: () => void;
}

const FormFooter = memo(function FormFooter({ hasErrors, baseError, language, confirmDisabled, onConfirm }: FormFooterProps) {
  const { t } = useTranslation();
  return (
    <>
      <Box role="status" aria-live="polite" sx={{ mt: 3 }}>
        {hasErrors && (
          <Typography color="error" sx={{ mb: 1 }}>
            {t('signup.entryHasErrors')}
          </Typography>
        )}
        {baseError && (
          <Alert id={FORM_MESSAGE_ID} tabIndex={-1} role="alert" severity="error" sx={{ mb: 1 }}>
            {baseError[language]}
          </Alert>
        )}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
        <Button variant="contained" size="large" sx={{ minWidth: 200 }} disabled={confirmDisabled} onClick={onConfirm}>
          {t('signup.confirm')}
        </Button>
      </Box>
    </>
  );
});
