import { describe, expect, it } from 'vitest';
import { compiledWith, createAjv } from '../../engine/ajv';
import { createValidatorCache } from '../../engine/validatorCache';
import { localize } from '../../engine/messages';
import { buildEvaluationForm, buildReviewForm, checkEvaluation, checkReview, evaluationItems } from '../../engine/judging/forms';
import {
  evaluationMachine,
  peerReviewMachine,
  refusedMove,
  reviewRequestMachine,
  reviewResultMachine,
  voteMachine,
  type Actor,
  type Machine,
} from '../../engine/judging/transitions';
import { resultTable, summarize } from '../../engine/judging/results';
import { judgingProblems } from '../../engine/judging/settingsProblems';
import { defaultJudging, type JudgingSettings } from '../../schemas/judging';
import type { CustomQuestion } from '../../schemas/customQuestions';
import demo from '../../fixtures/judging/demo.json';
import strict from '../../fixtures/judging/strict-society.json';
import { catalogueKeys as keys } from '../support/sources';

const validator = createValidatorCache(compiledWith(createAjv()));
const demoSettings = demo as JudgingSettings;
const strictSettings = strict as JudgingSettings;

/** Every move of every machine, allowed or refused, for each actor: the table README "Judging: states and moves" shows. */
const table: Array<[Machine<string>, string, string, Actor, string | null]> = [
  [evaluationMachine, 'unconfirmed', 'confirmed', 'evaluator', null],
  [evaluationMachine, 'unconfirmed', 'confirmed', 'manager', 'moveNotYours'],
  [evaluationMachine, 'unconfirmed', 'confirmed', 'reviewer', 'moveNotYours'],
  [evaluationMachine, 'confirmed', 'unconfirmed', 'manager', null],
  [evaluationMachine, 'confirmed', 'unconfirmed', 'evaluator', 'moveNotYours'],
  [evaluationMachine, 'confirmed', 'confirmed', 'evaluator', 'evaluationConfirmed'],
  [evaluationMachine, 'unconfirmed', 'unconfirmed', 'evaluator', 'invalidMove'],
  [voteMachine, 'unvoted', 'voted', 'evaluator', null],
  [voteMachine, 'voted', 'unvoted', 'evaluator', null],
  [voteMachine, 'unvoted', 'voted', 'manager', 'moveNotYours'],
  [voteMachine, 'voted', 'voted', 'evaluator', 'invalidMove'],
  [reviewRequestMachine, 'pending', 'accepted', 'reviewer', null],
  [reviewRequestMachine, 'pending', 'rejected', 'reviewer', null],
  [reviewRequestMachine, 'pending', 'accepted', 'manager', 'moveNotYours'],
  [reviewRequestMachine, 'accepted', 'rejected', 'reviewer', 'reviewRequestAnswered'],
  [reviewRequestMachine, 'rejected', 'accepted', 'reviewer', 'reviewRequestAnswered'],
  [reviewRequestMachine, 'accepted', 'pending', 'reviewer', 'reviewRequestAnswered'],
  [reviewRequestMachine, 'rejected', 'pending', 'manager', 'reviewRequestAnswered'],
  [reviewResultMachine, 'pending', 'conditional', 'reviewer', null],
  [reviewResultMachine, 'conditional', 'ok', 'reviewer', null],
  [reviewResultMachine, 'ng', 'pending', 'reviewer', null],
  [reviewResultMachine, 'ok', 'ng', 'manager', 'moveNotYours'],
  [reviewResultMachine, 'ok', 'ok', 'reviewer', 'invalidMove'],
  [peerReviewMachine, 'pending', 'confirmed', 'manager', null],
  [peerReviewMachine, 'pending', 'declined', 'manager', null],
  [peerReviewMachine, 'confirmed', 'pending', 'manager', null],
  [peerReviewMachine, 'declined', 'pending', 'manager', null],
  [peerReviewMachine, 'confirmed', 'declined', 'manager', 'peerReviewDecided'],
  [peerReviewMachine, 'declined', 'confirmed', 'manager', 'peerReviewDecided'],
  [peerReviewMachine, 'pending', 'confirmed', 'reviewer', 'moveNotYours'],
  [peerReviewMachine, 'pending', 'pending', 'manager', 'invalidMove'],
];

