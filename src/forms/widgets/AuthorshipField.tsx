import { memo, useCallback, useContext, useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { ApplicationAuthor, ApplicationInstitute } from '../../../schemas/submission';
import { moved, newInstituteKey, withoutInstitute } from '../../../engine/submission/authorship';
import { currentLanguage } from '../../app/i18n';
import { CommitTextField } from '../CommitTextField';
import type { DisplayError } from '../displayErrors';
import { SubmissionErrors, type SubmissionFormContext } from '../submissionContext';
import { offscreenSkipped } from '../offscreen';

type Language = 'ja' | 'en';
const nameParts = ['lastName', 'firstName', 'lastNameEn', 'firstNameEn', 'membershipNumber'] as const;

/** The messages of one path, in the current language. */
const messagesAt = (errors: readonly DisplayError[], path: string, language: Language) => errors.filter((error) => error.path === path).map((error) => error.text[language]);

function Messages({ id, messages }: { id: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <FormHelperText id={id} error component="div">
      {messages.join(' ')}
    </FormHelperText>
  );
}

interface AuthorCardProps {
  index: number;
  count: number;
  author: ApplicationAuthor;
  institutes: readonly ApplicationInstitute[];
  errors: readonly DisplayError[];
  englishNames: boolean;
  disabled: boolean;
  language: Language;
  onChange: (index: number, author: ApplicationAuthor) => void;
  onPresenter: (index: number) => void;
  onMove: (index: number, offset: number) => void;
  onRemove: (index: number) => void;
}

/**
 * Each author's messages (paths `authors.{i}.…`), the same list while its messages stay the same,
 * so a message appearing on one author re-renders that author only.
 */
function useAuthorErrors(errors: readonly DisplayError[], count: number): readonly (readonly DisplayError[])[] {
  const last = useRef<readonly (readonly DisplayError[])[]>([]);
  const slices = Array.from({ length: count }, () => [] as DisplayError[]);
  for (const error of errors) {
    const match = /^authors\.(\d+)\./.exec(error.path);
    if (match && Number(match[1]) < count) slices[Number(match[1])]!.push(error);
  }
  const same = (a: readonly DisplayError[], b: readonly DisplayError[] | undefined) => b !== undefined && a.length === b.length && a.every((error, i) => error === b[i] || (error.path === b[i]!.path && error.text.ja === b[i]!.text.ja && error.text.en === b[i]!.text.en));
  const stable = slices.map((slice, i) => (same(slice, last.current[i]) ? last.current[i]! : slice));
  last.current = stable;
  return stable;
}

/**
 * One author: names, membership number, presenter, the institutes ticked from the application's
 * list, and the buttons that move and remove them. Memoized: typing in one author re-renders that
 * author only, so a 30-author application types as lightly as a one-author one.
 */
const AuthorCard = memo(function AuthorCard({ index, count, author, institutes, errors, englishNames, disabled, language, onChange, onPresenter, onMove, onRemove }: AuthorCardProps) {
  const { t } = useTranslation();
  const n = index + 1;
  const base = `root_authors_${index}`;
  const headingId = `${base}__heading`;
  const keysError = messagesAt(errors, `authors.${index}.instituteKeys`, language);
  const required = new Set(['lastName', 'firstName', ...(englishNames ? ['lastNameEn', 'firstNameEn'] : [])]);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, mb: 2, ...offscreenSkipped(440) }} data-author={index}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h4" variant="subtitle1" sx={{ fontWeight: 700, flex: 1 }}>
          {index === 0 ? t('submission.authors.first', { n }) : t('submission.authors.nth', { n })}
        </Typography>
        <IconButton id={`${base}__up`} size="small" disabled={disabled || index === 0} aria-label={t('submission.authors.moveUp', { n })} onClick={() => onMove(index, -1)}>
          <ArrowUpwardIcon fontSize="small" />
        </IconButton>
        <IconButton id={`${base}__down`} size="small" disabled={disabled || index === count - 1} aria-label={t('submission.authors.moveDown', { n })} onClick={() => onMove(index, 1)}>
          <ArrowDownwardIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" disabled={disabled || count === 1} aria-label={t('submission.authors.remove', { n })} onClick={() => onRemove(index)}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        {nameParts.map((part) => {
          const messages = messagesAt(errors, `authors.${index}.${part}`, language);
          return (
            <CommitTextField
              key={part}
              id={`${base}_${part}`}
              label={t(`submission.authors.${part}`)}
              value={author[part] ?? ''}
              required={required.has(part)}
              disabled={disabled}
              error={messages.length > 0}
              helperText={messages.join(' ') || undefined}
              onCommit={(value) => onChange(index, { ...author, [part]: value })}
            />
          );
        })}
        <FormControlLabel
          control={<Radio checked={author.isPresenter === true} disabled={disabled} name="presenter" slotProps={{ input: { id: `${base}_isPresenter` } }} onChange={() => onPresenter(index)} />}
          label={t('submission.authors.isPresenter')}
        />
      </Box>
      <Box component="fieldset" id={`${base}_instituteKeys`} tabIndex={-1} aria-describedby={keysError.length ? `${base}_instituteKeys__error` : undefined} sx={{ border: 0, p: 0, m: 0, mt: 1.5 }}>
        <Typography component="legend" variant="body2" sx={{ fontWeight: 500, color: keysError.length ? 'error.main' : undefined }}>
          {t('submission.authors.institutesOf', { n })} *
        </Typography>
        {institutes.length === 0 && <Typography variant="body2" color="text.secondary">{t('submission.institutes.noneYet')}</Typography>}
        {institutes.map((institute, i) => (
          <FormControlLabel
            key={institute.key}
            control={
              <Checkbox
                checked={author.instituteKeys?.includes(institute.key) ?? false}
                disabled={disabled}
                onChange={(event) => {
                  const keys = new Set(author.instituteKeys ?? []);
                  if (event.target.checked) keys.add(institute.key);
                  else keys.delete(institute.key);
                  onChange(index, { ...author, instituteKeys: institutes.map((item) => item.key).filter((key) => keys.has(key)) });
                }}
              />
            }
            label={`${i + 1}. ${(language === 'en' ? institute.nameEn || institute.name : institute.name || institute.nameEn) || t('submission.institutes.unnamed')}`}
          />
        ))}
        <Messages id={`${base}_instituteKeys__error`} messages={keysError} />
      </Box>
    </Paper>
  );
});

