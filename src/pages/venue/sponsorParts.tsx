import { useRef, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { bannerPlacements, BANNER_WEIGHT_MAX, type BannerPlacement } from '../../../schemas/sponsors';
// The rules' own module (the registration form's chunk): engine/uploads would split from that form's chunk into one more file on sign-up.
import { uploadRules } from '../../../engine/questions/questionFields';
import { formatRallyCode, rallyQrText } from '../../../engine/sponsors';
import {
  addBanner,
  addExhibitionFile,
  removeBanner,
  removeExhibitionFile,
  updateBanner,
  type BannerView,
  type InsightView,
  type SponsorFileView,
} from '../../api/sponsors';
import { QrCode } from '../../kit/QrCode';
import { Section } from '../../kit/Section';
import { ProgramError } from '../program/ProgramGate';
import { useVenueTranslation } from './strings';

/** A button that opens the file picker; the file chosen goes to `onFile` (the server judges it by its content). */
function FileButton({ label, accept, busy, onFile }: { label: string; accept: string; busy: boolean; onFile: (file: File) => void }) {
  const { t } = useVenueTranslation();
  const input = useRef<HTMLInputElement>(null);
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <>
      <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
        {busy ? t('sponsorConsole.adding') : label}
      </Button>
      <input ref={input} type="file" hidden accept={accept} onChange={chosen} tabIndex={-1} aria-hidden="true" />
    </>
  );
}

/** A change that may be refused: while it runs, and what the server said; `onDone` after it succeeds. */
function useAction(onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<unknown>();
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setRefusal(undefined);
    try {
      await action();
      onDone();
    } catch (error) {
      setRefusal(error);
    }
    setBusy(false);
  };
  return { busy, refusal, run };
}

