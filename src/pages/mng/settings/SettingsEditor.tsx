import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Form from '@rjsf/mui';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, TitleFieldProps, UiSchema } from '@rjsf/utils';
import Divider from '@mui/material/Divider';
import { mutate } from 'swr';
import { buildSettingsForm } from '../../../../engine/studio/settingsForm';
import { previewOf, settingsFieldProblems, settingsSchemas, type SettingsFieldProblem, type SettingsKind } from '../../../../engine/studio/settingsKinds';
import type { GeneratedForm } from '../../../../engine/formModel';
import type { SchemaValidator } from '../../../../engine/validate';
import { resolveSettings } from '../../../../engine/settings';
import type { ConferenceSettings } from '../../../../schemas/conferenceSettings';
import type { CustomQuestion } from '../../../../schemas/customQuestions';
import type { KeywordCategoriesFile, KeywordCategory } from '../../../../schemas/keywords';
import { conferenceKey, useConference } from '../../../api/get-conference';
import { customQuestionsKey, useCustomQuestions } from '../../../api/get-custom-questions';
import { keywordsKey, useKeywordCategories } from '../../../api/get-keywords';
import { ApiRequestError } from '../../../api/http';
import { restoreSettings, saveSettings, settingsImpact, type CountedChange, type SettingsState } from '../../../api/settingsStudio';
import { useToast } from '../../../kit/toast';
import { useLanguage } from '../../../kit/useLanguage';
import { toErrorSchema } from '../../../forms/displayErrors';
import { loadSchemaValidator, rjsfValidator } from '../../../forms/validators';
import { FormPreview, PreviewStateSwitch, type PreviewForm, type PreviewInput, type PreviewState } from '../../../studio/FormPreview';
import { useStudioTranslation } from '../../../studio/studioStrings';
import { History } from './History';
import { CollapsibleItem, type SettingsFormContext } from './CollapsibleItem';
import { QuestionListEditor } from './QuestionListEditor';
import { OperationPreview } from './OperationPreview';
import { useLatest } from '../../../kit/useLatest';

/** The browser's check of a settings value: the server's, with the same schema and rules. */
function useProblems(kind: SettingsKind, value: Record<string, unknown>): SettingsFieldProblem[] | undefined {
  const [validate, setValidate] = useState<SchemaValidator>();
  useEffect(() => {
    let live = true;
    void loadSchemaValidator().then((validatorFor) => live && setValidate(() => validatorFor({ schema: settingsSchemas[kind] } as GeneratedForm)));
    return () => {
      live = false;
    };
  }, [kind]);
  // The same list while the problems are the same (most often none), so what shows them renders only when they change.
  const last = useRef<SettingsFieldProblem[]>(undefined);
  return useMemo(() => {
    if (!validate) return undefined;
    const next = settingsFieldProblems(kind, value, validate);
    if (!last.current || JSON.stringify(next) !== JSON.stringify(last.current)) last.current = next;
    return last.current;
  }, [kind, value, validate]);
}

/** Save, reset and what the draft's state is; a memo, so a keystroke that changes none of them skips it. */
const SaveBar = memo(function SaveBar({
  busy,
  dirty,
  clean,
  problemCount,
  onSave,
  onReset,
}: {
  busy: boolean;
  dirty: boolean;
  clean: boolean;
  problemCount: number;
  onSave: () => void;
  onReset: () => void;
}) {
  const { t } = useStudioTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2, position: 'sticky', bottom: 8, zIndex: 2 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="contained" onClick={onSave} disabled={busy || !dirty || !clean}>
          {busy ? t('settings.saving') : t('settings.save')}
        </Button>
        <Button onClick={onReset} disabled={busy || !dirty}>
          {t('settings.reset')}
        </Button>
        <Typography variant="body2" role="status" color={problemCount > 0 ? 'error' : 'text.secondary'}>
          {problemCount > 0 ? t('settings.problems', { count: problemCount }) : dirty ? t('settings.unsaved') : ''}
        </Typography>
      </Stack>
    </Paper>
  );
});

/** The value, one task behind: what depends on it renders after the keystroke's own render is painted. */
function useFollowing<T>(value: T): T {
  const [following, setFollowing] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setFollowing(value));
    return () => clearTimeout(timer);
  }, [value]);
  return following;
}