describe('state moves (spec §4 statuses; the moves are ours)', () => {
  it.each(table)('%s: %s → %s by %s', (machine, from, to, actor, expected) => {
    expect(refusedMove(machine, from, to, actor)).toBe(expected);
  });

  it('covers every pair of states of every machine, for every actor, without throwing', () => {
    for (const machine of [evaluationMachine, voteMachine, reviewRequestMachine, reviewResultMachine, peerReviewMachine] as Machine<string>[]) {
      for (const from of machine.states) {
        for (const to of machine.states) {
          const allowed = (['evaluator', 'reviewer', 'manager'] as const).filter((actor) => refusedMove(machine, from, to, actor) === null);
          // A move is either nobody's or exactly one kind of actor's.
          expect(allowed.length, `${machine.name} ${from} → ${to}`).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it.each([
    ['evaluationConfirmed', 'この評価は確定済みのため変更できません', 'This evaluation is confirmed and cannot be changed'],
    ['reviewRequestAnswered', 'この査読依頼には既に回答済みです', 'This review request has already been answered'],
    [
      'peerReviewDecided',
      '査読の判定は既に決まっています。変更するには未判定に戻してください',
      'The review decision is already made. Set it back to pending to change it',
    ],
    ['moveNotYours', 'この状態の変更を行う権限がありません', 'You are not allowed to make this change of state'],
    ['invalidMove', 'この状態の変更はできません', 'This change of state is not allowed'],
  ] as const)('says %s in both languages', (key, ja, en) => {
    expect(localize(key)).toEqual({ ja, en });
  });
});

describe('the evaluation form', () => {
  it('asks the items the conference sets, on their scales, labelled in each language', () => {
    const ja = buildEvaluationForm(strictSettings.evaluation, 'ja');
    const en = buildEvaluationForm(strictSettings.evaluation, 'en');
    const scores = (form: typeof ja) => (form.schema.properties as any).scores;
    expect(Object.keys(scores(ja).properties)).toEqual(['understandability', 'appropriateness', 'importance']);
    expect(scores(ja).properties.understandability).toEqual({ type: 'integer', enum: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], title: '分かりやすさ' });
    expect(scores(en).properties.appropriateness.title).toBe('Soundness of the method');
    expect(scores(ja).properties.appropriateness.title).toBe('研究手法の妥当性');
    expect((ja.schema as any).required).toEqual(['scores', 'comment']);
    expect((ja.schema.properties as any).comment.maxLength).toBe(800);
  });

  it('describes the ends of a scale when the conference names them', () => {
    const form = buildEvaluationForm(demoSettings.evaluation, 'en');
    expect((form.uiSchema.scores as any).understandability['ui:description']).toBe('1: Hard to follow / 5: Very clear');
    expect((form.uiSchema.scores as any).passion['ui:description']).toBeUndefined();
    expect(evaluationItems(defaultJudging.evaluation).map((item) => item.label.en)).toEqual([
      'Understandability',
      'Appropriateness of the research',
      'Importance',
      'Q&A response',
      'Passion',
    ]);
  });

  const strictForm = buildEvaluationForm(strictSettings.evaluation, 'ja');
  const check = (data: object, confirming: boolean) =>
    checkEvaluation(strictForm, data, validator(strictForm), confirming).map((e) => `${e.path}: ${localize(e.code, e.params).en}`);
  it.each([
    ['an empty draft', {}, false, []],
    ['a draft with one score', { scores: { importance: 3 } }, false, []],
    ['a draft with a score off the scale', { scores: { importance: 11 } }, false, ['scores.importance: Choose one of the options']],
    ['a draft with an item not asked', { scores: { passion: 3 } }, false, ['scores: Invalid value']],
    ['a draft with a long comment', { comment: 'x'.repeat(801) }, false, ['comment: Enter at most 800 characters']],
    [
      'confirming with items missing',
      { scores: { importance: 3 }, comment: 'ok' },
      true,
      ['scores.understandability: Required field', 'scores.appropriateness: Required field'],
    ],
    [
      'confirming with a blank comment (required here)',
      { scores: { understandability: 1, appropriateness: 2, importance: 3 }, comment: '  ' },
      true,
      ['comment: Required field'],
    ],
    ['confirming everything', { scores: { understandability: 1, appropriateness: 10, importance: 3 }, comment: '良い' }, true, []],
  ] as const)('%s', (_name, data, confirming, expected) => {
    expect(check(data, confirming)).toEqual(expected);
  });
});

describe('the review form', () => {
  const questions = demoSettings.reviewQuestions as CustomQuestion[];
  const form = buildReviewForm(questions, 'ja');
  const [originality, format] = [questions[0]!.uuid, questions[1]!.uuid];
  const check = (data: object) => checkReview(form, data, validator(form)).map((e) => `${e.path}: ${localize(e.code, e.params).ja}`);

  it('puts the result and comment first, then the conference questions, labelled in each language', () => {
    expect(Object.keys(form.schema.properties as object)).toEqual(['result', 'comment', 'customAnswers']);
    expect((form.uiSchema.result as any)['ui:enumNames']).toEqual({ pending: '未判定', ok: '採択', ng: '不採択', conditional: '条件付き採択' });
    expect((buildReviewForm(questions, 'en').uiSchema.result as any)['ui:enumNames'].conditional).toBe('Accept with conditions');
    expect((form.schema.properties as any).customAnswers.properties[originality].title).toBe('独創性');
    expect(buildReviewForm([], 'en').schema.properties).not.toHaveProperty('customAnswers');
  });

  it.each([
    ['a pending draft, nothing answered', { result: 'pending' }, []],
    ['no result at all', {}, ['result: 必須項目です']],
    ['an unknown result', { result: 'maybe' }, ['result: 選択肢から選んでください']],
    ['accepted without the required questions', { result: 'ok' }, [`customAnswers.${originality}: 必須項目です`, `customAnswers.${format}: 必須項目です`]],
    [
      'conditional without a comment',
      { result: 'conditional', customAnswers: { [originality]: 3, [format]: 'oral' } },
      ['comment: 否決または条件付きの場合は、理由や条件をコメントに書いてください'],
    ],
    [
      'rejected with a blank comment',
      { result: 'ng', comment: ' \n', customAnswers: { [originality]: 1, [format]: 'poster' } },
      ['comment: 否決または条件付きの場合は、理由や条件をコメントに書いてください'],
    ],
    [
      'a rating off the scale',
      { result: 'ok', customAnswers: { [originality]: 6, [format]: 'oral' } },
      [`customAnswers.${originality}: 選択肢から選んでください`],
    ],
    ['conditional with its conditions', { result: 'conditional', comment: '図を直すこと', customAnswers: { [originality]: 4, [format]: 'poster' } }, []],
  ] as const)('%s', (_name, data, expected) => {
    expect(check(data)).toEqual(expected);
  });
});

describe('results', () => {
  const evaluations = [
    { presentationId: 1, scores: { understandability: 5, passion: 4 }, comment: 'よい' },
    { presentationId: 1, scores: { understandability: 4, passion: 1 }, comment: '  ' },
    { presentationId: 2, scores: { understandability: 3 }, comment: null },
  ];
  it('averages each item over the evaluations that scored it, and drops blank comments', () => {
    const results = summarize(demoSettings.evaluation, evaluations);
    expect(results.get(1)).toEqual({ presentationId: 1, count: 2, averages: { understandability: 4.5, passion: 2.5 }, overall: 3.5, comments: ['よい'] });
    expect(results.get(2)).toMatchObject({ count: 1, averages: { understandability: 3 }, overall: 3, comments: [] });
    expect(results.get(3)).toBeUndefined();
  });

  it('tables the results with headings in the chosen language', () => {
    const results = summarize(demoSettings.evaluation, evaluations);
    const rows = [
      {
        code: '1A1-01',
        kind: 'oral',
        name: '発表',
        nameEn: 'Talk',
        result: results.get(1),
        votes: 2,
        awards: [
          { id: 1, name: '最優秀賞', nameEn: 'Best Award' },
          { id: 2, name: '奨励賞', nameEn: '' },
        ],
      },
      { code: 'P001', kind: 'poster', name: 'ポスター', nameEn: null, result: undefined, votes: 0, awards: [] },
    ];
    const ja = resultTable(demoSettings.evaluation, rows, 'ja');
    expect(ja[0]).toEqual([
      '発表番号',
      '種別',
      '演題名',
      '演題名（英語）',
      '評価数',
      '分かりやすさ（平均）',
      '研究の妥当性（平均）',
      '重要性（平均）',
      '質疑応答（平均）',
      '熱意（平均）',
      '総合平均',
      '得票数',
      '受賞',
    ]);
    expect(ja[1]).toEqual(['1A1-01', '口頭', '発表', 'Talk', '2', '4.50', '', '', '', '2.50', '3.50', '2', '最優秀賞、奨励賞']);
    expect(ja[2]).toEqual(['P001', 'ポスター', 'ポスター', '', '0', '', '', '', '', '', '', '0', '']);
    const en = resultTable(demoSettings.evaluation, rows, 'en');
    expect(en[0]!.slice(-3)).toEqual(['Overall mean', 'Votes', 'Awards']);
    // Issue 68, item 4: the English table names awards in English; one without an English name keeps its Japanese one.
    expect(en[1]!.slice(1, 2)).toEqual(['Oral']);
    expect(en[1]!.at(-1)).toBe('Best Award, 奨励賞');
  });
});

describe('judging fixture checks', () => {
  it('accepts the shipped files', () => {
    expect(judgingProblems(demoSettings)).toEqual([]);
    expect(judgingProblems(strictSettings)).toEqual([]);
  });
  it.each([
    ['a scale that does not rise', (s: any) => (s.evaluation.items.passion = { min: 5, max: 5 }), '/evaluation/items/passion/max'],
    ['a file question in a review', (s: any) => (s.reviewQuestions[0].type = 'file'), '/reviewQuestions/0/type'],
    ['a repeated question uuid', (s: any) => (s.reviewQuestions[1].uuid = s.reviewQuestions[0].uuid), '/reviewQuestions/1/uuid'],
    ['an evaluator listed twice', (s: any) => s.assignments.push({ evaluator: 'Evaluator@example.com', presentations: [] }), '/assignments/1/evaluator'],
  ])('refuses %s, naming where', (_name, breakIt, path) => {
    const broken = structuredClone(demoSettings) as any;
    breakIt(broken);
    expect(judgingProblems(broken).map((problem) => problem.path)).toContain(path);
  });
});

describe("the judging pages' strings", () => {
  it("exist in both languages, and none repeats a key of the main or the operation area's catalogue", async () => {
    const [pageJa, pageEn, mainJa, operationJa, operationEn] = await Promise.all([
      import('../../src/locales/judging.ja.json'),
      import('../../src/locales/judging.en.json'),
      import('../../src/locales/ja.json'),
      import('../../src/locales/operation.ja.json'),
      import('../../src/locales/operation.en.json'),
    ]);
    expect(keys(pageJa.default).sort()).toEqual(keys(pageEn.default).sort());
    expect(keys(operationJa.default.judging).sort()).toEqual(keys(operationEn.default.judging).sort());
    const shared = new Set([...keys(mainJa.default), ...keys(operationJa.default)]);
    expect(keys(pageJa.default).filter((key) => shared.has(key))).toEqual([]);
  });
});
