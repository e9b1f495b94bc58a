import { memo } from 'react';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatTokyo } from '../../../engine/commission/dates';
import type { PresentationSummary, SessionSummary } from '../../api/program';
import { bilingualNode, pickBilingual } from '../../app/bilingual';
import { currentLanguage } from '../../app/i18n';
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

/**
 * One styled box whose parts are plain elements under its own rules: a day of the timetable shows
 * over a hundred of these, and a Paper, Box, Typography and Link per part cost the first screen
 * about 25 ms each at 4x CPU (bench:program).
 */
const ItemRoot = styled('article')(({ theme }) => ({
  // The box holds what it positions (the presenter's spoken label): inside the timetable's sideways
  // scroller, a label held by the page instead had widened the page itself.
  position: 'relative',
  display: 'flex',
  gap: theme.spacing(1),
  padding: theme.spacing(1.5),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  '& .item-body': { flex: 1, minWidth: 0 },
  '& .item-meta': { ...theme.typography.caption, color: theme.palette.text.secondary, margin: 0 },
  '& .item-language': {
    ...theme.typography.caption,
    display: 'inline-block',
    marginLeft: theme.spacing(1),
    padding: '0 6px',
    lineHeight: '18px',
    borderRadius: 9,
    backgroundColor: theme.palette.action.selected,
    color: theme.palette.text.primary,
  },
  '& .item-title': { ...theme.typography.subtitle1, fontWeight: 600, lineHeight: 1.4, margin: `${theme.spacing(0.25)} 0` },
  '& .item-title a': { color: 'inherit', textDecoration: 'none' },
  '& .item-title a:hover': { textDecoration: 'underline' },
  '& .item-abstract': {
    ...theme.typography.body2,
    color: theme.palette.text.secondary,
    margin: `${theme.spacing(0.5)} 0 0`,
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
}));

/** One presentation in a list: code, title, authors, where and when, and the favourite star. */
export const PresentationItem = memo(function PresentationItem({
  presentation, session, terms = noTerms, showSession = true, showAbstract = false, headingLevel = 'h3', compact = false,
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
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  const title = pickBilingual(language, presentation.name, presentation.nameEn);
  const when = presentation.section.startAt ? timeRange(presentation.section.startAt, presentation.section.endAt, showSession) : session ? timeRange(session.startAt, session.endAt) : '';
  const abstract = pickBilingual(language, presentation.abstract, presentation.abstractEn);
  const Heading = headingLevel;
  return (
    <ItemRoot aria-label={`${presentation.code} ${title}`}>
      <div className="item-body">
        <p className="item-meta">
          <Highlight text={presentation.code} terms={terms} />
          {when && ` · ${when}`}
          {showSession && session && ` · ${pickBilingual(language, session.programRoom?.name, session.programRoom?.nameEn)}`}
          {presentation.language === 'english' && <span className="item-language">{t('program.inEnglish')}</span>}
        </p>
        <Heading className="item-title">
          <RouterLink to={presentationPath(presentation.id)}>
            {terms.length > 0 ? <Highlight text={title} terms={terms} /> : bilingualNode(language, t, presentation.name, presentation.nameEn)}
          </RouterLink>
        </Heading>
        <AuthorList authors={presentation.authors} i18n={i18n} terms={terms} institutes={!compact} />
        {showAbstract && abstract && (
          <p className="item-abstract">
            <Highlight text={abstract} terms={terms} />
          </p>
        )}
      </div>
      <div>
        <FavouriteButton presentationId={presentation.id} isFavourite={presentation.isFavourite} label={`${presentation.code} ${title}`} i18n={i18n} />
      </div>
    </ItemRoot>
  );
});

const noTerms: readonly string[] = [];
