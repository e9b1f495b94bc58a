import {
  dashboardSettingsSchema,
  qualificationSettingsSchema,
  reviewSettingsSchema,
  type DashboardSettings,
  type OperationSettingsKind,
  type QualificationSettings,
  type ReviewSettings,
} from '../schemas/operationSettings';
import { paymentSettingsSchema, type PaymentSettings } from '../schemas/payment';

export const operationSettingsSchemas = {
  qualification: qualificationSettingsSchema,
  review: reviewSettingsSchema,
  dashboard: dashboardSettingsSchema,
  payment: paymentSettingsSchema,
} as const;

export interface OperationSettingsByKind {
  qualification: QualificationSettings;
  review: ReviewSettings;
  dashboard: DashboardSettings;
  payment: PaymentSettings;
}

/** The stored (possibly partial) settings with every missing property at its schema default. */
export function withOperationDefaults<K extends OperationSettingsKind>(
  kind: K,
  stored: Partial<OperationSettingsByKind[K]> | undefined,
): OperationSettingsByKind[K] {
  const defaults = Object.fromEntries(
    Object.entries(operationSettingsSchemas[kind].properties).map(([name, property]) => [name, (property as { default: unknown }).default]),
  );
  return { ...defaults, ...(stored ?? {}) } as OperationSettingsByKind[K];
}

export type AccountIssuedVariant = 'qualificationRequired' | 'standard';

/**
 * Which account-issued screen follows a registration (docs/requirements/public-area.md §2): the variant that
 * sends people on to participation registration when it is required and open to everyone,
 * the standard one otherwise.
 */
export function accountIssuedVariant(settings: QualificationSettings): AccountIssuedVariant {
  return settings.isQualificationRequired && !settings.isQualificationOpenOnlyForMng ? 'qualificationRequired' : 'standard';
}

export type QualificationAccess = 'open' | 'closed' | 'managersOnly' | 'notRequired';

/** Whether a user may take part in participation registration now. */
export function qualificationAccess(settings: QualificationSettings, isManager: boolean): QualificationAccess {
  if (settings.isQualificationClosed) return 'closed';
  if (settings.isQualificationOpenOnlyForMng && !isManager) return 'managersOnly';
  if (!settings.isQualificationRequired) return 'notRequired';
  return 'open';
}
