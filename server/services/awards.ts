import { and, asc, eq } from 'drizzle-orm';
import { formatTokyo } from '../../engine/commission/dates';
import { isManagerRole } from '../../engine/roles';
import type { Database, Writer } from '../db/openDatabase';
import { awards, presentations } from '../db/schema';
import { ApiError } from '../core/errors';
import { presentationIn } from './judges';
import { loadOperationSettings } from './operationSettings';
import type { UserRow } from './sessions';

/** The awards given to presentations: managers give and remove them; everyone reads them from awardAvailableFrom. */

export async function listAllAwards(db: Writer, conferenceId: string) {
  return db
    .select({
      id: awards.id,
      presentationId: awards.presentationId,
      name: awards.name,
      nameEn: awards.nameEn,
      code: presentations.code,
      title: presentations.name,
      titleEn: presentations.nameEn,
      kind: presentations.kind,
    })
    .from(awards)
    .innerJoin(presentations, eq(presentations.id, awards.presentationId))
    .where(eq(presentations.conferenceId, conferenceId))
    .orderBy(asc(awards.id));
}

/** The awards, for everyone from awardAvailableFrom and for managers at any time. */
export async function visibleAwards(db: Database, conferenceId: string, user: UserRow, now = new Date()) {
  if (!isManagerRole(user.role)) {
    const { awardAvailableFrom } = await loadOperationSettings(db, conferenceId, 'dashboard');
    if (!awardAvailableFrom) throw new ApiError(403, 'awardsUndecided');
    if (now < new Date(awardAvailableFrom)) throw new ApiError(403, 'awardsNotYet', { params: { date: formatTokyo(awardAvailableFrom) } });
  }
  return listAllAwards(db, conferenceId);
}

export async function giveAward(db: Writer, conferenceId: string, presentationId: number, name: string, nameEn: string) {
  await presentationIn(db, conferenceId, presentationId);
  await db
    .insert(awards)
    .values({ presentationId, name, nameEn })
    .onConflictDoUpdate({ target: [awards.presentationId, awards.name], set: { nameEn } });
  return listAllAwards(db, conferenceId);
}

export async function removeAward(db: Writer, conferenceId: string, awardId: number) {
  const [row] = await db
    .select({ id: awards.id })
    .from(awards)
    .innerJoin(presentations, eq(presentations.id, awards.presentationId))
    .where(and(eq(awards.id, awardId), eq(presentations.conferenceId, conferenceId)));
  if (!row) throw new ApiError(404, 'presentationNotFound');
  await db.delete(awards).where(eq(awards.id, awardId));
  return listAllAwards(db, conferenceId);
}
