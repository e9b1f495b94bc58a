import { eq } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { presentations, submissionSettings } from '../db/schema';
import type { DashboardSettings } from '../../schemas/operationSettings';
import { loadOperationSettings } from './operationSettings';

/**
 * What a conference has, whatever its dashboard switches say: a program (presentations) and abstract
 * submission (a kind in its submission file). Judging (evaluation, votes, awards) is of
 * presentations, so it needs a program: every conference has judging settings, from its file or the
 * defaults. A listening-only conference has neither.
 */
export async function conferenceFeatures(db: Database, conferenceId: string) {
  const [program] = await db.select({ id: presentations.id }).from(presentations).where(eq(presentations.conferenceId, conferenceId)).limit(1);
  const [submission] = await db.select({ value: submissionSettings.value }).from(submissionSettings).where(eq(submissionSettings.conferenceId, conferenceId));
  return {
    program: program !== undefined,
    submission: Object.keys((submission?.value as { kinds?: object } | undefined)?.kinds ?? {}).length > 0,
    judging: program !== undefined,
  };
}

/**
 * The dashboard as a signed-in user meets it (issue 68, item 7): a switch is on only where the
 * conference has what its entry leads to, and `hasJudging` says whether awards can exist. The
 * stored switches are what managers edit; this is read-only.
 */
export async function dashboardAsMet(db: Database, conferenceId: string): Promise<DashboardSettings & { hasJudging: boolean }> {
  const settings = await loadOperationSettings(db, conferenceId, 'dashboard');
  const has = await conferenceFeatures(db, conferenceId);
  return {
    ...settings,
    isTimetable: settings.isTimetable && has.program,
    isPosterPresentations: settings.isPosterPresentations && has.program,
    isSearchModal: settings.isSearchModal && has.program,
    isMySchedule: settings.isMySchedule && has.program,
    isSubmissionMenu: settings.isSubmissionMenu && has.submission,
    isEvaluationMenu: settings.isEvaluationMenu && has.judging,
    isMyEval: settings.isMyEval && has.judging,
    isEvaluatorLink: settings.isEvaluatorLink && has.judging,
    hasJudging: has.judging,
  };
}
