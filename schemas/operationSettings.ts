import type { FromSchema } from 'json-schema-to-ts';
import { paymentSettingsSchema } from './payment';

/**
 * Qualification, review and dashboard settings (docs/requirements/operation-area.md "Settings"). Read over
 * GraphQL; managers change them with the update mutations. A fixture may give starting values.
 */
export const qualificationSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    isQualificationRequired: { type: 'boolean', default: true },
    isQualificationClosed: { type: 'boolean', default: false },
    isQualificationOpenOnlyForMng: { type: 'boolean', default: false },
  },
} as const;

const dateTime = { type: ['string', 'null'], format: 'date-time', default: null } as const;

export const reviewSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    reviewRequestDescription: { type: 'string', maxLength: 10000, default: '' },
    reviewRequestAnswerableTill: dateTime,
    reviewableFrom: dateTime,
    reviewableTill: dateTime,
    reviewShowDecline: { type: 'boolean', default: true },
  },
} as const;

/** The boolean switches of the dashboard, in the spec's order. */
export const dashboardSwitches = [
  'isEvaluatorLink',
  'isShufflePage',
  'isPointRally',
  'isSponsorInsight',
  'isSponsorLinkEnabled',
  'isSubmissionMenu',
  'isPresentationMenu',
  'isTimetable',
  'isMySchedule',
  'isPosterPresentations',
  'isSearchModal',
  'isMyPresentations',
  'isMypage',
  'isEvaluationMenu',
  'isMyEval',
  'isUserListPage',
  'isMessageBoard',
  'isCertificates',
  'isManual',
] as const;

/** Co-hosted (lunch) seminars' switches: off until a conference has seminars; on for managers only while they prepare. */
export const seminarSwitches = ['isLunchSeminar', 'isLunchSeminarMngOnly'] as const;

export const timetableTypes = ['list', 'grid'] as const;

export const dashboardSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    awardAvailableFrom: dateTime,
    isDashboardEvaluationsAvailable: { type: 'boolean', default: false },
    timetableType: { type: 'string', enum: timetableTypes, default: 'list' },
    ...(Object.fromEntries(dashboardSwitches.map((name) => [name, { type: 'boolean', default: true }])) as Record<
      (typeof dashboardSwitches)[number],
      { readonly type: 'boolean'; readonly default: true }
    >),
    ...(Object.fromEntries(seminarSwitches.map((name) => [name, { type: 'boolean', default: false }])) as Record<
      (typeof seminarSwitches)[number],
      { readonly type: 'boolean'; readonly default: false }
    >),
  },
} as const;

export const operationSettingsSchema = {
  $id: 'https://kaigi.example/schemas/operation-settings.json',
  title: 'Operation settings',
  type: 'object',
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    qualification: qualificationSettingsSchema,
    review: reviewSettingsSchema,
    dashboard: dashboardSettingsSchema,
    payment: paymentSettingsSchema,
  },
} as const;

export type QualificationSettings = Required<FromSchema<typeof qualificationSettingsSchema>>;
export type ReviewSettings = Required<FromSchema<typeof reviewSettingsSchema>>;
export type DashboardSettings = Required<FromSchema<typeof dashboardSettingsSchema>>;
export type OperationSettingsFile = FromSchema<typeof operationSettingsSchema>;
export type OperationSettingsKind = 'qualification' | 'review' | 'dashboard' | 'payment';
