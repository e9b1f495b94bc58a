import { and, asc, count, eq, sql } from 'drizzle-orm';
import { bannerProblems, type BannerView, type ShownBanner } from '../../engine/sponsors';
import { SPONSOR_BANNERS_MAX, type BannerInput } from '../../schemas/sponsors';
import { ApiError, fieldErrors } from '../core/errors';
import type { Database, Writer } from '../db/openDatabase';
import { sponsorBanners, sponsorExhibitions } from '../db/schema';
import { judgeFile, storedFile, withRandomId } from './uploads';

/** A sponsor's banners (issue 66): added with an image judged by content, changed, removed; the ones the dashboard shows. */

export const bannerImageUrl = (id: number) => `/web_api/sponsor_banners/${id}/image`;

export const bannerColumns = {
  id: sponsorBanners.id,
  exhibitionId: sponsorBanners.exhibitionId,
  placement: sponsorBanners.placement,
  weight: sponsorBanners.weight,
  linkUrl: sponsorBanners.linkUrl,
  isActive: sponsorBanners.isActive,
  fileName: sponsorBanners.fileName,
};

export const bannerView = (row: { [K in keyof typeof bannerColumns]: (typeof sponsorBanners.$inferSelect)[K] }): BannerView => ({
  ...row,
  placement: row.placement as BannerView['placement'],
  imageUrl: bannerImageUrl(row.id),
});

/** Adds a banner with its image (§5's image rule), at most SPONSOR_BANNERS_MAX per exhibition. */
export async function addBanner(tx: Writer, exhibitionId: number, input: BannerInput, file: { fileName: string; data: Buffer }): Promise<BannerView> {
  const problems = bannerProblems(input);
  if (problems.length > 0) throw fieldErrors(problems);
  const judged = await judgeFile('sponsorImage', file.data);
  if ('code' in judged) throw fieldErrors([{ path: 'file', ...judged }]);
  await tx.select({ id: sponsorExhibitions.id }).from(sponsorExhibitions).where(eq(sponsorExhibitions.id, exhibitionId)).for('update');
  const [held] = await tx.select({ count: count() }).from(sponsorBanners).where(eq(sponsorBanners.exhibitionId, exhibitionId));
  if (Number(held?.count ?? 0) >= SPONSOR_BANNERS_MAX) throw fieldErrors([{ path: 'file', code: 'tooManyFiles', params: { limit: SPONSOR_BANNERS_MAX } }]);
  const row = await withRandomId(async (id) => {
    const [inserted] = await tx
      .insert(sponsorBanners)
      .values({
        id,
        exhibitionId,
        placement: input.placement,
        weight: input.weight,
        linkUrl: input.linkUrl.trim(),
        isActive: input.isActive,
        ...storedFile(file, judged.mime),
      })
      .onConflictDoNothing({ target: sponsorBanners.id })
      .returning(bannerColumns);
    return inserted;
  });
  return bannerView(row);
}

export async function updateBanner(tx: Writer, exhibitionId: number, bannerId: number, input: BannerInput): Promise<BannerView> {
  const problems = bannerProblems(input);
  if (problems.length > 0) throw fieldErrors(problems);
  const [row] = await tx
    .update(sponsorBanners)
    .set({ placement: input.placement, weight: input.weight, linkUrl: input.linkUrl.trim(), isActive: input.isActive })
    .where(and(eq(sponsorBanners.id, bannerId), eq(sponsorBanners.exhibitionId, exhibitionId)))
    .returning(bannerColumns);
  if (!row) throw new ApiError(404, 'bannerNotFound');
  return bannerView(row);
}

export async function removeBanner(tx: Writer, exhibitionId: number, bannerId: number) {
  const [removed] = await tx
    .delete(sponsorBanners)
    .where(and(eq(sponsorBanners.id, bannerId), eq(sponsorBanners.exhibitionId, exhibitionId)))
    .returning({ id: sponsorBanners.id });
  if (!removed) throw new ApiError(404, 'bannerNotFound');
}

export async function readBannerImage(db: Database, conferenceId: string, bannerId: number) {
  const [row] = await db
    .select({
      fileName: sponsorBanners.fileName,
      contentType: sponsorBanners.contentType,
      data: sponsorBanners.data,
      sha256: sponsorBanners.sha256,
      ownerId: sponsorExhibitions.userId,
      isShown: sql<boolean>`${sponsorExhibitions.isPublished} and ${sponsorBanners.isActive}`,
    })
    .from(sponsorBanners)
    .innerJoin(sponsorExhibitions, eq(sponsorExhibitions.id, sponsorBanners.exhibitionId))
    .where(and(eq(sponsorBanners.id, bannerId), eq(sponsorExhibitions.conferenceId, conferenceId)));
  return row;
}

/** The banners the dashboard draws from: active ones of published exhibitions, with their exhibition's page when they name no address. */
export async function shownBanners(db: Database, conferenceId: string): Promise<ShownBanner[]> {
  const rows = await db
    .select({ ...bannerColumns, nameJa: sponsorExhibitions.nameJa, nameEn: sponsorExhibitions.nameEn })
    .from(sponsorBanners)
    .innerJoin(sponsorExhibitions, eq(sponsorExhibitions.id, sponsorBanners.exhibitionId))
    .where(and(eq(sponsorExhibitions.conferenceId, conferenceId), eq(sponsorExhibitions.isPublished, true), eq(sponsorBanners.isActive, true)))
    .orderBy(asc(sponsorBanners.id));
  return rows.map((row) => ({ ...bannerView(row), nameJa: row.nameJa, nameEn: row.nameEn }));
}
