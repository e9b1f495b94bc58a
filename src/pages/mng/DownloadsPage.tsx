import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { downloads } from '../../../engine/downloads';
import { useConsoleTranslation } from '../../kit/consoleStrings';
import { useLanguage } from '../../kit/useLanguage';
import { CsvDownload } from './CsvDownload';
import { ManagerPage } from './ManagerPage';

/** Every list a manager can take away, each in either language with its progress (engine/downloads.ts). */
export function DownloadsList() {
  const { pick } = useLanguage();
  return (
    <List disablePadding>
      {downloads.map((download) => (
        <ListItem
          key={download.name}
          divider
          aria-labelledby={`download-${download.name}`}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', px: 0 }}
        >
          <Typography id={`download-${download.name}`} component="h2" variant="subtitle1" sx={{ flex: '1 1 14rem', fontWeight: 'bold', pt: 0.5 }}>
            {pick(download.title)}
          </Typography>
          <CsvDownload url={(language) => `${download.url}?lang=${language}`} />
        </ListItem>
      ))}
    </List>
  );
}

/** Route /mng/downloads: the CSV downloads page of §2's console (issue 67). */
export function DownloadsPage() {
  const { t } = useConsoleTranslation();
  return (
    <ManagerPage titleId="downloads-title" title={t('console.downloads.title')} lead={t('console.downloads.lead')}>
      {() => <DownloadsList />}
    </ManagerPage>
  );
}
