import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useOperationTranslation } from '../../kit/operationStrings';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { formatDay } from '../../../engine/commission/dates';
import { searchTerms } from '../../../engine/program/search';
import { presentationLanguages, type PresentationFilters, type PresentationKind } from '../../../schemas/program';
import { useConference } from '../../api/get-conference';
import { usePresentations } from '../../api/program';
import { useOptionsByCode, useSearchOptions } from '../../api/programPages';
import { useBilingual } from '../../kit/bilingual';
import { Loading } from '../../kit/Loading';
import { useLanguage } from '../../kit/useLanguage';
import { ProgramError, ProgramGate } from './ProgramGate';
import { ProgramPager } from './ProgramPager';
import { LeanTextField } from '../../forms/LeanTextField';
import { LeanNativeSelect } from '../../forms/LeanNativeSelect';
import { useLeanClasses } from '../../forms/leanStyles';
import { PresentationItem, presentationPath } from './PresentationItem';

const TEXT_FIELDS = ['q', 'name', 'authorName', 'instituteName', 'abstract'] as const;
const ID_FIELDS = ['seriesId', 'keywordId', 'programRoomId'] as const;
export const RESULTS_PER_PAGE = 20;
const noInputProps = {};

/** The search as the URL states it: a link to a search is the search. */
export function filtersFromParams(params: URLSearchParams): { kind: PresentationKind; filters: PresentationFilters } {
  const kind: PresentationKind = params.get('kind') === 'poster' ? 'poster' : 'oral';
  const filters: PresentationFilters = { per: RESULTS_PER_PAGE, page: Math.max(1, Math.min(100000, Number(params.get('page')) || 1)) };
  for (const name of TEXT_FIELDS) {
    const value = params.get(name)?.trim().slice(0, 200);
    if (value) filters[name] = value;
  }
  for (const name of ID_FIELDS) {
    const value = Number(params.get(name));
    if (Number.isInteger(value) && value > 0 && value < 2 ** 31) filters[name] = value;
  }
  const date = params.get('date');
  if (date && /^\d{4}-\d{2}-\d{2}$/.test(date)) filters.date = date;
  const language = params.get('language') as PresentationFilters['language'];
  if (language && presentationLanguages.includes(language)) filters.language = language;
  const sponsor = params.get('isSponsor');
  if (sponsor === 'true' || sponsor === 'false') filters.isSponsor = sponsor === 'true';
  return { kind, filters };
}

