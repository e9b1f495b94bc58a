import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { keywords, presentationKeywords, presentations } from '../db/schema';
import type { PresentationKind } from '../../schemas/program';

/** The keywords of presentations, and how many published presentations of each kind carry a keyword. */

export function keywordsOf(db: Database, presentationIds: readonly number[]) {
  if (presentationIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      presentationId: presentationKeywords.presentationId,
      id: keywords.id,
      categoryId: keywords.categoryId,
      name: keywords.name,
      nameEn: keywords.nameEn,
    })
    .from(presentationKeywords)
    .innerJoin(keywords, eq(keywords.id, presentationKeywords.keywordId))
    .where(inArray(presentationKeywords.presentationId, [...presentationIds]))
    .orderBy(asc(keywords.categoryId), asc(keywords.position));
}

/** How many published oral and poster presentations carry each keyword. */
export async function keywordCounts(db: Database, keywordIds: readonly number[]) {
  if (keywordIds.length === 0) return new Map<number, { oral: number; poster: number }>();
  const rows = await db
    .select({ keywordId: presentationKeywords.keywordId, kind: presentations.kind, count: sql<number>`count(*)::int` })
    .from(presentationKeywords)
    .innerJoin(presentations, eq(presentations.id, presentationKeywords.presentationId))
    .where(and(inArray(presentationKeywords.keywordId, [...keywordIds]), eq(presentations.isPublic, true)))
    .groupBy(presentationKeywords.keywordId, presentations.kind);
  const counts = new Map<number, { oral: number; poster: number }>();
  for (const row of rows) {
    const entry = counts.get(row.keywordId) ?? { oral: 0, poster: 0 };
    entry[row.kind as PresentationKind] = row.count;
    counts.set(row.keywordId, entry);
  }
  return counts;
}
