import { and, asc, count, desc, eq, sum } from 'drizzle-orm';
import { prizeProblems, rallyCodeFrom, type PrizeView, type RallyExhibitionView, type RallyView } from '../../engine/sponsors';
import type { PrizeInput } from '../../schemas/sponsors';
import { ApiError, fieldErrors } from '../core/errors';
import type { Database, Writer } from '../db/openDatabase';
import { rallyClaims, rallyPrizes, rallyScans, sponsorExhibitions, users } from '../db/schema';

/**
 * The point rally (issue 66, §8). A participant scans an exhibition's QR code (or types its code)
 * and earns the exhibition's points once: the scan's key is the exhibition and the person, so a
 * second scan, even at the same moment, finds the first. Points buy prizes; a claim spends them,
 * once per prize, under a lock on the participant (two claims at once cannot spend the same
 * points) and on the prize (two people cannot take its last one).
 */

async function earnedAndSpent(db: Writer, conferenceId: string, userId: number) {
  const [[earned], [spent]] = await Promise.all([
    db
      .select({ points: sum(rallyScans.points) })
      .from(rallyScans)
      .where(and(eq(rallyScans.conferenceId, conferenceId), eq(rallyScans.userId, userId))),
    db
      .select({ points: sum(rallyClaims.points) })
      .from(rallyClaims)
      .innerJoin(rallyPrizes, eq(rallyPrizes.id, rallyClaims.prizeId))
      .where(and(eq(rallyPrizes.conferenceId, conferenceId), eq(rallyClaims.userId, userId))),
  ]);
  const earnedPoints = Number(earned?.points ?? 0);
  return { earned: earnedPoints, balance: earnedPoints - Number(spent?.points ?? 0) };
}

/** Every prize with how many have been claimed, cheapest first. */
export async function listPrizes(db: Database, conferenceId: string): Promise<PrizeView[]> {
  const claimed = db
    .select({ prizeId: rallyClaims.prizeId, claimed: count().as('claimed') })
    .from(rallyClaims)
    .groupBy(rallyClaims.prizeId)
    .as('claimed');
  const rows = await db
    .select({
      id: rallyPrizes.id,
      nameJa: rallyPrizes.nameJa,
      nameEn: rallyPrizes.nameEn,
      points: rallyPrizes.points,
      stock: rallyPrizes.stock,
      claimed: claimed.claimed,
    })
    .from(rallyPrizes)
    .leftJoin(claimed, eq(claimed.prizeId, rallyPrizes.id))
    .where(eq(rallyPrizes.conferenceId, conferenceId))
    .orderBy(asc(rallyPrizes.points), asc(rallyPrizes.id));
  return rows.map((row) => ({ ...row, claimed: Number(row.claimed ?? 0) }));
}

/** A participant's rally: points earned and left, the exhibitions scanned (latest first), the prizes and their claims. */
export async function rallyView(db: Database, conferenceId: string, userId: number): Promise<RallyView> {
  const [points, scans, prizes, claims, [exhibitions]] = await Promise.all([
    earnedAndSpent(db, conferenceId, userId),
    db
      .select({
        exhibitionId: rallyScans.exhibitionId,
        nameJa: sponsorExhibitions.nameJa,
        nameEn: sponsorExhibitions.nameEn,
        points: rallyScans.points,
        createdAt: rallyScans.createdAt,
      })
      .from(rallyScans)
      .innerJoin(sponsorExhibitions, eq(sponsorExhibitions.id, rallyScans.exhibitionId))
      .where(and(eq(rallyScans.conferenceId, conferenceId), eq(rallyScans.userId, userId)))
      .orderBy(desc(rallyScans.createdAt)),
    listPrizes(db, conferenceId),
    db
      .select({ prizeId: rallyClaims.prizeId, createdAt: rallyClaims.createdAt })
      .from(rallyClaims)
      .innerJoin(rallyPrizes, eq(rallyPrizes.id, rallyClaims.prizeId))
      .where(and(eq(rallyPrizes.conferenceId, conferenceId), eq(rallyClaims.userId, userId))),
    db
      .select({ count: count() })
      .from(sponsorExhibitions)
      .where(and(eq(sponsorExhibitions.conferenceId, conferenceId), eq(sponsorExhibitions.isPublished, true))),
  ]);
  return {
    ...points,
    scans: scans.map((scan) => ({ ...scan, createdAt: scan.createdAt.toISOString() })),
    prizes,
    claims: claims.map((claim) => ({ ...claim, createdAt: claim.createdAt.toISOString() })),
    exhibitions: Number(exhibitions?.count ?? 0),
  };
}

/**
 * A scan: the code read or typed must be one of this conference's published exhibitions (a code
 * from another conference, a made-up one or a sponsor's own is §8's "invalid QR code"); its points
 * are earned once (§8: "points already taken for this exhibition").
 */
export async function scanRallyCode(db: Database, conferenceId: string, userId: number, text: string) {
  const code = rallyCodeFrom(text);
  if (!code) throw new ApiError(404, 'invalidQrCode');
  const [exhibition] = await db
    .select({
      id: sponsorExhibitions.id,
      nameJa: sponsorExhibitions.nameJa,
      nameEn: sponsorExhibitions.nameEn,
      points: sponsorExhibitions.rallyPoints,
      userId: sponsorExhibitions.userId,
    })
    .from(sponsorExhibitions)
    .where(and(eq(sponsorExhibitions.conferenceId, conferenceId), eq(sponsorExhibitions.rallyCode, code), eq(sponsorExhibitions.isPublished, true)));
  if (!exhibition || exhibition.userId === userId) throw new ApiError(404, 'invalidQrCode');
  const [scan] = await db
    .insert(rallyScans)
    .values({ exhibitionId: exhibition.id, userId, conferenceId, points: exhibition.points })
    .onConflictDoNothing()
    .returning({ points: rallyScans.points });
  if (!scan) throw new ApiError(409, 'pointsAlreadyTaken');
  return { exhibitionId: exhibition.id, nameJa: exhibition.nameJa, nameEn: exhibition.nameEn, points: scan.points };
}

