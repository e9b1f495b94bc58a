import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { pickBanner, type ShownBanner } from '../../../engine/sponsors';
import type { BannerPlacement } from '../../../schemas/sponsors';
import { clientRoutes } from '../../../engine/routes';
import { useBanners } from '../../api/sponsors';
import { useBilingual } from '../../kit/bilingual';
import { useVenueTranslation } from '../venue/strings';

/** One sponsor banner: its picture leading to the sponsor's address, or to its exhibition's page, marked as a sponsor's. */
export function SponsorBanner({ banner }: { banner: ShownBanner }) {
  const { t } = useVenueTranslation();
  const name = useBilingual();
  const image = (
    <Box
      component="img"
      src={banner.imageUrl}
      alt={t('sponsors.bannerAlt', { name: name(banner.nameJa, banner.nameEn) })}
      sx={{ display: 'block', width: '100%', maxHeight: 160, objectFit: 'contain', borderRadius: 1 }}
    />
  );
  return (
    <Box component="aside" aria-label={t('sponsors.sponsorBanner')} sx={{ my: 2 }}>
      <Typography variant="caption" color="text.secondary">
        {t('sponsors.sponsorBanner')}
      </Typography>
      {banner.linkUrl ? (
        <Link href={banner.linkUrl} target="_blank" rel="noopener noreferrer sponsored">
          {image}
        </Link>
      ) : (
        <Link component={RouterLink} to={clientRoutes.sponsorExhibition.replace(':id', String(banner.exhibitionId))}>
          {image}
        </Link>
      )}
    </Box>
  );
}

/**
 * The dashboard's banner in one place: one of the sponsors' banners there, drawn by weight each
 * time the dashboard is opened (engine/sponsors.ts pickBanner).
 */
export function DashboardBanner({ placement, enabled }: { placement: BannerPlacement; enabled: boolean }) {
  const { data } = useBanners(enabled);
  const banner = useMemo(() => pickBanner(data?.items.filter((item) => item.placement === placement) ?? [], Math.random()), [data, placement]);
  return banner ? <SponsorBanner banner={banner} /> : null;
}