function CodeSearch({ kind }: { kind: PresentationKind }) {
  const { t } = useOperationTranslation();
  const pick = useBilingual();
  const [code, setCode] = useState('');
  const options = useOptionsByCode(kind, code.trim());
  const c = useLeanClasses();
  return (
    <Box sx={{ mt: 2, maxWidth: 320 }} className={c.small}>
      <LeanTextField
        id="search-code"
        name="code"
        label={t('program.searchCode')}
        value={code}
        inputProps={noInputProps}
        onChange={(event) => setCode(event.target.value.slice(0, 32))}
        helperText={t('program.searchCodeHelp')}
      />
      {code.trim() && options.data && (
        <Box component="ul" aria-live="polite" sx={{ pl: 2, my: 1 }}>
          {options.data.collection.length === 0 && <li>{t('program.noCode', { code })}</li>}
          {options.data.collection.map((option) => (
            <li key={option.id}>
              <Link component={RouterLink} to={presentationPath(option.id)}>
                {option.code} {pick(option.name, option.nameEn)}
              </Link>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** Free text plus the filters of §7; the form's state lives in the URL, results follow it. */
export function Search() {
  const { t } = useOperationTranslation();
  const { language } = useLanguage();
  const pick = useBilingual();
  const [params, setParams] = useSearchParams();
  const { kind, filters } = filtersFromParams(params);
  const options = useSearchOptions();
  const conference = useConference();
  const [draft, setDraft] = useState(() => Object.fromEntries(params.entries()));
  const searched =
    TEXT_FIELDS.some((name) => filters[name]) ||
    ID_FIELDS.some((name) => filters[name]) ||
    Boolean(filters.date || filters.language) ||
    filters.isSponsor !== undefined;
  const results = usePresentations(kind, searched ? filters : null, { withAbstracts: true });
  const terms = TEXT_FIELDS.flatMap((name) => searchTerms(filters[name]));
  // What the person typed, as typed (the terms are folded for matching: "H2O" becomes "h2o").
  const typed = TEXT_FIELDS.map((name) => filters[name]?.trim())
    .filter(Boolean)
    .join(' ');
  const series = kind === 'oral' ? options.data?.oralPresentationSeries : options.data?.posterPresentationSeries;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(Object.fromEntries(Object.entries({ ...draft, page: '' }).filter(([, value]) => value)));
  };
  const set = (name: string, value: string) => setDraft((current) => ({ ...current, [name]: value }));
  // The form's fields are the lean ones, plain elements in MUI's look: twelve MUI text fields and
  // selects took most of this page's first render (issue 69).
  const text = (name: string, label: string, helperText?: string) => (
    <LeanTextField
      id={`search-${name}`}
      name={name}
      label={label}
      helperText={helperText}
      value={draft[name] ?? ''}
      inputProps={noInputProps}
      autoFocus={name === 'q' && !searched}
      onChange={(event) => set(name, event.target.value)}
    />
  );
  const select = (name: string, label: string, items: { value: string; label: string }[]) => (
    <LeanNativeSelect
      id={`search-${name}`}
      label={label}
      value={draft[name] ?? ''}
      options={[{ value: '', label: t('program.any') }, ...items]}
      onChange={(value) => set(name, value)}
    />
  );
  const c = useLeanClasses();

  return (
    <Box component="section" aria-labelledby="search-title">
      <Typography id="search-title" variant="h5" component="h1" gutterBottom>
        {t('program.searchTitle')}
      </Typography>
      <Paper variant="outlined" component="form" role="search" onSubmit={submit} sx={{ p: 2, mb: 2 }} className={c.small}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={draft.kind === 'poster' ? 'poster' : 'oral'}
          onChange={(_event, value: PresentationKind | null) => value && setDraft((current) => ({ ...current, kind: value, seriesId: '' }))}
          aria-label={t('program.kindLabel')}
          sx={{ mb: 2 }}
        >
          <ToggleButton value="oral">{t('program.kind.oral')}</ToggleButton>
          <ToggleButton value="poster">{t('program.kind.poster')}</ToggleButton>
        </ToggleButtonGroup>
        {text('q', t('program.q'), t('program.qHelp'))}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, mt: 2 }}>
          {text('name', t('program.filters.name'))}
          {text('authorName', t('program.filters.authorName'))}
          {text('instituteName', t('program.filters.instituteName'))}
          {text('abstract', t('program.filters.abstract'))}
          {select(
            'seriesId',
            t('program.series'),
            (series ?? []).map((item) => ({ value: String(item.id), label: pick(item.name, item.nameEn) })),
          )}
          {select(
            'keywordId',
            t('program.keyword'),
            (options.data?.keywordCategories ?? []).flatMap((category) =>
              category.keywords.map((keyword) => ({
                value: String(keyword.id),
                label: `${pick(category.name, category.nameEn)}: ${pick(keyword.name, keyword.nameEn)} (${kind === 'oral' ? keyword.oralPresentationsCount : keyword.posterPresentationsCount})`,
              })),
            ),
          )}
          {select(
            'date',
            t('program.day'),
            (conference.data?.days ?? []).map((day) => ({ value: day, label: formatDay(day, language) })),
          )}
          {select(
            'programRoomId',
            t('program.room'),
            (options.data?.programRooms ?? []).map((room) => ({ value: String(room.id), label: pick(room.name, room.nameEn) })),
          )}
          {select(
            'language',
            t('program.language'),
            presentationLanguages.map((value) => ({ value, label: t(`program.languages.${value}`) })),
          )}
          {select('isSponsor', t('program.sponsorFilter'), [
            { value: 'true', label: t('program.sponsorOnly') },
            { value: 'false', label: t('program.sponsorExcluded') },
          ])}
        </Box>
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button type="submit" variant="contained">
            {t('program.search')}
          </Button>
          <Button
            type="button"
            onClick={() => {
              setDraft({});
              setParams({});
            }}
          >
            {t('program.clear')}
          </Button>
        </Stack>
        <CodeSearch kind={draft.kind === 'poster' ? 'poster' : 'oral'} />
      </Paper>
      {/* §8: without its lists the form cannot offer series, keywords or rooms; say so, with a retry. */}
      {options.error && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void options.mutate()}>
              {t('program.retryOptions')}
            </Button>
          }
        >
          {t('program.optionsFailed')}
        </Alert>
      )}

      {!searched ? (
        <Typography color="text.secondary">{t('program.searchHint')}</Typography>
      ) : results.error ? (
        <ProgramError error={results.error} onRetry={() => void results.mutate()} />
      ) : !results.data ? (
        <Loading />
      ) : (
        <>
          <Typography role="status" sx={{ mb: 1, fontWeight: 600 }}>
            {t('program.hits', { count: results.data.metadata.totalCount })}
          </Typography>
          {results.data.metadata.totalCount === 0 ? (
            <Alert severity="info">{t('program.noHits', { words: typed || '—' })}</Alert>
          ) : (
            <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {results.data.collection.map(({ presentation, programSession }) => (
                <li key={presentation.id}>
                  <PresentationItem presentation={presentation} session={programSession} terms={terms} showAbstract headingLevel="h2" />
                </li>
              ))}
            </Box>
          )}
          <ProgramPager
            pager={results.data.metadata}
            onPage={(page) =>
              setParams((current) => {
                const next = new URLSearchParams(current);
                next.set('page', String(page));
                return next;
              })
            }
          />
        </>
      )}
    </Box>
  );
}

export function SearchPage() {
  return (
    <ProgramGate feature="isSearchModal">
      <Search />
    </ProgramGate>
  );
}
