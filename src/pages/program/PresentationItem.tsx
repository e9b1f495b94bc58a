import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatTokyo } from '../../../engine/commission/dates';
import type { PresentationSummary, SessionSummary } from '../../api/program';
import { useBilingual, useBilingualNode } from '../../app/bilingual';
import { AuthorList } from './AuthorList';
import { FavouriteButton } from './FavouriteButton';
import { Highlight } from './Highlight';

export const presentationPath = (id: number) => `/presentations/${id}`;

/** A time range in Tokyo time: `03/10 09:30–09:45`, or only the times inside a session. */
export function timeRange(startAt: string | null, endAt: string | null, withDay = true) {
  if (!startAt) return '';
  const start = formatTokyo(startAt, withDay ? 'MM/dd HH:mm' : 'HH:mm');
  return endAt ? `${start}–${formatTokyo(endAt, 'HH:mm')}` : start;
}

/** One presentation in a list: code, title, authors, where and when, and the favourite star. */
export function PresentationItem({
  presentation, session, terms = [], showSession = true, showAbstract = false, headingLevel = 'h3', compact = false,
}: {
  presentation: PresentationSummary;
  session?: SessionSummary | null;
  terms?: readonly string[];
  showSession?: boolean;
  showAbstract?: boolean;
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Authors without institutes: the timetable's cells. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const pick = useBilingual();
  const display = useBilingualNode();
  const title = pick(presentation.name, presentation.nameEn);
  const when = presentation.section.startAt ? timeRange(presentation.section.startAt, presentation.section.endAt, showSession) : session ? timeRange(session.startAt, session.endAt) : '';
  const abstract = pick(presentation.abstract, presentation.abstractEn);
  return (
    <Paper component="article" variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1 }} aria-label={`${presentation.code} ${title}`}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
          <Highlight text={presentation.code} terms={terms} />
          {when && ` · ${when}`}
          {showSession && session && ` · ${pick(session.programRoom?.name, session.programRoom?.nameEn)}`}
          {presentation.language === 'english' && <Chip size="small" label={t('program.inEnglish')} sx={{ ml: 1, height: 18 }} />}
        </Typography>
        <Typography variant="subtitle1" component={headingLevel} sx={{ fontWeight: 600, lineHeight: 1.4, my: 0.25 }}>
          <Link component={RouterLink} to={presentationPath(presentation.id)} underline="hover" color="inherit">
            {terms.length > 0 ? <Highlight text={title} terms={terms} /> : display(presentation.name, presentation.nameEn)}
          </Link>
        </Typography>
        <AuthorList authors={presentation.authors} terms={terms} institutes={!compact} />
        {showAbstract && abstract && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            <Highlight text={abstract} terms={terms} />
          </Typography>
        )}
      </Box>
      <Box>
        <FavouriteButton presentationId={presentation.id} isFavourite={presentation.isFavourite} label={`${presentation.code} ${title}`} />
      </Box>
    </Paper>
  );
}
