import { memo, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useOperationTranslation } from '../../../kit/operationStrings';
import type { ApplicationAuthor, ApplicationInstitute } from '../../../../schemas/submission';
import { CommitTextField } from '../../CommitTextField';
import type { DisplayError } from '../../displayErrors';
import { offscreenSkipped } from '../../offscreen';
import { Messages, messagesAt, type Language } from './messages';

const nameParts = ['lastName', 'firstName', 'lastNameEn', 'firstNameEn', 'membershipNumber'] as const;

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
export function useAuthorErrors(errors: readonly DisplayError[], count: number): readonly (readonly DisplayError[])[] {
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
export const AuthorCard = memo(function AuthorCard({
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
