import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '../../../engine/messages';
import { parseDataUrl, type UploadKind } from '../../../engine/uploads';
import { chosenFileProblem, FileButton } from './FileButton';
import { currentLanguage } from '../../kit/i18n';

function readAsDataUrl(file: File, mime: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const base64 = String(reader.result).split(',')[1] ?? '';
      resolve(`data:${mime};name=${encodeURIComponent(file.name)};base64,${base64}`);
    };
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * A file chosen by the attendee: checked by its content and size at once (the server checks
 * again), kept in the form as a data URL, previewed when it is an image.
 */
function UploadWidget({ kind, id, value, onChange, label, required, disabled, readonly, options }: WidgetProps & { kind: UploadKind }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  const [problem, setProblem] = useState<LocalizedText>();
  const [busy, setBusy] = useState(false);
  const file = typeof value === 'string' ? parseDataUrl(value) : undefined;

  const choose = async (chosen: File) => {
    setBusy(true);
    setProblem(undefined);
    try {
      const { problem: found, mime } = await chosenFileProblem(kind, chosen);
      if (found) {
        setProblem(found);
        return;
      }
      onChange(await readAsDataUrl(chosen, mime!));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box aria-describedby={ariaDescribedByIds(id)}>
      <Typography
        component="p"
        variant="body2"
        sx={{ mb: 1, ...(options.hideLabel ? { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } : {}) }}
      >
        {label}
        {required ? ' *' : ''}
      </Typography>
      {file?.mime.startsWith('image/') && (
        <Box
          component="img"
          src={value as string}
          alt={t('widgets.preview', { name: file.name })}
          sx={{ display: 'block', maxWidth: 160, maxHeight: 160, mb: 1, borderRadius: 1, border: 1, borderColor: 'divider' }}
        />
      )}
      {file && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {file.name}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <FileButton id={id} kind={kind} label={label} disabled={disabled || readonly || busy} onChoose={(chosen) => void choose(chosen)}>
          {file ? t('widgets.replaceFile') : t('widgets.chooseFile')}
        </FileButton>
        {file && (
          <Button onClick={() => onChange(undefined)} disabled={disabled || readonly}>
            {t('widgets.removeFile')}
          </Button>
        )}
      </Box>
      <FormHelperText id={`${id}__help`} error={!!problem} role={problem ? 'alert' : undefined}>
        {problem ? problem[language] : t(kind === 'profileImage' ? 'widgets.imageHint' : 'widgets.fileHint')}
      </FormHelperText>
    </Box>
  );
}

export const ProfileImageWidget = (props: WidgetProps) => <UploadWidget {...props} kind="profileImage" />;
export const QuestionFileWidget = (props: WidgetProps) => <UploadWidget {...props} kind="questionFile" />;
