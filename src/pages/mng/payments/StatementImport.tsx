import { useLanguage } from '../../../kit/useLanguage';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatYen } from '../../../../engine/payment/fees';
import { checkStatement, runImport, type TransferImport } from '../../../api/mngPayments';
import { useToast } from '../../../kit/toast';
import { usePaymentsTranslation } from './strings';
import { CsvFileChooser } from '../CsvFileChooser';

/** An import's state: its rows as matched, the problems that stop it, or what it confirmed. */
export function ImportResult({ result, busy, onRun }: { result: TransferImport; busy?: boolean; onRun: () => void }) {
  const { t } = usePaymentsTranslation();
  const { language } = useLanguage();
  const matched = result.rows.filter((row) => row.orderId !== null).length;
  return (
    <Box sx={{ mt: 2 }}>
      <Alert
        severity={result.status === 'check_failed' || result.status === 'import_failed' ? 'error' : result.status === 'import_successful' ? 'success' : 'info'}
        role="status"
      >
        {result.fileName}: {t(`payments.import.status.${result.status}`)}
        {result.status === 'import_successful' && ` — ${t('payments.import.done', { count: result.confirmedCount })}`}
      </Alert>
      {result.problems.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography>{t('payments.import.problems')}</Typography>
          <ul>
            {result.problems.map((problem) => (
              <li key={`${problem.line}-${problem.messageEn}`}>
                {t('payments.import.line')} {problem.line}: {language === 'ja' ? problem.message : problem.messageEn}
              </li>
            ))}
          </ul>
        </Box>
      )}
      {result.rows.length > 0 && (
        <Table size="small" sx={{ mt: 1 }}>
          <TableHead>
            <TableRow>
              {(['line', 'date', 'amount', 'payer', 'match'] as const).map((column) => (
                <TableCell key={column}>{t(`payments.import.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {result.rows.map((row) => (
              <TableRow key={row.line}>
                <TableCell>{row.line}</TableCell>
                <TableCell>{row.date}</TableCell>
                <TableCell>{formatYen(row.amount, language)}</TableCell>
                <TableCell>{row.payer}</TableCell>
                <TableCell>{row.orderId ?? t('payments.import.noMatch')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {result.status === 'check_successful' && matched > 0 && (
        <Button variant="contained" onClick={onRun} disabled={busy} sx={{ mt: 2 }}>
          {t('payments.import.run', { count: matched })}
        </Button>
      )}
    </Box>
  );
}

/** The bank statement: chosen, checked (nothing changes), then imported. */
export function StatementImport({ onImported }: { onImported: () => void }) {
  const { t } = usePaymentsTranslation();
  const toast = useToast();
  const [file, setFile] = useState<File>();
  const [result, setResult] = useState<TransferImport>();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<TransferImport>) => {
    setBusy(true);
    try {
      setResult(await action());
    } catch (error) {
      toast.error(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="section" aria-labelledby="import-title" sx={{ mt: 4 }}>
      <Typography id="import-title" variant="h6" component="h2">
        {t('payments.import.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
        {t('payments.import.intro')}
      </Typography>
      <CsvFileChooser
        file={file}
        busy={busy}
        onFile={(chosen) => {
          setFile(chosen);
          setResult(undefined);
        }}
        onCheck={(chosen) => void run(() => checkStatement(chosen))}
        labels={{ choose: t('payments.import.choose'), check: t('payments.import.check') }}
      />
      {result && (
        <ImportResult
          result={result}
          busy={busy}
          onRun={() =>
            void run(async () => {
              const done = await runImport(result.id);
              onImported();
              return done;
            })
          }
        />
      )}
    </Box>
  );
}
