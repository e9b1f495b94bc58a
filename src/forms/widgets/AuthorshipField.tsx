import { memo, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
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
import { useOperationTranslation } from '../../kit/operationStrings';
import type { ApplicationAuthor, ApplicationInstitute } from '../../../schemas/submission';
import { moved, newInstituteKey, withoutInstitute } from '../../../engine/submission/authorship';
import { currentLanguage } from '../../kit/i18n';
import { CommitTextField } from '../CommitTextField';
import type { DisplayError } from '../displayErrors';
import { SubmissionErrors, type SubmissionFormContext } from '../submissionContext';
import { offscreenSkipped } from '../offscreen';

type Language = 'ja' | 'en';
const nameParts = ['lastName', 'firstName', 'lastNameEn', 'firstNameEn', 'membershipNumber'] as const;

/** The messages of one path, in the current language. */
const messagesAt = (errors: readonly DisplayError[], path: string, language: Language) =>
  errors.filter((error) => error.path === path).map((error) => error.text[language]);

function Messages({ id, messages }: { id: string; messages: readonly string[] }) {
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
  onToggle: (index: number, instituteKey: string, chosen: boolean) => void;
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
  const same = (a: readonly DisplayError[], b: readonly DisplayError[] | undefined) =>
    b !== undefined &&
    a.length === b.length &&
    a.every((error, i) => error === b[i] || (error.path === b[i]!.path && error.text.ja === b[i]!.text.ja && error.text.en === b[i]!.text.en));
  const stable = slices.map((slice, i) => (same(slice, last.current[i]) ? last.current[i]! : slice));
  last.current = stable;
  return stable;
}

/**
 * One author: names, membership number, presenter, the institutes ticked from the application's
 * list, and the buttons that move and remove them. Memoized: typing in one author re-renders that
 * author only, so a 30-author application types as lightly as a one-author one.
 */
const AuthorCard = memo(function AuthorCard({
  index,
  count,
  author,
  institutes,
  errors,
  englishNames,
  disabled,
  language,
  onChange,
  onToggle,
  onPresenter,
  onMove,
  onRemove,
}: AuthorCardProps) {
  const { t } = useOperationTranslation();
  const base = `root_authors_${index}`;
  const headingId = `${base}__heading`;
  const keysError = useMemo(() => messagesAt(errors, `authors.${index}.instituteKeys`, language), [errors, index, language]);
  const required = new Set(['lastName', 'firstName', ...(englishNames ? ['lastNameEn', 'firstNameEn'] : [])]);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, mb: 2, ...offscreenSkipped(440) }} data-author={index}>
      <AuthorHeader index={index} count={count} headingId={headingId} disabled={disabled} onMove={onMove} onRemove={onRemove} />
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
        <PresenterChoice index={index} checked={author.isPresenter === true} disabled={disabled} onPresenter={onPresenter} />
      </Box>
      <InstituteChoices
        index={index}
        chosen={author.instituteKeys}
        institutes={institutes}
        messages={keysError}
        disabled={disabled}
        language={language}
        onToggle={onToggle}
      />
    </Paper>
  );
});

/** An author's heading and the buttons that move and remove them: renders again only when the author's place changes. */
const AuthorHeader = memo(function AuthorHeader({
  index,
  count,
  headingId,
  disabled,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  headingId: string;
  disabled: boolean;
  onMove: (index: number, offset: number) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useOperationTranslation();
  const n = index + 1;
  const base = `root_authors_${index}`;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
      <Typography id={headingId} component="h4" variant="subtitle1" sx={{ fontWeight: 700, flex: 1 }}>
        {index === 0 ? t('submission.authors.first', { n }) : t('submission.authors.nth', { n })}
      </Typography>
      <IconButton
        id={`${base}__up`}
        size="small"
        disabled={disabled || index === 0}
        aria-label={t('submission.authors.moveUp', { n })}
        onClick={() => onMove(index, -1)}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        id={`${base}__down`}
        size="small"
        disabled={disabled || index === count - 1}
        aria-label={t('submission.authors.moveDown', { n })}
        onClick={() => onMove(index, 1)}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" disabled={disabled || count === 1} aria-label={t('submission.authors.remove', { n })} onClick={() => onRemove(index)}>
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
    </Box>
  );
});

/** "Presenter" on one author. */
const PresenterChoice = memo(function PresenterChoice({
  index,
  checked,
  disabled,
  onPresenter,
}: {
  index: number;
  checked: boolean;
  disabled: boolean;
  onPresenter: (index: number) => void;
}) {
  const { t } = useOperationTranslation();
  return (
    <FormControlLabel
      control={
        <Radio
          checked={checked}
          disabled={disabled}
          name="presenter"
          slotProps={{ input: { id: `root_authors_${index}_isPresenter` } }}
          onChange={() => onPresenter(index)}
        />
      }
      label={t('submission.authors.isPresenter')}
    />
  );
});

