import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SchemaProblem } from '../../engine/schemaProblems';
import { LanguageSwitch } from '../kit/LanguageSwitch';
import { FormPreview, PreviewStateSwitch, previewForms, type PreviewInput, type PreviewState } from './FormPreview';
import { useStudioTranslation } from './studioStrings';
import { keepUnchanged } from './keepUnchanged';

/** A problem in a fixture file, as fixtures:check names it. */
export type FixtureProblem = SchemaProblem & { file: string };

/** What GET /studio-api/state answers (server/fixtures/studioState.ts). */
export type StudioAnswer =
  | { conference: string; conferences: string[]; ok: true; input: PreviewInput }
  | { conference: string; conferences: string[]; ok: false; problems: FixtureProblem[] };

/** Each problem as staff fix it: the file and JSON path, what was expected and found, and the fix. */
export function ProblemList({ problems }: { problems: readonly FixtureProblem[] }) {
  const { t } = useStudioTranslation();
  return (
    <Alert severity="error" role="alert" sx={{ '& ul': { m: 0, pl: 2 } }}>
      <Typography sx={{ fontWeight: 700, mb: 1 }}>{t('studio.problems', { count: problems.length })}</Typography>
      <ul>
        {problems.map((problem, index) => (
          <li key={index}>
            <Typography component="div" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
              {t('studio.problemAt', { file: problem.file, path: problem.path })}
            </Typography>
            <Typography variant="body2">{t('studio.expected', { expected: problem.expected })}</Typography>
            <Typography variant="body2">{t('studio.found', { found: problem.found })}</Typography>
            {problem.suggestion && (
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {t('studio.suggestion', { suggestion: problem.suggestion })}
              </Typography>
            )}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/** The three forms, one below the other, each in both languages. */
export function StudioForms({ input, state }: { input: PreviewInput; state: PreviewState }) {
  const { t } = useStudioTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {previewForms.map((kind) => (
        <Box key={kind} component="section" aria-labelledby={`studio-${kind}`}>
          <Typography id={`studio-${kind}`} variant="h6" component="h2" sx={{ mb: 1 }}>
            {t(`studio.forms.${kind}`)}
          </Typography>
          <FormPreview kind={kind} input={input} state={state} />
        </Box>
      ))}
    </Box>
  );
}

/**
 * `npm run studio`: the forms of the conference's fixtures, read again each time a file under
 * fixtures/ is saved. With problems, they are listed in place of the forms, and the forms of the
 * last good configuration stay beside them.
 */
export function StudioPage({ initialConference }: { initialConference: string }) {
  const { t } = useStudioTranslation();
  const [conference, setConference] = useState(initialConference);
  const [answer, setAnswer] = useState<StudioAnswer>();
  const [lastGood, setLastGood] = useState<PreviewInput>();
  const lastGoodRef = useRef<PreviewInput>(undefined);
  const [state, setState] = useState<PreviewState>('empty');
  const [updatedAt, setUpdatedAt] = useState<Date>();

  const read = useCallback(async () => {
    const response = await fetch(`/studio-api/state?conference=${encodeURIComponent(conference)}`, { cache: 'no-store' });
    const next = (await response.json()) as StudioAnswer;
    if (next.ok) {
      // What did not change keeps its identity, so only the forms that read a changed file are built again.
      const input = keepUnchanged(lastGoodRef.current, next.input);
      lastGoodRef.current = input;
      setAnswer({ ...next, input });
      setLastGood(input);
    } else setAnswer(next);
    setUpdatedAt(new Date());
  }, [conference]);

  useEffect(() => {
    setLastGood(undefined);
    lastGoodRef.current = undefined;
    void read();
    const events = new EventSource('/studio-api/events');
    events.onmessage = () => void read();
    return () => events.close();
  }, [read]);

  useEffect(() => {
    const url = new URL(window.location.href);
    url.searchParams.set('conference', conference);
    window.history.replaceState(null, '', url);
  }, [conference]);

  const problems = answer && !answer.ok ? answer.problems : undefined;
  const shown = answer?.ok ? answer.input : lastGood;
  return (
    <Container maxWidth="xl" component="main" sx={{ py: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('studio.title')}
        </Typography>
        <LanguageSwitch languages={['ja', 'en']} />
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('studio.lead')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}>
        <TextField
          select
          size="small"
          label={t('studio.conference')}
          value={conference}
          onChange={(event) => setConference(event.target.value)}
          sx={{ minWidth: 220 }}
        >
          {(answer?.conferences ?? [conference]).map((id) => (
            <MenuItem key={id} value={id}>
              {id}
            </MenuItem>
          ))}
        </TextField>
        <PreviewStateSwitch value={state} onChange={setState} />
        <Typography variant="body2" color="text.secondary" role="status" data-testid="studio-status">
          {t('studio.watching')}
          {updatedAt ? ` · ${t('studio.updatedAt', { time: updatedAt.toLocaleTimeString() })}` : ''}
        </Typography>
      </Box>
      {answer && (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: problems ? 'minmax(280px, 1fr) 2fr' : '1fr' }, alignItems: 'start' }}>
          {[
            problems && <ProblemList key="problems" problems={problems} />,
            // Keyed, so the forms stay mounted (and fast) while a problem comes and goes.
            <Box key="forms" component="section" aria-labelledby={problems ? 'studio-last-good' : undefined}>
              {problems && (
                <Typography id="studio-last-good" variant="h6" component="h2" sx={{ mb: 1 }}>
                  {t('studio.lastGood')}
                </Typography>
              )}
              {shown ? <StudioForms input={shown} state={state} /> : <Typography>{t('studio.noGood')}</Typography>}
            </Box>,
          ]}
        </Box>
      )}
    </Container>
  );
}
