import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useOperationTranslation } from '../../kit/operationStrings';
import { type ApplicationData, type ApplicationFileField, type KindSettings, type SubmissionKind } from '../../../schemas/submission';
import type { KeywordCategory } from '../../../schemas/keywords';
import { buildSubmissionForm, type SubmissionForm } from '../../../engine/submission/buildSubmissionForm';
import { checkApplication, localizeApplicationError } from '../../../engine/submission/checkApplication';
import { isWithinPeriod } from '../../../engine/commission/dates';
import { localize, type LocalizedText } from '../../../engine/messages';
import type { FormData } from '../../../engine/formModel';
import { applicationKey, createApplication, updateApplication, uploadApplicationFile, type Application, type SaveAction } from '../../api/submission';
import { ApiRequestError } from '../../api/http';
import { useLanguage } from '../../kit/useLanguage';
import { useToast } from '../../kit/toast';
import { GeneratedFormView } from '../../forms/GeneratedFormView';
import { focusFirstError, focusRefusal, FORM_MESSAGE_ID, sameDisplayErrors, type DisplayError } from '../../forms/displayErrors';
import { useLatest } from '../../kit/useLatest';
import { clearDraft, readDraft, useFormDraft } from '../../forms/useFormDraft';
import { loadSchemaValidator } from '../../forms/validators';
import { SubmissionErrors, type FormFile, type SubmissionFormContext } from '../../forms/submissionContext';
import { AbstractPreview } from './AbstractPreview';
import { mutate } from 'swr';
import { SubmissionActions, SubmissionHeading } from './SubmissionEditorParts';

const fromEngine = (errors: ReturnType<typeof checkApplication>): DisplayError[] =>
  errors.map((error) => ({ path: error.path, text: localizeApplicationError(error) }));

const authorshipPath = /^(authors|institutes)(\.|$)/;

/**
 * The messages the authorship field shows (its authors and institutes), the same list while they
 * stay the same: an error appearing or clearing on the abstract does not render the authors again.
 */
function useAuthorshipErrors(errors: readonly DisplayError[]): readonly DisplayError[] {
  const last = useRef<readonly DisplayError[]>([]);
  return useMemo(() => {
    const mine = errors.filter((error) => authorshipPath.test(error.path));
    if (!sameDisplayErrors(last.current, mine)) last.current = mine;
    return last.current;
  }, [errors]);
}

/** What was typed but not saved, kept in this browser beside what the server has. */
interface LocalCopy {
  basedOn: number;
  data: ApplicationData;
}

export interface SubmissionEditorProps {
  kind: SubmissionKind;
  settings: KindSettings;
  keywordCategories: readonly KeywordCategory[];
  application?: Application;
  isManager: boolean;
  now?: Date;
  onSaved?: (application: Application) => void;
  /** Shows every error from the start, as after a first Preview (stories, review). */
  showErrors?: boolean;
  /** Opens on the preview step. */
  startInPreview?: boolean;
  /** Opens showing a refusal of the server's (stories: a stale or final save). */
  initialRefusal?: { text: LocalizedText; stale?: boolean };
}

/**
 * The application form of one kind (issue 17): the engine's form from the conference's settings,
 * the authorship field, save as draft at any time, a preview that runs every rule, then submit.
 * A final application is shown read-only; a stale save is refused by the server and said so.
 */
