import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { entryCodeFrom, type PassKind } from '../../../engine/venue';
import { useDoorPeople } from '../../api/entrance';
import { useBilingual } from '../../kit/bilingual';
import { Section } from '../../kit/Section';
import { useLanguage } from '../../kit/useLanguage';
import { ProgramError } from '../program/ProgramGate';
import { useQrScanner } from '../venue/qrScanner';
import { useVenueTranslation } from '../venue/strings';
import { ManagerPage } from './ManagerPage';
import { usePassQueue, type ShownResult } from './passQueue';

/** A scan's answer in the reader's language: counted (green) or refused with its reason. */
export function PassResultView({ result }: { result: ShownResult }) {
  const { language } = useLanguage();
  if ('refused' in result) return <ProgramError error={result.refused} />;
  return (
    <Alert severity={result.outcome === 'accepted' ? 'success' : 'warning'} sx={{ py: 0 }}>
      {language === 'en' ? result.messageEn : result.message}
    </Alert>
  );
}

/** Finding a person by name, for a card left at home: their state, and the button for the way chosen. */
function NameSearch({ kind, onPass }: { kind: PassKind; onPass: (code: string) => void }) {
  const { t } = useVenueTranslation();
  const name = useBilingual();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data } = useDoorPeople(q);
  return (
    <Stack spacing={1}>
      {data && <Typography role="status">{t('entrance.insideNow', { count: data.inside })}</Typography>}
      <TextField
        type="search"
        size="small"
        label={t('entrance.search')}
        helperText={t('entrance.searchHint')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data?.people.map((person) => {
          const label = name(person.name.ja, person.name.en);
          return (
            <Stack component="li" key={person.userId} direction="row" spacing={1} sx={{ alignItems: 'center', py: 0.5, borderTop: 1, borderColor: 'divider' }}>
              <Box sx={{ flexGrow: 1 }}>
                <Typography>{label}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {person.affiliation} · {t(person.inside ? 'entrance.inside' : 'entrance.outside')}
                </Typography>
              </Box>
              <Button size="small" variant="outlined" onClick={() => onPass(person.code)}>
                {t(kind === 'entry' ? 'entrance.checkIn' : 'entrance.checkOut', { name: label })}
              </Button>
            </Stack>
          );
        })}
      </Box>
    </Stack>
  );
}

export function Entrance() {
  const { t } = useVenueTranslation();
  const [kind, setKind] = useState<PassKind>('entry');
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const { queue, results, offline, add } = usePassQueue();
  const record = (text: string) => {
    const code = entryCodeFrom(text);
    setInvalid(!code);
    if (code) add(code, kind);
  };
  // The camera stays on at the door: after each card it looks for the next one.
  const scanner = useQrScanner((text) => {
    record(text);
    setTimeout(() => void scanner.start(), 1500);
  });
  const live = scanner.status === 'scanning' || scanner.status === 'asking';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    record(typed);
    setTyped('');
  };
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        color="primary"
        value={kind}
        onChange={(_, value: PassKind | null) => value && setKind(value)}
        aria-label={t('entrance.way')}
      >
        <ToggleButton value="entry">{t('entrance.entry')}</ToggleButton>
        <ToggleButton value="exit">{t('entrance.exit')}</ToggleButton>
      </ToggleButtonGroup>
      {offline && (
        <Alert severity="warning" role="alert">
          {t('entrance.offline')}
        </Alert>
      )}
      {queue.length > 0 && (
        <Typography role="status" data-testid="pass-queue">
          {t('entrance.waiting', { count: queue.length })}
        </Typography>
      )}
      <Section id="entrance-scan" title={t('entrance.scan')}>
        <Stack spacing={2}>
          <Box>
            {live ? (
              <Button variant="outlined" onClick={scanner.stop}>
                {t('entrance.stopScan')}
              </Button>
            ) : (
              <Button variant="contained" onClick={() => void scanner.start()} disabled={scanner.status === 'unsupported'}>
                {t('entrance.scan')}
              </Button>
            )}
          </Box>
          {(scanner.status === 'blocked' || scanner.status === 'missing' || scanner.status === 'busy') && (
            <Alert severity="warning">{t('entrance.cameraBlocked')}</Alert>
          )}
          <Box
            component="video"
            ref={scanner.video}
            aria-label={t('entrance.cameraPreview')}
            muted
            playsInline
            sx={{ display: live ? 'block' : 'none', width: '100%', maxWidth: 480, borderRadius: 1, bgcolor: 'common.black' }}
          />
          <Stack component="form" direction="row" spacing={1} onSubmit={submit} noValidate sx={{ alignItems: 'flex-start' }}>
            <TextField
              size="small"
              label={t('entrance.typeCode')}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              error={invalid}
              helperText={invalid ? t('entrance.invalidCode') : undefined}
              autoComplete="off"
              slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 40 } }}
            />
            <Button type="submit" variant="outlined" disabled={typed.trim() === ''}>
              {t('entrance.send')}
            </Button>
          </Stack>
          <NameSearch kind={kind} onPass={(code) => add(code, kind)} />
        </Stack>
      </Section>
      <Section id="entrance-results" title={t('entrance.results')}>
        {results.length === 0 ? (
          <Typography>{t('entrance.noResults')}</Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-live="polite">
            {results.map((result) => (
              <li key={result.scanId}>
                <PassResultView result={result} />
              </li>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}

/** Route /mng/entrance: the venue's door, for managers on a phone (issue 66). */
export function EntrancePage() {
  const { t } = useVenueTranslation();
  return (
    <ManagerPage titleId="mng-entrance-title" title={t('venue.entranceTitle')} lead={t('entrance.lead')}>
      {() => <Entrance />}
    </ManagerPage>
  );
}
