import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useOperationTranslation } from '../../kit/operationStrings';
import type { ApplicationFileField } from '../../../schemas/submission';
import { formatMessage, type LocalizedText } from '../../../engine/messages';
import { hasSizeRule, uploadProblem } from '../../../engine/uploads';
import { ApiRequestError } from '../../api/http';
import { currentLanguage } from '../../kit/i18n';
import type { SubmissionFormContext } from '../submissionContext';
import { detectType, FileButton } from './FileButton';

/** The pixels of a chosen image, read from its bytes as the server reads them. */
async function dimensionsOf(file: File): Promise<{ width?: number; height?: number } | undefined> {
  const { imageSize } = await import('image-size');
  try {
    return imageSize(new Uint8Array(await file.arrayBuffer()));
  } catch {
    return undefined;
  }
}

/**
 * An application file (abstract PDF, poster PDF, graphical abstract): checked by content, size
 * and, for the graphical abstract, pixels as soon as it is chosen, then stored on the server,
 * which checks it again; the form keeps the stored file's id.
 */
export function ApplicationFileWidget({ id, value, onChange, label, required, disabled, readonly, options, registry }: WidgetProps) {
  const { t, i18n } = useOperationTranslation();
  const language = currentLanguage(i18n.language);
  const context = registry.formContext as SubmissionFormContext;
  const field = options.fileKind as ApplicationFileField;
  const maxBytes = options.maxBytes as number | undefined;
  const [problem, setProblem] = useState<LocalizedText>();
  const [busy, setBusy] = useState(false);
  const stored = typeof value === 'number' ? context.files[field] : undefined;

  const choose = async (file: File) => {
    setBusy(true);
    setProblem(undefined);
    try {
      const mime = await detectType(file);
      const dimensions = hasSizeRule(field) && mime?.startsWith('image/') && file.size <= (maxBytes ?? Infinity) ? await dimensionsOf(file) : undefined;
      const found = uploadProblem(field, file.size, mime, { maxBytes, dimensions });
      if (found) {
        setProblem({ ja: formatMessage(found.code, 'ja', found.params), en: formatMessage(found.code, 'en', found.params) });
        return;
      }
      const saved = await context.uploadFile(field, file);
      context.onFileStored(field, saved);
      onChange(saved.id);
    } catch (error) {
      const refusal =
        error instanceof ApiRequestError ? (error.fieldErrors[0] ?? { message: error.messageJa ?? '', messageEn: error.messageEn ?? '' }) : undefined;
      setProblem(refusal ? { ja: refusal.message, en: refusal.messageEn } : { ja: String(error), en: String(error) });
    } finally {
      setBusy(false);
    }
  };
  const hint = t(`submission.fileHint.${field}`, { limit: (maxBytes ?? 0) / (1024 * 1024) });
  return (
    <Box aria-describedby={ariaDescribedByIds(id)}>
      <Typography component="p" variant="body2" sx={{ mb: 1 }}>
        {label}
        {required ? ' *' : ''}
      </Typography>
      {stored && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          <Link href={`/web_api/presentation_applications/files/${stored.id}`} download>
            {stored.fileName}
          </Link>{' '}
          ({Math.ceil(stored.byteSize / 1024).toLocaleString()} KB)
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <FileButton id={id} kind={field} label={label} disabled={disabled || readonly || busy} onChoose={(chosen) => void choose(chosen)}>
          {busy ? t('submission.uploading') : stored ? t('widgets.replaceFile') : t('widgets.chooseFile')}
        </FileButton>
        {stored && (
          <Button
            onClick={() => {
              context.onFileStored(field, undefined);
              onChange(undefined);
            }}
            disabled={disabled || readonly}
          >
            {t('widgets.removeFile')}
          </Button>
        )}
      </Box>
      <FormHelperText id={`${id}__help`} error={!!problem} role={problem ? 'alert' : undefined}>
        {problem ? problem[language] : hint}
      </FormHelperText>
    </Box>
  );
}
