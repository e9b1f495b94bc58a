import { useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '../../../engine/messages';
import { uploadRequestLetter, type UploadedFile } from '../../api/commissions';
import { ApiRequestError } from '../../api/http';
import { useLanguage } from '../../kit/useLanguage';
import { chosenFileProblem, FileButton } from './FileButton';
import { WidgetLabel } from './WidgetLabel';

const MAX_FILES = 5;

/**
 * Request letter formats (docs/requirements/operation-area.md §7): each chosen file is checked by its bytes,
 * uploaded at once through POST /web_api/request_letter_formats, and the form keeps what the
 * server answered (code, name, url), so a reload keeps the list without uploading again.
 */
export function RequestLettersWidget({ id, value, onChange, label, required, disabled, readonly, rawErrors }: WidgetProps) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<LocalizedText>();
  const files: UploadedFile[] = Array.isArray(value) ? (value as UploadedFile[]) : [];

  const choose = async (chosen: File) => {
    setBusy(true);
    setProblem(undefined);
    try {
      const { problem: found } = await chosenFileProblem('requestLetter', chosen);
      if (found) {
        setProblem(found);
        return;
      }
      const uploaded = await uploadRequestLetter(chosen, chosen.name);
      onChange([...files, uploaded]);
    } catch (error) {
      const server = error instanceof ApiRequestError ? (error.fieldErrors[0] ?? { message: error.messageJa, messageEn: error.messageEn }) : undefined;
      setProblem(
        server?.message
          ? { ja: server.message, en: server.messageEn ?? server.message }
          : { ja: t('committer.letters.failed', { lng: 'ja' }), en: t('committer.letters.failed', { lng: 'en' }) },
      );
    } finally {
      setBusy(false);
    }
  };

  const off = disabled || readonly || busy;
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }} aria-describedby={ariaDescribedByIds(id)}>
      <WidgetLabel id={id} label={label} required={required} error={Boolean(rawErrors?.length)} />
      {files.length > 0 && (
        <List dense disablePadding>
          {files.map((file) => (
            <ListItem
              key={file.code}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('committer.letters.remove', { name: file.fileName })}
                  onClick={() => onChange(files.filter((other) => other.code !== file.code))}
                  disabled={off}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              }
            >
              <Link href={file.url} target="_blank" rel="noopener noreferrer">
                {file.fileName}
              </Link>
            </ListItem>
          ))}
        </List>
      )}
      <FileButton
        id={id}
        kind="requestLetter"
        label={label}
        icon={busy ? <CircularProgress size={18} aria-hidden /> : undefined}
        disabled={off || files.length >= MAX_FILES}
        onChoose={(chosen) => void choose(chosen)}
      >
        {busy ? t('committer.letters.uploading') : t('committer.letters.choose')}
      </FileButton>
      <FormHelperText id={`${id}__help`} error={!!problem} role={problem ? 'alert' : undefined}>
        {problem ? pick(problem) : t('committer.letters.hint')}
      </FormHelperText>
    </Box>
  );
}
