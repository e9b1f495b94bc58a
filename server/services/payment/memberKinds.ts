import { asc, eq, sql } from 'drizzle-orm';
import { memberKindProblems } from '../../../engine/memberKinds';
import type { MemberKindsInput } from '../../../schemas/memberKinds';
import { ApiError, fieldErrors } from '../../core/errors';
import type { Database, Writer } from '../../db/openDatabase';
import { memberKindLists, memberKinds } from '../../db/schema';
import { loadOperationSettings } from '../operationSettings';

/** A plan as a member kind offers it (spec §7 ExternalMemberKinds). */
export interface MemberPlan {
  id: number;
  name: string;
  nameEn: string;
  price: number;
  requiresMemberCode: boolean;
  requiresCertificate: boolean;
}

/**
 * The society's member kinds in the file's order, each with its plans as the payment settings
 * state them now: a price changed on the settings pages is the price a kind shows. A plan id the
 * settings no longer hold is left out (saving settings refuses to remove one, see
 * `plansNamedByKinds`; a kind mirrored from an older file may still name it).
 */
export async function memberKindsWithPlans(db: Database, conferenceId: string) {
  const [kinds, { plans }] = await Promise.all([
    db.select().from(memberKinds).where(eq(memberKinds.conferenceId, conferenceId)).orderBy(asc(memberKinds.position)),
    loadOperationSettings(db, conferenceId, 'payment'),
  ]);
  const byId = new Map(plans.map((plan) => [plan.id, plan]));
  return kinds.map(({ id, value, name, nameEn, planIds }) => ({
    id,
    value,
    name,
    nameEn,
    plans: planIds.flatMap((planId): MemberPlan[] => {
      const plan = byId.get(planId);
      return plan
        ? [
            {
              id: plan.id,
              name: plan.name,
              nameEn: plan.nameEn,
              price: plan.price,
              requiresMemberCode: plan.requiresMemberCode ?? false,
              requiresCertificate: plan.requiresCertificate ?? false,
            },
          ]
        : [];
    }),
  }));
}

/** The plans that member kinds name, with the first kind naming each: these cannot leave the settings. */
export async function plansNamedByKinds(db: Pick<Database, 'select'>, conferenceId: string): Promise<Map<number, { name: string; nameEn: string | null }>> {
  const kinds = await db.select().from(memberKinds).where(eq(memberKinds.conferenceId, conferenceId)).orderBy(asc(memberKinds.position));
  const named = new Map<number, { name: string; nameEn: string | null }>();
  for (const kind of kinds) for (const planId of kind.planIds) if (!named.has(planId)) named.set(planId, { name: kind.name, nameEn: kind.nameEn });
  return named;
}

/** Whether managers have saved the member kinds in the console (a seed then keeps theirs). */
export async function memberKindsEdited(db: Pick<Database, 'select'>, conferenceId: string): Promise<boolean> {
  const [row] = await db.select({ version: memberKindLists.version }).from(memberKindLists).where(eq(memberKindLists.conferenceId, conferenceId));
  return Boolean(row);
}

/** The kinds as the console edits them, with the plans they may offer and the list's version (0 while it mirrors the file). */
export async function memberKindsForEditing(db: Database, conferenceId: string) {
  const [kinds, { plans }, [list]] = await Promise.all([
    db.select().from(memberKinds).where(eq(memberKinds.conferenceId, conferenceId)).orderBy(asc(memberKinds.position)),
    loadOperationSettings(db, conferenceId, 'payment'),
    db.select().from(memberKindLists).where(eq(memberKindLists.conferenceId, conferenceId)),
  ]);
  return {
    kinds: kinds.map(({ id, value, name, nameEn, planIds }) => ({ id, value, name, nameEn: nameEn ?? '', planIds })),
    plans: plans.map((plan) => ({ id: plan.id, name: plan.name, nameEn: plan.nameEn })),
    version: list?.version ?? 0,
    savedAt: list ? list.savedAt.toISOString() : null,
  };
}

/**
 * Saves the whole list of kinds in its order, on top of the version the manager loaded (a save
 * made meanwhile is refused, never overwritten). Kinds keep their ids; a new one takes the next.
 * Nothing else refers to a kind's row, so a kind left out is removed.
 */
export async function saveMemberKinds(tx: Writer, conferenceId: string, input: MemberKindsInput, savedBy: string) {
  const { plans } = await loadOperationSettings(tx as unknown as Database, conferenceId, 'payment');
  const problems = memberKindProblems(
    input.kinds,
    plans.map((plan) => plan.id),
  );
  if (problems.length > 0) throw fieldErrors(problems);
  // The list's row is the lock: two saves on top of one version cannot both pass.
  await tx.execute(sql`insert into ${memberKindLists} (conference_id, version, saved_by) values (${conferenceId}, 0, ${savedBy}) on conflict do nothing`);
  const [list] = await tx.select().from(memberKindLists).where(eq(memberKindLists.conferenceId, conferenceId)).for('update');
  if (list!.version !== input.version) throw new ApiError(409, 'changedElsewhere');
  const current = await tx.select({ id: memberKinds.id }).from(memberKinds).where(eq(memberKinds.conferenceId, conferenceId));
  const known = new Set(current.map((row) => row.id));
  if (input.kinds.some((kind) => kind.id !== null && !known.has(kind.id))) throw new ApiError(409, 'changedElsewhere');
  let next = Math.max(0, ...current.map((row) => row.id)) + 1;
  const rows = input.kinds.map((kind, position) => ({
    conferenceId,
    id: kind.id ?? next++,
    value: kind.value.trim(),
    name: kind.name.trim(),
    nameEn: kind.nameEn.trim() || null,
    position,
    planIds: [...kind.planIds],
  }));
  await tx.delete(memberKinds).where(eq(memberKinds.conferenceId, conferenceId));
  if (rows.length > 0) await tx.insert(memberKinds).values(rows);
  const version = list!.version + 1;
  await tx.update(memberKindLists).set({ version, savedBy, savedAt: new Date() }).where(eq(memberKindLists.conferenceId, conferenceId));
  return { version, kinds: rows.length };
}