/** The institutes ticked on one author, from the application's list: renders again only when the ticks, the list or the messages change. */
const InstituteChoices = memo(function InstituteChoices({
  index,
  chosen,
  institutes,
  messages,
  disabled,
  language,
  onToggle,
}: {
  index: number;
  chosen: readonly string[] | undefined;
  institutes: readonly ApplicationInstitute[];
  messages: readonly string[];
  disabled: boolean;
  language: Language;
  onToggle: (index: number, instituteKey: string, chosen: boolean) => void;
}) {
  const { t } = useOperationTranslation();
  const base = `root_authors_${index}`;
  return (
    <Box
      component="fieldset"
      id={`${base}_instituteKeys`}
      tabIndex={-1}
      aria-describedby={messages.length ? `${base}_instituteKeys__error` : undefined}
      sx={{ border: 0, p: 0, m: 0, mt: 1.5 }}
    >
      <Typography component="legend" variant="body2" sx={{ fontWeight: 500, color: messages.length ? 'error.main' : undefined }}>
        {t('submission.authors.institutesOf', { n: index + 1 })} *
      </Typography>
      {institutes.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('submission.institutes.noneYet')}
        </Typography>
      )}
      {institutes.map((institute, i) => (
        <FormControlLabel
          key={institute.key}
          control={
            <Checkbox
              checked={chosen?.includes(institute.key) ?? false}
              disabled={disabled}
              onChange={(event) => onToggle(index, institute.key, event.target.checked)}
            />
          }
          label={`${i + 1}. ${(language === 'en' ? institute.nameEn || institute.name : institute.name || institute.nameEn) || t('submission.institutes.unnamed')}`}
        />
      ))}
      <Messages id={`${base}_instituteKeys__error`} messages={messages} />
    </Box>
  );
});

interface InstituteListProps {
  institutes: readonly ApplicationInstitute[];
  errors: readonly DisplayError[];
  englishNames: boolean;
  disabled: boolean;
  language: Language;
  onChange: (index: number, change: Partial<ApplicationInstitute>) => void;
  onRemove: (key: string) => void;
  onAdd: () => void;
}

/** The application's institutes, written once: renders again only when they or their messages change, not with an author's name. */
const InstituteList = memo(function InstituteList({ institutes, errors, englishNames, disabled, language, onChange, onRemove, onAdd }: InstituteListProps) {
  const { t } = useOperationTranslation();
  return (
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
            <Typography aria-hidden sx={{ pt: 2, minWidth: 24 }}>
              {index + 1}.
            </Typography>
            <Box sx={{ flex: 1, minWidth: 200 }}>
              <CommitTextField
                id={`root_institutes_${index}_name`}
                label={t('submission.institutes.name', { n: index + 1 })}
                value={institute.name ?? ''}
                required
                disabled={disabled}
                error={nameErrors.length > 0}
                helperText={nameErrors.join(' ') || undefined}
                onCommit={(name) => onChange(index, { name })}
              />
            </Box>
            <Box sx={{ flex: 1, minWidth: 200 }}>
              <CommitTextField
                id={`root_institutes_${index}_nameEn`}
                label={t('submission.institutes.nameEn', { n: index + 1 })}
                value={institute.nameEn ?? ''}
                required={englishNames}
                disabled={disabled}
                error={nameEnErrors.length > 0}
                helperText={nameEnErrors.join(' ') || undefined}
                onCommit={(nameEn) => onChange(index, { nameEn })}
              />
            </Box>
            <IconButton
              sx={{ mt: 1 }}
              disabled={disabled}
              aria-label={t('submission.institutes.remove', { n: index + 1 })}
              onClick={() => onRemove(institute.key)}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        );
      })}
      <Messages id="root_institutes__error" messages={messagesAt(errors, 'institutes', language)} />
      <Button startIcon={<AddIcon />} disabled={disabled} onClick={onAdd}>
        {t('submission.institutes.add')}
      </Button>
    </Box>
  );
});

