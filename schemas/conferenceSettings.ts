import type { FromSchema } from 'json-schema-to-ts';

/**
 * Public conference settings (docs/requirements/public-area.md §3 "Public conference settings") merged with the
 * settings that drive the commission form (docs/requirements/operation-area.md §3). One conference fixture file
 * holds exactly this object. Names the spec leaves open are chosen here and documented per property.
 */

export const fieldKinds = ['none', 'optional', 'required'] as const;

export const registrableUserRoleKinds = [
  'presenter_and_participant',
  'presenter_and_participant_and_sponsor',
  'presenter_only',
  'participant_only',
  'evaluator_only',
  'sponsor_only',
] as const;

export const languages = ['ja', 'en'] as const;

const fieldKind = { type: 'string', enum: fieldKinds, default: 'optional' } as const;
const requirementFlag = { type: 'boolean', default: false } as const;

export const conferenceSettingsSchema = {
  $id: 'https://kaigi.example/schemas/conference-settings.json',
  title: 'Conference settings',
  type: 'object',
  additionalProperties: false,
  required: ['conferenceTitle', 'conferenceTitleEn'],
  properties: {
    $schema: { type: 'string', description: 'Editor hint; ignored.' },
    languages: {
      description: 'Supported interface languages; the first is used when the current one is not listed.',
      type: 'array',
      items: { type: 'string', enum: languages },
      minItems: 1,
      uniqueItems: true,
      default: ['ja', 'en'],
    },
    conferenceTitle: { type: 'string', minLength: 1, maxLength: 200 },
    conferenceTitleEn: { type: 'string', minLength: 1, maxLength: 200 },
    conferenceSubtitle: { type: 'string', maxLength: 300, default: '' },
    conferenceSubtitleEn: { type: 'string', maxLength: 300, default: '' },
    days: {
      description: 'Conference days as ISO dates (Asia/Tokyo).',
      type: 'array',
      items: { type: 'string', format: 'date' },
      uniqueItems: true,
      default: [],
    },
    isPreRegisterEnabled: { type: 'boolean', default: false },
    registrableUserRoleKind: { type: 'string', enum: registrableUserRoleKinds, default: 'participant_only' },
    paymentMode: {
      description: 'How fees are charged; the spec names only the default.',
      type: 'string',
      enum: ['bulk', 'individual'],
      default: 'bulk',
    },

    isRequireUserZipCode: requirementFlag,
    isRequireUserSns: requirementFlag,
    isRequireUserAddress: requirementFlag,
    isRequireUserAddressType: requirementFlag,
    isRequireUserCountry: requirementFlag,
    isRequireUserPrefecture: requirementFlag,
    isRequireHonorificTitle: requirementFlag,
    isRequireLanguage: requirementFlag,
    isRequireLocation: requirementFlag,
    isRequireAffiliationKind: requirementFlag,
    isRequireUserKeyword: requirementFlag,
    isRequireUserProfileImage: requirementFlag,
    isRequireMemberStatus: requirementFlag,
    isRequireParticipateMethod: requirementFlag,
    isRequireRequestLetterKind: requirementFlag,

    userFormPhoneKind: fieldKind,
    userRegisterFormKanaNameKind: fieldKind,
    userFormNameEnKind: fieldKind,
    userFormAffiliationNameEnKind: fieldKind,
    userFormRankKind: fieldKind,
    userFormLaboratoryNameKind: fieldKind,
    userFormDepartmentKind: fieldKind,

    isExternalMemberCollationEnabled: {
      description: 'External member collation: member code required and checked against the society roster.',
      type: 'boolean',
      default: false,
    },
    minUserKeywordCount: {
      description: 'Minimum keywords when isRequireUserKeyword is on.',
      type: 'integer',
      minimum: 0,
      maximum: 20,
      default: 1,
    },
    userPasswordPolicy: {
      description: '0: at least 8 characters; 1: plus upper, lower and digit; 2: plus a symbol.',
      type: 'integer',
      enum: [0, 1, 2],
      default: 0,
    },
    commentMaxLength: {
      description: 'The most characters a comment on a presentation may have.',
      type: 'integer',
      minimum: 10,
      maximum: 2000,
      default: 1000,
    },
    discussionRoomCapacity: {
      description: "How many may be in a presentation's discussion room at once, unless the room says otherwise. Not shown to attendees.",
      type: 'integer',
      minimum: 1,
      maximum: 10000,
      default: 50,
    },
    videoMaxMb: {
      description: 'The largest presentation video (MP4) a presenter or manager may upload, in MB.',
      type: 'integer',
      minimum: 10,
      maximum: 4000,
      default: 500,
    },
  },
} as const;

export type ConferenceSettings = FromSchema<typeof conferenceSettingsSchema, { keepDefaultedPropertiesOptional: true }>;
export type FieldKind = (typeof fieldKinds)[number];
export type RegistrableUserRoleKind = (typeof registrableUserRoleKinds)[number];
export type Language = (typeof languages)[number];
/** Settings after defaults are applied: every property present. */
export type ResolvedConferenceSettings = Required<Omit<ConferenceSettings, '$schema'>>;
export type RequirementFlag = {
  [K in keyof ResolvedConferenceSettings]: K extends `isRequire${string}` ? K : never;
}[keyof ResolvedConferenceSettings];
export type KindSetting = {
  [K in keyof ResolvedConferenceSettings]: ResolvedConferenceSettings[K] extends FieldKind ? K : never;
}[keyof ResolvedConferenceSettings];
