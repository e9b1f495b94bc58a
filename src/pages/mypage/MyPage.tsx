import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { clientRoutes } from '../../../engine/routes';
import { qualificationStatusLabel } from '../../../engine/qualification';
import { formatYen } from '../../../engine/payment/fees';
import { useConference } from '../../api/get-conference';
import { useMyPage, type MyPageData } from '../../api/myPage';
import { useParticipation, type OrderView } from '../../api/participation';
import { useDashboardSettings, type DashboardMenu } from '../../api/program';
import { useOptionalMe, type CurrentUser } from '../../api/session';
import { useBilingualNode } from '../../kit/bilingual';
import { displayName } from '../../kit/displayName';
import { supportedLanguages, type UiLanguage } from '../../kit/i18n';
import { LanguageSwitch } from '../../kit/LanguageSwitch';
import { Loading } from '../../kit/Loading';
import { operationStrings } from '../../kit/operationStrings';
import { usePageStrings } from '../../kit/pageStrings';
import { useTimeFormat } from '../../kit/timeZone';
import { useLanguage } from '../../kit/useLanguage';
import { presentationPath } from '../program/PresentationItem';
import { ProgramError, ProgramGate } from '../program/ProgramGate';
import { TimeZonePicker } from '../program/TimeZonePicker';
import { qualificationStrings } from '../qualification/strings';

export interface MyPageViewProps {
  user: CurrentUser;
  data: MyPageData;
  /** The attendee's order, when the conference takes registrations (null: none yet). */
  order?: OrderView | null;
  menu: Pick<DashboardMenu, 'isMySchedule' | 'isSubmissionMenu' | 'isUserListPage'>;
  languages: readonly UiLanguage[];
}

function Section({ id, title, children, action }: { id: string; title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Paper>
  );
}

/** A label and its value, as a definition list: read in order by a screen reader. */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 0.5, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

const linkButton = (to: string, label: string) => (
  <Button component={RouterLink} to={to} variant="outlined" size="small">
    {label}
  </Button>
);

/**
 * My page (issue 65; dashboard switch isMypage): the viewer's registration and payment, the
 * presentations they give, their favourites and comments, and their settings (language, time zone).
 */
