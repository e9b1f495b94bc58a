import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/UploadFile';
import { useDropzone } from 'react-dropzone';
import { useFeedbackTranslation } from './strings';

/** jpeg, jpg, png and webp only (docs/requirements/operation-area.md §5). */
const ACCEPT = { 'image/jpeg': ['.jpeg', '.jpg'], 'image/png': ['.png'], 'image/webp': ['.webp'] };

/** Checks that the picked file really is a picture the browser can draw, not only that its name says so. */
function loadImage(file: File): Promise<string> {
  const url = URL.createObjectURL(file);
  return new Promise((resolve, reject) => {
    const image = new window.Image();
    image.onload = () => resolve(url);
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('not an image'));
    };
    image.src = url;
  });
}

/** Replace mode: a drop zone over the canvas; the first accepted file replaces the screen image. */
export function ReplaceDropzone({ size, onImage }: { size: { width: number; height: number }; onImage: (url: string) => void }) {
  const { t } = useFeedbackTranslation();
  const [problem, setProblem] = useState<string>();
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: ACCEPT,
    multiple: false,
    onDrop: (accepted, rejected) => {
      const file = accepted[0];
      if (!file) {
        if (rejected.length > 0) setProblem('feedback.dropWrongType');
        return;
      }
      loadImage(file).then(onImage, () => setProblem('feedback.dropUnreadable'));
    },
  });
  return (
    <Box
      {...getRootProps()}
      sx={{
        position: 'absolute',
        top: 0,
        left: '50%',
        transform: 'translateX(-50%)',
        width: size.width,
        height: size.height,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        border: '3px dashed',
        borderColor: isDragActive ? 'warning.main' : 'common.white',
        bgcolor: 'rgba(0, 40, 0, 0.85)',
        cursor: 'pointer',
        textAlign: 'center',
        p: 2,
      }}
    >
      <input {...getInputProps({ 'aria-label': t('feedback.dropLabel') })} data-testid="feedback-dropzone-input" />
      <UploadIcon sx={{ fontSize: 48 }} />
      <Typography>{t('feedback.drop')}</Typography>
      <Typography variant="body2">{t('feedback.dropTypes')}</Typography>
      {problem && (
        <Typography role="alert" sx={{ bgcolor: 'error.main', px: 1, borderRadius: 1 }}>
          {t(problem)}
        </Typography>
      )}
    </Box>
  );
}
