import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { recordVisit, useExhibition, useExhibitions, type ExhibitionSummary, type ExhibitionView } from '../../api/sponsors';
import { clientRoutes } from '../../../engine/routes';
import { useBilingual, useBilingualNode } from '../../kit/bilingual';
import { Loading } from '../../kit/Loading';
import { Section } from '../../kit/Section';
import { ProgramError, ProgramGate } from '../program/ProgramGate';
import { useVenueTranslation } from './strings';

const exhibitionPath = (id: number) => clientRoutes.sponsorExhibition.replace(':id', String(id));

/** The exhibitions as cards: picture, name and booth, each leading to its page. */
export function ExhibitionList({ items, searched }: { items: ExhibitionSummary[]; searched: boolean }) {
  const { t } = useVenueTranslation();
  const name = useBilingualNode();
  if (items.length === 0) return <Typography>{t(searched ? 'sponsors.none' : 'sponsors.noneYet')}</Typography>;
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}
    >
      {items.map((item) => (
        <li key={item.id}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={exhibitionPath(item.id)} sx={{ height: '100%', alignItems: 'stretch' }}>
              {item.imageUrl ? (
                <CardMedia component="img" image={item.imageUrl} alt="" loading="lazy" sx={{ height: 140, objectFit: 'cover' }} />
              ) : (
                <Box sx={{ height: 140, bgcolor: 'action.hover' }} />
              )}
              <CardContent>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  {name(item.nameJa, item.nameEn)}
                </Typography>
                {item.booth && (
                  <Typography variant="body2" color="text.secondary">
                    {t('sponsors.booth', { booth: item.booth })}
                  </Typography>
                )}
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}

/** The participants' search: words typed narrow the list a quarter second after the last key. */
function ExhibitionSearch() {
  const { t } = useVenueTranslation();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, error, mutate } = useExhibitions(q);
  return (
    <Stack spacing={2}>
      <Typography>{t('sponsors.intro')}</Typography>
      <TextField
        type="search"
        label={t('sponsors.search')}
        placeholder={t('sponsors.searchHint')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        fullWidth
      />
      {error ? (
        <ProgramError error={error} onRetry={() => void mutate()} />
      ) : !data ? (
        <Loading />
      ) : (
        <>
          <Typography role="status" variant="body2" color="text.secondary">
            {t('sponsors.count', { count: data.items.length })}
          </Typography>
          <ExhibitionList items={data.items} searched={q.trim() !== ''} />
        </>
      )}
    </Stack>
  );
}

/** One exhibition as participants read it: texts in their language (or the other, said so), pictures, downloads, links, contact and presentations. */
export function ExhibitionDetail({ exhibition }: { exhibition: ExhibitionView }) {
  const { t } = useVenueTranslation();
  const text = useBilingualNode();
  const plain = useBilingual();
  const name = plain(exhibition.nameJa, exhibition.nameEn);
  const body = text(exhibition.bodyJa, exhibition.bodyEn);
  const contact = text(exhibition.contactJa, exhibition.contactEn);
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h5" component="h1">
          {text(exhibition.nameJa, exhibition.nameEn)}
        </Typography>
        {exhibition.booth && <Typography color="text.secondary">{t('sponsors.booth', { booth: exhibition.booth })}</Typography>}
      </Box>
      {body && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{body}</Typography>}
      {exhibition.images.length > 0 && (
        <Section id="exhibition-images" title={t('sponsors.images')}>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
            {exhibition.images.map((image, index) => (
              <Box
                key={image.id}
                component="img"
                src={image.url}
                alt={t('sponsors.imageAlt', { name, n: index + 1 })}
                loading="lazy"
                sx={{ width: '100%', borderRadius: 1 }}
              />
            ))}
          </Box>
        </Section>
      )}
      {exhibition.files.length > 0 && (
        <Section id="exhibition-files" title={t('sponsors.files')}>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {exhibition.files.map((file) => (
              <li key={file.id}>
                <Link href={file.url} download={file.fileName}>
                  {file.fileName}
                </Link>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  ({Math.max(1, Math.round(file.byteSize / 1024))} KB)
                </Typography>
              </li>
            ))}
          </Box>
        </Section>
      )}
      {exhibition.links.length > 0 && (
        <Section id="exhibition-links" title={t('sponsors.links')}>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {exhibition.links.map((link) => (
              <li key={link.url}>
                <Link href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </Link>
              </li>
            ))}
          </Box>
        </Section>
      )}
      {(contact || exhibition.contactEmail) && (
        <Section id="exhibition-contact" title={t('sponsors.contact')}>
          {contact && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{contact}</Typography>}
          {exhibition.contactEmail && <Link href={`mailto:${exhibition.contactEmail}`}>{exhibition.contactEmail}</Link>}
        </Section>
      )}
      {exhibition.presentations.length > 0 && (
        <Section id="exhibition-presentations" title={t('sponsors.presentations')}>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {exhibition.presentations.map((presentation) => (
              <li key={presentation.id}>
                <Link component={RouterLink} to={clientRoutes.presentation.replace(':id', String(presentation.id))}>
                  {presentation.code} {text(presentation.name, presentation.nameEn)}
                </Link>
              </li>
            ))}
          </Box>
        </Section>
      )}
    </Stack>
  );
}

function ExhibitionPage({ id }: { id: number }) {
  const { t } = useVenueTranslation();
  const { data, error, mutate } = useExhibition(id);
  // One visit per page opened; the server counts a person once per half hour.
  useEffect(() => {
    void recordVisit(id).catch(() => undefined);
  }, [id]);
  return (
    <Stack spacing={1}>
      <Link component={RouterLink} to={clientRoutes.sponsors}>
        {t('sponsors.toList')}
      </Link>
      {error ? <ProgramError error={error} onRetry={() => void mutate()} /> : !data ? <Loading /> : <ExhibitionDetail exhibition={data.exhibition} />}
    </Stack>
  );
}

/** Routes /sponsors and /sponsors/:id: the sponsor exhibition search and an exhibition's page, while isSponsorLinkEnabled is on (issue 66). */
export function SponsorsPage() {
  const { t } = useVenueTranslation();
  const { id } = useParams();
  const exhibitionId = Number(id);
  return (
    <ProgramGate feature="isSponsorLinkEnabled">
      {id && Number.isInteger(exhibitionId) && exhibitionId > 0 ? (
        <ExhibitionPage id={exhibitionId} />
      ) : (
        <>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('venue.sponsorsTitle')}
          </Typography>
          <ExhibitionSearch />
        </>
      )}
    </ProgramGate>
  );
}