/** Titles of groups and list items: one heading level under the page's "Edit" (h2). */
function TitleFieldTemplate({ id, title }: TitleFieldProps) {
  return (
    <Box id={id} sx={{ mb: 1, mt: 1 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Divider />
    </Box>
  );
}
const templates = { TitleFieldTemplate, ArrayFieldItemTemplate: CollapsibleItem };

const impactWords = (change: CountedChange, language: 'ja' | 'en') => ({ label: change.label[language], value: change.value, limit: change.limit });

/** The preview beside the editor: the generated forms the draft changes, or what attendees see. */
const Preview = memo(function Preview({ kind, value }: { kind: SettingsKind; value: Record<string, unknown> }) {
  const { t } = useStudioTranslation();
  const forms = previewOf[kind];
  const [form, setForm] = useState<PreviewForm>(forms[0] ?? 'registration');
  const [state, setState] = useState<PreviewState>('empty');
  const conference = useConference();
  const questions = useCustomQuestions();
  const keywords = useKeywordCategories();
  const input = useMemo((): PreviewInput | undefined => {
    const settings = kind === 'conference' ? resolveSettings(value as ConferenceSettings) : conference.data;
    const items = kind === 'custom-questions' ? (value.items as CustomQuestion[]) : questions.data?.items;
    const categories: KeywordCategory[] | undefined =
      kind === 'keywords'
        ? (value as KeywordCategoriesFile).categories.map((category) => ({
            ...category,
            keywords: category.keywords.map((keyword) => ({ ...keyword, categoryId: category.id })),
          }))
        : keywords.data?.categories;
    return settings && items && categories ? { settings, questions: items, keywordCategories: categories } : undefined;
  }, [kind, value, conference.data, questions.data, keywords.data]);
  if (forms.length === 0) return <OperationPreview kind={kind as 'qualification' | 'review' | 'dashboard' | 'payment'} value={value} />;
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        {forms.length > 1 && (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={form}
            onChange={(_, next: PreviewForm | null) => next && setForm(next)}
            aria-label={t('settings.previewForm')}
          >
            {forms.map((candidate) => (
              <ToggleButton key={candidate} value={candidate}>
                {t(`studio.forms.${candidate}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
        <PreviewStateSwitch value={state} onChange={setState} />
      </Stack>
      {input && <FormPreview kind={form} input={input} state={state} />}
    </>
  );
});

const MemoHistory = memo(History);

/**
 * One kind of settings: its generated form with the problems shown at their fields, save (with
 * the registrations a risky change reaches confirmed first), the history with restore, and the
 * preview of the draft beside it.
 */
export function SettingsEditor({ state, onChanged }: { state: SettingsState; onChanged: (next?: SettingsState) => void }) {
  const { kind } = state;
  const { t } = useStudioTranslation();
  const { language, pick } = useLanguage();
  const toast = useToast();
  const [draft, setDraft] = useState(state.value);
  const [serverProblems, setServerProblems] = useState<SettingsFieldProblem[]>([]);
  const [conflict, setConflict] = useState<ApiRequestError>();
  const [impact, setImpact] = useState<CountedChange[]>();
  const [busy, setBusy] = useState(false);
  const form = useMemo(() => buildSettingsForm(kind, language), [kind, language]);
  // A keystroke renders the field typed in at once; the check of the whole value, the problems at
  // their fields and the preview follow in the next task, as one render. (A deferred value would
  // spread that render over many frames, each repainting a long page: three times slower at 4x CPU.)
  // Keys typed before it runs are taken together.
  const checked = useFollowing(draft);
  const problems = useProblems(kind, checked);
  const shown = problems && problems.length > 0 ? problems : serverProblems;
  const extraErrors = useMemo(
    () =>
      toErrorSchema(
        shown.map((problem) => ({ path: problem.path, text: problem.message })),
        language,
      ) as ErrorSchema,
    [shown, language],
  );
  // The preview follows the last draft without problems.
  const lastGood = useRef(state.value);
  if (problems && problems.length === 0) lastGood.current = checked;
  const previewValue = lastGood.current;
  const dirty = draft !== state.value;
  // Judged on the check a moment behind (the server checks what is saved again), so the button does not blink as one types.
  const clean = problems !== undefined && problems.length === 0;

  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback(
    (key: string) =>
      setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [],
  );
  const saved = useMemo(
    () =>
      new Set([
        ...((state.value.items as { uuid: string }[] | undefined) ?? []).map((item) => item.uuid),
        ...((state.value.categories as { id: number }[] | undefined) ?? []).map((category) => String(category.id)),
      ]),
    [state.value],
  );
  const formContext = useMemo(
    (): SettingsFormContext => ({
      value: draft,
      language,
      open,
      toggle,
      saved,
      troubled: new Set(shown.map((problem) => problem.path.split('.').slice(0, 2).join('.'))),
    }),
    [draft, language, open, toggle, saved, shown],
  );

  const onQuestions = useCallback((value: { items: CustomQuestion[] }) => {
    setDraft(value);
    setServerProblems([]);
  }, []);

  const onChange = useCallback((event: IChangeEvent) => {
    setDraft(event.formData as Record<string, unknown>);
    setServerProblems([]);
  }, []);

  const refreshPublic = () => Promise.all([mutate(conferenceKey), mutate(customQuestionsKey), mutate(keywordsKey), mutate('graphql:DashboardSettings')]);

  const fail = (error: unknown) => {
    if (error instanceof ApiRequestError && error.status === 409) setConflict(error);
    else if (error instanceof ApiRequestError && error.status === 422 && error.fieldErrors.length > 0) {
      setServerProblems(error.fieldErrors.map((problem) => ({ path: problem.field, message: { ja: problem.message, en: problem.messageEn } })));
    } else toast.error(error);
  };

  const commit = async () => {
    setImpact(undefined);
    setBusy(true);
    try {
      const next = await saveSettings(kind, state.version, draft);
      toast.success({ ja: `版 ${next.version} として保存しました`, en: `Saved as version ${next.version}` });
      await refreshPublic();
      onChanged(next);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    setBusy(true);
    setConflict(undefined);
    try {
      const { changes } = await settingsImpact(kind, draft);
      if (changes.length > 0) setImpact(changes);
      else await commit();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const restoreWith = async (version: number) => {
    try {
      const next = await restoreSettings(kind, state.version, version);
      toast.success({
        ja: `版 ${version} の内容を版 ${next.version} として保存しました`,
        en: `Saved the content of version ${version} as version ${next.version}`,
      });
      await refreshPublic();
      onChanged(next);
    } catch (error) {
      fail(error);
    }
  };
  // The same functions each render, so the history and the save bar do not render again on every keystroke.
  const restore = useLatest(restoreWith);
  const onSave = useLatest(() => void save());
  const onReset = useLatest(() => {
    setDraft(state.value);
    setServerProblems([]);
  });

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1.3fr)' }, alignItems: 'start' }}>
      <Box component="section" aria-labelledby="settings-editor" sx={{ minWidth: 0 }}>
        <Typography id="settings-editor" variant="h6" component="h2">
          {t('settings.editor')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {state.version > 0 ? t('settings.version', { version: state.version }) : t('settings.neverSaved')}
        </Typography>
        {conflict && (
          <Alert
            severity="warning"
            role="alert"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => onChanged()}>
                {t('settings.conflictReload')}
              </Button>
            }
          >
            {pick({ ja: conflict.messageJa ?? '', en: conflict.messageEn ?? '' })}
          </Alert>
        )}
        {kind === 'custom-questions' ? (
          <QuestionListEditor
            value={draft as { items: CustomQuestion[] }}
            onChange={onQuestions}
            problems={shown}
            language={language}
            form={form}
            templates={templates}
            saved={saved}
          />
        ) : (
          <Form
            schema={form.schema as RJSFSchema}
            uiSchema={form.uiSchema as UiSchema}
            formData={draft}
            validator={rjsfValidator}
            noValidate
            showErrorList={false}
            extraErrors={extraErrors}
            onChange={onChange}
            idPrefix={`settings-${kind}`}
            templates={templates}
            formContext={formContext}
            experimental_defaultFormStateBehavior={{ emptyObjectFields: 'skipDefaults' }}
          />
        )}
        <SaveBar busy={busy} dirty={dirty} clean={clean} problemCount={shown.length} onSave={onSave} onReset={onReset} />
        <MemoHistory state={state} busy={busy} onRestore={restore} />
      </Box>
      <Box component="section" aria-labelledby="settings-preview" sx={{ minWidth: 0 }}>
        <Typography id="settings-preview" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('settings.preview')}
        </Typography>
        <Preview kind={kind} value={previewValue} />
      </Box>
      {impact && (
        <Dialog open onClose={() => setImpact(undefined)} aria-labelledby="impact-title">
          <DialogTitle id="impact-title">{t('settings.impactTitle')}</DialogTitle>
          <DialogContent>
            <Typography sx={{ mb: 1 }}>{t('settings.impactLead')}</Typography>
            <Box component="ul" sx={{ pl: 2, m: 0 }}>
              {impact.map((change, index) => (
                <li key={index}>
                  <Typography>
                    {t(`settings.impact.${change.reason}`, impactWords(change, language))}:{' '}
                    <strong>{t('settings.impactCount', { count: change.count })}</strong>
                  </Typography>
                </li>
              ))}
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setImpact(undefined)}>{t('settings.cancel')}</Button>
            <Button color="error" variant="contained" onClick={() => void commit()}>
              {t('settings.confirmSave')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
}
