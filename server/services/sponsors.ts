import { randomInt } from 'node:crypto';
import { and, asc, count, countDistinct, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  exhibitionProblems,
  RALLY_ALPHABET,
  RALLY_CODE_LENGTH,
  type ExhibitionSummary,
  type ExhibitionView,
  type InsightDay,
  type InsightView,
  type SponsorConsoleView,
  type SponsorFileView,
} from '../../engine/sponsors';
import { escapeLike, searchTerms } from '../../engine/program/search';
import { EXHIBITION_FILES_MAX, EXHIBITION_IMAGES_MAX, type ExhibitionInput } from '../../schemas/sponsors';
import { ApiError, fieldErrors } from '../core/errors';
import type { Database, Writer } from '../db/openDatabase';
import { comments, exhibitionVisits, likes, presentations, rallyScans, sponsorBanners, sponsorExhibitions, sponsorFiles } from '../db/schema';
import { bannerColumns, bannerView } from './sponsorBanners';
import { judgeFile, storedFile, withRandomId } from './uploads';

/**
 * Sponsors (issue 66): a sponsor account's exhibition, its images, files and banners, the
 * participants' search and visits, and the sponsor's insight into its own exhibition only. Who may
 * call what is the routes' (server/routes/sponsors.ts); every read here is scoped to one
 * conference, and a sponsor's writes to its own exhibition, found by its account.
 */

type ExhibitionRow = typeof sponsorExhibitions.$inferSelect;

export const sponsorFileUrl = (id: number) => `/web_api/sponsor_files/${id}`;

/** A fresh code of `length` characters of Crockford's base 32 from the system's random source (rally and entry codes). */
export const drawCode = (length: number) => Array.from({ length }, () => RALLY_ALPHABET[randomInt(RALLY_ALPHABET.length)]).join('');
export const drawRallyCode = () => drawCode(RALLY_CODE_LENGTH);

export async function exhibitionOfSponsor(db: Writer, conferenceId: string, userId: number): Promise<ExhibitionRow | undefined> {
  const [row] = await db
    .select()
    .from(sponsorExhibitions)
    .where(and(eq(sponsorExhibitions.conferenceId, conferenceId), eq(sponsorExhibitions.userId, userId)));
  return row;
}

/** The sponsor's exhibition, or a 409 asking to save it first (images and banners hang on it). */
export async function requireOwnExhibition(db: Writer, conferenceId: string, userId: number): Promise<ExhibitionRow> {
  const row = await exhibitionOfSponsor(db, conferenceId, userId);
  if (!row) throw new ApiError(409, 'exhibitionMissing');
  return row;
}

const fileView = (row: Pick<typeof sponsorFiles.$inferSelect, 'id' | 'kind' | 'fileName' | 'contentType' | 'byteSize'>): SponsorFileView => ({
  id: row.id,
  kind: row.kind,
  fileName: row.fileName,
  contentType: row.contentType,
  byteSize: row.byteSize,
  url: sponsorFileUrl(row.id),
});

const fileColumns = {
  id: sponsorFiles.id,
  exhibitionId: sponsorFiles.exhibitionId,
  kind: sponsorFiles.kind,
  fileName: sponsorFiles.fileName,
  contentType: sponsorFiles.contentType,
  byteSize: sponsorFiles.byteSize,
};

async function exhibitionDetail(db: Database, row: ExhibitionRow): Promise<ExhibitionView> {
  const [files, ownPresentations] = await Promise.all([
    db.select(fileColumns).from(sponsorFiles).where(eq(sponsorFiles.exhibitionId, row.id)).orderBy(asc(sponsorFiles.createdAt), asc(sponsorFiles.id)),
    db
      .select({ id: presentations.id, code: presentations.code, name: presentations.name, nameEn: presentations.nameEn })
      .from(presentations)
      .where(and(eq(presentations.conferenceId, row.conferenceId), eq(presentations.userId, row.userId), eq(presentations.isSponsor, true)))
      .orderBy(asc(presentations.position)),
  ]);
  const images = files.filter((file) => file.kind === 'image').map(fileView);
  return {
    id: row.id,
    nameJa: row.nameJa,
    nameEn: row.nameEn,
    booth: row.booth,
    imageUrl: images[0]?.url ?? null,
    bodyJa: row.bodyJa,
    bodyEn: row.bodyEn,
    contactJa: row.contactJa,
    contactEn: row.contactEn,
    contactEmail: row.contactEmail,
    links: row.links,
    isPublished: row.isPublished,
    images,
    files: files.filter((file) => file.kind === 'file').map(fileView),
    presentations: ownPresentations,
  };
}

