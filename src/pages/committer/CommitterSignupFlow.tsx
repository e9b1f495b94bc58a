import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ResolvedConferenceSettings } from '../../../schemas/conferenceSettings';
import { buildCommissionForm } from '../../../engine/commission/buildCommissionForm';
import { commissionPathOfWireName, commissionToWire } from '../../../engine/commission/commissionWire';
import { pruneToVisible } from '../../../engine/registration/wire';
import type { FormData } from '../../../engine/formModel';
import type { LocalizedText } from '../../../engine/messages';
import { createCommitter } from '../../api/commissions';
import { ApiRequestError } from '../../api/http';
import { useToast } from '../../kit/toast';
import { useLanguage } from '../../kit/useLanguage';
import { FORM_MESSAGE_ID, focusFirstError, focusRefusal, type DisplayError } from '../../forms/displayErrors';
import { GeneratedFormView, withFormDefaults } from '../../forms/GeneratedFormView';
import { clearDraft, useFormDraft, useInitialDraft } from '../../forms/useFormDraft';
import { useFormCheck } from '../../forms/useFormCheck';
import { RegistrationWidgetContext } from '../../forms/widgets/formContext';
import { usePostalLookup } from '../signup/useRegistrationLookups';

export interface CommitterSignupFlowProps {
  token: string;
  email: string;
  isDummy: boolean;
  settings: ResolvedConferenceSettings;
  /** Tests and stories: the call that registers. */
  submit?: typeof createCommitter;
  /** Registered: the page then shows what comes next (CommitterDone) in place of its frame. */
  onDone: () => void;
}

/**
 * Commission registration (docs/requirements/operation-area.md §2 to §5): the engine's form from the
 * conference settings, inside the page's frame (CommitterFrame), then completed. Errors follow
 * the typing once shown, and submitting is off while any remain (§4). What was typed is kept in
 * this browser until registration completes.
 */
export function CommitterSignupFlow({ token, email, isDummy, settings, submit = createCommitter, onDone }: CommitterSignupFlowProps) {
  const { t } = useTranslation();
  const { language, pick, both } = useLanguage();
  const toast = useToast();
  const form = useMemo(() => buildCommissionForm({ settings, language, email }), [settings, language, email]);
  const draftKey = `committer.${token}`;
  const draft = useInitialDraft(draftKey);
  const [formData, setFormData] = useState<FormData>(() => withFormDefaults(form, { ...form.initialData, ...draft, email }));
  const [errors, setErrors] = useState<DisplayError[]>([]);
  const [baseError, setBaseError] = useState<LocalizedText>();
  const [checked, setChecked] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const [pristine] = useState<FormData>(() => withFormDefaults(form, { ...form.initialData, email }));
  useFormDraft(draftKey, form, formData, !done, pristine);
  // A seven-digit code fills the prefecture and address (§5), as on the registration form.
  const postal = usePostalLookup(
    form.fields.some((field) => field.path === 'zipCode'),
    formData,
    setFormData,
  );
  const widgetState = useMemo(() => ({ postal }), [postal]);

  const { followChange, checkAll } = useFormCheck(form);

  const onChange = (data: FormData, changed?: string) => {
    setFormData(data);
    if (checked) {
      // Only the changed field is checked again; the others keep their messages.
      followChange(data, changed, setErrors);
    }
  };

  const onSubmit = async () => {
    let found: DisplayError[];
    try {
      found = await checkAll(formData);
    } catch (error) {
      // The check's code could not be fetched (a dropped connection): say so; pressing again retries.
      toast.error(error);
      return;
    }
    setChecked(true);
    setErrors(found);
    setBaseError(undefined);
    if (found.length > 0) {
      toast.error(undefined, undefined, both('committer.hasErrors'));
      requestAnimationFrame(() => focusFirstError(found));
      return;
    }
    setSubmitting(true);
    try {
      await submit(commissionToWire(form, pruneToVisible(form, formData), { token, registrationLanguage: language }));
      clearDraft(draftKey);
      toast.success(both('committer.completed'));
      setDone(true);
      onDone();
      window.scrollTo?.({ top: 0 });
    } catch (error) {
      const serverErrors: DisplayError[] =
        error instanceof ApiRequestError
          ? error.fieldErrors.map((fieldError) => ({
              path: commissionPathOfWireName(fieldError.field),
              text: { ja: fieldError.message, en: fieldError.messageEn },
            }))
          : [];
      setErrors(serverErrors);
      setBaseError(
        error instanceof ApiRequestError && error.messageJa ? { ja: error.messageJa, en: error.messageEn ?? error.messageJa } : both('signup.genericError'),
      );
      toast.error(error);
      requestAnimationFrame(() => focusRefusal(serverErrors));
    } finally {
      setSubmitting(false);
    }
  };

  const hasKana = form.fields.some((field) => field.path === 'nameSeiKana');
  return (
    <>
      {language !== 'ja' && hasKana && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('committer.kanaHint')}
        </Alert>
      )}
      <RegistrationWidgetContext.Provider value={widgetState}>
        <GeneratedFormView form={form} formData={formData} onChange={onChange} errors={errors} language={language} />
      </RegistrationWidgetContext.Provider>
      <Box role="status" aria-live="polite" sx={{ mt: 3 }}>
        {errors.length > 0 && (
          <Typography color="error" sx={{ mb: 1 }}>
            {t('signup.entryHasErrors')}
          </Typography>
        )}
        {baseError && (
          <Alert id={FORM_MESSAGE_ID} tabIndex={-1} role="alert" severity="error" sx={{ mb: 1 }}>
            {pick(baseError)}
          </Alert>
        )}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
        <Button
          variant="contained"
          size="large"
          onClick={() => void onSubmit()}
          sx={{ minWidth: 200 }}
          disabled={submitting || errors.length > 0 || isDummy}
          aria-busy={submitting}
          startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {submitting ? t('committer.submitting') : t('committer.submit')}
        </Button>
      </Box>
    </>
  );
}
