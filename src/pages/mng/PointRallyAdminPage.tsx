import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatRallyCode, prizeProblems, rallyQrText, type PrizeView, type RallyExhibitionView } from '../../../engine/sponsors';
import { localize } from '../../../engine/messages';
import { RALLY_POINTS_MAX, type PrizeInput } from '../../../schemas/sponsors';
import { createPrize, removePrize, setRallyPoints, updatePrize, useMngRally } from '../../api/sponsors';
import { useBilingual } from '../../kit/bilingual';
import { Loading, LoadError } from '../../kit/Loading';
import { QrCode } from '../../kit/QrCode';
import { Section } from '../../kit/Section';
import { useLanguage } from '../../kit/useLanguage';
import { ProgramError } from '../program/ProgramGate';
import { useVenueTranslation } from '../venue/strings';
import { ManagerPage } from './ManagerPage';

const clampPoints = (value: string) => Math.max(0, Math.min(RALLY_POINTS_MAX, Number.parseInt(value, 10) || 0));

function ExhibitionRow({ exhibition, onChanged }: { exhibition: RallyExhibitionView; onChanged: () => void }) {
  const { t } = useVenueTranslation();
  const name = useBilingual();
  const [points, setPoints] = useState(String(exhibition.rallyPoints));
  const [refusal, setRefusal] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const label = name(exhibition.nameJa, exhibition.nameEn);
  const save = async () => {
    setBusy(true);
    setRefusal(undefined);
    try {
      await setRallyPoints(exhibition.id, clampPoints(points));
      onChanged();
    } catch (error) {
      setRefusal(error);
    }
    setBusy(false);
  };
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {label}
        {!exhibition.isPublished && (
          <Typography variant="caption" color="text.secondary" component="div">
            {t('mngRally.unpublished')}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" component="div">
          {exhibition.sponsorEmail}
        </Typography>
      </TableCell>
      <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{formatRallyCode(exhibition.rallyCode)}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            size="small"
            type="number"
            value={points}
            onChange={(event) => setPoints(event.target.value)}
            slotProps={{ htmlInput: { min: 0, max: RALLY_POINTS_MAX, 'aria-label': t('mngRally.pointsOf', { name: label }) } }}
            sx={{ width: 96 }}
          />
          <Button size="small" onClick={() => void save()} disabled={busy || clampPoints(points) === exhibition.rallyPoints}>
            {t('mngRally.save')}
          </Button>
        </Stack>
        {refusal !== undefined && <ProgramError error={refusal} />}
      </TableCell>
      <TableCell align="right">{exhibition.scans}</TableCell>
    </TableRow>
  );
}

/** Every exhibition's code, for printing on one sheet: the QR code, the name and the code to type. */
function PrintableCodes({ exhibitions }: { exhibitions: RallyExhibitionView[] }) {
  const { t } = useVenueTranslation();
  const name = useBilingual();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
      {exhibitions.map((exhibition) => (
        <Box key={exhibition.id} sx={{ breakInside: 'avoid', textAlign: 'center' }}>
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <QrCode
              text={rallyQrText(window.location.origin, exhibition.rallyCode)}
              label={t('sponsorConsole.qrAlt', { name: name(exhibition.nameJa, exhibition.nameEn) })}
              size={180}
            />
          </Box>
          <Typography sx={{ fontWeight: 600 }}>{name(exhibition.nameJa, exhibition.nameEn)}</Typography>
          <Typography sx={{ fontFamily: 'monospace' }}>{formatRallyCode(exhibition.rallyCode)}</Typography>
        </Box>
      ))}
    </Box>
  );
}

type PrizeRowState = { nameJa: string; nameEn: string; points: string; stock: string };
const prizeInput = (row: PrizeRowState): PrizeInput => ({
  nameJa: row.nameJa,
  nameEn: row.nameEn,
  points: Math.max(1, Number.parseInt(row.points, 10) || 1),
  stock: row.stock.trim() === '' ? null : Math.max(0, Number.parseInt(row.stock, 10) || 0),
});

