import { memo, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import chunk from 'lodash-es/chunk';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { ResolvedConferenceSettings, Language } from '../../schemas/conferenceSettings';
import type { CustomQuestion } from '../../schemas/customQuestions';
import type { KeywordCategory } from '../../schemas/keywords';
import type { FormData, GeneratedForm } from '../../engine/formModel';
import { buildRegistrationForm } from '../../engine/registration/buildRegistrationForm';
import { buildCommissionForm } from '../../engine/commission/buildCommissionForm';
import { buildQuestionsForm } from '../../engine/questions/buildQuestionsForm';
import { displayTypes } from '../../engine/questions/questionFields';
import { sampleAnswers } from '../../engine/sampleAnswers';
import { validateForm } from '../../engine/validate';
import { GeneratedFormView, withFormDefaults } from '../forms/GeneratedFormView';
import { fromEngineErrors, type DisplayError } from '../forms/displayErrors';
import { loadSchemaValidator } from '../forms/validators';
import { useStudioTranslation } from './studioStrings';
import { offscreenSkipped } from '../forms/offscreen';

export const previewForms = ['registration', 'commission', 'questions'] as const;
export type PreviewForm = (typeof previewForms)[number];
export const previewStates = ['empty', 'sample', 'errors'] as const;
export type PreviewState = (typeof previewStates)[number];

/** What the generated forms are built from: a conference's settings, question set and keywords. */
export interface PreviewInput {
  settings: ResolvedConferenceSettings;
  questions: readonly CustomQuestion[];
  keywordCategories: readonly KeywordCategory[];
}

/** A whole generated form; the questions preview builds one small form per question instead. */
export function buildPreviewForm(kind: 'registration' | 'commission', input: PreviewInput, language: Language): GeneratedForm {
  switch (kind) {
    case 'registration':
      return buildRegistrationForm({
        settings: input.settings,
        language,
        keywordCategories: input.keywordCategories,
        questions: input.questions,
        email: 'attendee@example.com',
      });
    case 'commission':
      return buildCommissionForm({ settings: input.settings, language, email: 'chair@example.com' });
  }
}

const samples = { ja: 'サンプル', en: 'Sample' };

/**
 * The data a preview starts from in each state, and the errors it shows. Derived in the same render
 * as the form (not in an effect), so an edit of the settings renders each form once, not twice.
 */
function usePreviewData(form: GeneratedForm, state: PreviewState) {
  const start = useMemo(() => withFormDefaults(form, state === 'sample' ? sampleAnswers(form, samples[form.language]) : form.initialData), [form, state]);
  const [edited, setEdited] = useState<{ start: FormData; data: FormData }>();
  const data = edited?.start === start ? edited.data : start;
  const setData = useCallback((next: FormData) => setEdited({ start, data: next }), [start]);
  const [checked, setChecked] = useState<{ start: FormData; errors: readonly DisplayError[] }>();
  useEffect(() => {
    if (state !== 'errors') return;
    let live = true;
    void loadSchemaValidator().then((validatorFor) => {
      if (live) setChecked({ start, errors: fromEngineErrors(validateForm(form, start, validatorFor(form))) });
    });
    return () => {
      live = false;
    };
  }, [form, start, state]);
  const errors = state === 'errors' && checked?.start === start ? checked.errors : noErrors;
  return { data, setData, errors };
}

const noErrors: readonly DisplayError[] = [];

/** Renders its children in one language whatever the page's: the widgets' own words follow it too. */
export function InLanguage({ language, children }: { language: Language; children: ReactNode }) {
  const { i18n } = useStudioTranslation();
  const scoped = useMemo(() => i18n.cloneInstance({ lng: language, initAsync: false }), [i18n, language]);
  return <I18nextProvider i18n={scoped}>{children}</I18nextProvider>;
}

/**
 * One question's form of the custom-questions preview. Each question is its own small form, kept
 * while its question object is the same: editing one question of 200 re-renders that question's
 * form only, not the set's (the registration form preview still renders the whole form).
 */
const OneQuestion = memo(function OneQuestion({
  question,
  language,
  state,
  index,
}: {
  question: CustomQuestion;
  language: Language;
  state: PreviewState;
  index: number;
}) {
  const form = useMemo(() => buildQuestionsForm([question], language), [question, language]);
  const { data, setData, errors } = usePreviewData(form, state);
  return (
    <Box data-question={question.uuid}>
      <GeneratedFormView form={form} formData={data} onChange={setData} errors={errors} language={language} idPrefix={`questions-${language}-${index}`} />
    </Box>
  );
});

/** Questions skipped together when out of sight: one skipped box per question costs more, per frame, than it saves. */
const chunkSize = 10;

function QuestionsPreview({ questions, language, state }: { questions: readonly CustomQuestion[]; language: Language; state: PreviewState }) {
  return (
    <>
      <FieldCount count={questions.filter((question) => !displayTypes.has(question.type)).length} />
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        {chunk(questions, chunkSize).map((questionsHere, at) => (
          <Box key={at} sx={{ ...offscreenSkipped(chunkSize * 110), display: 'grid', gap: 2, minWidth: 0 }}>
            {questionsHere.map((question, index) => (
              <OneQuestion key={question.uuid} question={question} language={language} state={state} index={at * chunkSize + index} />
            ))}
          </Box>
        ))}
      </Box>
    </>
  );
}

/** One language's column: its own i18n instance, so the widgets' own words follow the column too. */
const LanguageColumn = memo(function LanguageColumn({
  kind,
  input,
  language,
  state,
  i18n,
}: {
  kind: PreviewForm;
  input: PreviewInput;
  language: Language;
  state: PreviewState;
  i18n: I18n;
}) {
  const { t } = useStudioTranslation();
  const columnI18n = useMemo(() => i18n.cloneInstance({ lng: language, initAsync: false }), [i18n, language]);
  const headingId = `preview-${kind}-${language}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} lang={language} sx={{ p: 2, minWidth: 0 }} data-testid={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t(`studio.forms.${kind}`)} — {t(`studio.languageColumn.${language}`)}
      </Typography>
      <I18nextProvider i18n={columnI18n}>
        {kind === 'questions' ? (
          <QuestionsPreview questions={input.questions} language={language} state={state} />
        ) : (
          <WholeForm kind={kind} input={input} language={language} state={state} />
        )}
      </I18nextProvider>
    </Paper>
  );
});

/** Counted like a form's fields: what asks something, not headings and texts. */
function FieldCount({ count }: { count: number }) {
  const { t } = useStudioTranslation();
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('studio.fieldCount', { count })}
      </Typography>
      {count === 0 && <Typography color="text.secondary">{t('studio.noFields')}</Typography>}
    </>
  );
}

function WholeForm({ kind, input, language, state }: { kind: 'registration' | 'commission'; input: PreviewInput; language: Language; state: PreviewState }) {
  // Each form is built again only when what it reads changed: the commission form reads the settings alone.
  const { settings, questions, keywordCategories } = input;
  const form = useMemo(
    () => buildPreviewForm(kind, { settings, questions, keywordCategories }, language),
    [kind, language, settings, kind === 'commission' ? undefined : questions, kind === 'registration' ? keywordCategories : undefined],
  );
  const { data, setData, errors } = usePreviewData(form, state);
  return (
    <>
      <FieldCount count={form.fields.filter((field) => !field.display).length} />
      {form.fields.length > 0 && (
        <GeneratedFormView form={form} formData={data} onChange={setData} errors={errors} language={language} idPrefix={`${kind}-${language}`} />
      )}
    </>
  );
}

/** A generated form in Japanese and English side by side (one above the other on a phone). */
export function FormPreview({ kind, input, state }: { kind: PreviewForm; input: PreviewInput; state: PreviewState }) {
  const { i18n } = useStudioTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {(['ja', 'en'] as const).map((language) => (
        <LanguageColumn key={language} kind={kind} input={input} language={language} state={state} i18n={i18n} />
      ))}
    </Box>
  );
}

/** Empty, filled with sample answers, or with every error shown. */
export function PreviewStateSwitch({ value, onChange }: { value: PreviewState; onChange: (state: PreviewState) => void }) {
  const { t } = useStudioTranslation();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_, next: PreviewState | null) => next && onChange(next)}
      aria-label={t('studio.state.label')}
    >
      {previewStates.map((state) => (
        <ToggleButton key={state} value={state}>
          {t(`studio.state.${state}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
