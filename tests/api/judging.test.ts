import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { buildTestApp, csrf, logInAs, postGraphql, refusalOf } from './helper';
import { seedDemoAccounts } from '../../server/seed';
import { presentations, users } from '../../server/db/schema';
import { myResults } from '../../server/services/evaluations';
import { visibleAwards } from '../../server/services/awards';
import { answerRequest, requestReview, saveReview } from '../../server/services/reviews';

/**
 * Evaluation, votes, awards and peer review over HTTP and GraphQL (issue 18), on the demo
 * conference: who may call what, the forms' checks in both languages, the state moves, the vote
 * limit under concurrency, the dates at and around their bounds, the CSV, and malformed input.
 */

let app: FastifyInstance;
let headers: Record<string, string>;
const cookies = { member: '', manager: '', evaluator: '', reviewer: '', other: '' };
type Who = keyof typeof cookies | 'visitor';
const ids = { evaluator: 0, reviewer: 0, member: 0, other: 0 };

const cookieOf = (who: Who) => [headers.cookie, who === 'visitor' ? '' : cookies[who]].filter(Boolean).join('; ');
const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    ...(payload !== undefined ? { payload: payload as object } : {}),
    headers: { ...headers, cookie: cookieOf(who), ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
  });

const gql = (who: Who, query: string, variables?: object) => postGraphql(app, headers, cookieOf(who), query, variables);
const refusal = refusalOf;

const setDashboard = (input: object) =>
  gql('manager', 'mutation($d: DashboardSettingsInput!) { updateDashboardSettings(dashboardSettings: $d) { isDashboardEvaluationsAvailable } }', { d: input });
const setJudging = (input: object) =>
  gql('manager', 'mutation($i: JudgingSettingsInput!) { updateJudgingSettings(input: $i) { maxVotes presenterResultsFrom } }', { i: input });
const setReview = (input: object) =>
  gql('manager', 'mutation($i: ReviewSettingsInput!) { updateReviewSettings(input: $i) { reviewShowDecline } }', { i: input });
const idOf = async (code: string) => (await app.db.select({ id: presentations.id }).from(presentations).where(eq(presentations.code, code)))[0]!.id;
const evaluate = (who: Who, presentationId: number, body: object) => call(who, 'PUT', `/web_api/evaluations/${presentationId}`, body);
const full = { understandability: 5, appropriateness: 4, importance: 4, qaResponse: 3, passion: 5 };
const minute = 60_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

function application(title: string) {
  return {
    title,
    abstract: 'この研究では評価の方法を検討する。',
    language: 'japanese',
    institutes: [{ key: 'i1', name: '東京大学' }],
    authors: [{ lastName: '会員', firstName: '次郎', isPresenter: true, instituteKeys: ['i1'] }],
  };
}

let acceptedId = 0;
let submittedId = 0;
let draftId = 0;

beforeAll(async () => {
  app = await buildTestApp({ conference: 'demo', demo: true, passwordHashCost: 'test', loginRateLimit: 1000 });
  await seedDemoAccounts(app.db, 'demo', 'test');
  headers = await csrf(app);
  const [other] = await app.db
    .insert(users)
    .values({
      conferenceId: 'demo',
      email: 'other-evaluator@example.com',
      passwordHash: (await app.db.select().from(users).where(eq(users.email, 'member@example.com')))[0]!.passwordHash,
      approvalStatus: 'approved',
      nameSei: '他',
      nameMei: '評価',
      isEvaluatable: true,
      isReviewable: true,
      isTermAgreed: true,
      isPolicyAgreed: true,
    })
    .returning();
  for (const who of ['member', 'manager', 'evaluator', 'reviewer'] as const) {
    const password = `${who[0]!.toUpperCase()}${who.slice(1)}-2026!`;
    cookies[who] = await logInAs(app, headers, `${who}@example.com`, password);
  }
  cookies.other = await logInAs(app, headers, 'other-evaluator@example.com', 'Member-2026!');
  for (const who of ['evaluator', 'reviewer', 'member'] as const)
    ids[who] = (
      await app.db
        .select()
        .from(users)
        .where(eq(users.email, `${who}@example.com`))
    )[0]!.id;
  ids.other = other!.id;
  await setDashboard({ isDashboardEvaluationsAvailable: true });

  // The member's application: submitted, then accepted into the program, so it has a presenter.
  const save = (title: string, action: 'draft' | 'submit') =>
    call('member', 'POST', '/web_api/presentation_applications', { action, kind: 'oral', data: application(title) });
  const accepted = (await save('採択される発表', 'submit')).json().application.id as number;
  const accept = await gql('manager', 'mutation($id: Int!) { acceptPresentationApplication(id: $id) { presentationId } }', { id: accepted });
  acceptedId = accept.data!.acceptPresentationApplication.presentationId;
  submittedId = (await save('査読される発表', 'submit')).json().application.id;
  draftId = (await save('下書きのまま', 'draft')).json().application.id;
});
afterAll(() => app.close());

