import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { importStatusLabels, type ImportChange, type ImportColumn, type ImportKind } from '../../../engine/imports/common';
import { checkImport, runImport, useImportList, type DataImport } from '../../api/imports';
import { Loading, LoadError } from '../../kit/Loading';
import { useConsoleTranslation } from '../../kit/consoleStrings';
import { useLanguage } from '../../kit/useLanguage';
import { refusalText } from '../judging/parts';
import { CsvFileChooser } from './CsvFileChooser';
import { useNotice } from './notice';

/** A check's or an import's outcome: its state, the problems by row and column, or what it changes and the way on. */
export function ImportResult({
  kind,
  columns,
  result,
  busy,
  onRun,
}: {
  kind: ImportKind;
  columns: readonly ImportColumn[];
  result: DataImport;
  busy?: boolean;
  onRun: () => void;
}) {
  const { t } = useConsoleTranslation();
  const { language, pick } = useLanguage();
  const columnName = (key: string | null) => {
    const column = columns.find((candidate) => candidate.key === key);
    return column ? column[language] : t('console.imports.wholeFile');
  };
  const failed = result.status === 'check_failed' || result.status === 'import_failed';
  const problemsId = `${kind}-import-problems`;
  return (
    <Box sx={{ mt: 2 }}>
      <Alert severity={failed ? 'error' : result.status === 'import_successful' ? 'success' : 'info'}>
        {result.fileName}: {pick(importStatusLabels[result.status])}
      </Alert>
      {result.problems.length > 0 && (
        <Box component="section" aria-labelledby={problemsId} sx={{ mt: 1 }}>
          <Typography id={problemsId} component="h3" variant="subtitle1" sx={{ fontWeight: 'bold' }}>
            {t('console.imports.problemsTitle')}
          </Typography>
          <TableContainer>
            <Table size="small" aria-labelledby={problemsId}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('console.imports.row')}</TableCell>
                  <TableCell>{t('console.imports.column')}</TableCell>
                  <TableCell>{t('console.imports.problem')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.problems.map((problem, index) => (
                  <TableRow key={index}>
                    <TableCell>{problem.row}</TableCell>
                    <TableCell>{columnName(problem.column)}</TableCell>
                    <TableCell>{language === 'ja' ? problem.message : problem.messageEn}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {result.problemCount > result.problems.length && (
            <Typography sx={{ mt: 1 }}>{t('console.imports.moreProblems', { count: result.problemCount - result.problems.length })}</Typography>
          )}
        </Box>
      )}
      {result.status === 'check_successful' && result.change && (
        <>
          <Typography sx={{ mt: 1 }}>{t(`console.imports.${kind}.change`, { ...result.change })}</Typography>
          <Button variant="contained" onClick={onRun} disabled={busy} sx={{ mt: 2 }}>
            {t(`console.imports.${kind}.run`, { count: result.rowCount })}
          </Button>
        </>
      )}
    </Box>
  );
}

/** Saves a file of only the column headings in the page's language, to fill in (with a byte-order mark, for Excel). */
function saveTemplate(kind: ImportKind, columns: readonly ImportColumn[], language: 'ja' | 'en') {
  const heading = columns.map((column) => `"${column[language].replace(/"/g, '""')}"`).join(',');
  const url = URL.createObjectURL(new Blob([`\uFEFF${heading}\r\n`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${kind}-${language}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * An import in the console: what the file holds (its columns in the page's language, and a file of
 * the headings to start from), a file chosen and checked (nothing changes), then imported whole.
 * `onImported` runs after an import succeeded (to load what it changed).
 */
export function ImportPanel({ kind, onImported }: { kind: ImportKind; onImported?: () => unknown }) {
  const { t } = useConsoleTranslation();
  const { language } = useLanguage();
  const list = useImportList(kind);
  const columns = list.data?.columns ?? [];
  const notice = useNotice();
  const [file, setFile] = useState<File>();
  const [result, setResult] = useState<DataImport>();
  const [busy, setBusy] = useState(false);
  const titleId = `${kind}-import`;
  const act = async (action: () => Promise<DataImport>) => {
    setBusy(true);
    try {
      const done = await action();
      setResult(done);
      if (done.status !== 'checking') void list.mutate();
      if (done.status === 'import_successful' && done.change) {
        const change: ImportChange = done.change;
        notice.say('success', {
          ja: t(`console.imports.${kind}.imported`, { ...change, lng: 'ja' }),
          en: t(`console.imports.${kind}.imported`, { ...change, lng: 'en' }),
        });
        await onImported?.();
      }
    } catch (error) {
      notice.say('error', refusalText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 4 }}>
      {notice.element}
      <Typography id={titleId} variant="h6" component="h2">
        {t(`console.imports.${kind}.title`)}
      </Typography>
      {list.error ? (
        <LoadError onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <Loading />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
            {t(`console.imports.${kind}.lead`, { columns: columns.map((column) => column[language]).join(language === 'ja' ? '、' : ', ') })}
          </Typography>
          <Button size="small" onClick={() => saveTemplate(kind, columns, language)} sx={{ mb: 1 }}>
            {t('console.imports.template')}
          </Button>
        </>
      )}
      <CsvFileChooser
        file={file}
        busy={busy}
        onFile={(chosen) => {
          setFile(chosen);
          setResult(undefined);
        }}
        onCheck={(chosen) => void act(() => checkImport(kind, chosen))}
        labels={{ choose: t('console.imports.choose'), check: t('console.imports.check'), chosen: (name) => t('console.imports.chosen', { name }) }}
      />
      <div role="status" aria-live="polite">
        {result && <ImportResult kind={kind} columns={columns} result={result} busy={busy} onRun={() => void act(() => runImport(kind, result.id))} />}
      </div>
    </Box>
  );
}
