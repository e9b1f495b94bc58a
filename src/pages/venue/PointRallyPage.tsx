import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { prizeState, rallyCodeFrom, type PrizeView, type RallyView } from '../../../engine/sponsors';
import { claimPrize, scanRallyCode, useRally } from '../../api/sponsors';
import { useBilingual, useBilingualNode } from '../../kit/bilingual';
import { Loading } from '../../kit/Loading';
import { Section } from '../../kit/Section';
import { ProgramError, ProgramGate } from '../program/ProgramGate';
import { useQrScanner, type ScannerStatus } from './qrScanner';
import { useVenueTranslation } from './strings';

type Outcome = { kind: 'got'; points: number; nameJa: string; nameEn: string } | { kind: 'invalid' } | { kind: 'refused'; error: unknown };

const scannerMessage: Partial<Record<ScannerStatus, string>> = {
  blocked: 'rally.cameraBlocked',
  missing: 'rally.cameraMissing',
  busy: 'rally.cameraMissing',
  unsupported: 'rally.notSupported',
};

/** What the last scan or typed code did: points earned, or §8's "invalid QR code" / "points already taken". */
export function ScanOutcome({ outcome }: { outcome: Outcome }) {
  const { t } = useVenueTranslation();
  const name = useBilingual();
  if (outcome.kind === 'got')
    return (
      <Alert severity="success" role="status">
        {t('rally.got', { points: outcome.points, name: name(outcome.nameJa, outcome.nameEn) })}
      </Alert>
    );
  if (outcome.kind === 'invalid')
    return (
      <Alert severity="warning" role="alert">
        {t('rally.invalidCode')}
      </Alert>
    );
  return <ProgramError error={outcome.error} />;
}

/** The camera and the typed code, both ending in one scan call. */
function Scanner({ onCode }: { onCode: (text: string) => Promise<void> }) {
  const { t } = useVenueTranslation();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const scanner = useQrScanner((text) => void onCode(text));
  const live = scanner.status === 'scanning' || scanner.status === 'asking';
  const problem = scannerMessage[scanner.status];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    await onCode(typed);
    setBusy(false);
    setTyped('');
  };
  return (
    <Stack spacing={2}>
      <Box>
        {live ? (
          <Button variant="outlined" onClick={scanner.stop}>
            {t('rally.stopScan')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => void scanner.start()} disabled={scanner.status === 'unsupported'}>
            {t('rally.scan')}
          </Button>
        )}
      </Box>
      {problem && (
        <Alert severity="warning" role="alert">
          {t(problem)}
        </Alert>
      )}
      <Box sx={{ display: live ? 'block' : 'none' }}>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {t('rally.scanning')}
        </Typography>
        <Box
          component="video"
          ref={scanner.video}
          aria-label={t('rally.cameraPreview')}
          muted
          playsInline
          sx={{ width: '100%', maxWidth: 480, borderRadius: 1, bgcolor: 'common.black' }}
        />
      </Box>
      <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
        <Typography variant="body2" gutterBottom>
          {t('rally.typeCode')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label={t('rally.code')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            size="small"
            autoComplete="off"
            slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 40 } }}
          />
          <Button type="submit" variant="outlined" disabled={busy || typed.trim() === ''}>
            {t('rally.send')}
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}

function PrizeRow({ prize, rally, onClaim }: { prize: PrizeView; rally: RallyView; onClaim: () => void }) {
  const { t } = useVenueTranslation();
  const name = useBilingualNode();
  const state = prizeState(prize, rally.balance, rally.claims);
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, py: 1, borderTop: 1, borderColor: 'divider' }}
    >
      <Box>
        <Typography sx={{ fontWeight: 500 }}>{name(prize.nameJa, prize.nameEn)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('rally.cost', { points: prize.points })}
          {prize.stock !== null && ` · ${t('rally.left', { left: Math.max(0, prize.stock - prize.claimed) })}`}
        </Typography>
      </Box>
      {state === 'open' ? (
        <Button variant="contained" onClick={onClaim} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
          {t('rally.claim')}
        </Button>
      ) : state === 'claimed' ? (
        <Alert severity="success" sx={{ py: 0 }}>
          {t('rally.claimed')}
        </Alert>
      ) : (
        <Chip label={t(`rally.state.${state}`)} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }} />
      )}
    </Stack>
  );
}

