import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../src/shell/AppProviders';
import { createI18n } from '../../src/kit/i18n';
import { DashboardMenuView } from '../../src/pages/home/LoggedInHome';
import type { DashboardMenu } from '../../src/api/program';

const all: DashboardMenu = {
  timetableType: 'grid',
  isTimetable: true,
  isPosterPresentations: true,
  isSearchModal: true,
  isMySchedule: true,
  isUserListPage: true,
  isMypage: true,
  isMessageBoard: true,
  isManual: true,
  isLunchSeminar: false,
  isLunchSeminarMngOnly: false,
  isPointRally: false,
  isSponsorLinkEnabled: false,
  isSponsorInsight: false,
  isSubmissionMenu: true,
  isEvaluationMenu: true,
  isMyEval: true,
  isEvaluatorLink: true,
  hasJudging: true,
};
const attendee = { isEvaluatable: false, isReviewable: false };

/** The judging entries of the dashboard (issue 18): each follows its switch and, where it has one, its role. */
describe('dashboard menu', () => {
  const links = (settings: DashboardMenu, user = attendee) => {
    render(
      <AppProviders i18n={createI18n('en')}>
        <MemoryRouter>
          <DashboardMenuView settings={settings} user={user} />
        </MemoryRouter>
      </AppProviders>,
    );
    return screen.getAllByRole('link').map((link) => link.getAttribute('href'));
  };

  it.each([
    ['an attendee', all, attendee, ['/my_evaluations', '/awards'], ['/evaluations', '/reviews']],
    ['an evaluator', all, { isEvaluatable: true, isReviewable: false }, ['/evaluations', '/my_evaluations', '/awards'], ['/reviews']],
    ['a reviewer', all, { isEvaluatable: false, isReviewable: true }, ['/reviews', '/awards'], ['/evaluations']],
    [
      'an evaluator with isEvaluationMenu off',
      { ...all, isEvaluationMenu: false },
      { isEvaluatable: true, isReviewable: false },
      ['/awards'],
      ['/evaluations'],
    ],
    ['an attendee with isMyEval off', { ...all, isMyEval: false }, attendee, ['/awards'], ['/my_evaluations']],
    ['an attendee of a conference that does not judge', { ...all, hasJudging: false }, attendee, ['/my_evaluations'], ['/awards']],
    ['an attendee, with the pages of the running conference', all, attendee, ['/mypage', '/message_board', '/manual', '/participants'], []],
    [
      'an attendee with my page, the board and the manual off',
      { ...all, isMypage: false, isMessageBoard: false, isManual: false },
      attendee,
      ['/participants'],
      ['/mypage', '/message_board', '/manual'],
    ],
    ['an attendee while co-hosted seminars are off', all, attendee, ['/audio_test'], ['/lunch_seminars']],
    ['an attendee with co-hosted seminars on', { ...all, isLunchSeminar: true }, attendee, ['/lunch_seminars'], []],
    ['an attendee while seminars are for managers only', { ...all, isLunchSeminar: true, isLunchSeminarMngOnly: true }, attendee, [], ['/lunch_seminars']],
    [
      'a manager while seminars are for managers only',
      { ...all, isLunchSeminar: true, isLunchSeminarMngOnly: true },
      { ...attendee, isManager: true },
      ['/lunch_seminars'],
      [],
    ],
  ])('%s', (_who, settings, user, shown, hidden) => {
    const hrefs = links(settings, user);
    for (const href of shown) expect(hrefs).toContain(href);
    for (const href of hidden) expect(hrefs).not.toContain(href);
  });
});
