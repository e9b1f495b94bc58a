import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { downloadDocument, type DocumentOptions, type OrderView } from '../../api/participation';
import { useToast } from '../../kit/toast';
import { useQualificationTranslation } from './strings';
import type { AttendanceEvidence } from '../../../schemas/payment';

export interface DocumentsProps {
  order: OrderView;
  /** The attendee's registration is done or free: a certificate of attendance can be had once they attended. */
  qualified: boolean;
  /** Whether they attended as the conference counts it; until then the page says what counts. */
  attended?: boolean;
  /** What counts as attendance (payment settings certificateRequires). */
  certificateRequires?: readonly AttendanceEvidence[];
  /** Tests and stories: the call that downloads. */
  download?: typeof downloadDocument;
}

/** The invoice, receipt and certificate of an order (issue 64): the names on them, the language and colour, and one button each. */
export function Documents({ order, qualified, attended = true, certificateRequires = [], download = downloadDocument }: DocumentsProps) {
  const { t, i18n } = useQualificationTranslation();
  const toast = useToast();
  const [language, setLanguage] = useState<'ja' | 'en'>(i18n.language === 'en' ? 'en' : 'ja');
  const [colour, setColour] = useState<'colour' | 'mono'>('colour');
  const [addressee, setAddressee] = useState(order.receiptName);
  const [purpose, setPurpose] = useState('');
  const [busy, setBusy] = useState<DocumentOptions['kind']>();
  const paid = order.status === 'paid' || order.status === 'refunded';
  const kinds: Array<DocumentOptions['kind']> = [
    ...(order.amounts.total > 0 && (order.status === 'pending' || order.status === 'paid') ? (['invoice'] as const) : []),
    ...(order.amounts.total > 0 && paid ? (['receipt'] as const) : []),
    ...(qualified && attended ? (['certificate'] as const) : []),
  ];
  const certificateLater = qualified && !attended;
  if (kinds.length === 0 && !certificateLater) return null;
  const get = async (kind: DocumentOptions['kind']) => {
    setBusy(kind);
    try {
      await download(order.id, {
        kind,
        language,
        colour,
        ...(kind !== 'certificate' && addressee.trim() ? { addressee: addressee.trim() } : {}),
        ...(kind === 'receipt' && purpose.trim() ? { purpose: purpose.trim() } : {}),
      });
    } catch (error) {
      toast.error(error);
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <Box component="section" aria-labelledby="documents-title" sx={{ mt: 3 }}>
      <Typography id="documents-title" variant="h6" component="h3">
        {t('qualification.documents.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('qualification.documents.intro')}
      </Typography>
      {certificateLater && (
        <Typography variant="body2" sx={{ mb: 2 }} data-testid="certificate-later">
          {t('qualification.documents.certificateLater', {
            conditions: certificateRequires.map((evidence) => t(`qualification.documents.evidence.${evidence}`)).join(t('qualification.documents.evidence.or')),
          })}
        </Typography>
      )}
      {kinds.length > 0 && (
        <>
          <Stack spacing={2} sx={{ maxWidth: 560 }}>
            {kinds.some((kind) => kind !== 'certificate') && (
              <TextField
                label={t('qualification.documents.addressee')}
                value={addressee}
                onChange={(event) => setAddressee(event.target.value)}
                slotProps={{ htmlInput: { maxLength: 100 } }}
                helperText={t('qualification.documents.addresseeHint')}
              />
            )}
            {kinds.includes('receipt') && (
              <TextField
                label={t('qualification.documents.purpose')}
                value={purpose}
                onChange={(event) => setPurpose(event.target.value)}
                slotProps={{ htmlInput: { maxLength: 100 } }}
                helperText={t('qualification.documents.purposeHint')}
              />
            )}
            <TextField
              select
              label={t('qualification.documents.language')}
              value={language}
              onChange={(event) => setLanguage(event.target.value as 'ja' | 'en')}
              sx={{ maxWidth: 240 }}
            >
              <MenuItem value="ja">日本語</MenuItem>
              <MenuItem value="en">English</MenuItem>
            </TextField>
            <TextField
              select
              label={t('qualification.documents.colour')}
              value={colour}
              onChange={(event) => setColour(event.target.value as 'colour' | 'mono')}
              sx={{ maxWidth: 240 }}
            >
              <MenuItem value="colour">{t('qualification.documents.inColour')}</MenuItem>
              <MenuItem value="mono">{t('qualification.documents.inMono')}</MenuItem>
            </TextField>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
            {kinds.map((kind) => (
              <Button key={kind} variant="outlined" disabled={busy !== undefined} onClick={() => void get(kind)}>
                {t(`qualification.documents.${kind}`)}
              </Button>
            ))}
          </Stack>
        </>
      )}
    </Box>
  );
}
