import { lazy, Suspense, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { manualProblems } from '../../../engine/community';
import { localize, type LocalizedText } from '../../../engine/messages';
import { visibleLength } from '../../../engine/richText';
import { MANUAL_TEXT_MAX, type ManualInput } from '../../../schemas/community';
import { saveManual, useManual, type Manual } from '../../api/community';
import { ApiRequestError } from '../../api/http';
import { useOptionalMe } from '../../api/session';
import { Loading } from '../../kit/Loading';
import { useOperationTranslation } from '../../kit/operationStrings';
import { useSafeHtml } from '../../kit/useSafeHtml';
import { useTimeFormat } from '../../kit/timeZone';
import { useToast } from '../../kit/toast';
import { bothLanguages, useLanguage } from '../../kit/useLanguage';
import { ProgramError, ProgramGate } from '../program/ProgramGate';

// Managers only: the editor's code is not in a participant's load.
const RichTextEditor = lazy(async () => ({ default: (await import('../../features/notings/RichTextEditor')).RichTextEditor }));

type Field = 'bodyJa' | 'bodyEn';

/** The manual as a participant reads it: in their language, or the other one marked so; updated when. */
export function ManualView({ manual }: { manual: Manual }) {
  const { t } = useOperationTranslation();
  const { language } = useLanguage();
  const at = useTimeFormat();
  const wanted = language === 'en' ? manual.bodyEn : manual.bodyJa;
  const other = language === 'en' ? manual.bodyJa : manual.bodyEn;
  const html = useSafeHtml(wanted || other);
  if (!wanted && !other) return <Typography>{t('manual.empty')}</Typography>;
  return (
    <>
      {!wanted && (
        <Typography variant="caption" color="text.secondary" component="p">
          ({t('app.noTranslation')})
        </Typography>
      )}
      <Box
        lang={wanted ? language : language === 'en' ? 'ja' : 'en'}
        sx={{ '& a': { color: 'primary.main' }, overflowWrap: 'anywhere' }}
        dangerouslySetInnerHTML={{ __html: html ?? '' }}
      />
      {manual.updatedAt && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
          {t('manual.updatedAt', { at: at(manual.updatedAt) })}
        </Typography>
      )}
    </>
  );
}

/** A manager's editor: both languages, their lengths against the limit, and a save that will not overwrite a newer manual. */
export function ManualEditor({ manual, onSaved, onCancel }: { manual: Manual; onSaved: (saved: Manual) => void; onCancel: () => void }) {
  const { t, i18n } = useOperationTranslation();
  const { language } = useLanguage();
  const toast = useToast();
  const [input, setInput] = useState<ManualInput>({ bodyJa: manual.bodyJa, bodyEn: manual.bodyEn, version: manual.version });
  const [errors, setErrors] = useState<Partial<Record<Field, LocalizedText>>>({});
  const [refusal, setRefusal] = useState<{ text: LocalizedText; stale: boolean }>();
  const [busy, setBusy] = useState(false);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problems = manualProblems(input);
    setErrors(Object.fromEntries(problems.map((problem) => [problem.path, localize(problem.code, problem.params)])));
    if (problems.length > 0) return setRefusal({ text: bothLanguages(i18n, 'manual.hasErrors'), stale: false });
    setBusy(true);
    setRefusal(undefined);
    try {
      const saved = await saveManual(input);
      toast.success(bothLanguages(i18n, 'manual.saved'));
      onSaved(saved);
    } catch (failure) {
      if (failure instanceof ApiRequestError && (failure.messageJa || failure.messageEn)) {
        setErrors(Object.fromEntries(failure.fieldErrors.map((item) => [item.field, { ja: item.message, en: item.messageEn }])));
        setRefusal({ text: { ja: failure.messageJa ?? '', en: failure.messageEn ?? '' }, stale: failure.status === 409 });
      } else toast.error(failure, undefined, bothLanguages(i18n, 'manual.saveFailed'));
    } finally {
      setBusy(false);
    }
  };
  const editor = (field: Field) => (
    <Box>
      <RichTextEditor
        id={`manual-${field}`}
        label={t(`manual.${field}`)}
        initialHtml={manual[field]}
        onChange={(html) => setInput((current) => ({ ...current, [field]: html }))}
        maxLength={MANUAL_TEXT_MAX}
        length={visibleLength(input[field])}
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
      aria-labelledby="manual-editor-title"
      onSubmit={(event: FormEvent) => void save(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography id="manual-editor-title" variant="h6" component="h2">
        {t('manual.editTitle')}
      </Typography>
      {refusal && (
        <Alert severity="error" role="alert">
          {refusal.text[language]}
        </Alert>
      )}
      <Suspense fallback={<Loading />}>
        {editor('bodyJa')}
        {editor('bodyEn')}
      </Suspense>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('manual.save')}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          {refusal?.stale ? t('manual.loadLatest') : t('manual.cancel')}
        </Button>
      </Stack>
    </Box>
  );
}

function ManualBody() {
  const { t } = useOperationTranslation();
  const me = useOptionalMe();
  const { data, error, mutate } = useManual();
  const [editing, setEditing] = useState(false);
  const manager = Boolean(me.data?.user?.isManager);
  return (
    <Box component="section" aria-labelledby="manual-title">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 2 }}>
        <Typography id="manual-title" variant="h5" component="h1">
          {t('manual.title')}
        </Typography>
        {manager && data && !editing && (
          <Button variant="outlined" onClick={() => setEditing(true)}>
            {t('manual.edit')}
          </Button>
        )}
      </Stack>
      {error ? (
        <ProgramError error={error} failed={t('manual.fetchFailed')} onRetry={() => void mutate()} />
      ) : !data ? (
        <Loading />
      ) : editing ? (
        <ManualEditor
          key={data.version}
          manual={data}
          onSaved={(saved) => {
            void mutate(saved, { revalidate: false });
            setEditing(false);
          }}
          onCancel={() => {
            void mutate();
            setEditing(false);
          }}
        />
      ) : (
        <ManualView manual={data} />
      )}
    </Box>
  );
}

export function ManualPage() {
  return (
    <ProgramGate feature="isManual">
      <ManualBody />
    </ProgramGate>
  );
}
