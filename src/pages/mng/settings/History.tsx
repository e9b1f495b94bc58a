import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTimeFormat } from '../../../kit/timeZone';
import type { SettingsState } from '../../../api/settingsStudio';
import { useStudioTranslation } from '../../../studio/studioStrings';

/** Every saved version, newest first: who saved it, when and how; any but the current can be restored. */
export function History({ state, busy, onRestore }: { state: SettingsState; busy: boolean; onRestore: (version: number) => Promise<void> }) {
  const at = useTimeFormat();
  const { t } = useStudioTranslation();
  const [asked, setAsked] = useState<number>();
  return (
    <section aria-labelledby="settings-history">
      <Typography id="settings-history" variant="h6" component="h2" sx={{ mt: 3 }}>
        {t('settings.history')}
      </Typography>
      {state.history.length === 0 ? (
        <Typography color="text.secondary">{t('settings.historyEmpty')}</Typography>
      ) : (
        <List dense>
          {state.history.map((entry) => (
            <ListItem
              key={entry.version}
              divider
              secondaryAction={
                entry.version === state.version ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('settings.current')}
                  </Typography>
                ) : (
                  <Button
                    size="small"
                    disabled={busy}
                    onClick={() => setAsked(entry.version)}
                    aria-label={`${t('settings.restore')} (${t('settings.version', { version: entry.version })})`}
                  >
                    {t('settings.restore')}
                  </Button>
                )
              }
            >
              <ListItemText
                primary={`${t('settings.version', { version: entry.version })} · ${t(`settings.source.${entry.source}`, { restored: entry.restoredVersion })}`}
                secondary={`${at(entry.savedAt)}${entry.savedByEmail ? ` · ${entry.savedByEmail}` : ''}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Dialog open={asked !== undefined} onClose={() => setAsked(undefined)} aria-labelledby="restore-title">
        <DialogTitle id="restore-title">{t('settings.restoreTitle', { version: asked })}</DialogTitle>
        <DialogContent>
          <Typography>{t('settings.restoreLead', { version: asked })}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsked(undefined)}>{t('settings.cancel')}</Button>
          <Button
            variant="contained"
            onClick={() => {
              const version = asked!;
              setAsked(undefined);
              void onRestore(version);
            }}
          >
            {t('settings.restore')}
          </Button>
        </DialogActions>
      </Dialog>
    </section>
  );
}