/** The authors' heading and lead. */
const AuthorsHeading = memo(function AuthorsHeading({ maxAuthors }: { maxAuthors?: number }) {
  const { t } = useOperationTranslation();
  return (
    <>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('submission.authors.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('submission.authors.lead', { max: maxAuthors })}
      </Typography>
    </>
  );
});

/** Adding an author, or the notice that the list is full. */
const AddAuthor = memo(function AddAuthor({ disabled, full, maxAuthors, onAdd }: { disabled: boolean; full: boolean; maxAuthors?: number; onAdd: () => void }) {
  const { t } = useOperationTranslation();
  return (
    <>
      <Button startIcon={<AddIcon />} disabled={disabled || full} onClick={onAdd}>
        {t('submission.authors.add')}
      </Button>
      {full && <FormHelperText>{t('submission.authors.full', { max: maxAuthors })}</FormHelperText>}
    </>
  );
});

/**
 * The application's authors and institutes (issue 17), one RJSF field for both lists: institutes
 * are written once and ticked on each author; authors are added, removed and reordered (by the
 * arrow buttons, so by keyboard too, with focus following the author moved). The engine's
 * messages arrive by path (`authors.2.instituteKeys`) and show where they belong.
 */
export function AuthorshipField({ formData, registry, uiSchema, disabled, readonly, onChange: onFieldChange }: FieldProps) {
  const { i18n } = useOperationTranslation();
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

  const latest = useRef({ authors, institutes, onFieldChange, updateAuthorship });
  latest.current = { authors, institutes, onFieldChange, updateAuthorship };
  const focusAfter = useRef<string>(undefined);
  useEffect(() => {
    if (!focusAfter.current) return;
    document.getElementById(focusAfter.current)?.focus();
    focusAfter.current = undefined;
  });

  // The authors alone change as this field's value (through the form's store, so only this field
  // renders again); a change that touches the institutes too goes through updateAuthorship.
  const setAuthors = useCallback((next: ApplicationAuthor[]) => latest.current.onFieldChange(next, []), []);
  const onChange = useCallback(
    (index: number, author: ApplicationAuthor) => setAuthors(latest.current.authors.map((item, i) => (i === index ? author : item))),
    [setAuthors],
  );
  const onPresenter = useCallback(
    (index: number) => setAuthors(latest.current.authors.map((item, i) => ({ ...item, isPresenter: i === index }))),
    [setAuthors],
  );
  const onMove = useCallback(
    (index: number, offset: number) => {
      keys.current = moved(keys.current, index, offset);
      const target = index + offset;
      // Focus stays on the same button of the moved author, or on the other one at either end.
      const count = latest.current.authors.length;
      const direction = offset < 0 ? (target === 0 ? 'down' : 'up') : target === count - 1 ? 'up' : 'down';
      focusAfter.current = `root_authors_${target}__${direction}`;
      setAuthors(moved(latest.current.authors, index, offset));
    },
    [setAuthors],
  );
  const onRemove = useCallback(
    (index: number) => {
      keys.current = keys.current.filter((_, i) => i !== index);
      const next = latest.current.authors.filter((_, i) => i !== index);
      // The presenter removed: the first author presents until someone else is chosen.
      if (!next.some((author) => author.isPresenter) && next[0]) next[0] = { ...next[0], isPresenter: true };
      setAuthors(next);
    },
    [setAuthors],
  );

  const onToggle = useCallback(
    (index: number, instituteKey: string, chosen: boolean) => {
      const { authors: current, institutes: list } = latest.current;
      const author = current[index]!;
      const keys = new Set(author.instituteKeys ?? []);
      if (chosen) keys.add(instituteKey);
      else keys.delete(instituteKey);
      onChange(index, { ...author, instituteKeys: list.map((item) => item.key).filter((key) => keys.has(key)) });
    },
    [onChange],
  );
  const addAuthor = useCallback(() => {
    const { authors: current, institutes: list } = latest.current;
    focusAfter.current = `root_authors_${current.length}_lastName`;
    setAuthors([...current, { lastName: '', firstName: '', isPresenter: current.length === 0, instituteKeys: list.length === 1 ? [list[0]!.key] : [] }]);
  }, [setAuthors]);
  const addInstitute = useCallback(() => {
    const { authors: current, institutes: list } = latest.current;
    focusAfter.current = `root_institutes_${list.length}_name`;
    latest.current.updateAuthorship({ authors: current, institutes: [...list, { key: newInstituteKey(list), name: '' }] });
  }, []);
  const changeInstitute = useCallback(
    (index: number, change: Partial<ApplicationInstitute>) =>
      latest.current.updateAuthorship({
        authors: latest.current.authors,
        institutes: latest.current.institutes.map((item, i) => (i === index ? { ...item, ...change } : item)),
      }),
    [],
  );
  const removeInstitute = useCallback((key: string) => latest.current.updateAuthorship(withoutInstitute(latest.current, key)), []);

  const full = maxAuthors !== undefined && authors.length >= maxAuthors;
  return (
    <Box id="root_authors">
      <InstituteList
        institutes={institutes}
        errors={errors}
        englishNames={Boolean(englishNames)}
        disabled={off}
        language={language}
        onChange={changeInstitute}
        onRemove={removeInstitute}
        onAdd={addInstitute}
      />
      <AuthorsHeading maxAuthors={maxAuthors} />
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
          onToggle={onToggle}
          onPresenter={onPresenter}
          onMove={onMove}
          onRemove={onRemove}
        />
      ))}
      <AddAuthor disabled={off} full={full} maxAuthors={maxAuthors} onAdd={addAuthor} />
    </Box>
  );
}
