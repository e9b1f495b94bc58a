import { asc, desc, eq } from 'drizzle-orm';
import type { ConferenceSettings, ResolvedConferenceSettings } from '../../schemas/conferenceSettings';
import type { CustomQuestion } from '../../schemas/customQuestions';
import type { KeywordCategory } from '../../schemas/keywords';
import { resolveSettings } from '../../engine/settings';
import type { Database } from '../db/openDatabase';
import { perDatabase } from '../db/perDatabase';
import { conferences, customQuestionSets, keywordCategories, keywords } from '../db/schema';
import { cachedJson, type CachedBody } from './cachedResponse';

export interface StoredConference {
  id: string;
  version: number;
  settings: ResolvedConferenceSettings;
}

export async function loadConference(db: Database, id: string): Promise<StoredConference | undefined> {
  const [row] = await db.select().from(conferences).where(eq(conferences.id, id));
  if (!row) return undefined;
  return { id: row.id, version: row.version, settings: resolveSettings(row.settings as ConferenceSettings) };
}

const publicConferences = perDatabase((): { load?: () => Promise<CachedBody | undefined> } => ({}));

/**
 * The conference as the public call answers it (its settings and version), serialized once per
 * `maxAgeMs` and shared by GET /web_api/conference and the page that carries it inline.
 */
export function publicConference(db: Database, id: string, maxAgeMs: number): () => Promise<CachedBody | undefined> {
  const shared = publicConferences(db);
  shared.load ??= cachedJson(maxAgeMs, async () => {
    const stored = await loadConference(db, id);
    return stored ? { ...stored.settings, version: stored.version } : undefined;
  });
  return shared.load;
}

export async function loadLatestQuestions(db: Database, conferenceId: string): Promise<{ id: number | null; version: number; items: CustomQuestion[] }> {
  const [row] = await db
    .select()
    .from(customQuestionSets)
    .where(eq(customQuestionSets.conferenceId, conferenceId))
    .orderBy(desc(customQuestionSets.version))
    .limit(1);
  return row ? { id: row.id, version: row.version, items: row.items as CustomQuestion[] } : { id: null, version: 0, items: [] };
}

export async function loadKeywordCategories(db: Pick<Database, 'select'>, conferenceId: string): Promise<KeywordCategory[]> {
  const rows = await db
    .select({ category: keywordCategories, keyword: keywords })
    .from(keywordCategories)
    .leftJoin(keywords, eq(keywords.categoryId, keywordCategories.id))
    .where(eq(keywordCategories.conferenceId, conferenceId))
    .orderBy(asc(keywordCategories.position), asc(keywords.position));
  const byId = new Map<number, KeywordCategory>();
  for (const { category, keyword } of rows) {
    let entry = byId.get(category.id);
    if (!entry) {
      entry = { id: category.id, name: category.name, nameEn: category.nameEn, keywords: [] };
      byId.set(category.id, entry);
    }
    if (keyword) entry.keywords.push({ id: keyword.id, categoryId: category.id, name: keyword.name, nameEn: keyword.nameEn });
  }
  return [...byId.values()];
}
