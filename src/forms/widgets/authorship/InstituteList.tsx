import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useOperationTranslation } from '../../../kit/operationStrings';
import type { ApplicationInstitute } from '../../../../schemas/submission';
import { CommitTextField } from '../../CommitTextField';
import type { DisplayError } from '../../displayErrors';
import { Messages, messagesAt, type Language } from './messages';

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
export const InstituteList = memo(function InstituteList({
  institutes,
  errors,
  englishNames,
  disabled,
  language,
  onChange,
  onRemove,
  onAdd,
}: InstituteListProps) {
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
