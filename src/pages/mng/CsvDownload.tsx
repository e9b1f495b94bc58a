import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { downloadCsv, saveFile } from '../../api/csv';
import { useConsoleTranslation } from '../../kit/consoleStrings';
import type { Language } from '../../../schemas/conferenceSettings';

/**
 * A list's CSV in either language (issue 67): the rows counted as they arrive against the total
 * the server sends first, said to screen readers, and a failure said where the buttons are.
 */
export function CsvDownload({ url, label }: { url: (language: Language) => string; label?: string }) {
  const { t } = useConsoleTranslation();
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  const [failed, setFailed] = useState(false);
  const download = async (language: Language) => {
    setFailed(false);
    setProgress({ done: 0, total: 0 });
    try {
      saveFile(await downloadCsv(url(language), (done, total) => setProgress({ done, total })));
    } catch {
      setFailed(true);
    } finally {
      setProgress(undefined);
    }
  };
  const words = progress && t('console.csv.progress', { done: progress.done, total: progress.total });
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {label && <Typography component="span">{label}</Typography>}
        {(['ja', 'en'] as const).map((language) => (
          <Button key={language} size="small" variant="outlined" disabled={progress !== undefined} onClick={() => void download(language)}>
            {t(`console.csv.${language}`)}
          </Button>
        ))}
      </Box>
      <Box role="status" aria-live="polite">
        {progress && (
          <Box sx={{ my: 1 }}>
            <Typography variant="body2">{words}</Typography>
            <LinearProgress
              variant={progress.total ? 'determinate' : 'indeterminate'}
              value={progress.total ? (100 * progress.done) / progress.total : 0}
              aria-label={words}
            />
          </Box>
        )}
      </Box>
      <Box role="alert">
        {failed && (
          <Typography color="error" variant="body2" sx={{ my: 1 }}>
            {t('console.csv.failed')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
