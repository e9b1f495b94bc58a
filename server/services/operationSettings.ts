import { and, eq } from 'drizzle-orm';
import type { OperationSettingsKind } from '../../schemas/operationSettings';
import { withOperationDefaults, type OperationSettingsByKind } from '../../engine/operationSettings';
import type { Database } from '../db/openDatabase';
import { operationSettings } from '../db/schema';

export async function loadOperationSettings<K extends OperationSettingsKind>(db: Database, conferenceId: string, kind: K): Promise<OperationSettingsByKind[K]> {
  const [row] = await db
    .select()
    .from(operationSettings)
    .where(and(eq(operationSettings.conferenceId, conferenceId), eq(operationSettings.kind, kind)));
  return withOperationDefaults(kind, row?.value as Partial<OperationSettingsByKind[K]> | undefined);
}

/** Merges a change into the stored settings and returns the whole, defaults filled in. */
export async function updateOperationSettings<K extends OperationSettingsKind>(
  db: Database,
  conferenceId: string,
  kind: K,
  change: Partial<OperationSettingsByKind[K]>,
): Promise<OperationSettingsByKind[K]> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(operationSettings)
      .where(and(eq(operationSettings.conferenceId, conferenceId), eq(operationSettings.kind, kind)))
      .for('update');
    const value = { ...((row?.value as object | undefined) ?? {}), ...change };
    await tx
      .insert(operationSettings)
      .values({ conferenceId, kind, value })
      .onConflictDoUpdate({ target: [operationSettings.conferenceId, operationSettings.kind], set: { value, updatedAt: new Date() } });
    return withOperationDefaults(kind, value as Partial<OperationSettingsByKind[K]>);
  });
}
