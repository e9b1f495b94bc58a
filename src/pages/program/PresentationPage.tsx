import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { operationStrings, useOperationTranslation } from '../../kit/operationStrings';
import { usePageStrings } from '../../kit/pageStrings';
import { commissionStrings } from '../commission/strings';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTimeFormat } from '../../kit/timeZone';
import { useDashboardSettings } from '../../api/program';
import { usePresentation } from '../../api/programPages';
import { useEvaluatorMenu } from '../../api/judging';
import { useOptionalMe } from '../../api/session';
import { useBilingual, useBilingualNode } from '../../kit/bilingual';
import { Loading } from '../../kit/Loading';
import { InfoRow, InfoRows } from '../commission/InfoRows';
import { AuthorList } from './AuthorList';
import { FavouriteButton } from './FavouriteButton';
import { PresentationTalk } from './PresentationTalk';
import { PresentationVideo } from './PresentationVideo';
import { DiscussionRoom } from './DiscussionRoom';
import { ProgramError, ProgramGate, TitledNotice } from './ProgramGate';
import { AbstractText } from '../submission/AbstractPreview';
import { useLanguage } from '../../kit/useLanguage';

/** isEvaluatorLink (issue 18): an evaluator assigned to this presentation gets a link to its evaluation. */
function EvaluateLink({ presentationId }: { presentationId: number }) {
  const { t } = useOperationTranslation();
  const me = useOptionalMe();
  const dashboard = useDashboardSettings();
  const menu = useEvaluatorMenu(Boolean(me.data?.user?.isEvaluatable && dashboard.data?.isEvaluatorLink));
  if (!menu.data?.items.some((item) => item.presentation.id === presentationId)) return null;
  return (
    <Button variant="outlined" size="small" component={RouterLink} to={`/evaluations/${presentationId}`} sx={{ mb: 2 }}>
      {t('judging.evaluateThis')}
    </Button>
  );
}

/** One presentation: abstract, authors with numbered institutes, keywords, session, room, time, PDF. */
export function PresentationView({ id }: { id: number }) {
  const at = useTimeFormat();
  const { t, i18n } = usePageStrings(operationStrings, commissionStrings);
  const pick = useBilingual();
  const display = useBilingualNode();
  const { data, error, mutate } = usePresentation(id);
  if (error)
    return (
      <TitledNotice title={t('program.presentationTitle')}>
        <ProgramError error={error} onRetry={() => void mutate()} />
      </TitledNotice>
    );
  if (data === undefined) return <Loading />;
  if (data === null)
    return (
      <TitledNotice title={t('program.presentationTitle')}>
        <Typography role="alert">{t('program.notFound')}</Typography>
      </TitledNotice>
    );
  const session = data.session;
  const slot = data.section.startAt ? data.section : session?.startAt ? session : undefined;
  const when = slot?.startAt
    ? `${at(slot.startAt, 'date')} ${at(slot.startAt, 'time')}${slot.endAt ? `–${at(slot.endAt, 'time')}` : ''}`
    : t('commission.session.undecided');
  return (
    <Paper component="article" variant="outlined" aria-labelledby="presentation-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="overline" component="p">
            {data.code} · {t(`program.kind.${data.kind}`)}
          </Typography>
          <Typography id="presentation-title" variant="h5" component="h1" gutterBottom>
            {display(data.name, data.nameEn)}
          </Typography>
        </Box>
        <FavouriteButton presentationId={data.id} isFavourite={data.isFavourite} label={`${data.code} ${pick(data.name, data.nameEn)}`} i18n={i18n} />
      </Stack>
      <EvaluateLink presentationId={data.id} />
      <Box sx={{ my: 2 }}>
        <AuthorList authors={data.authors} i18n={i18n} full />
      </Box>
      <InfoRows>
        <InfoRow label={t('program.when')}>{when}</InfoRow>
        <InfoRow label={t('program.session')}>
          {session ? (
            <>
              {session.code} {display(session.name, session.nameEn)}
            </>
          ) : (
            '—'
          )}
        </InfoRow>
        <InfoRow label={t('program.room')}>{session?.programRoom ? display(session.programRoom.name, session.programRoom.nameEn) : '—'}</InfoRow>
        <InfoRow label={t('program.series')}>{data.series ? display(data.series.name, data.series.nameEn) : '—'}</InfoRow>
        <InfoRow label={t('program.language')}>{t(`program.languages.${data.language}`)}</InfoRow>
        <InfoRow label={t('program.keywords')}>
          {data.keywords.length === 0 ? (
            '—'
          ) : (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
              {data.keywords.map((keyword) => (
                <Chip key={keyword.id} size="small" label={pick(keyword.name, keyword.nameEn)} />
              ))}
            </Stack>
          )}
        </InfoRow>
        <InfoRow label={t('program.abstractPdf')}>
          {data.abstractPdf ? (
            <Link href={data.abstractPdf} target="_blank" rel="noopener">
              {t('program.openPdf')}
            </Link>
          ) : (
            '—'
          )}
        </InfoRow>
      </InfoRows>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {t('program.abstract')}
      </Typography>
      <PresentationAbstract ja={data.abstract} en={data.abstractEn} />
      <PresentationVideo presentationId={data.id} title={pick(data.name, data.nameEn)} />
      <DiscussionRoom owner={{ kind: 'presentation', id: data.id }} />
      {/* A session's room is shared by its presentations: shown on each of their pages. */}
      {session && <DiscussionRoom owner={{ kind: 'session', id: session.id }} />}
      <PresentationTalk presentationId={data.id} />
    </Paper>
  );
}

/**
 * The abstract in the page's language, with its marks (H<sub>2</sub>O, italic species names);
 * the other language's, marked, when this one has none (issue 68).
 */
export function PresentationAbstract({ ja, en }: { ja?: string | null; en?: string | null }) {
  const { t } = usePageStrings(operationStrings, commissionStrings);
  const { language } = useLanguage();
  const wanted = language === 'en' ? en : ja;
  const other = language === 'en' ? ja : en;
  if (!wanted && !other) return <Typography>{t('program.noAbstract')}</Typography>;
  return (
    <>
      <AbstractText html={wanted || other!} lang={wanted ? language : language === 'en' ? 'ja' : 'en'} />
      {!wanted && (
        <Typography variant="caption" color="text.secondary">
          ({t('app.noTranslation')})
        </Typography>
      )}
    </>
  );
}

export function PresentationPage() {
  const { id = '' } = useParams();
  return (
    <ProgramGate>
      <PresentationView id={/^\d{1,9}$/.test(id) ? Number(id) : NaN} />
    </ProgramGate>
  );
}