/** A prize's fields: a saved one with Save and Remove, the empty one at the end with Add. */
function PrizeEditor({ prize, onChanged }: { prize?: PrizeView; onChanged: () => void }) {
  const { t } = useVenueTranslation();
  const { language } = useLanguage();
  const empty = { nameJa: '', nameEn: '', points: '10', stock: '' };
  const [row, setRow] = useState<PrizeRowState>(
    prize ? { nameJa: prize.nameJa, nameEn: prize.nameEn, points: String(prize.points), stock: prize.stock === null ? '' : String(prize.stock) } : empty,
  );
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const problem = tried ? prizeProblems(prizeInput(row)).find((item) => item.path === 'nameJa') : undefined;
  const run = async (action: () => Promise<unknown>, reset = false) => {
    setTried(true);
    if (prizeProblems(prizeInput(row)).length > 0) return;
    setBusy(true);
    setRefusal(undefined);
    try {
      await action();
      if (reset) {
        setRow(empty);
        setTried(false);
      }
      onChanged();
    } catch (error) {
      setRefusal(error);
    }
    setBusy(false);
  };
  const key = prize ? `prize-${prize.id}` : 'prize-new';
  return (
    <Stack component="li" spacing={1} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
        <TextField
          id={`${key}-nameJa`}
          size="small"
          label={t('mngRally.nameJa')}
          required
          value={row.nameJa}
          onChange={(event) => setRow({ ...row, nameJa: event.target.value })}
          error={Boolean(problem)}
          helperText={problem ? localize(problem.code, problem.params)[language] : undefined}
        />
        <TextField
          id={`${key}-nameEn`}
          size="small"
          label={t('mngRally.nameEn')}
          value={row.nameEn}
          onChange={(event) => setRow({ ...row, nameEn: event.target.value })}
        />
        <TextField
          id={`${key}-points`}
          size="small"
          type="number"
          label={t('mngRally.points')}
          value={row.points}
          onChange={(event) => setRow({ ...row, points: event.target.value })}
          slotProps={{ htmlInput: { min: 1 } }}
          sx={{ width: { md: 110 } }}
        />
        <TextField
          id={`${key}-stock`}
          size="small"
          type="number"
          label={t('mngRally.stock')}
          value={row.stock}
          onChange={(event) => setRow({ ...row, stock: event.target.value })}
          slotProps={{ htmlInput: { min: 0 } }}
          sx={{ width: { md: 240 } }}
        />
      </Stack>
      {prize && (
        <Typography variant="body2" color="text.secondary">
          {t('mngRally.claimed')}: {prize.claimed}
        </Typography>
      )}
      {refusal !== undefined && <ProgramError error={refusal} />}
      <Stack direction="row" spacing={1}>
        {prize ? (
          <>
            <Button variant="outlined" disabled={busy} onClick={() => void run(() => updatePrize(prize.id, prizeInput(row)))}>
              {t('mngRally.save')}
            </Button>
            <Button color="error" disabled={busy} onClick={() => void run(() => removePrize(prize.id))}>
              {t('mngRally.remove')}
            </Button>
          </>
        ) : (
          <Button variant="contained" disabled={busy} onClick={() => void run(() => createPrize(prizeInput(row)), true)}>
            {t('mngRally.addPrize')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

export function PointRallyAdmin({ exhibitions, prizes, onChanged }: { exhibitions: RallyExhibitionView[]; prizes: PrizeView[]; onChanged: () => void }) {
  const { t } = useVenueTranslation();
  const [printing, setPrinting] = useState(false);
  return (
    <Stack spacing={2}>
      <Section
        id="mng-rally-exhibitions"
        title={t('mngRally.exhibitions')}
        action={
          exhibitions.length > 0 && (
            <Button variant="outlined" onClick={() => setPrinting((shown) => !shown)} aria-expanded={printing}>
              {t('mngRally.print')}
            </Button>
          )
        }
      >
        {exhibitions.length === 0 ? (
          <Typography>{t('mngRally.noExhibitions')}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('mngRally.exhibitions')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('mngRally.name')}</TableCell>
                  <TableCell>{t('mngRally.code')}</TableCell>
                  <TableCell>{t('mngRally.points')}</TableCell>
                  <TableCell align="right">{t('mngRally.scans')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {exhibitions.map((exhibition) => (
                  <ExhibitionRow key={`${exhibition.id}-${exhibition.rallyPoints}`} exhibition={exhibition} onChanged={onChanged} />
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        {printing && (
          <Box sx={{ mt: 2 }}>
            <Alert severity="info" sx={{ mb: 2 }} action={<Button onClick={() => window.print()}>{t('sponsorConsole.print')}</Button>}>
              {t('mngRally.print')}
            </Alert>
            <PrintableCodes exhibitions={exhibitions.filter((exhibition) => exhibition.isPublished)} />
          </Box>
        )}
      </Section>
      <Section id="mng-rally-prizes" title={t('mngRally.prizes')}>
        {prizes.length === 0 && <Typography>{t('mngRally.noPrizes')}</Typography>}
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('mngRally.prizes')}>
          {prizes.map((prize) => (
            <PrizeEditor key={`${prize.id}-${prize.points}-${prize.stock}-${prize.claimed}`} prize={prize} onChanged={onChanged} />
          ))}
          <PrizeEditor onChanged={onChanged} />
        </Box>
      </Section>
    </Stack>
  );
}

function PointRallyAdminBody() {
  const { data, error, mutate } = useMngRally();
  if (error) return <LoadError onRetry={() => void mutate()} />;
  if (!data) return <Loading />;
  return <PointRallyAdmin exhibitions={data.exhibitions} prizes={data.prizes} onChanged={() => void mutate()} />;
}

/** Route /mng/point_rally: each exhibition's points and printable QR code, and the prizes (issue 66). */
export function PointRallyAdminPage() {
  const { t } = useVenueTranslation();
  return (
    <ManagerPage titleId="mng-rally-title" title={t('venue.mngPointRallyTitle')} lead={t('mngRally.lead')}>
      {() => <PointRallyAdminBody />}
    </ManagerPage>
  );
}
