import { memo, useCallback, useContext, useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { useOperationTranslation } from '../../../kit/operationStrings';
import type { ApplicationAuthor, ApplicationInstitute } from '../../../../schemas/submission';
import { moved, newInstituteKey, withoutInstitute } from '../../../../engine/submission/authorship';
import { currentLanguage } from '../../../kit/i18n';
import { SubmissionErrors, type SubmissionFormContext } from '../../submissionContext';
import { AuthorCard, useAuthorErrors } from './AuthorCard';
import { InstituteList } from './InstituteList';
import type { Language } from './messages';

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
