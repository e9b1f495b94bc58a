import type { FromSchema } from 'json-schema-to-ts';

/**
 * Program sessions, the commissions the secretariat sends (chairpersons and presenters) and the
 * program composition preference (docs/requirements/operation-area.md §3). One fixture file per conference,
 * `fixtures/commissions/<id>.json`, holds all three.
 */

export const viewerRoles = ['organizer', 'presenter'] as const;
export const viewerStatuses = ['candidate', 'registered'] as const;
export const sessionKinds = ['designated', 'general'] as const;
/** What a viewer may see of the other people of a session. */
export const visibleItems = ['names', 'cvs', 'proposals'] as const;

export type ViewerRole = (typeof viewerRoles)[number];
export type ViewerStatus = (typeof viewerStatuses)[number];
export type SessionKind = (typeof sessionKinds)[number];
export type VisibleItem = (typeof visibleItems)[number];

const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/**
 * The name of the preference flag that lets `status` `role`s see `item` on `kind` sessions, e.g.
 * `registeredOrganizerSeesDesignatedCvs`. Candidates see names at most, so their CV and proposal
 * flags do not exist.
 */
export const visibilityFlag = (status: ViewerStatus, role: ViewerRole, kind: SessionKind, item: VisibleItem) =>
  `${status}${capital(role)}Sees${capital(kind)}${capital(item)}`;

export const visibilityFlags: string[] = viewerStatuses.flatMap((status) =>
  viewerRoles.flatMap((role) =>
    sessionKinds.flatMap((kind) => (status === 'candidate' ? (['names'] as const) : visibleItems).map((item) => visibilityFlag(status, role, kind, item))),
  ),
);

const dateTime = { type: 'string', format: 'date-time' } as const;
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const language = { type: 'string', enum: ['japanese', 'english', 'unspecified'], default: 'unspecified' } as const;
const minutes = { type: 'integer', minimum: 0, maximum: 1440 } as const;

export const programCompositionPreferenceSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    commissionStartAt: { ...dateTime, description: 'First moment answers are taken; absent: open from the start.' },
    commissionEndAt: { ...dateTime, description: 'Last moment answers are taken; absent: open-ended.' },
    proposalStartAt: dateTime,
    proposalEndAt: dateTime,
    organizerProposeTemplate: {
      ...text(4000),
      description: 'Intro of the chairperson request. {session} and {conference} are replaced by the names.',
    },
    designatedPresenterProposeTemplate: { ...text(4000), description: 'Intro of the presenter request, same placeholders.' },
    organizerProposeTemplateEn: text(4000),
    designatedPresenterProposeTemplateEn: text(4000),
    isRequireOrganizerRemark: { type: 'boolean', default: false },
    ...Object.fromEntries(visibilityFlags.map((flag) => [flag, { type: 'boolean', default: false }])),
  },
} as const;

const attachment = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'fileName', 'url'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    fileName: { type: 'string', minLength: 1, maxLength: 255 },
    url: { type: 'string', format: 'uri', pattern: '^(https?://|/)', maxLength: 2000 },
  },
} as const;

const commission = {
  type: 'object',
  additionalProperties: false,
  required: ['role', 'code', 'status', 'person'],
  properties: {
    role: { type: 'string', enum: viewerRoles },
    code: { type: 'string', pattern: '^[A-Za-z0-9_-]{6,64}$', description: 'The secret part of the answer page address.' },
    status: {
      type: 'string',
      enum: ['candidate', 'accepted', 'rejected'],
      description: 'candidate: invited and not yet answered; accepted and rejected: answered.',
    },
    position: { type: 'integer', minimum: 0, default: 0 },
    roleName: text(100),
    roleNameEn: text(100),
    note: text(4000),
    noteEn: text(4000),
    startTime: { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' },
    endTime: { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' },
    presentationMinutes: minutes,
    qaMinutes: minutes,
    updatedAt: dateTime,
    person: {
      type: 'object',
      additionalProperties: false,
      required: ['name1', 'name2'],
      description: 'The invited person as the secretariat knows them: family name (name1), given name (name2), middle name (name3).',
      properties: {
        name1: { type: 'string', minLength: 1, maxLength: 50 },
        name2: { type: 'string', minLength: 1, maxLength: 50 },
        name3: text(50),
        affiliationName: text(255),
        cvImage: { type: 'string', format: 'uri', pattern: '^(https?://|/)', maxLength: 2000 },
        cvText: text(4000),
      },
    },
    presentationApplication: {
      type: 'object',
      additionalProperties: false,
      required: ['name'],
      properties: { name: text(255), nameEn: text(255), abstract: text(10000), abstractEn: text(10000) },
    },
    attachments: { type: 'array', maxItems: 50, items: attachment, default: [] },
  },
} as const;

const programSession = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'kind', 'name', 'commissions'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    kind: { type: 'string', enum: sessionKinds },
    name: { type: 'string', minLength: 1, maxLength: 255 },
    nameEn: text(255),
    description: text(10000),
    descriptionEn: text(10000),
    categoryName: text(255),
    categoryNameEn: text(255),
    startAt: dateTime,
    endAt: dateTime,
    programRoom: {
      type: 'object',
      additionalProperties: false,
      required: ['name'],
      properties: { name: text(255), nameEn: text(255) },
    },
    streamType: { type: 'string', enum: ['undecided', 'none', 'live', 'on_demand', 'live_on_demand'], default: 'undecided' },
    meeting: text(255),
    meetingEn: text(255),
    panelType: { type: 'string', enum: ['no', 'yes'], default: 'no' },
    panelDurationMin: minutes,
    organizerRemark: text(4000),
    organizerRemarkEn: text(4000),
    remark: text(4000),
    remarkEn: text(4000),
    langAbstract: language,
    langMaterial: language,
    langPresentation: language,
    commissions: { type: 'array', maxItems: 200, items: commission },
  },
} as const;

export const commissionsFileSchema = {
  $id: 'https://kaigi.example/schemas/commissions.json',
  title: 'Program sessions, commissions and the program composition preference',
  type: 'object',
  additionalProperties: false,
  required: ['preference', 'sessions'],
  properties: {
    $schema: { type: 'string' },
    readableCodes: {
      type: 'boolean',
      default: false,
      description: 'Demo data only: allows readable commission codes. A real conference leaves it off, and every code carries 128 bits of randomness.',
    },
    preference: programCompositionPreferenceSchema,
    sessions: { type: 'array', maxItems: 1000, items: programSession },
  },
} as const;

export type CommissionsFile = FromSchema<typeof commissionsFileSchema>;
export type ProgramSessionFixture = CommissionsFile['sessions'][number];
export type CommissionFixture = ProgramSessionFixture['commissions'][number];
/** The preference with its flags; the visibility flags are read through `visibilityFlag`. */
export type ProgramCompositionPreference = FromSchema<typeof programCompositionPreferenceSchema, { keepDefaultedPropertiesOptional: true }> &
  Record<string, unknown>;