function PlacementSelect({ value, onChange }: { value: BannerPlacement; onChange: (value: BannerPlacement) => void }) {
  const { t } = useVenueTranslation();
  return (
    <TextField select size="small" label={t('sponsorConsole.placement')} value={value} onChange={(event) => onChange(event.target.value as BannerPlacement)}>
      {bannerPlacements.map((placement) => (
        <MenuItem key={placement} value={placement}>
          {t(`sponsorConsole.placements.${placement}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** An exhibition's pictures or downloads: the list with a remove button each, and the button that adds one. */
export function ExhibitionFiles({ kind, files, limit, onChanged }: { kind: 'image' | 'file'; files: SponsorFileView[]; limit: number; onChanged: () => void }) {
  const { t } = useVenueTranslation();
  const { busy, refusal, run } = useAction(onChanged);
  const title = t(kind === 'image' ? 'sponsorConsole.images' : 'sponsorConsole.files');
  return (
    <Section id={`sponsor-${kind}s`} title={title}>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {t(kind === 'image' ? 'sponsorConsole.imagesHint' : 'sponsorConsole.filesHint', { limit })}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 1 }}>
        {files.map((file) => (
          <Stack component="li" key={file.id} direction="row" spacing={1} sx={{ alignItems: 'center', py: 0.5 }}>
            {kind === 'image' && <Box component="img" src={file.url} alt="" sx={{ width: 64, height: 48, objectFit: 'cover', borderRadius: 0.5 }} />}
            <Typography sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>{file.fileName}</Typography>
            <Button size="small" color="error" onClick={() => void run(() => removeExhibitionFile(file.id))} disabled={busy}>
              {t('sponsorConsole.remove', { name: file.fileName })}
            </Button>
          </Stack>
        ))}
      </Box>
      {refusal !== undefined && (
        <Box sx={{ mb: 1 }}>
          <ProgramError error={refusal} />
        </Box>
      )}
      {files.length < limit && (
        <FileButton
          label={`${title}: ${t('sponsorConsole.add')}`}
          accept={uploadRules[kind === 'image' ? 'sponsorImage' : 'sponsorFile'].accept}
          busy={busy}
          onFile={(file) => void run(() => addExhibitionFile(kind, file))}
        />
      )}
    </Section>
  );
}

function BannerEditor({ banner, onChanged }: { banner: BannerView; onChanged: () => void }) {
  const { t } = useVenueTranslation();
  const [placement, setPlacement] = useState<BannerPlacement>(banner.placement);
  const [weight, setWeight] = useState(String(banner.weight));
  const [linkUrl, setLinkUrl] = useState(banner.linkUrl);
  const [isActive, setActive] = useState(banner.isActive);
  const { busy, refusal, run } = useAction(onChanged);
  const weightValue = Math.max(1, Math.min(BANNER_WEIGHT_MAX, Number.parseInt(weight, 10) || 1));
  const id = `banner-${banner.id}`;
  return (
    <Stack component="li" spacing={1} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }} aria-labelledby={`${id}-name`}>
      <Typography id={`${id}-name`} variant="body2" color="text.secondary">
        {banner.fileName}
      </Typography>
      <Box component="img" src={banner.imageUrl} alt="" sx={{ width: '100%', maxWidth: 480, borderRadius: 0.5 }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <PlacementSelect value={placement} onChange={setPlacement} />
        <TextField
          size="small"
          type="number"
          label={t('sponsorConsole.weight')}
          value={weight}
          onChange={(event) => setWeight(event.target.value)}
          slotProps={{ htmlInput: { min: 1, max: BANNER_WEIGHT_MAX } }}
        />
        <TextField
          size="small"
          label={t('sponsorConsole.linkUrlBanner')}
          value={linkUrl}
          onChange={(event) => setLinkUrl(event.target.value)}
          sx={{ flexGrow: 1 }}
        />
      </Stack>
      <FormControlLabel control={<Switch checked={isActive} onChange={(event) => setActive(event.target.checked)} />} label={t('sponsorConsole.active')} />
      {refusal !== undefined && <ProgramError error={refusal} />}
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => void run(() => updateBanner(banner.id, { placement, weight: weightValue, linkUrl, isActive }))}
        >
          {t('sponsorConsole.saveBanner')}
        </Button>
        <Button color="error" disabled={busy} onClick={() => void run(() => removeBanner(banner.id))}>
          {t('sponsorConsole.removeBanner')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The sponsor's dashboard banners: each one's place, weight, address and switch; a new one from a picture. */
export function BannerSection({ banners, limit, onChanged }: { banners: BannerView[]; limit: number; onChanged: () => void }) {
  const { t } = useVenueTranslation();
  const [placement, setPlacement] = useState<BannerPlacement>('dashboardTop');
  const { busy, refusal, run } = useAction(onChanged);
  return (
    <Section id="sponsor-banners" title={t('sponsorConsole.banners')}>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {t('sponsorConsole.bannersHint', { limit })}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {banners.map((banner) => (
          <BannerEditor key={banner.id} banner={banner} onChanged={onChanged} />
        ))}
      </Box>
      {refusal !== undefined && <ProgramError error={refusal} />}
      {banners.length < limit && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
          <PlacementSelect value={placement} onChange={setPlacement} />
          <FileButton
            label={t('sponsorConsole.addBanner')}
            accept={uploadRules.sponsorImage.accept}
            busy={busy}
            onFile={(file) => void run(() => addBanner(placement, 1, file))}
          />
        </Stack>
      )}
    </Section>
  );
}

/** The exhibition's point-rally QR code, large enough to print and scan from a metre, with the code to type under it. */
export function RallyCodeSection({ code, points, name }: { code: string; points: number; name: string }) {
  const { t } = useVenueTranslation();
  return (
    <Section
      id="sponsor-rally"
      title={t('sponsorConsole.rally')}
      action={
        <Button variant="outlined" onClick={() => window.print()}>
          {t('sponsorConsole.print')}
        </Button>
      }
    >
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {t('sponsorConsole.rallyHint', { points })}
      </Typography>
      <QrCode text={rallyQrText(window.location.origin, code)} label={t('sponsorConsole.qrAlt', { name })} />
      <Typography sx={{ fontFamily: 'monospace', fontSize: 20, mt: 1 }} data-testid="rally-code">
        {t('sponsorConsole.rallyCode', { code: formatRallyCode(code) })}
      </Typography>
    </Section>
  );
}

const insightColumns = ['visits', 'visitors', 'likes', 'comments', 'scans'] as const;

/** The sponsor's own figures by day, with the totals (visitors counted once over all days). */
export function InsightTable({ insight }: { insight: InsightView }) {
  const { t } = useVenueTranslation();
  if (insight.days.length === 0) return <Typography>{t('sponsorConsole.insightNone')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('sponsorConsole.insight')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('sponsorConsole.day')}</TableCell>
            {insightColumns.map((column) => (
              <TableCell key={column} align="right">
                {t(`sponsorConsole.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {insight.days.map((day) => (
            <TableRow key={day.day}>
              <TableCell component="th" scope="row">
                {day.day}
              </TableCell>
              {insightColumns.map((column) => (
                <TableCell key={column} align="right">
                  {day[column]}
                </TableCell>
              ))}
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              {t('sponsorConsole.total')}
            </TableCell>
            {insightColumns.map((column) => (
              <TableCell key={column} align="right" sx={{ fontWeight: 600 }} data-testid={`insight-total-${column}`}>
                {insight.totals[column]}
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}
