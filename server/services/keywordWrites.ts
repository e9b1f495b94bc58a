import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Transaction } from '../db/openDatabase';
import { keywordCategories, keywords, userKeywords } from '../db/schema';
import type { KeywordCategoriesFile } from '../../schemas/keywords';

/**
 * Writes a conference's keyword categories: updated in place by id, in the given order. A keyword
 * or category no longer listed goes, unless someone chose it (their choice is kept).
 */
export async function writeKeywords(tx: Transaction, conferenceId: string, categories: KeywordCategoriesFile['categories']): Promise<number[]> {
  const keywordIds: number[] = [];
  for (const [c, category] of categories.entries()) {
    const values = { id: category.id, conferenceId, name: category.name, nameEn: category.nameEn, position: c };
    await tx.insert(keywordCategories).values(values).onConflictDoUpdate({ target: keywordCategories.id, set: values });
    for (const [k, keyword] of category.keywords.entries()) {
      const row = { id: keyword.id, categoryId: category.id, name: keyword.name, nameEn: keyword.nameEn, position: k };
      await tx.insert(keywords).values(row).onConflictDoUpdate({ target: keywords.id, set: row });
      keywordIds.push(keyword.id);
    }
  }
  const chosen = tx.select({ id: userKeywords.keywordId }).from(userKeywords);
  const categoryIds = categories.map((category) => category.id);
  await tx
    .delete(keywords)
    .where(
      and(
        keywordIds.length ? notInArray(keywords.id, keywordIds) : sql`true`,
        notInArray(keywords.id, chosen),
        inArray(keywords.categoryId, tx.select({ id: keywordCategories.id }).from(keywordCategories).where(eq(keywordCategories.conferenceId, conferenceId))),
      ),
    );
  await tx
    .delete(keywordCategories)
    .where(
      and(
        eq(keywordCategories.conferenceId, conferenceId),
        categoryIds.length ? notInArray(keywordCategories.id, categoryIds) : sql`true`,
        notInArray(keywordCategories.id, tx.select({ id: keywords.categoryId }).from(keywords)),
      ),
    );
  return keywordIds;
}