function ClaimDialog({ prize, onClose, onClaimed }: { prize: PrizeView; onClose: () => void; onClaimed: () => void }) {
  const { t } = useVenueTranslation();
  const name = useBilingual();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<unknown>();
  const claim = async () => {
    setBusy(true);
    try {
      await claimPrize(prize.id);
      onClaimed();
    } catch (error) {
      setRefusal(error);
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="claim-title" fullWidth maxWidth="xs">
      <DialogTitle id="claim-title">{t('rally.claim')}</DialogTitle>
      <DialogContent>
        <Typography>{t('rally.confirmClaim', { points: prize.points, name: name(prize.nameJa, prize.nameEn) })}</Typography>
        {refusal !== undefined && (
          <Box sx={{ mt: 2 }}>
            <ProgramError error={refusal} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('rally.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void claim()} disabled={busy || refusal !== undefined}>
          {t('rally.claim')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export interface RallyViewProps {
  rally: RallyView;
  outcome?: Outcome;
  onCode: (text: string) => Promise<void>;
  onClaim: (prize: PrizeView) => void;
}

/** The participant's rally: points, the scanner, the last outcome, the exhibitions visited and the prizes. */
export function PointRallyView({ rally, outcome, onCode, onClaim }: RallyViewProps) {
  const { t } = useVenueTranslation();
  const name = useBilingualNode();
  return (
    <Stack spacing={2}>
      <Typography>{t('rally.intro')}</Typography>
      <Section id="rally-points" title={t('rally.points')}>
        <Typography variant="h4" component="p" data-testid="rally-balance">
          {t('rally.balance', { balance: rally.balance })}
        </Typography>
        <Typography color="text.secondary">{t('rally.earned', { earned: rally.earned, visited: rally.scans.length, total: rally.exhibitions })}</Typography>
      </Section>
      <Section id="rally-scan" title={t('rally.scan')}>
        <Stack spacing={2}>
          {outcome && <ScanOutcome outcome={outcome} />}
          <Scanner onCode={onCode} />
        </Stack>
      </Section>
      <Section id="rally-prizes" title={t('rally.prizes')}>
        {rally.prizes.length === 0 ? (
          <Typography>{t('rally.noPrizes')}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {rally.prizes.map((prize) => (
              <PrizeRow key={prize.id} prize={prize} rally={rally} onClaim={() => onClaim(prize)} />
            ))}
          </Box>
        )}
      </Section>
      <Section id="rally-history" title={t('rally.history')}>
        {rally.scans.length === 0 ? (
          <Typography>{t('rally.noHistory')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {rally.scans.map((scan) => (
              <li key={scan.exhibitionId}>
                {name(scan.nameJa, scan.nameEn)} — {t('rally.cost', { points: scan.points })}
              </li>
            ))}
          </Box>
        )}
      </Section>
    </Stack>
  );
}

function PointRallyBody() {
  const { data, error, mutate } = useRally();
  const [outcome, setOutcome] = useState<Outcome>();
  const [claiming, setClaiming] = useState<PrizeView>();
  const [params, setParams] = useSearchParams();
  const fromLink = useRef(params.get('code'));

  const onCode = async (text: string) => {
    if (!rallyCodeFrom(text)) return setOutcome({ kind: 'invalid' });
    try {
      const got = await scanRallyCode(text);
      setOutcome({ kind: 'got', ...got });
    } catch (error) {
      setOutcome({ kind: 'refused', error });
    }
    await mutate();
  };

  // A phone's own camera app opens /point_rally?code=…: that scan is sent once, and the code leaves the address.
  useEffect(() => {
    const code = fromLink.current;
    if (!code) return;
    fromLink.current = null;
    setParams({}, { replace: true });
    void onCode(code);
  }, []);

  // Closed, claimed or refused: the prizes' stock and the points are read again.
  const closeClaim = () => {
    setClaiming(undefined);
    void mutate();
  };

  if (error) return <ProgramError error={error} onRetry={() => void mutate()} />;
  if (!data) return <Loading />;
  return (
    <>
      <PointRallyView rally={data} outcome={outcome} onCode={onCode} onClaim={setClaiming} />
      {claiming && <ClaimDialog prize={claiming} onClose={closeClaim} onClaimed={closeClaim} />}
    </>
  );
}

/** Route /point_rally: scan sponsors' QR codes for points and claim prizes, while isPointRally is on (issue 66). */
export function PointRallyPage() {
  const { t } = useVenueTranslation();
  return (
    <ProgramGate feature="isPointRally">
      <Typography variant="h5" component="h1" gutterBottom>
        {t('venue.pointRallyTitle')}
      </Typography>
      <PointRallyBody />
    </ProgramGate>
  );
}