/** Claims a prize with the participant's points (§8: "insufficient points"), once, while any are left. */
export async function claimPrize(tx: Writer, conferenceId: string, userId: number, prizeId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [prize] = await tx
    .select()
    .from(rallyPrizes)
    .where(and(eq(rallyPrizes.id, prizeId), eq(rallyPrizes.conferenceId, conferenceId)))
    .for('update');
  if (!prize) throw new ApiError(404, 'prizeNotFound');
  const [[mine], [claimed], { balance }] = await Promise.all([
    tx
      .select({ id: rallyClaims.id })
      .from(rallyClaims)
      .where(and(eq(rallyClaims.prizeId, prizeId), eq(rallyClaims.userId, userId))),
    tx.select({ count: count() }).from(rallyClaims).where(eq(rallyClaims.prizeId, prizeId)),
    earnedAndSpent(tx, conferenceId, userId),
  ]);
  if (mine) throw new ApiError(409, 'prizeAlreadyClaimed');
  if (prize.stock !== null && Number(claimed?.count ?? 0) >= prize.stock) throw new ApiError(409, 'prizeGone');
  if (balance < prize.points) throw new ApiError(409, 'insufficientPoints', { params: { points: prize.points, balance } });
  await tx.insert(rallyClaims).values({ prizeId, userId, points: prize.points });
  return { prize: prize.nameJa, points: prize.points };
}

export async function savePrize(tx: Writer, conferenceId: string, input: PrizeInput, id?: number): Promise<number> {
  const problems = prizeProblems(input);
  if (problems.length > 0) throw fieldErrors(problems);
  const values = { nameJa: input.nameJa.trim(), nameEn: input.nameEn.trim(), points: input.points, stock: input.stock ?? null };
  if (id === undefined) {
    const [created] = await tx
      .insert(rallyPrizes)
      .values({ conferenceId, ...values })
      .returning({ id: rallyPrizes.id });
    return created!.id;
  }
  const [updated] = await tx
    .update(rallyPrizes)
    .set(values)
    .where(and(eq(rallyPrizes.id, id), eq(rallyPrizes.conferenceId, conferenceId)))
    .returning({ id: rallyPrizes.id });
  if (!updated) throw new ApiError(404, 'prizeNotFound');
  return updated.id;
}

/** Removes a prize nobody has claimed; a claimed one stays (its claims spent points), its stock set to 0 instead. */
export async function removePrize(tx: Writer, conferenceId: string, id: number) {
  const [prize] = await tx
    .select({ id: rallyPrizes.id, nameJa: rallyPrizes.nameJa })
    .from(rallyPrizes)
    .where(and(eq(rallyPrizes.id, id), eq(rallyPrizes.conferenceId, conferenceId)))
    .for('update');
  if (!prize) throw new ApiError(404, 'prizeNotFound');
  const [claimed] = await tx.select({ count: count() }).from(rallyClaims).where(eq(rallyClaims.prizeId, id));
  if (Number(claimed?.count ?? 0) > 0) throw new ApiError(409, 'prizeClaimed');
  await tx.delete(rallyPrizes).where(eq(rallyPrizes.id, id));
  return prize;
}

/** Every exhibition for the managers' rally page: its code, its points and how many scanned it. */
export async function rallyExhibitions(db: Database, conferenceId: string): Promise<RallyExhibitionView[]> {
  const scanned = db
    .select({ exhibitionId: rallyScans.exhibitionId, scans: count().as('scans') })
    .from(rallyScans)
    .where(eq(rallyScans.conferenceId, conferenceId))
    .groupBy(rallyScans.exhibitionId)
    .as('scanned');
  const rows = await db
    .select({
      id: sponsorExhibitions.id,
      nameJa: sponsorExhibitions.nameJa,
      nameEn: sponsorExhibitions.nameEn,
      booth: sponsorExhibitions.booth,
      sponsorEmail: users.email,
      isPublished: sponsorExhibitions.isPublished,
      rallyCode: sponsorExhibitions.rallyCode,
      rallyPoints: sponsorExhibitions.rallyPoints,
      scans: scanned.scans,
    })
    .from(sponsorExhibitions)
    .innerJoin(users, eq(users.id, sponsorExhibitions.userId))
    .leftJoin(scanned, eq(scanned.exhibitionId, sponsorExhibitions.id))
    .where(eq(sponsorExhibitions.conferenceId, conferenceId))
    .orderBy(asc(sponsorExhibitions.booth), asc(sponsorExhibitions.nameJa));
  return rows.map((row) => ({ ...row, scans: Number(row.scans ?? 0) }));
}

export async function setExhibitionPoints(tx: Writer, conferenceId: string, id: number, points: number) {
  const [row] = await tx
    .update(sponsorExhibitions)
    .set({ rallyPoints: points })
    .where(and(eq(sponsorExhibitions.id, id), eq(sponsorExhibitions.conferenceId, conferenceId)))
    .returning({ id: sponsorExhibitions.id, nameJa: sponsorExhibitions.nameJa });
  if (!row) throw new ApiError(404, 'exhibitionNotFound');
  return row;
}
