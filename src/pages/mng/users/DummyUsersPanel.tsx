import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { LocalizedText } from '../../../../engine/messages';
import { createDummyUsers, removeDummyUsers } from '../../../api/mngUsers';
import { useLanguage } from '../../../kit/useLanguage';
import { usePageStrings } from '../../../kit/pageStrings';
import { refusalText } from '../../judging/parts';
import { mngUsersStrings } from '../userStrings';

const useUsersTranslation = () => usePageStrings(mngUsersStrings);

/** Admins only: dummy accounts for a rehearsal, made 1 to 100 at a time and removed together. */
export function DummyUsersPanel({ onChanged }: { onChanged: () => Promise<unknown> }) {
  const { t } = useUsersTranslation();
  const { language } = useLanguage();
  const [count, setCount] = useState('10');
  const [made, setMade] = useState<{ email: string; password: string }[]>([]);
  const [notice, setNotice] = useState<string>();
  const [refusal, setRefusal] = useState<LocalizedText>();
  const run = async (work: () => Promise<void>) => {
    setRefusal(undefined);
    setNotice(undefined);
    try {
      await work();
      await onChanged();
    } catch (error) {
      setRefusal(refusalText(error));
    }
  };
  return (
    <Box component="section" aria-labelledby="dummy-title" sx={{ mt: 4 }}>
      <Typography id="dummy-title" variant="h6" component="h2">
        {t('mngUsers.dummyTitle')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void run(async () => setMade(await createDummyUsers(Number(count))));
        }}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', my: 1 }}
      >
        <TextField
          size="small"
          type="number"
          id="dummy-count"
          label={t('mngUsers.dummyCount')}
          value={count}
          onChange={(event) => setCount(event.target.value)}
          slotProps={{ htmlInput: { min: 1, max: 100 } }}
          sx={{ width: 180 }}
        />
        <Button type="submit" variant="outlined">
          {t('mngUsers.dummyCreate')}
        </Button>
        <Button
          color="error"
          onClick={() => {
            if (window.confirm(t('mngUsers.dummyConfirm')))
              void run(async () => {
                setMade([]);
                setNotice(t('mngUsers.dummyRemoved', { count: await removeDummyUsers() }));
              });
          }}
        >
          {t('mngUsers.dummyRemove')}
        </Button>
      </Box>
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {refusal[language]}
        </Alert>
      )}
      {notice && (
        <Alert severity="success" role="status" sx={{ mb: 1 }}>
          {notice}
        </Alert>
      )}
      {made.length > 0 && (
        <>
          <Alert severity="warning" sx={{ mb: 1 }}>
            {t('mngUsers.dummyMade')}
          </Alert>
          <Box component="pre" sx={{ fontSize: 13, bgcolor: 'action.hover', p: 1, overflowX: 'auto', maxHeight: 240 }}>
            {made.map((account) => `${account.email}\t${account.password}`).join('\n')}
          </Box>
        </>
      )}
    </Box>
  );
}
