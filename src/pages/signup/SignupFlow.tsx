import { useMemo, useState } from 'react';
import { useLatest } from '../../kit/useLatest';
import { useTranslation } from 'react-i18next';
import type { Language, ResolvedConferenceSettings } from '../../../schemas/conferenceSettings';
import type { KeywordCategory } from '../../../schemas/keywords';
import type { CustomQuestion } from '../../../schemas/customQuestions';
import { buildRegistrationForm } from '../../../engine/registration/buildRegistrationForm';
import { pruneToVisible, toWire, toWireUploads } from '../../../engine/registration/wire';
import { summarize } from '../../../engine/summary';
import type { FormData, GeneratedForm } from '../../../engine/formModel';
import type { LocalizedText } from '../../../engine/messages';
import { createUser } from '../../api/create-user';
import { ApiRequestError } from '../../api/http';
import { currentLanguage } from '../../kit/i18n';
import { focusFirstError, focusRefusal, fromServerErrors, type DisplayError } from '../../forms/displayErrors';
import { withFormDefaults } from '../../forms/GeneratedFormView';
import { clearDraft, useFormDraft, useInitialDraft } from '../../forms/useFormDraft';
import { useFormCheck } from '../../forms/useFormCheck';
import { RegistrationWidgetContext, type RegistrationWidgetState } from '../../forms/widgets/formContext';
import { useCollation, usePostalLookup } from './useRegistrationLookups';
import { AccountIssued } from './AccountIssued';
import { ConfirmationStep } from './ConfirmationStep';
import { SignupFormStep } from './SignupFormStep';
import type { SignupStep } from './SignupSteps';

const noQuestions: readonly CustomQuestion[] = [];

export interface SignupFlowProps {
  token: string;
  email: string;
  isDummy: boolean;
  settings: ResolvedConferenceSettings;
  keywordCategories: readonly KeywordCategory[];
  questions?: readonly CustomQuestion[];
  /** The step shown; the page holds it, as its frame (SignupFrame) shows it too. */
  step: SignupStep;
  onStepChange: (step: SignupStep) => void;
}

/**
 * Registration by token (docs/requirements/public-area.md §2, §4): form, confirmation (only without errors),
 * success. A server error returns to the form with its field errors and a base error.
 */
export function SignupFlow({ settings, keywordCategories, questions = noQuestions, ...props }: SignupFlowProps) {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  const { email } = props;
  const form = useMemo(
    () => buildRegistrationForm({ settings, language, email, keywordCategories, questions }),
    [settings, language, email, keywordCategories, questions],
  );
  // The form's build and its first data are two components, so that the first render, which
  // React renders in slices, can yield between them: together they were one task of 55–86 ms at
  // 4x CPU (BENCHMARKS.md, session 29).
  return <SignupSteps {...props} settings={settings} form={form} language={language} />;
}

type SignupStepsProps = Omit<SignupFlowProps, 'keywordCategories' | 'questions'> & { form: GeneratedForm; language: Language };

function SignupSteps({ token, email, isDummy, settings, form, language, step, onStepChange: setStep }: SignupStepsProps) {
  const { i18n } = useTranslation();
  const draftKey = `signup.${token}`;
  const draft = useInitialDraft(draftKey);
  const [formData, setFormData] = useState<FormData>(() => withFormDefaults(form, { ...form.initialData, ...draft, email }));
  const [errors, setErrors] = useState<DisplayError[]>([]);
  const [baseError, setBaseError] = useState<LocalizedText>();
  const [checked, setChecked] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [draftRestored, setDraftRestored] = useState(draft !== undefined);
  const [pristine] = useState<FormData>(() => withFormDefaults(form, { ...form.initialData, email }));
  useFormDraft(draftKey, form, formData, step !== 'done', pristine);
  const collation = useCollation(settings.isExternalMemberCollationEnabled && step === 'form', formData, setFormData);
  const postal = usePostalLookup(
    form.fields.some((field) => field.path === 'zipCode'),
    formData,
    setFormData,
  );
  const widgetState = useMemo<RegistrationWidgetState>(() => ({ collation: collation.state, postal }), [collation.state, postal]);
  // Collation errors join the others on fields that have none of their own.
  const shownErrors = useMemo(() => {
    const failing = new Set(errors.map((error) => error.path));
    return [...errors, ...collation.errors.filter((error) => !failing.has(error.path))];
  }, [errors, collation.errors]);

  const { followChange, checkAll } = useFormCheck(form);

  const onChange = useLatest((data: FormData, changed?: string) => {
    setFormData(data);
    // After the first confirm, errors follow the typing so they vanish once fixed.
    if (checked) {
      // Only the changed field is checked again; the others keep their messages.
      followChange(data, changed, setErrors);
    }
  });

  const onConfirm = useLatest(async () => {
    const found = await checkAll(formData);
    setChecked(true);
    setErrors(found);
    setBaseError(undefined);
    if (found.length > 0) {
      requestAnimationFrame(() => focusFirstError(found));
      return;
    }
    setStep('confirmation');
    window.scrollTo?.({ top: 0 });
  });

  const onClearDraft = useLatest(() => {
    clearDraft(draftKey);
    setFormData(withFormDefaults(form, { ...form.initialData, email }));
    setErrors([]);
    setChecked(false);
    setDraftRestored(false);
  });

  const onRegister = async () => {
    setSubmitting(true);
    try {
      const data = pruneToVisible(form, formData);
      await createUser(toWire(form, data, { loginEmailToken: token, registrationLanguage: language }), toWireUploads(form, data));
      clearDraft(draftKey);
      setStep('done');
    } catch (error) {
      const serverErrors = error instanceof ApiRequestError ? fromServerErrors(error.fieldErrors) : [];
      const generic = { ja: i18n.getFixedT('ja')('signup.genericError'), en: i18n.getFixedT('en')('signup.genericError') };
      const message = error instanceof ApiRequestError && error.messageJa ? { ja: error.messageJa, en: error.messageEn ?? error.messageJa } : generic;
      setErrors(serverErrors);
      setBaseError(message);
      setStep('form');
      requestAnimationFrame(() => focusRefusal(serverErrors));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      {step === 'form' && (
        <RegistrationWidgetContext.Provider value={widgetState}>
          <SignupFormStep
            form={form}
            formData={formData}
            onChange={onChange}
            errors={shownErrors}
            confirmDisabled={collation.errors.length > 0}
            baseError={baseError}
            draftRestored={draftRestored}
            onClearDraft={onClearDraft}
            onConfirm={onConfirm}
          />
        </RegistrationWidgetContext.Provider>
      )}
      {step === 'confirmation' && (
        <ConfirmationStep
          sections={summarize(form, pruneToVisible(form, formData))}
          submitting={submitting}
          canRegister={!isDummy}
          onBack={() => setStep('form')}
          onRegister={onRegister}
        />
      )}
      {step === 'done' && <AccountIssued />}
    </>
  );
}
