import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { formatMessage, type LocalizedText } from '../../../engine/messages';
import { parseDataUrl, uploadProblem, uploadRules, type UploadKind } from '../../../engine/uploads';
import { currentLanguage } from '../../app/i18n';

/** The bytes' type, by their magic numbers; file-type loads only when a file is chosen. */
export async function detectType(file: File): Promise<string | undefined> {
  const { fileTypeFromBlob } = await import('file-type');
  return (await fileTypeFromBlob(file))?.mime;
}

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
  const inputId = useId();
  const [problem, setProblem] = useState<LocalizedText>();
  const [busy, setBusy] = useState(false);
  const file = typeof value === 'string' ? parseDataUrl(value) : undefined;
  const rule = uploadRules[kind];

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const mime = await detectType(chosen);
      const found = uploadProblem(kind, chosen.size, mime);
      if (found) {
        setProblem({ ja: formatMessage(found.code, 'ja', found.params), en: formatMessage(found.code, 'en', found.params) });
        return;
      }
      onChange(await readAsDataUrl(chosen, mime!));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box aria-describedby={ariaDescribedByIds(id)}>
      <Typography component="p" variant="body2" sx={{ mb: 1, ...(options.hideLabel ? { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } : {}) }}>
        {label}
        {required ? ' *' : ''}
      </Typography>
      {file?.mime.startsWith('image/') && (
        <Box component="img" src={value as string} alt={t('widgets.preview', { name: file.name })} sx={{ display: 'block', maxWidth: 160, maxHeight: 160, mb: 1, borderRadius: 1, border: 1, borderColor: 'divider' }} />
      )}
      {file && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {file.name}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button id={id} component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileIcon />} disabled={disabled || readonly || busy}>
          {file ? t('widgets.replaceFile') : t('widgets.chooseFile')}
          <input
            id={inputId}
            data-testid={id}
            type="file"
            hidden
            accept={rule.accept}
            aria-label={label}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Button>
        {file && (
          <Button onClick={() => onChange(undefined)} disabled={disabled || readonly}>
            {t('widgets.removeFile')}
          </Button>
        )}
      </Box>
      <FormHelperText id={`${id}__help`} error={!!problem} role={problem ? "alert" : undefined}>
        {problem ? problem[language] : t(kind === 'profileImage' ? 'widgets.imageHint' : 'widgets.fileHint')}
      </FormHelperText>
    </Box>
  );
}

export const ProfileImageWidget = (props: WidgetProps) => <UploadWidget {...props} kind="profileImage" />;
export const QuestionFileWidget = (props: WidgetProps) => <UploadWidget {...props} kind="questionFile" />;
