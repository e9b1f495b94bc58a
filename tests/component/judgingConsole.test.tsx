import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../src/shell/AppProviders';
import { createI18n } from '../../src/kit/i18n';
import { ResultsTable } from '../../src/pages/mng/judging/EvaluationResultsPage';
import { ApplicationReviewsView } from '../../src/pages/mng/judging/ApplicationReviewsPage';
import type { ApplicationReviews, Judge, ResultRow } from '../../src/api/judging';
import type { CustomQuestion } from '../../schemas/customQuestions';
import type { JudgingSettings } from '../../schemas/judging';
import demoJudging from '../../fixtures/judging/demo.json';

const demo = demoJudging as JudgingSettings;
const questions = demo.reviewQuestions as CustomQuestion[];
const format = questions.find((question) => question.options?.some((option) => option.value === 'poster'))!;
const withApp = (language: 'ja' | 'en', node: React.ReactNode) =>
  render(
    <AppProviders i18n={createI18n(language)}>
      <MemoryRouter>{node}</MemoryRouter>
    </AppProviders>,
  );

const reviewer: Judge = { id: 5, email: 'reviewer@example.com', name: '査読 四郎', isEvaluatable: false, isReviewable: true, assignments: [] };
const reviews: ApplicationReviews = {
  application: { id: 12, kind: 'oral', name: '都市の熱環境', nameEn: 'Urban heat', peerReviewStatus: 'pending' },
  requests: [
    {
      id: 2,
      status: 'accepted',
      requestedAt: '2027-01-04T01:00:00Z',
      answeredAt: '2027-01-05T01:00:00Z',
      reviewer,
      result: 'ok',
      comment: null,
      answers: [{ question: format.uuid, values: ['poster'] }],
    },
    {
      id: 3,
      status: 'pending',
      requestedAt: '2027-01-06T01:00:00Z',
      answeredAt: null,
      reviewer: { ...reviewer, id: 6, email: 'other@example.com' },
      result: null,
      comment: null,
      answers: [],
    },
  ],
};

/** Issue 68, items 5 and 8: what a manager reads of reviews and awards. */
describe("the managers' judging pages", () => {
  it.each([
    ['ja', 'ポスター発表', '査読者の回答待ち', '回答待ち'],
    ['en', 'Poster', "Awaiting the reviewer's reply", 'Awaiting your reply'],
  ] as const)('%s: a review answer by its option label, and a pending request as awaiting the reviewer', (language, label, pending, reviewersText) => {
    withApp(language, <ApplicationReviewsView reviews={reviews} reviewers={[reviewer]} questions={questions} onChanged={() => undefined} />);
    expect(screen.getByText(label)).toBeTruthy();
    expect(screen.queryByText('poster')).toBeNull();
    expect(screen.getByText(pending)).toBeTruthy();
    expect(screen.queryByText(reviewersText, { exact: true })).toBeNull();
  });

  it('names awards in the page language and removes one from its chip', async () => {
    const talk = { id: 1, kind: 'oral', code: '1A1-01', name: '津波', nameEn: 'Tsunami' };
    const rows: ResultRow[] = [
      { presentation: talk, count: 1, averages: [], overall: null, votes: 0, awards: [{ id: 7, name: '優秀発表賞', nameEn: 'Best Presentation Award' }] },
    ];
    const onRemoveAward = vi.fn();
    withApp('en', <ResultsTable rows={rows} settings={demo.evaluation} onAward={() => undefined} onRemoveAward={onRemoveAward} />);
    expect(screen.getByText('Best Presentation Award')).toBeTruthy();
    const chip = screen.getByRole('button', { name: 'Remove “Best Presentation Award” from 1A1-01' });
    await act(async () => fireEvent.keyUp(chip, { key: 'Delete' }));
    expect(onRemoveAward).toHaveBeenCalledWith(rows[0], rows[0]!.awards[0]);
  });
});