/** The sponsor's own page: its exhibition as saved (published or not), its banners and its rally code. */
export async function sponsorConsole(db: Database, conferenceId: string, userId: number): Promise<SponsorConsoleView> {
  const row = await exhibitionOfSponsor(db, conferenceId, userId);
  if (!row) return { exhibition: null, banners: [], rallyCode: null, rallyPoints: null };
  const [exhibition, banners] = await Promise.all([
    exhibitionDetail(db, row),
    db.select(bannerColumns).from(sponsorBanners).where(eq(sponsorBanners.exhibitionId, row.id)).orderBy(asc(sponsorBanners.createdAt)),
  ]);
  return { exhibition, banners: banners.map(bannerView), rallyCode: row.rallyCode, rallyPoints: row.rallyPoints };
}

/** Writes the sponsor's exhibition, creating it (with its rally code) the first time. Answers its id. */
export async function saveExhibition(tx: Writer, conferenceId: string, userId: number, input: ExhibitionInput): Promise<number> {
  const problems = exhibitionProblems(input);
  if (problems.length > 0) throw fieldErrors(problems);
  const values = {
    nameJa: input.nameJa.trim(),
    nameEn: input.nameEn.trim(),
    bodyJa: input.bodyJa.trim(),
    bodyEn: input.bodyEn.trim(),
    booth: input.booth.trim(),
    contactJa: input.contactJa.trim(),
    contactEn: input.contactEn.trim(),
    contactEmail: input.contactEmail.trim(),
    links: input.links.map((link) => ({ label: link.label.trim(), url: link.url.trim() })),
    isPublished: input.isPublished,
    updatedAt: new Date(),
  };
  const existing = await exhibitionOfSponsor(tx, conferenceId, userId);
  if (existing) {
    await tx.update(sponsorExhibitions).set(values).where(eq(sponsorExhibitions.id, existing.id));
    return existing.id;
  }
  // Two first saves at once: the second finds the sponsor's row taken and writes over it.
  const [created] = await tx
    .insert(sponsorExhibitions)
    .values({ conferenceId, userId, rallyCode: drawRallyCode(), ...values })
    .onConflictDoUpdate({ target: [sponsorExhibitions.conferenceId, sponsorExhibitions.userId], set: values })
    .returning({ id: sponsorExhibitions.id });
  return created!.id;
}

/** The most of each kind an exhibition holds. */
const filesMax = { image: EXHIBITION_IMAGES_MAX, file: EXHIBITION_FILES_MAX } as const;

/**
 * Adds an image or a file to the sponsor's exhibition, judged by its content (an image as §5's
 * images, a file as a PDF), within the kind's count: the exhibition's row is locked while counting.
 */
export async function addSponsorFile(
  tx: Writer,
  exhibitionId: number,
  kind: 'image' | 'file',
  file: { fileName: string; data: Buffer },
): Promise<SponsorFileView> {
  const judged = await judgeFile(kind === 'image' ? 'sponsorImage' : 'sponsorFile', file.data);
  if ('code' in judged) throw fieldErrors([{ path: 'file', ...judged }]);
  await tx.select({ id: sponsorExhibitions.id }).from(sponsorExhibitions).where(eq(sponsorExhibitions.id, exhibitionId)).for('update');
  const [held] = await tx
    .select({ count: count() })
    .from(sponsorFiles)
    .where(and(eq(sponsorFiles.exhibitionId, exhibitionId), eq(sponsorFiles.kind, kind)));
  if (Number(held?.count ?? 0) >= filesMax[kind]) throw fieldErrors([{ path: 'file', code: 'tooManyFiles', params: { limit: filesMax[kind] } }]);
  const row = await withRandomId(async (id) => {
    const [inserted] = await tx
      .insert(sponsorFiles)
      .values({
        id,
        exhibitionId,
        kind,
        ...storedFile(file, judged.mime),
      })
      .onConflictDoNothing({ target: sponsorFiles.id })
      .returning(fileColumns);
    return inserted;
  });
  return fileView(row);
}

