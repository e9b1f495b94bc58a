import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/**
 * Choosing a CSV file to check before it is imported (the member list, the bank statement): a
 * button that opens the file picker, the chosen file's name, and the check button.
 */
export function CsvFileChooser({
  file,
  onFile,
  onCheck,
  busy,
  labels,
}: {
  file: File | undefined;
  onFile: (file: File | undefined) => void;
  onCheck: (file: File) => void;
  busy: boolean;
  labels: { choose: string; check: string; chosen?: (name: string) => string };
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <input ref={input} hidden type="file" accept=".csv,text/csv" aria-label={labels.choose} onChange={(event) => onFile(event.target.files?.[0])} />
      <Button variant="outlined" onClick={() => input.current?.click()}>
        {labels.choose}
      </Button>
      {file && <Typography sx={{ overflowWrap: 'anywhere' }}>{labels.chosen ? labels.chosen(file.name) : file.name}</Typography>}
      <Button variant="contained" disabled={!file || busy} onClick={() => file && onCheck(file)}>
        {labels.check}
      </Button>
    </Box>
  );
}
