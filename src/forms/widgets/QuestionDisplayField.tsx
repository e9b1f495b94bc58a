import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { useSafeHtml } from '../../kit/useSafeHtml';

/**
 * text-display and title-display questions: text from staff, shown in the current language.
 * With isHtml it is rich text, sanitized with DOMPurify before it reaches the page (useSafeHtml).
 */
export function QuestionDisplayField({ uiSchema, fieldPathId }: FieldProps) {
  const options = getUiOptions(uiSchema);
  const text = String(options.text ?? '');
  const isTitle = options.variant === 'title';
  const html = useSafeHtml(options.isHtml ? text : undefined);
  const id = fieldPathId?.$id;
  if (html !== undefined) {
    return <Box id={id} className="question-html" sx={{ '& p': { my: 1 }, '& a': { color: 'primary.main' } }} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return isTitle ? (
    <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 1 }}>
      {text}
    </Typography>
  ) : (
    <Typography id={id} variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
      {text}
    </Typography>
  );
}