export function SubmissionEditor({
  kind,
  settings,
  keywordCategories,
  application,
  isManager,
  now = new Date(),
  onSaved,
  showErrors = false,
  startInPreview = false,
  initialRefusal,
}: SubmissionEditorProps) {
  const { t } = useOperationTranslation();
  const { language } = useLanguage();
  const toast = useToast();
  const form: SubmissionForm = useMemo(
    () => buildSubmissionForm({ kind, settings, language, keywordCategories }),
    [kind, settings, language, keywordCategories],
  );
  const draftKey = `submission.${application?.id ?? `new-${kind}`}`;
  const [restored] = useState(() => {
    const copy = readDraft(draftKey) as LocalCopy | undefined;
    return copy && copy.basedOn === (application?.version ?? 0) ? copy.data : undefined;
  });
  const [data, setData] = useState<ApplicationData>(
    () => restored ?? (application?.data as ApplicationData | undefined) ?? (form.initialData as ApplicationData),
  );
  const [saved, setSaved] = useState<Application | undefined>(application);
  const [files, setFiles] = useState<Partial<Record<ApplicationFileField, FormFile>>>(application?.files ?? {});
  const [errors, setErrors] = useState<DisplayError[]>([]);
  const authorshipErrors = useAuthorshipErrors(errors);
  const [checked, setChecked] = useState(showErrors);
  const [step, setStep] = useState<'edit' | 'preview'>(startInPreview ? 'preview' : 'edit');
  const [busy, setBusy] = useState<SaveAction>();
  const [refusal, setRefusal] = useState<{ text: LocalizedText; stale?: boolean } | undefined>(initialRefusal);
  const [showRestored, setShowRestored] = useState(Boolean(restored));
  const localCopy = useMemo<FormData>(() => ({ basedOn: saved?.version ?? 0, data }) as unknown as FormData, [saved?.version, data]);
  // Final or accepted into the program: nobody changes it here (docs/features/submission.md).
  const locked = Boolean(saved?.isFinal) || saved?.presentationId != null;
  // What the page shows with nothing typed: the saved application, or the empty form.
  const pristine = useMemo<FormData>(
    () => ({ basedOn: saved?.version ?? 0, data: saved?.data ?? form.initialData }) as unknown as FormData,
    [saved, form.initialData],
  );
  useFormDraft(draftKey, undefined, localCopy, !locked, pristine);

  const open = isWithinPeriod(now, settings.proposalStartAt, settings.proposalEndAt);
  const readOnly = locked || (!open && !isManager);

  const check = useCallback(
    async (next: ApplicationData) => {
      const validatorFor = await loadSchemaValidator();
      return fromEngine(checkApplication(form, next, validatorFor(form)));
    },
    [form],
  );

  // After the first full check, each change is checked again, so fixed errors go and new ones show.
  useEffect(() => {
    if (!checked) return;
    let live = true;
    void check(data).then((found) => live && setErrors((previous) => (sameDisplayErrors(previous, found) ? previous : found)));
    return () => {
      live = false;
    };
  }, [checked, check, data]);

  // The form's data comes back as it was reported (the form then renders only the field changed).
  // The institutes are not a field of the form: they change only through updateAuthorship, so the
  // page's list is kept.
  const onChange = useCallback(
    (next: FormData) =>
      setData((current) => {
        const reported = next as ApplicationData;
        return reported.institutes === current.institutes ? reported : { ...reported, institutes: current.institutes };
      }),
    [],
  );
  const updateAuthorship = useCallback((change: Pick<ApplicationData, 'authors' | 'institutes'>) => setData((current) => ({ ...current, ...change })), []);
  const savedId = saved?.id;
  const context = useMemo<SubmissionFormContext>(
    () => ({
      kind,
      applicationId: savedId,
      institutes: data.institutes ?? [],
      updateAuthorship,
      files,
      onFileStored: (field, file) => setFiles((current) => ({ ...current, [field]: file })),
      uploadFile: async (field, file) => (await uploadApplicationFile(field, kind, file, savedId)).file,
    }),
    [kind, savedId, data.institutes, updateAuthorship, files],
  );

  const save = async (action: SaveAction) => {
    setRefusal(undefined);
    if (action === 'submit') {
      const found = await check(data);
      setChecked(true);
      setErrors(found);
      if (found.length > 0) {
        setStep('edit');
        requestAnimationFrame(() => focusFirstError(found));
        return;
      }
    }
    setBusy(action);
    try {
      const { application: next } = saved ? await updateApplication(saved.id, saved.version, action, data) : await createApplication(kind, action, data);
      clearDraft(draftKey);
      setSaved(next);
      setFiles(next.files);
      setShowRestored(false);
      void mutate(applicationKey(next.id), { application: next }, { revalidate: false });
      toast.success(
        action === 'submit'
          ? { ja: t('submission.submitted', { lng: 'ja' }), en: t('submission.submitted', { lng: 'en' }) }
          : { ja: t('submission.draftSaved', { lng: 'ja' }), en: t('submission.draftSaved', { lng: 'en' }) },
      );
      if (action === 'submit') setStep('edit');
      onSaved?.(next);
    } catch (error) {
      if (error instanceof ApiRequestError && error.fieldErrors.length > 0) {
        const found = error.fieldErrors.map((field) => ({ path: field.field, text: { ja: field.message, en: field.messageEn } }));
        setErrors(found);
        setChecked(true);
        setStep('edit');
        requestAnimationFrame(() => focusFirstError(found));
      } else if (error instanceof ApiRequestError) {
        setRefusal({ text: { ja: error.messageJa ?? '', en: error.messageEn ?? '' }, stale: error.messageKey === 'staleApplication' });
        requestAnimationFrame(() => focusRefusal([]));
      } else {
        toast.error(error);
      }
    } finally {
      setBusy(undefined);
    }
  };

  const preview = async () => {
    const found = await check(data);
    setChecked(true);
    setErrors(found);
    if (found.length > 0) {
      requestAnimationFrame(() => focusFirstError(found));
      return;
    }
    setStep('preview');
    window.scrollTo({ top: 0 });
  };

  const loadLatest = async () => {
    if (!saved) return;
    const latest = await mutate<{ application: Application }>(applicationKey(saved.id));
    if (!latest) return;
    setSaved(latest.application);
    setData(latest.application.data);
    setFiles(latest.application.files);
    setRefusal(undefined);
  };

  const onSaveDraft = useLatest(() => void save('draft'));
  const onSubmit = useLatest(() => void save('submit'));
  const onPreview = useLatest(() => void preview());
  const onBackToEdit = useCallback(() => setStep('edit'), []);
  return (
    <Box>
      <SubmissionHeading kind={kind} settings={settings} saved={saved} />
      {saved?.isFinal && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {localize('abstractFinal')[language]}
        </Alert>
      )}
      {!saved?.isFinal && saved?.presentationId != null && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {localize('abstractAccepted')[language]}
        </Alert>
      )}
      {!locked && !open && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {localize('outsideApplicationPeriod')[language]}
          {isManager ? ` ${t('submission.managerMaySave')}` : ''}
        </Alert>
      )}
      {showRestored && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                clearDraft(draftKey);
                setData(application?.data ?? (form.initialData as ApplicationData));
                setShowRestored(false);
              }}
            >
              {t('submission.discardRestored')}
            </Button>
          }
        >
          {t('submission.restored')}
        </Alert>
      )}
      {step === 'preview' ? (
        <Box component="section" aria-labelledby="preview-title">
          <Typography id="preview-title" variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('submission.preview.title')}
          </Typography>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('submission.preview.lead')}
          </Typography>
          <AbstractPreview data={data} />
        </Box>
      ) : (
        <SubmissionErrors.Provider value={authorshipErrors}>
          <GeneratedFormView
            form={form}
            formData={data as FormData}
            onChange={onChange}
            errors={errors}
            language={language}
            formContext={context}
            readonly={readOnly}
          />
        </SubmissionErrors.Provider>
      )}
      <Box role="status" aria-live="polite" sx={{ mt: 3 }}>
        {errors.length > 0 && step === 'edit' && (
          <Typography color="error" sx={{ mb: 1 }}>
            {t('signup.entryHasErrors')}
          </Typography>
        )}
      </Box>
      {refusal && (
        <Alert
          id={FORM_MESSAGE_ID}
          tabIndex={-1}
          role="alert"
          severity="error"
          sx={{ mb: 2 }}
          action={
            refusal.stale ? (
              <Button color="inherit" size="small" onClick={() => void loadLatest()}>
                {t('submission.loadLatest')}
              </Button>
            ) : undefined
          }
        >
          {refusal.text[language]}
        </Alert>
      )}
      {!readOnly && (
        <SubmissionActions step={step} busy={busy} onSaveDraft={onSaveDraft} onPreview={onPreview} onBackToEdit={onBackToEdit} onSubmit={onSubmit} />
      )}
    </Box>
  );
}
