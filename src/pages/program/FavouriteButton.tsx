import { useState } from 'react';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { useTranslation } from 'react-i18next';
import { useFavourites, type Bilingual } from '../../api/program';
import { useBilingual } from '../../app/bilingual';
import { useToast } from '../../app/toast';
import { useLanguage } from '../../app/useLanguage';

/**
 * Marks a presentation for the attendee's schedule. Adding one at the time of another says
 * "overlapping schedule" with the other's code and name; a failed removal says so (§8).
 */
export function FavouriteButton({ presentationId, isFavourite, label }: { presentationId: number; isFavourite: boolean; label: string }) {
  const { t } = useTranslation();
  const { both } = useLanguage();
  const pick = useBilingual();
  const toast = useToast();
  const favourites = useFavourites();
  const [busy, setBusy] = useState(false);
  const [overlapping, setOverlapping] = useState<(Bilingual & { code: string })[]>([]);
  const toggle = async () => {
    setBusy(true);
    try {
      if (isFavourite) {
        await favourites.remove(presentationId);
        setOverlapping([]);
      } else {
        setOverlapping(await favourites.add(presentationId));
      }
    } catch (error) {
      toast.error(error, undefined, isFavourite ? both('program.removeFailed') : undefined);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <IconButton
        onClick={() => void toggle()}
        disabled={busy}
        aria-pressed={isFavourite}
        aria-label={t(isFavourite ? 'program.unfavourite' : 'program.favourite', { name: label })}
        color={isFavourite ? 'warning' : 'default'}
      >
        {isFavourite ? <Star /> : <StarBorder />}
      </IconButton>
      {overlapping.length > 0 && (
        <Alert severity="warning" role="alert" onClose={() => setOverlapping([])} closeText={t('toast.close')} sx={{ mt: 1 }}>
          <strong>{t('program.overlapping')}</strong>: {overlapping.map((other) => `${other.code} ${pick(other.name, other.nameEn)}`).join(', ')}
        </Alert>
      )}
    </>
  );
}