export async function removeSponsorFile(tx: Writer, exhibitionId: number, fileId: number) {
  const [removed] = await tx
    .delete(sponsorFiles)
    .where(and(eq(sponsorFiles.id, fileId), eq(sponsorFiles.exhibitionId, exhibitionId)))
    .returning({ id: sponsorFiles.id, fileName: sponsorFiles.fileName });
  if (!removed) throw new ApiError(404, 'sponsorFileNotFound');
  return removed;
}

/** An exhibition's file with whose exhibition it is, for the route to decide who may have it. */
export async function readSponsorFile(db: Database, conferenceId: string, fileId: number) {
  const [row] = await db
    .select({
      fileName: sponsorFiles.fileName,
      contentType: sponsorFiles.contentType,
      data: sponsorFiles.data,
      sha256: sponsorFiles.sha256,
      kind: sponsorFiles.kind,
      ownerId: sponsorExhibitions.userId,
      isPublished: sponsorExhibitions.isPublished,
    })
    .from(sponsorFiles)
    .innerJoin(sponsorExhibitions, eq(sponsorExhibitions.id, sponsorFiles.exhibitionId))
    .where(and(eq(sponsorFiles.id, fileId), eq(sponsorExhibitions.conferenceId, conferenceId)));
  return row;
}

/** Published exhibitions whose names, texts or booth hold every word of `q` (folded as the program search folds), by booth then name. */
export async function searchExhibitions(db: Database, conferenceId: string, q: string | undefined): Promise<ExhibitionSummary[]> {
  const conditions = [eq(sponsorExhibitions.conferenceId, conferenceId), eq(sponsorExhibitions.isPublished, true)];
  for (const term of searchTerms(q ?? '')) conditions.push(sql`${sponsorExhibitions.searchText} like ${`%${escapeLike(term)}%`}`);
  const rows = await db
    .select({
      id: sponsorExhibitions.id,
      nameJa: sponsorExhibitions.nameJa,
      nameEn: sponsorExhibitions.nameEn,
      booth: sponsorExhibitions.booth,
    })
    .from(sponsorExhibitions)
    .where(and(...conditions))
    .orderBy(asc(sponsorExhibitions.booth), asc(sponsorExhibitions.nameJa));
  if (rows.length === 0) return [];
  const firstImages = await db
    .selectDistinctOn([sponsorFiles.exhibitionId], { exhibitionId: sponsorFiles.exhibitionId, id: sponsorFiles.id })
    .from(sponsorFiles)
    .innerJoin(sponsorExhibitions, eq(sponsorExhibitions.id, sponsorFiles.exhibitionId))
    .where(and(eq(sponsorExhibitions.conferenceId, conferenceId), eq(sponsorFiles.kind, 'image')))
    .orderBy(sponsorFiles.exhibitionId, asc(sponsorFiles.createdAt), asc(sponsorFiles.id));
  const imageOf = new Map(firstImages.map((image) => [image.exhibitionId, sponsorFileUrl(image.id)]));
  return rows.map((row) => ({ ...row, imageUrl: imageOf.get(row.id) ?? null }));
}

/** A published exhibition as participants read it (the sponsor itself and managers read it unpublished too). */
export async function readExhibition(
  db: Database,
  conferenceId: string,
  id: number,
  options: { viewerId: number; isManager: boolean },
): Promise<ExhibitionView> {
  const [row] = await db
    .select()
    .from(sponsorExhibitions)
    .where(and(eq(sponsorExhibitions.id, id), eq(sponsorExhibitions.conferenceId, conferenceId)));
  if (!row || (!row.isPublished && row.userId !== options.viewerId && !options.isManager)) throw new ApiError(404, 'exhibitionNotFound');
  return exhibitionDetail(db, row);
}

/** A visit's window: opening the page again within it is the same visit. */
const VISIT_WINDOW_MS = 30 * 60 * 1000;

/**
 * Notes a participant's visit to a published exhibition, once per half hour and person (a reload
 * is not a second visit), and never the sponsor's own look at its page.
 */
