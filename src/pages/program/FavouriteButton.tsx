import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import type { i18n as I18n } from 'i18next';
import { type Bilingual } from '../../api/program';
import { useFavourites } from '../../api/programPages';
import { pickBilingual } from '../../kit/bilingual';
import { currentLanguage } from '../../kit/i18n';
import { bothLanguages } from '../../kit/useLanguage';
import { useToast } from '../../kit/toast';
import { useProgramClasses } from './programStyles';

/**
 * Marks a presentation for the attendee's schedule. Adding one at the time of another says
 * "overlapping schedule" with the other's code and name; a failed removal says so (§8).
 */
export function FavouriteButton({ presentationId, isFavourite, label, i18n }: { presentationId: number; isFavourite: boolean; label: string; i18n: I18n }) {
  // The texts come from the caller's i18n, as AuthorList's do.
  const { t } = i18n;
  const pick = (ja: string | null | undefined, en: string | null | undefined) => pickBilingual(currentLanguage(i18n.language), ja, en);
  const toast = useToast();
  const favourites = useFavourites();
  const [busy, setBusy] = useState(false);
  const [overlapping, setOverlapping] = useState<(Bilingual & { code: string })[]>([]);
  const c = useProgramClasses();
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
      toast.error(error, undefined, isFavourite ? bothLanguages(i18n, 'program.removeFailed') : undefined);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        className={c.star}
        type="button"
        onClick={() => void toggle()}
        disabled={busy}
        aria-pressed={isFavourite}
        aria-label={t(isFavourite ? 'program.unfavourite' : 'program.favourite', { name: label })}
      >
        {isFavourite ? <Star /> : <StarBorder />}
      </button>
      {overlapping.length > 0 && (
        // A row of the card's own, under the title and the star: it belongs to this presentation.
        <Alert severity="warning" role="alert" onClose={() => setOverlapping([])} closeText={t('toast.close')} sx={{ flexBasis: '100%', minWidth: 0 }}>
          <strong>{t('program.overlapping')}</strong>: {overlapping.map((other) => `${other.code} ${pick(other.name, other.nameEn)}`).join(', ')}
        </Alert>
      )}
    </>
  );
}
