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