export function MyPageView({ user, data, order, menu, languages }: MyPageViewProps) {
  const { t } = usePageStrings(operationStrings, qualificationStrings);
  const { language, pick } = useLanguage();
  const display = useBilingualNode();
  const at = useTimeFormat();
  const plan = order?.lines.find((line) => line.kind === 'plan');
  return (
    <Box component="section" aria-labelledby="mypage-title">
      <Typography id="mypage-title" variant="h5" component="h1" gutterBottom>
        {t('myPage.title')}
      </Typography>
      <Stack spacing={2}>
        <Section id="mypage-registration" title={t('myPage.registration')} action={linkButton(clientRoutes.qualification, t('myPage.toRegistration'))}>
          <Facts
            rows={[
              [t('myPage.account'), `${displayName(user, language)} (${user.email})`],
              [t('myPage.status'), user.isApproved ? pick(qualificationStatusLabel(user.qualificationStatus)) : t('myPage.unapproved')],
              ...(order === undefined
                ? []
                : order === null
                  ? ([[t('myPage.plan'), t('myPage.noOrder')]] as [string, ReactNode][])
                  : ([
                      [t('myPage.plan'), plan ? display(plan.name, plan.nameEn) : '—'],
                      [t('myPage.payment'), `${formatYen(order.amounts.total, language)} · ${t(`qualification.order.status.${order.status}`)}`],
                    ] as [string, ReactNode][])),
            ]}
          />
        </Section>

        <Section
          id="mypage-presentations"
          title={t('myPage.presentations')}
          action={menu.isSubmissionMenu ? linkButton(clientRoutes.submissions, t('myPage.toSubmissions')) : undefined}
        >
          {data.presentations.length === 0 ? (
            <Typography variant="body2">{t('myPage.noPresentations')}</Typography>
          ) : (
            <List dense disablePadding>
              {data.presentations.map((presentation) => (
                <ListItem key={presentation.id} disableGutters divider>
                  <ListItemText
                    primary={
                      <Link component={RouterLink} to={presentationPath(presentation.id)}>
                        {presentation.code} {display(presentation.name, presentation.nameEn)}
                      </Link>
                    }
                    secondary={`${t(`program.kind.${presentation.kind}`)}${presentation.startAt ? ` · ${at(presentation.startAt)}` : ''}`}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Section>

        <Section
          id="mypage-favourites"
          title={t('myPage.favourites')}
          action={menu.isMySchedule ? linkButton(clientRoutes.mySchedule, t('myPage.toSchedule')) : undefined}
        >
          <Typography variant="body2">{t('myPage.favouriteCount', { count: data.favouriteCount })}</Typography>
        </Section>

        <Section id="mypage-comments" title={t('myPage.comments')}>
          {data.comments.length === 0 ? (
            <Typography variant="body2">{t('myPage.noComments')}</Typography>
          ) : (
            <>
              {data.commentCount > data.comments.length && (
                <Typography variant="caption" color="text.secondary">
                  {t('myPage.commentCount', { count: data.commentCount, shown: data.comments.length })}
                </Typography>
              )}
              <List dense disablePadding>
                {data.comments.map((comment) => (
                  <ListItem key={comment.id} disableGutters divider sx={{ display: 'block' }}>
                    <Typography
                      variant="body2"
                      sx={{
                        whiteSpace: 'pre-wrap',
                        overflowWrap: 'anywhere',
                        display: '-webkit-box',
                        WebkitLineClamp: 3,
                        WebkitBoxOrient: 'vertical',
                        overflow: 'hidden',
                      }}
                    >
                      {comment.body}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" component="p">
                      <Link component={RouterLink} to={presentationPath(comment.presentation.id)}>
                        {comment.presentation.code} {display(comment.presentation.name, comment.presentation.nameEn)}
                      </Link>
                      {' · '}
                      <time dateTime={comment.createdAt}>{at(comment.createdAt)}</time>
                      {comment.hidden && <Chip size="small" label={t('myPage.hidden')} sx={{ ml: 1 }} />}
                    </Typography>
                  </ListItem>
                ))}
              </List>
            </>
          )}
        </Section>

        <Section id="mypage-settings" title={t('myPage.settings')}>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            {languages.length > 1 && (
              <div role="group" aria-labelledby="mypage-language">
                <Typography id="mypage-language" variant="body2" color="text.secondary" gutterBottom>
                  {t('myPage.language')}
                </Typography>
                <LanguageSwitch languages={languages} />
              </div>
            )}
            <TimeZonePicker id="mypage-time-zone" />
            {menu.isUserListPage && (
              <Typography variant="body2">
                {t('myPage.listing')}{' '}
                <Link component={RouterLink} to={clientRoutes.participants}>
                  {t('myPage.toParticipants')}
                </Link>
              </Typography>
            )}
            <Link component={RouterLink} to={clientRoutes.avCheck} variant="body2">
              {t('venue.avCheckTitle')}
            </Link>
          </Stack>
        </Section>
      </Stack>
    </Box>
  );
}

function MyPageBody() {
  const me = useOptionalMe();
  const user = me.data?.user;
  const conference = useConference();
  const menu = useDashboardSettings();
  const participation = useParticipation(Boolean(user?.isApproved));
  const { data, error, mutate } = useMyPage();
  if (error) return <ProgramError error={error} onRetry={() => void mutate()} />;
  if (!data || !user || !menu.data) return <Loading />;
  // An order is shown once the participation call answered; an unapproved account has none to show.
  const order = user.isApproved ? (participation.data ? participation.data.order : undefined) : undefined;
  return <MyPageView user={user} data={data} order={order} menu={menu.data} languages={conference.data?.languages ?? supportedLanguages} />;
}

export function MyPage() {
  return (
    <ProgramGate feature="isMypage">
      <MyPageBody />
    </ProgramGate>
  );
}