/**
 * The application's authors and institutes (issue 17), one RJSF field for both lists: institutes
 * are written once and ticked on each author; authors are added, removed and reordered (by the
 * arrow buttons, so by keyboard too, with focus following the author moved). The engine's
 * messages arrive by path (`authors.2.instituteKeys`) and show where they belong.
 */
export function AuthorshipField({ formData, registry, uiSchema, disabled, readonly, onChange: onFieldChange }: FieldProps) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n.language) as Language;
  const context = registry.formContext as SubmissionFormContext;
  const authors = (Array.isArray(formData) ? formData : []) as ApplicationAuthor[];
  const { institutes, updateAuthorship } = context;
  const errors = useContext(SubmissionErrors);
  const errorsOf = useAuthorErrors(errors, authors.length);
  const { maxAuthors, englishNames } = getUiOptions(uiSchema) as { maxAuthors?: number; englishNames?: boolean };
  const off = Boolean(disabled || readonly);

  // Stable keys, so a moved author keeps its inputs (and what is being typed in them).
  const keys = useRef<number[]>([]);
  const nextKey = useRef(0);
  while (keys.current.length < authors.length) keys.current.push(nextKey.current++);
  keys.current.length = authors.length;

  const latest = useRef({ authors, institutes, onFieldChange });
  latest.current = { authors, institutes, onFieldChange };
  const focusAfter = useRef<string>(undefined);
  useEffect(() => {
    if (!focusAfter.current) return;
    document.getElementById(focusAfter.current)?.focus();
    focusAfter.current = undefined;
  });

  // The authors alone change as this field's value (through the form's store, so only this field
  // renders again); a change that touches the institutes too goes through updateAuthorship.
  const setAuthors = useCallback((next: ApplicationAuthor[]) => latest.current.onFieldChange(next, []), []);
  const onChange = useCallback((index: number, author: ApplicationAuthor) => setAuthors(latest.current.authors.map((item, i) => (i === index ? author : item))), [setAuthors]);
  const onPresenter = useCallback((index: number) => setAuthors(latest.current.authors.map((item, i) => ({ ...item, isPresenter: i === index }))), [setAuthors]);
  const onMove = useCallback((index: number, offset: number) => {
    keys.current = moved(keys.current, index, offset);
    const target = index + offset;
    // Focus stays on the same button of the moved author, or on the other one at either end.
    const count = latest.current.authors.length;
    const direction = offset < 0 ? (target === 0 ? 'down' : 'up') : target === count - 1 ? 'up' : 'down';
    focusAfter.current = `root_authors_${target}__${direction}`;
    setAuthors(moved(latest.current.authors, index, offset));
  }, [setAuthors]);
  const onRemove = useCallback((index: number) => {
    keys.current = keys.current.filter((_, i) => i !== index);
    const next = latest.current.authors.filter((_, i) => i !== index);
    // The presenter removed: the first author presents until someone else is chosen.
    if (!next.some((author) => author.isPresenter) && next[0]) next[0] = { ...next[0], isPresenter: true };
    setAuthors(next);
  }, [setAuthors]);

  const addAuthor = () => {
    focusAfter.current = `root_authors_${authors.length}_lastName`;
    setAuthors([...authors, { lastName: '', firstName: '', isPresenter: authors.length === 0, instituteKeys: institutes.length === 1 ? [institutes[0]!.key] : [] }]);
  };
  const addInstitute = () => {
    focusAfter.current = `root_institutes_${institutes.length}_name`;
    updateAuthorship({ authors, institutes: [...institutes, { key: newInstituteKey(institutes), name: '' }] });
  };
  const changeInstitute = (index: number, change: Partial<ApplicationInstitute>) =>
    updateAuthorship({ authors: latest.current.authors, institutes: latest.current.institutes.map((item, i) => (i === index ? { ...item, ...change } : item)) });

  const full = maxAuthors !== undefined && authors.length >= maxAuthors;
  return (
    <Box id="root_authors">
      <Box component="section" aria-labelledby="root_institutes__heading" id="root_institutes" tabIndex={-1} sx={{ mb: 3 }}>
        <Typography id="root_institutes__heading" component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {t('submission.institutes.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('submission.institutes.lead')}
        </Typography>
        {institutes.map((institute, index) => {
          const nameErrors = messagesAt(errors, `institutes.${index}.name`, language);
          const nameEnErrors = messagesAt(errors, `institutes.${index}.nameEn`, language);
          return (
            <Box key={institute.key} sx={{ display: 'flex', gap: 1, mb: 1.5, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
              <Typography aria-hidden sx={{ pt: 2, minWidth: 24 }}>{index + 1}.</Typography>
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <CommitTextField id={`root_institutes_${index}_name`} label={t('submission.institutes.name', { n: index + 1 })} value={institute.name ?? ''} required disabled={off}
                  error={nameErrors.length > 0} helperText={nameErrors.join(' ') || undefined} onCommit={(name) => changeInstitute(index, { name })} />
              </Box>
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <CommitTextField id={`root_institutes_${index}_nameEn`} label={t('submission.institutes.nameEn', { n: index + 1 })} value={institute.nameEn ?? ''} required={Boolean(englishNames)} disabled={off}
                  error={nameEnErrors.length > 0} helperText={nameEnErrors.join(' ') || undefined} onCommit={(nameEn) => changeInstitute(index, { nameEn })} />
              </Box>
              <IconButton sx={{ mt: 1 }} disabled={off} aria-label={t('submission.institutes.remove', { n: index + 1 })} onClick={() => updateAuthorship(withoutInstitute(latest.current, institute.key))}>
                <DeleteOutlineIcon />
              </IconButton>
            </Box>
          );
        })}
        <Messages id="root_institutes__error" messages={messagesAt(errors, 'institutes', language)} />
        <Button startIcon={<AddIcon />} disabled={off} onClick={addInstitute}>
          {t('submission.institutes.add')}
        </Button>
      </Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('submission.authors.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('submission.authors.lead', { max: maxAuthors })}
      </Typography>
      {authors.map((author, index) => (
        <AuthorCard
          key={keys.current[index]}
          index={index}
          count={authors.length}
          author={author}
          institutes={institutes}
          errors={errorsOf[index]!}
          englishNames={Boolean(englishNames)}
          disabled={off}
          language={language}
          onChange={onChange}
          onPresenter={onPresenter}
          onMove={onMove}
          onRemove={onRemove}
        />
      ))}
      <Button startIcon={<AddIcon />} disabled={off || full} onClick={addAuthor}>
        {t('submission.authors.add')}
      </Button>
      {full && <FormHelperText>{t('submission.authors.full', { max: maxAuthors })}</FormHelperText>}
    </Box>
  );
}