export async function recordVisit(db: Database, conferenceId: string, exhibitionId: number, userId: number): Promise<void> {
  const [row] = await db
    .select({ userId: sponsorExhibitions.userId, isPublished: sponsorExhibitions.isPublished })
    .from(sponsorExhibitions)
    .where(and(eq(sponsorExhibitions.id, exhibitionId), eq(sponsorExhibitions.conferenceId, conferenceId)));
  if (!row || !row.isPublished) throw new ApiError(404, 'exhibitionNotFound');
  if (row.userId === userId) return;
  const [recent] = await db
    .select({ id: exhibitionVisits.id })
    .from(exhibitionVisits)
    .where(
      and(
        eq(exhibitionVisits.exhibitionId, exhibitionId),
        eq(exhibitionVisits.userId, userId),
        gt(exhibitionVisits.createdAt, new Date(Date.now() - VISIT_WINDOW_MS)),
      ),
    )
    .orderBy(desc(exhibitionVisits.id))
    .limit(1);
  if (!recent) await db.insert(exhibitionVisits).values({ exhibitionId, userId });
}

const tokyoDay = (column: unknown) => sql<string>`to_char(${column} at time zone 'Asia/Tokyo', 'YYYY-MM-DD')`;

/**
 * A sponsor's insight into its own exhibition, by Tokyo day: visits (and the people behind them),
 * likes and comments on its presentations in the program, and point-rally scans. Nothing of any
 * other sponsor's exhibition is read here: every figure is found through this exhibition's id.
 */
export async function exhibitionInsight(db: Database, exhibition: Pick<ExhibitionRow, 'id' | 'conferenceId' | 'userId'>): Promise<InsightView> {
  const own = and(eq(presentations.conferenceId, exhibition.conferenceId), eq(presentations.userId, exhibition.userId), eq(presentations.isSponsor, true));
  const visitDay = tokyoDay(exhibitionVisits.createdAt);
  const likeDay = tokyoDay(likes.createdAt);
  const commentDay = tokyoDay(comments.createdAt);
  const scanDay = tokyoDay(rallyScans.createdAt);
  const [visits, liked, commented, scanned] = await Promise.all([
    db
      .select({ day: visitDay, visits: count(), visitors: countDistinct(exhibitionVisits.userId) })
      .from(exhibitionVisits)
      .where(eq(exhibitionVisits.exhibitionId, exhibition.id))
      .groupBy(visitDay),
    db.select({ day: likeDay, count: count() }).from(likes).innerJoin(presentations, eq(presentations.id, likes.presentationId)).where(own).groupBy(likeDay),
    db
      .select({ day: commentDay, count: count() })
      .from(comments)
      .innerJoin(presentations, eq(presentations.id, comments.presentationId))
      .where(and(own, isNull(comments.deletedAt)))
      .groupBy(commentDay),
    db.select({ day: scanDay, count: count() }).from(rallyScans).where(eq(rallyScans.exhibitionId, exhibition.id)).groupBy(scanDay),
  ]);
  const days = new Map<string, InsightDay>();
  const dayOf = (day: string) => {
    let entry = days.get(day);
    if (!entry) days.set(day, (entry = { day, visits: 0, visitors: 0, likes: 0, comments: 0, scans: 0 }));
    return entry;
  };
  for (const row of visits) Object.assign(dayOf(row.day), { visits: Number(row.visits), visitors: Number(row.visitors) });
  for (const row of liked) dayOf(row.day).likes = Number(row.count);
  for (const row of commented) dayOf(row.day).comments = Number(row.count);
  for (const row of scanned) dayOf(row.day).scans = Number(row.count);
  const [people] = await db
    .select({ visitors: countDistinct(exhibitionVisits.userId) })
    .from(exhibitionVisits)
    .where(eq(exhibitionVisits.exhibitionId, exhibition.id));
  const sorted = [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
  const sum = (key: 'visits' | 'likes' | 'comments' | 'scans') => sorted.reduce((total, day) => total + day[key], 0);
  return {
    days: sorted,
    totals: { visits: sum('visits'), visitors: Number(people?.visitors ?? 0), likes: sum('likes'), comments: sum('comments'), scans: sum('scans') },
  };
}