describe('who may call what', () => {
  const reads = ['{ evaluatorMenu { maxVotes } }', '{ reviewerMenu { showDecline } }'];
  it('tells a visitor to log in, for every query and route', async () => {
    for (const query of [
      ...reads,
      '{ evaluationResults { votes } }',
      '{ judges { id } }',
      '{ myEvaluationResults { count } }',
      '{ awards { id } }',
      '{ judgingSettings { maxVotes } }',
    ]) {
      expect(refusal(await gql('visitor', query))?.code, query).toBe('UNAUTHENTICATED');
    }
    expect((await call('visitor', 'GET', '/web_api/judging_forms')).statusCode).toBe(401);
    expect((await evaluate('visitor', 1, { confirm: false, version: 0 })).statusCode).toBe(401);
    expect((await call('visitor', 'PUT', '/web_api/reviews/1', { data: {}, version: 1 })).statusCode).toBe(401);
    expect((await call('visitor', 'GET', '/web_api/mng/evaluation_results.csv')).statusCode).toBe(401);
  });

  it('refuses an attendee the evaluator and reviewer menus and every manager call', async () => {
    expect(refusal(await gql('member', reads[0]!))).toMatchObject({
      code: 'FORBIDDEN',
      messageEn: 'This page is for evaluators. If you were asked to evaluate presentations, contact the secretariat',
    });
    expect(refusal(await gql('member', reads[1]!))).toMatchObject({
      code: 'FORBIDDEN',
      message: 'このページは査読者のためのものです。査読を依頼された方は事務局にお問い合わせください',
    });
    const managerCalls = [
      '{ evaluationResults { votes } }',
      '{ judges { id } }',
      '{ presentationEvaluations(presentationId: 1) { id } }',
      `{ applicationReviews(applicationId: ${submittedId}) { requests { id } } }`,
      'mutation { setJudgeRole(email: "member@example.com", role: evaluator, granted: true) { id } }',
      'mutation { updateJudgingSettings(input: { maxVotes: 100 }) { maxVotes } }',
      `mutation { requestReview(applicationId: ${submittedId}, reviewerId: ${ids.member}) { requests { id } } }`,
      `mutation { decidePeerReview(applicationId: ${submittedId}, status: confirmed) { requests { id } } }`,
      'mutation { giveAward(presentationId: 1, name: "賞", nameEn: "Award") { id } }',
      'mutation { reopenEvaluation(id: 1) { id } }',
    ];
    for (const query of managerCalls) {
      for (const who of ['member', 'evaluator', 'reviewer'] as const) expect(refusal(await gql(who, query))?.code, `${who}: ${query}`).toBe('FORBIDDEN');
    }
    expect((await call('member', 'GET', '/web_api/mng/evaluation_results.csv')).statusCode).toBe(403);
    expect((await evaluate('member', await idOf('1A1-01'), { confirm: false, version: 0, scores: { passion: 3 } })).statusCode).toBe(403);
  });

  it('refuses an evaluator the presentations assigned to someone else', async () => {
    const notMine = await idOf('1A1-05');
    const response = await evaluate('evaluator', notMine, { confirm: false, version: 0, scores: { passion: 3 } });
    expect(response.statusCode).toBe(403);
    expect(response.json().messageEn).toBe('Only an evaluator assigned to this presentation can do this');
    expect(refusal(await gql('evaluator', 'query($id: Int!) { evaluation(presentationId: $id) { presentation { code } } }', { id: notMine }))?.code).toBe(
      'FORBIDDEN',
    );
    expect(refusal(await gql('evaluator', 'mutation($id: Int!) { vote(presentationId: $id, voted: true) { votesUsed } }', { id: notMine }))?.code).toBe(
      'FORBIDDEN',
    );
    // The other evaluator has the role but no assignment.
    expect((await evaluate('other', await idOf('1A1-01'), { confirm: false, version: 0 })).statusCode).toBe(403);
  });

  it('lets a manager grant and remove the judging roles, and assign only evaluators', async () => {
    const grant = await gql(
      'manager',
      'mutation { setJudgeRole(email: "MEMBER@example.com", role: reviewer, granted: true) { email isReviewable isEvaluatable } }',
    );
    expect(grant.data!.setJudgeRole).toEqual({ email: 'member@example.com', isReviewable: true, isEvaluatable: false });
    const refused = await gql('manager', `mutation { assignEvaluation(userId: ${ids.member}, presentationCode: "1A1-01", assigned: true) { id } }`);
    expect(refusal(refused)?.messageEn).toBe('Only an account with the evaluator role can be assigned');
    await gql('manager', 'mutation { setJudgeRole(email: "member@example.com", role: reviewer, granted: false) { id } }');
    const judges = await gql('manager', '{ judges { email isEvaluatable isReviewable assignments } }');
    expect(judges.data!.judges.map((judge: { email: string }) => judge.email)).not.toContain('member@example.com');
    expect(judges.data!.judges.find((judge: { email: string }) => judge.email === 'evaluator@example.com').assignments).toEqual([
      '1A1-01',
      '1A1-02',
      '1A1-03',
      '1A1-04',
      'P001',
      'P002',
    ]);
    expect(refusal(await gql('manager', 'mutation { setJudgeRole(email: "nobody@example.com", role: evaluator, granted: true) { id } }'))?.code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('evaluation', () => {
  it('saves drafts, refuses a stale one, asks every item to confirm, then is read-only until a manager reopens it', async () => {
    const id = await idOf('1A1-01');
    const draft = await evaluate('evaluator', id, { confirm: false, version: 0, scores: { passion: 4 }, comment: '' });
    expect(draft.statusCode).toBe(200);
    expect(draft.json().evaluation).toMatchObject({ status: 'unconfirmed', version: 1, scores: { passion: 4 } });
    const stale = await evaluate('evaluator', id, { confirm: false, version: 0, scores: { passion: 5 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messageEn).toContain('version 1');

    const incomplete = await evaluate('evaluator', id, { confirm: true, version: 1, scores: { passion: 4, importance: 9 } });
    expect(incomplete.statusCode).toBe(422);
    const errors = incomplete.json().errors as { field: string; message: string; messageEn: string }[];
    expect(errors).toContainEqual({ field: 'scores.understandability', message: '必須項目です', messageEn: 'Required field' });
    expect(errors).toContainEqual({ field: 'scores.importance', message: '選択肢から選んでください', messageEn: 'Choose one of the options' });

    const confirmed = await evaluate('evaluator', id, { confirm: true, version: 1, scores: full, comment: '明快でした' });
    expect(confirmed.json().evaluation).toMatchObject({ status: 'confirmed', version: 2 });
    const again = await evaluate('evaluator', id, { confirm: false, version: 2, scores: full });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'この評価は確定済みのため変更できません', messageEn: 'This evaluation is confirmed and cannot be changed' });

    const evaluationId = confirmed.json().evaluation.id;
    const reopened = await gql('manager', 'mutation($id: Int!) { reopenEvaluation(id: $id) { status version } }', { id: evaluationId });
    expect(reopened.data!.reopenEvaluation).toEqual({ status: 'unconfirmed', version: 3 });
    expect(refusal(await gql('manager', 'mutation($id: Int!) { reopenEvaluation(id: $id) { status } }', { id: evaluationId }))?.messageEn).toBe(
      'This evaluation is not confirmed yet',
    );
    expect((await evaluate('evaluator', id, { confirm: true, version: 3, scores: full, comment: '明快でした' })).statusCode).toBe(200);

    const menu = await gql('evaluator', '{ evaluatorMenu { maxVotes votesUsed isOpen items { presentation { code } status isStarted voted } } }');
    expect(menu.data!.evaluatorMenu.items[0]).toEqual({ presentation: { code: '1A1-01' }, status: 'confirmed', isStarted: true, voted: false });
    expect(menu.data!.evaluatorMenu.items[1]).toMatchObject({ status: 'unconfirmed', isStarted: false });
  });

  it('is closed while isDashboardEvaluationsAvailable is off', async () => {
    await setDashboard({ isDashboardEvaluationsAvailable: false });
    const response = await evaluate('evaluator', await idOf('1A1-02'), { confirm: false, version: 0, scores: { passion: 1 } });
    expect(response.statusCode).toBe(403);
    expect(response.json().messageEn).toBe('Evaluations are not open now');
    await setDashboard({ isDashboardEvaluationsAvailable: true });
  });

  it('answers a malformed body with a 400 that names the problem, never a 5xx', async () => {
    const id = await idOf('1A1-02');
    for (const body of [
      { confirm: false, version: 0, scores: { passion: 'five' } },
      { confirm: false, version: 0, scores: { charisma: 5 } },
      { confirm: false, version: -1 },
      { confirm: 'yes', version: 0 },
      { version: 0 },
      { confirm: false, version: 0, comment: 'x'.repeat(10_001) },
      { confirm: false, version: 0, extra: true },
    ]) {
      const response = await evaluate('evaluator', id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().messageEn).toBeTruthy();
    }
    expect((await call('evaluator', 'PUT', '/web_api/evaluations/abc', { confirm: false, version: 0 })).statusCode).toBe(400);
    expect((await call('evaluator', 'PUT', '/web_api/evaluations/99999999999', { confirm: false, version: 0 })).statusCode).toBe(400);
    expect((await evaluate('evaluator', 2_000_000_000, { confirm: false, version: 0 })).statusCode).toBe(404);
    const comment = await evaluate('evaluator', id, { confirm: false, version: 0, comment: 'x'.repeat(2001) });
    expect(comment.statusCode).toBe(422);
    expect(comment.json().errors[0]).toMatchObject({ field: 'comment', messageEn: 'Enter at most 2000 characters' });
  });
});

describe('votes', () => {
  it('never passes maxVotes under 20 concurrent votes of one evaluator, and confirms once', async () => {
    // Twenty presentations for the evaluator; the limit is 3.
    const codes = Array.from({ length: 20 }, (_, i) => `1B1-0${(i % 5) + 1}`)
      .slice(0, 5)
      .concat(Array.from({ length: 15 }, (_, i) => `P0${String(i + 3).padStart(2, '0')}`));
    for (const code of codes)
      await gql('manager', `mutation { assignEvaluation(userId: ${ids.evaluator}, presentationCode: "${code}", assigned: true) { id } }`);
    expect((await setJudging({ maxVotes: 3 })).data!.updateJudgingSettings.maxVotes).toBe(3);
    const targets = await Promise.all(codes.map(idOf));
    const answers = await Promise.all(
      targets.map((id) => gql('evaluator', 'mutation($id: Int!) { vote(presentationId: $id, voted: true) { votesUsed maxVotes } }', { id })),
    );
    const accepted = answers.filter((answer) => answer.data?.vote);
    const refused = answers.filter((answer) => answer.errors);
    expect(accepted).toHaveLength(3);
    expect(refused).toHaveLength(17);
    expect(refusal(refused[0]!)).toMatchObject({
      code: 'CONFLICT',
      message: '投票エラー: 投票できるのは3件までです',
      messageEn: 'Voting error: you can vote for at most 3 presentations',
    });
    const menu = await gql('evaluator', '{ evaluatorMenu { votesUsed items { voted } } }');
    expect(menu.data!.evaluatorMenu.votesUsed).toBe(3);
    expect(menu.data!.evaluatorMenu.items.filter((item: { voted: boolean }) => item.voted)).toHaveLength(3);

    // Withdrawing frees a vote; voting twice for one presentation counts once.
    const votedId = targets[answers.findIndex((answer) => answer.data?.vote)]!;
    expect(
      (await gql('evaluator', 'mutation($id: Int!) { vote(presentationId: $id, voted: false) { votesUsed } }', { id: votedId })).data!.vote.votesUsed,
    ).toBe(2);
    expect((await gql('evaluator', 'mutation($id: Int!) { vote(presentationId: $id, voted: true) { votesUsed } }', { id: votedId })).data!.vote.votesUsed).toBe(
      3,
    );
    expect((await gql('evaluator', 'mutation($id: Int!) { vote(presentationId: $id, voted: true) { votesUsed } }', { id: votedId })).data!.vote.votesUsed).toBe(
      3,
    );

    expect((await gql('other', 'mutation { confirmVotes { votesConfirmed } }')).errors?.[0]?.extensions?.messageEn).toBe(
      'Voting confirmation error: vote for at least one presentation before confirming',
    );
    expect((await gql('evaluator', 'mutation { confirmVotes { votesUsed votesConfirmed } }')).data!.confirmVotes).toEqual({
      votesUsed: 3,
      votesConfirmed: true,
    });
    expect(refusal(await gql('evaluator', 'mutation { confirmVotes { votesConfirmed } }'))?.messageEn).toBe(
      'Voting confirmation error: your votes are already confirmed',
    );
    expect(refusal(await gql('evaluator', 'mutation($id: Int!) { vote(presentationId: $id, voted: false) { votesUsed } }', { id: votedId }))?.messageEn).toBe(
      'Voting error: your votes are already confirmed',
    );
  });

  it('refuses a maxVotes out of range with the reason', async () => {
    expect(refusal(await setJudging({ maxVotes: -1 }))?.code).toBe('BAD_USER_INPUT');
    expect(refusal(await setJudging({ presenterResultsFrom: 'tomorrow' }))?.code).toBe('BAD_USER_INPUT');
    expect((await gql('manager', 'mutation { updateJudgingSettings(input: { maxVotes: "3" }) { maxVotes } }')).errors).toBeTruthy();
  });
});

describe("presenters' results and awards", () => {
  it('shows a presenter nothing before presenterResultsFrom and the means and comments from it, never who wrote them', async () => {
    const [presentation] = await app.db.select().from(presentations).where(eq(presentations.id, acceptedId));
    await gql('manager', `mutation { assignEvaluation(userId: ${ids.evaluator}, presentationCode: "${presentation!.code}", assigned: true) { id } }`);
    await gql('manager', `mutation { setJudgeRole(email: "other-evaluator@example.com", role: evaluator, granted: true) { id } }`);
    await gql('manager', `mutation { assignEvaluation(userId: ${ids.other}, presentationCode: "${presentation!.code}", assigned: true) { id } }`);
    expect((await evaluate('evaluator', acceptedId, { confirm: true, version: 0, scores: full, comment: 'よい発表' })).statusCode).toBe(200);
    expect((await evaluate('other', acceptedId, { confirm: true, version: 0, scores: { ...full, passion: 2 }, comment: '声が小さい' })).statusCode).toBe(200);
    // A draft does not count.
    await setJudging({ maxVotes: 3 });

    const query = '{ myEvaluationResults { presentation { id } count averages { item value } overall comments } }';
    await setJudging({ presenterResultsFrom: null });
    expect(refusal(await gql('member', query))?.messageEn).toBe('The date evaluation results are shown from has not been decided yet');
    await setJudging({ presenterResultsFrom: at(minute) });
    const early = refusal(await gql('member', query));
    expect(early?.code).toBe('FORBIDDEN');
    expect(early?.messageEn).toMatch(/^Evaluation results are shown from \d{4}\/\d\d\/\d\d \d\d:\d\d$/);
    expect(early?.message).toMatch(/から公開されます$/);

    await setJudging({ presenterResultsFrom: at(-1000) });
    const results = (await gql('member', query)).data!.myEvaluationResults;
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ presentation: { id: acceptedId }, count: 2, comments: ['よい発表', '声が小さい'].sort() });
    expect(results[0].averages).toContainEqual({ item: 'passion', value: 3.5 });
    expect(results[0].averages).toContainEqual({ item: 'understandability', value: 5 });
    expect(JSON.stringify(results)).not.toContain('evaluator@example.com');
    // Someone else's presentation is not theirs to read.
    expect((await gql('reviewer', query)).data!.myEvaluationResults).toEqual([]);
  });

  it('shows awards to attendees from awardAvailableFrom, and to managers at once', async () => {
    const given = await gql(
      'manager',
      `mutation { giveAward(presentationId: ${acceptedId}, name: "優秀発表賞", nameEn: "Best Presentation Award") { id name presentation { id } } }`,
    );
    expect(given.data!.giveAward).toHaveLength(1);
    expect(refusal(await gql('manager', `mutation { giveAward(presentationId: ${acceptedId}, name: " ", nameEn: "x") { id } }`))?.code).toBe('BAD_USER_INPUT');
    const query = '{ awards { name nameEn presentation { id } } }';
    await setDashboard({ awardAvailableFrom: null });
    expect(refusal(await gql('member', query))?.messageEn).toBe('The date awards are announced has not been decided yet');
    await setDashboard({ awardAvailableFrom: at(minute) });
    expect(refusal(await gql('member', query))?.messageEn).toMatch(/^Awards are announced on /);
    expect((await gql('manager', query)).data!.awards).toHaveLength(1);
    await setDashboard({ awardAvailableFrom: at(-1000) });
    expect((await gql('member', query)).data!.awards).toEqual([{ name: '優秀発表賞', nameEn: 'Best Presentation Award', presentation: { id: acceptedId } }]);
  });

  it('shows managers each evaluation of a presentation with its evaluator, drafts included', async () => {
    const answer = await gql(
      'manager',
      'query($id: Int!) { presentationEvaluations(presentationId: $id) { status comment scores { item value } evaluator { email } } }',
      { id: acceptedId },
    );
    const rows = answer.data!.presentationEvaluations as {
      status: string;
      comment: string;
      scores: { item: string; value: number }[];
      evaluator: { email: string };
    }[];
    expect(rows.map((row) => [row.evaluator.email, row.status, row.comment])).toEqual([
      ['evaluator@example.com', 'confirmed', 'よい発表'],
      ['other-evaluator@example.com', 'confirmed', '声が小さい'],
    ]);
    expect(rows[1]!.scores).toContainEqual({ item: 'passion', value: 2 });
    expect(refusal(await gql('manager', '{ presentationEvaluations(presentationId: 2000000000) { id } }'))?.code).toBe('NOT_FOUND');
  });

  it('gives managers the results as CSV that Excel reads: UTF-8 with a BOM, headings in the chosen language', async () => {
    const ja = await call('manager', 'GET', '/web_api/mng/evaluation_results.csv');
    expect(ja.statusCode).toBe(200);
    expect(ja.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(ja.headers['content-disposition']).toContain('attachment');
    expect([...ja.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(ja.rawPayload.toString('utf8'), { bom: true }) as string[][];
    expect(rows[0]!.slice(0, 5)).toEqual(['発表番号', '種別', '演題名', '演題名（英語）', '評価数']);
    expect(rows[0]).toContain('熱意（平均）');
    const [presentation] = await app.db.select().from(presentations).where(eq(presentations.id, acceptedId));
    const row = rows.find((cells) => cells[0] === presentation!.code)!;
    expect(row[2]).toBe('採択される発表');
    expect(row[4]).toBe('2');
    expect(row[rows[0]!.indexOf('熱意（平均）')]).toBe('3.50');
    expect(row.at(-1)).toBe('優秀発表賞');
    expect(rows).toHaveLength(1 + 100 + 1);

    const en = parse((await call('manager', 'GET', '/web_api/mng/evaluation_results.csv?lang=en')).rawPayload.toString('utf8'), { bom: true }) as string[][];
    expect(en[0]).toContain('Passion (mean)');
    // The English file names the award in English (issue 68, item 4).
    expect(en.find((cells) => cells[0] === presentation!.code)!.at(-1)).toBe('Best Presentation Award');
    expect((await call('manager', 'GET', '/web_api/mng/evaluation_results.csv?lang=fr')).statusCode).toBe(400);
    const table = await gql('manager', '{ evaluationResults { presentation { id } count overall votes awards { name nameEn } } }');
    expect(table.data!.evaluationResults.find((r: { presentation: { id: number } }) => r.presentation.id === acceptedId)).toMatchObject({
      count: 2,
      awards: [{ name: '優秀発表賞', nameEn: 'Best Presentation Award' }],
    });
  });
});

describe('peer review', () => {
  const ask = (applicationId: number, reviewerId: number) =>
    gql('manager', 'mutation($a: Int!, $r: Int!) { requestReview(applicationId: $a, reviewerId: $r) { requests { id status reviewer { email } } } }', {
      a: applicationId,
      r: reviewerId,
    });
  const answer = (who: Who, id: number, accept: boolean) =>
    gql(who, 'mutation($id: Int!, $a: Boolean!) { answerReviewRequest(id: $id, accept: $a) { id status } }', { id, a: accept });
  const putReview = (who: Who, requestId: number, data: object, version: number) => call(who, 'PUT', `/web_api/reviews/${requestId}`, { data, version });
  const originality = '0b7e6a52-3c1f-4d7a-9a51-2f9c1e0d4a01';
  const format = '0b7e6a52-3c1f-4d7a-9a51-2f9c1e0d4a02';
  let requestId = 0;

  it('asks only reviewers, only about submitted applications, once each', async () => {
    expect(refusal(await ask(submittedId, ids.member))?.messageEn).toBe('Only an account with the reviewer role can be asked to review');
    expect(refusal(await ask(draftId, ids.reviewer))?.messageEn).toBe('Only a submitted application can be reviewed');
    const asked = await ask(submittedId, ids.reviewer);
    expect(asked.data!.requestReview.requests).toEqual([expect.objectContaining({ status: 'pending', reviewer: { email: 'reviewer@example.com' } })]);
    requestId = asked.data!.requestReview.requests[0].id;
    expect(refusal(await ask(submittedId, ids.reviewer))?.code).toBe('CONFLICT');
    expect(refusal(await ask(999_999, ids.reviewer))?.code).toBe('NOT_FOUND');
  });

  it('lets the reviewer answer before the reply deadline, once; declining only when offered', async () => {
    await setReview({ reviewRequestAnswerableTill: at(-1000), reviewShowDecline: true });
    expect(refusal(await answer('reviewer', requestId, true))).toMatchObject({
      code: 'FORBIDDEN',
      messageEn: 'The reply deadline for this review request has passed',
    });
    await setReview({ reviewRequestAnswerableTill: at(minute), reviewShowDecline: false });
    expect(refusal(await answer('reviewer', requestId, false))?.messageEn).toBe('Declining review requests is not offered at this conference');
    // A reviewer not asked is told the request does not exist.
    expect(refusal(await answer('other', requestId, true))?.code).toBe('NOT_FOUND');
    expect((await putReview('other', requestId, { result: 'ok' }, 1)).statusCode).toBe(404);
    expect((await answer('reviewer', requestId, true)).data!.answerReviewRequest).toEqual({ id: requestId, status: 'accepted' });
    expect(refusal(await answer('reviewer', requestId, false))?.messageEn).toBe('This review request has already been answered');
    const menu = await gql('reviewer', '{ reviewerMenu { showDecline answerableTill requests { id status result application { name peerReviewStatus } } } }');
    expect(menu.data!.reviewerMenu.requests).toEqual([
      { id: requestId, status: 'accepted', result: 'pending', application: { name: '査読される発表', peerReviewStatus: 'pending' } },
    ]);
  });

  it('takes reviews only inside the review period, with the questions asked once a result is given', async () => {
    await setReview({ reviewableFrom: at(minute), reviewableTill: at(2 * minute) });
    const early = await putReview('reviewer', requestId, { result: 'pending' }, 1);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ message: '現在、査読期間外です', messageEn: 'It is currently outside the review period' });
    await setReview({ reviewableFrom: at(-2 * minute), reviewableTill: at(-1000) });
    expect((await putReview('reviewer', requestId, { result: 'pending' }, 1)).statusCode).toBe(403);
    await setReview({ reviewableFrom: at(-minute), reviewableTill: at(minute) });

    const draft = await putReview('reviewer', requestId, { result: 'pending', comment: '' }, 1);
    expect(draft.json().review).toMatchObject({ result: 'pending', version: 2 });
    const bare = await putReview('reviewer', requestId, { result: 'conditional', comment: ' ' }, 2);
    expect(bare.statusCode).toBe(422);
    const fields = (bare.json().errors as { field: string; messageEn: string }[]).map((error) => `${error.field}: ${error.messageEn}`);
    expect(fields).toContain('comment: For a rejection or a conditional result, write the reasons or conditions in the comment');
    expect(fields).toContain(`customAnswers.${originality}: Required field`);
    const done = await putReview(
      'reviewer',
      requestId,
      { result: 'conditional', comment: '図2の軸を直すこと', customAnswers: { [originality]: 4, [format]: 'poster' } },
      2,
    );
    expect(done.statusCode).toBe(200);
    expect(done.json().review).toMatchObject({ result: 'conditional', version: 3 });
    const stale = await putReview('reviewer', requestId, { result: 'ok', customAnswers: { [originality]: 5, [format]: 'oral' } }, 2);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messageEn).toContain('version 3');
    expect((await putReview('reviewer', requestId, { result: 'maybe' }, 3)).statusCode).toBe(400);
    expect((await call('reviewer', 'PUT', `/web_api/reviews/${requestId}`, { data: { result: 'ok' } })).statusCode).toBe(400);
  });

  it('lets managers read the reviews and decide along the allowed moves', async () => {
    const query =
      'query($a: Int!) { applicationReviews(applicationId: $a) { application { peerReviewStatus } requests { status result comment answers { question values } } } }';
    const read = (await gql('manager', query, { a: submittedId })).data!.applicationReviews;
    expect(read.requests[0]).toMatchObject({ status: 'accepted', result: 'conditional', comment: '図2の軸を直すこと' });
    expect(read.requests[0].answers).toContainEqual({ question: format, values: ['poster'] });
    const decide = (status: string) =>
      gql('manager', 'mutation($a: Int!, $s: PeerReviewStatus!) { decidePeerReview(applicationId: $a, status: $s) { application { peerReviewStatus } } }', {
        a: submittedId,
        s: status,
      });
    expect((await decide('confirmed')).data!.decidePeerReview.application.peerReviewStatus).toBe('confirmed');
    expect(refusal(await decide('declined'))).toMatchObject({
      code: 'CONFLICT',
      messageEn: 'The review decision is already made. Set it back to pending to change it',
    });
    expect((await decide('pending')).data!.decidePeerReview.application.peerReviewStatus).toBe('pending');
    expect((await decide('declined')).data!.decidePeerReview.application.peerReviewStatus).toBe('declined');
    expect((await decide('accepted')).errors?.[0]?.message).toContain('PeerReviewStatus');
    const list = await gql('manager', '{ presentationApplications { items { id peerReviewStatus } } }');
    expect(list.data!.presentationApplications.items.find((item: { id: number }) => item.id === submittedId).peerReviewStatus).toBe('declined');
  });

  it('lets a manager withdraw only a request not yet answered', async () => {
    const asked = await ask(submittedId, ids.other);
    const pending = asked.data!.requestReview.requests.find(
      (request: { reviewer: { email: string } }) => request.reviewer.email === 'other-evaluator@example.com',
    );
    const withdrawn = await gql('manager', 'mutation($id: Int!) { withdrawReviewRequest(id: $id) { requests { id } } }', { id: pending.id });
    expect(withdrawn.data!.withdrawReviewRequest.requests).toHaveLength(1);
    expect(refusal(await gql('manager', 'mutation($id: Int!) { withdrawReviewRequest(id: $id) { requests { id } } }', { id: requestId }))?.messageEn).toBe(
      'This review request has already been answered',
    );
  });
});

describe('dates at and around their bounds', () => {
  const from = new Date('2027-03-12T00:00:00Z');
  const before = new Date(from.getTime() - 1);
  const after = new Date(from.getTime() + 1);
  const memberRow = async () => (await app.db.select().from(users).where(eq(users.email, 'member@example.com')))[0]!;
  const refusedWith = async (work: Promise<unknown>) =>
    work.then(
      () => 'allowed',
      (error: { messageKey?: string }) => error.messageKey ?? String(error),
    );

  it('shows presenters their results from presenterResultsFrom itself, not a millisecond before', async () => {
    await setJudging({ presenterResultsFrom: from.toISOString() });
    const member = await memberRow();
    expect(await refusedWith(myResults(app.db, 'demo', member, before))).toBe('resultsNotYet');
    expect(await refusedWith(myResults(app.db, 'demo', member, from))).toBe('allowed');
    expect(await refusedWith(myResults(app.db, 'demo', member, after))).toBe('allowed');
  });

  it('shows awards from awardAvailableFrom itself', async () => {
    await setDashboard({ awardAvailableFrom: from.toISOString() });
    const member = await memberRow();
    expect(await refusedWith(visibleAwards(app.db, 'demo', member, before))).toBe('awardsNotYet');
    expect(await refusedWith(visibleAwards(app.db, 'demo', member, from))).toBe('allowed');
  });

  it('takes a reply up to reviewRequestAnswerableTill and a review from reviewableFrom to reviewableTill, both included', async () => {
    const reviewer = (await app.db.select().from(users).where(eq(users.email, 'reviewer@example.com')))[0]!;
    const other = (
      await call('member', 'POST', '/web_api/presentation_applications', { action: 'submit', kind: 'oral', data: application('期限の確認') })
    ).json().application.id as number;
    const request = await requestReview(app.db, 'demo', other, reviewer.id);
    const till = new Date('2027-02-01T00:00:00Z');
    await setReview({
      reviewRequestAnswerableTill: till.toISOString(),
      reviewableFrom: from.toISOString(),
      reviewableTill: new Date(from.getTime() + 86_400_000).toISOString(),
    });
    expect(await refusedWith(answerRequest(app.db, 'demo', reviewer, request.id, true, new Date(till.getTime() + 1)))).toBe('replyDeadlinePassed');
    expect(await refusedWith(answerRequest(app.db, 'demo', reviewer, request.id, true, till))).toBe('allowed');
    const save = (now: Date, version: number) =>
      saveReview(app.db, { conferenceId: 'demo', user: reviewer, requestId: request.id, data: { result: 'pending' }, version, now });
    expect(await refusedWith(save(before, 1))).toBe('outsideReviewPeriod');
    expect(await refusedWith(save(from, 1))).toBe('allowed');
    const end = new Date(from.getTime() + 86_400_000);
    expect(await refusedWith(save(end, 2))).toBe('allowed');
    expect(await refusedWith(save(new Date(end.getTime() + 1), 3))).toBe('outsideReviewPeriod');
  });
});
