import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { localize } from '../../engine/messages';
import { personName } from '../../engine/personName';
import { escapeLike, searchTerms } from '../../engine/program/search';
import { entryCodeFrom, passOutcome, passRefusals, type DoorPerson, type PassKind, type PassOutcome, type PassResult } from '../../engine/venue';
import type { Database, Writer } from '../db/openDatabase';
import { affiliations, entryCodes, personNameColumns, users, venuePasses } from '../db/schema';

/**
 * The venue's door (issue 66): staff scan a name card's code (or find a person by name) to record
 * an entry or an exit. Every scan is kept with its outcome under the id the scanning page gave it,
 * so a queue that sends one again gets the first answer and nothing is counted twice. A person's
 * scans are judged one at a time (their row is locked), in the order they reach the server.
 */

/** A scan's time as the page took it, kept within the last week and never later than now. */
const clampScanTime = (at: Date, now: Date) => new Date(Math.min(now.getTime(), Math.max(at.getTime(), now.getTime() - 7 * 24 * 3600 * 1000)));

function resultOf(scanId: string, kind: PassKind, outcome: PassOutcome, person: { ja: string; en: string } | null, repeated: boolean): PassResult {
  const text =
    outcome === 'accepted'
      ? localize(kind === 'entry' ? 'checkedIn' : 'checkedOut', { name: person?.ja ?? '', nameEn: person?.en ?? '' })
      : localize(passRefusals[outcome]);
  return { scanId, kind, outcome, person, repeated, message: text.ja, messageEn: text.en };
}

async function personOf(db: Writer, userId: number) {
  const [row] = await db.select(personNameColumns).from(users).where(eq(users.id, userId));
  return row ? { ja: personName(row, 'ja'), en: personName(row, 'en') } : null;
}

export async function recordPass(
  tx: Writer,
  conferenceId: string,
  staffId: number,
  scan: { scanId: string; code: string; kind: PassKind; scannedAt: string },
  now = new Date(),
): Promise<PassResult> {
  const earlier = async () => {
    const [row] = await tx
      .select()
      .from(venuePasses)
      .where(and(eq(venuePasses.conferenceId, conferenceId), eq(venuePasses.scanId, scan.scanId)));
    return row;
  };
  const seen = await earlier();
  if (seen) return resultOf(seen.scanId, seen.kind as PassKind, seen.outcome as PassOutcome, seen.userId ? await personOf(tx, seen.userId) : null, true);

  const scannedAt = clampScanTime(new Date(scan.scannedAt), now);
  const code = entryCodeFrom(scan.code);
  const [owner] = code
    ? await tx
        .select({ userId: entryCodes.userId })
        .from(entryCodes)
        .where(and(eq(entryCodes.conferenceId, conferenceId), eq(entryCodes.code, code)))
    : [];
  let outcome: PassOutcome = 'unknownCode';
  if (owner) {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.userId)).for('update');
    // The same scan may have come in on another connection while this one waited for the lock.
    const meanwhile = await earlier();
    if (meanwhile) return resultOf(meanwhile.scanId, meanwhile.kind as PassKind, meanwhile.outcome as PassOutcome, await personOf(tx, owner.userId), true);
    const [last] = await tx
      .select({ kind: venuePasses.kind, at: venuePasses.scannedAt })
      .from(venuePasses)
      .where(and(eq(venuePasses.userId, owner.userId), eq(venuePasses.outcome, 'accepted')))
      .orderBy(desc(venuePasses.id))
      .limit(1);
    outcome = passOutcome(scan.kind, last ? { kind: last.kind as PassKind, at: last.at } : undefined, scannedAt);
  }
  const [inserted] = await tx
    .insert(venuePasses)
    .values({ conferenceId, scanId: scan.scanId, userId: owner?.userId ?? null, kind: scan.kind, outcome, scannedAt, staffId })
    .onConflictDoNothing()
    .returning({ id: venuePasses.id });
  if (!inserted) {
    const first = (await earlier())!;
    return resultOf(first.scanId, first.kind as PassKind, first.outcome as PassOutcome, first.userId ? await personOf(tx, first.userId) : null, true);
  }
  return resultOf(scan.scanId, scan.kind, outcome, owner ? await personOf(tx, owner.userId) : null, false);
}

/** People with a name card whose name, e-mail or affiliation holds every word of `q`, with whether they are inside now; and how many are. */
export async function doorPeople(db: Database, conferenceId: string, q: string): Promise<{ people: DoorPerson[]; inside: number }> {
  // Each person's last counted pass: inside when it was an entry.
  const latest = db
    .selectDistinctOn([venuePasses.userId], { userId: venuePasses.userId, kind: venuePasses.kind })
    .from(venuePasses)
    .where(and(eq(venuePasses.conferenceId, conferenceId), eq(venuePasses.outcome, 'accepted')))
    .orderBy(venuePasses.userId, desc(venuePasses.id))
    .as('latest');
  const terms = searchTerms(q);
  const conditions = [eq(entryCodes.conferenceId, conferenceId), ...terms.map((term) => sql`${users.searchText} like ${`%${escapeLike(term)}%`}`)];
  const [rows, [inside]] = await Promise.all([
    terms.length === 0
      ? []
      : db
          .select({ userId: entryCodes.userId, code: entryCodes.code, ...personNameColumns, affiliation: affiliations.name, lastKind: latest.kind })
          .from(entryCodes)
          .innerJoin(users, eq(users.id, entryCodes.userId))
          .leftJoin(affiliations, eq(affiliations.userId, users.id))
          .leftJoin(latest, eq(latest.userId, entryCodes.userId))
          .where(and(...conditions))
          .orderBy(asc(users.nameSeiKana), asc(users.id))
          .limit(20),
    db.select({ count: count() }).from(latest).where(eq(latest.kind, 'entry')),
  ]);
  return {
    people: rows.map((row) => ({
      userId: row.userId,
      name: { ja: personName(row, 'ja'), en: personName(row, 'en') },
      affiliation: row.affiliation ?? '',
      code: row.code,
      inside: row.lastKind === 'entry',
    })),
    inside: Number(inside?.count ?? 0),
  };
}

/** Whether people entered the venue (a counted entry): a certificate of attendance may ask for it. */
export async function enteredVenue(db: Database, conferenceId: string, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: venuePasses.userId })
    .from(venuePasses)
    .where(
      and(eq(venuePasses.conferenceId, conferenceId), inArray(venuePasses.userId, userIds), eq(venuePasses.kind, 'entry'), eq(venuePasses.outcome, 'accepted')),
    );
  return new Set(rows.map((row) => row.userId!));
}
