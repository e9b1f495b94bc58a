import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/openDatabase';
import { memberKinds } from '../../db/schema';
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
