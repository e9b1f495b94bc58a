import type { Language } from '../../schemas/conferenceSettings';
import type { EvaluationItemKey, EvaluationSettings } from '../../schemas/judging';
import { evaluationItems } from './forms';
import { joinLabels } from '../messages';

/**
 * What the evaluations of a presentation add up to (issue 18): per item, the mean of the confirmed
 * evaluations that scored it; the number of evaluations; the votes. Managers read it as a table and
 * as CSV; a presenter reads the means and the comments of their own presentations, never who wrote them.
 */

export interface ScoredEvaluation {
  presentationId: number;
  scores: Partial<Record<EvaluationItemKey, number>>;
  comment: string | null;
}

export interface PresentationResult {
  presentationId: number;
  count: number;
  averages: Partial<Record<EvaluationItemKey, number>>;
  /** The mean of the item means, over the items that have one. */
  overall: number | null;
  comments: string[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function summarize(settings: EvaluationSettings, evaluations: readonly ScoredEvaluation[]): Map<number, PresentationResult> {
  const keys = evaluationItems(settings).map((item) => item.key);
  const byPresentation = new Map<number, ScoredEvaluation[]>();
  for (const evaluation of evaluations) byPresentation.set(evaluation.presentationId, [...(byPresentation.get(evaluation.presentationId) ?? []), evaluation]);
  const results = new Map<number, PresentationResult>();
  for (const [presentationId, rows] of byPresentation) {
    const averages: PresentationResult['averages'] = {};
    for (const key of keys) {
      const values = rows.map((row) => row.scores[key]).filter((value): value is number => typeof value === 'number');
      if (values.length > 0) averages[key] = round2(values.reduce((sum, value) => sum + value, 0) / values.length);
    }
    const means = Object.values(averages);
    results.set(presentationId, {
      presentationId,
      count: rows.length,
      averages,
      overall: means.length ? round2(means.reduce((sum, value) => sum + value, 0) / means.length) : null,
      comments: rows.map((row) => row.comment ?? '').filter((comment) => /\S/.test(comment)),
    });
  }
  return results;
}

export interface ResultRow {
  code: string;
  kind: string;
  name: string;
  nameEn: string | null;
  result: PresentationResult | undefined;
  votes: number;
  /** The presentation's awards, each named in both languages. */
  awards: Array<{ id: number; name: string; nameEn: string }>;
}

const headings = {
  code: { ja: '発表番号', en: 'Code' },
  kind: { ja: '種別', en: 'Kind' },
  name: { ja: '演題名', en: 'Title' },
  nameEn: { ja: '演題名（英語）', en: 'Title (English)' },
  count: { ja: '評価数', en: 'Evaluations' },
  overall: { ja: '総合平均', en: 'Overall mean' },
  votes: { ja: '得票数', en: 'Votes' },
  awards: { ja: '受賞', en: 'Awards' },
  mean: { ja: '平均', en: 'mean' },
} as const;

const kindNames = { oral: { ja: '口頭', en: 'Oral' }, poster: { ja: 'ポスター', en: 'Poster' } } as Record<string, Record<Language, string>>;

/** The results as a table: the heading row in `language`, then one row per presentation. */
export function resultTable(settings: EvaluationSettings, rows: readonly ResultRow[], language: Language): string[][] {
  const items = evaluationItems(settings);
  const mean = (text: string) => (language === 'ja' ? `${text}（${headings.mean.ja}）` : `${text} (${headings.mean.en})`);
  const head = [
    headings.code[language],
    headings.kind[language],
    headings.name[language],
    headings.nameEn[language],
    headings.count[language],
    ...items.map((item) => mean(item.label[language])),
    headings.overall[language],
    headings.votes[language],
    headings.awards[language],
  ];
  const number = (value: number | null | undefined) => (value === null || value === undefined ? '' : value.toFixed(2));
  return [
    head,
    ...rows.map((row) => [
      row.code,
      kindNames[row.kind]?.[language] ?? row.kind,
      row.name,
      row.nameEn ?? '',
      String(row.result?.count ?? 0),
      ...items.map((item) => number(row.result?.averages[item.key])),
      number(row.result?.overall),
      String(row.votes),
      joinLabels(
        row.awards.map((award) => (language === 'en' && award.nameEn) || award.name),
        language,
      ),
    ]),
  ];
}
