import { memo } from 'react';
import { useOperationTranslation } from '../../kit/operationStrings';
import { Link as RouterLink } from 'react-router-dom';
import { CONFERENCE_TIME_ZONE } from '../../../engine/time';
import { useTimeFormat, useTimeZone } from '../../kit/timeZone';
import type { PresentationSummary, SessionSummary } from '../../api/program';
import { bilingualNode, pickBilingual } from '../../kit/bilingual';
import { currentLanguage } from '../../kit/i18n';
import { AuthorList } from './AuthorList';
import { FavouriteButton } from './FavouriteButton';
import { Highlight } from './Highlight';
import { htmlText } from '../../../engine/richText';
import { useProgramClasses } from './programStyles';

export const presentationPath = (id: number) => `/presentations/${id}`;

/**
 * A time range in the viewer's zone: `03/10 09:30–09:45`, or only the times where the reader
 * already sees the day: a presentation inside its session's block, or a session under its day's
 * tab. The program's days are the conference's, in Tokyo; read from another zone, a session may
 * fall on another date, so a session's own range then shows it (`withDay: 'outsideConferenceZone'`).
 */
export function useTimeRange() {
  const at = useTimeFormat();
  const zone = useTimeZone();
  return (startAt: string | null, endAt: string | null, withDay: boolean | 'outsideConferenceZone' = true) => {
    if (!startAt) return '';
    const day = withDay === 'outsideConferenceZone' ? zone !== CONFERENCE_TIME_ZONE : withDay;
    const start = at(startAt, day ? 'monthDayTime' : 'time');
    return endAt ? `${start}–${at(endAt, 'time')}` : start;
  };
}

/** One presentation in a list: code, title, authors, where and when, and the favourite star. */
export const PresentationItem = memo(function PresentationItem({
  presentation,
  session,
  terms = noTerms,
  showSession = true,
  showAbstract = false,
  headingLevel = 'h3',
  compact = false,
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
  const { t, i18n } = useOperationTranslation();
  const language = currentLanguage(i18n.language);
  const timeRange = useTimeRange();
  const title = pickBilingual(language, presentation.name, presentation.nameEn);
  const when = presentation.section.startAt
    ? timeRange(presentation.section.startAt, presentation.section.endAt, showSession)
    : session
      ? timeRange(session.startAt, session.endAt)
      : '';
  // The text a reader sees: the snippet shows no markup (H<sub>2</sub>O reads H2O).
  const abstract = htmlText(pickBilingual(language, presentation.abstract, presentation.abstractEn) ?? '');
  const Heading = headingLevel;
  const c = useProgramClasses();
  return (
    <article className={c.item} aria-label={`${presentation.code} ${title}`}>
      <div className={c.itemBody}>
        <p className={c.meta}>
          <Highlight text={presentation.code} terms={terms} />
          {when && ` · ${when}`}
          {showSession && session && ` · ${pickBilingual(language, session.programRoom?.name, session.programRoom?.nameEn)}`}
          {presentation.language === 'english' && <span className={c.language}>{t('program.inEnglish')}</span>}
        </p>
        <Heading className={c.title}>
          <RouterLink to={presentationPath(presentation.id)}>
            {terms.length > 0 ? <Highlight text={title} terms={terms} /> : bilingualNode(language, t, presentation.name, presentation.nameEn)}
          </RouterLink>
        </Heading>
        <AuthorList authors={presentation.authors} i18n={i18n} terms={terms} institutes={!compact} />
        {showAbstract && abstract && (
          <p className={c.abstract}>
            <Highlight text={abstract} terms={terms} />
          </p>
        )}
      </div>
      {/* The star and, when adding it overlaps another favourite, the warning on a row of its own below. */}
      <FavouriteButton presentationId={presentation.id} isFavourite={presentation.isFavourite} label={`${presentation.code} ${title}`} i18n={i18n} />
    </article>
  );
});

const noTerms: readonly string[] = [];
