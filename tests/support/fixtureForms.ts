import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildRegistrationForm } from '../../engine/registration/buildRegistrationForm';
import { buildCommissionForm } from '../../engine/commission/buildCommissionForm';
import { buildQuestionsForm } from '../../engine/questions/buildQuestionsForm';
import { buildSubmissionForm } from '../../engine/submission/buildSubmissionForm';
import { buildEvaluationForm, buildReviewForm } from '../../engine/judging/forms';
import { settingsKinds, settingsSchemas } from '../../engine/studio/settingsKinds';
import { resolveSettings } from '../../engine/settings';
import type { GeneratedForm } from '../../engine/formModel';
import type { ConferenceSettings } from '../../schemas/conferenceSettings';
import type { CustomQuestion } from '../../schemas/customQuestions';
import type { KindSettings } from '../../schemas/submission';
import type { JudgingSettings } from '../../schemas/judging';
import { generatedQuestions } from '../../devkit/generatedQuestions';

const read = (kind: string, name: string) => {
  try {
    return JSON.parse(readFileSync(path.resolve('fixtures', kind, `${name}.json`), 'utf8'));
  } catch {
    return undefined;
  }
};

export const fixtureConferences = readdirSync(path.resolve('fixtures/conferences')).map((file) => file.replace(/\.json$/, ''));

export type FixtureForm = Pick<GeneratedForm, 'schema' | 'messageOverrides'>;

/**
 * Every form the fixtures give: each conference's registration, commission and question forms,
 * abstract submission of each kind, evaluation and review, 240 generated questions, and the
 * schema of every settings file.
 */
export function fixtureForms(): [string, FixtureForm][] {
  const forms: [string, FixtureForm][] = fixtureConferences.flatMap((name) => {
    const settings = resolveSettings(read('conferences', name) as ConferenceSettings);
    const questions = (read('custom-questions', name)?.items ?? []) as CustomQuestion[];
    const submission = read('submission', name) as { kinds: Record<string, KindSettings> } | undefined;
    const judging = read('judging', name) as JudgingSettings | undefined;
    return [
      [`${name}: registration`, buildRegistrationForm({ settings, language: 'ja', questions, keywordCategories: read('keywords', name)?.categories ?? [] })],
      [`${name}: commission`, buildCommissionForm({ settings, language: 'en' })],
      [`${name}: questions`, buildQuestionsForm(questions, 'ja')],
      ...Object.entries(submission?.kinds ?? {}).map(([kind, kindSettings]): [string, FixtureForm] => [
        `${name}: submission ${kind}`,
        buildSubmissionForm({ kind: kind as never, settings: kindSettings, language: 'ja' }),
      ]),
      ...(judging
        ? ([
            [`${name}: evaluation`, buildEvaluationForm(judging.evaluation, 'ja')],
            [`${name}: review`, buildReviewForm(judging.reviewQuestions ?? [], 'en')],
          ] as [string, FixtureForm][])
        : []),
    ];
  });
  forms.push(['240 generated questions', buildQuestionsForm(generatedQuestions(240) as CustomQuestion[], 'en')]);
  for (const kind of settingsKinds) forms.push([`settings: ${kind}`, { schema: settingsSchemas[kind], messageOverrides: {} }]);
  return forms;
}
