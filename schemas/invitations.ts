import type { FromSchema } from 'json-schema-to-ts';

/**
 * Chairperson and presenter invitations sent from the console (issue 67): the commission area's
 * invitations (docs/requirements/operation-area.md §3 "Commission"), made by a manager instead of
 * a fixture file. An invitation waits for its answer (`candidate`), is accepted or declined by the
 * person, or withdrawn by the secretariat. Their labels: engine/commission/invitations.ts.
 */
export const invitationStatuses = ['candidate', 'accepted', 'rejected', 'withdrawn'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];
/** The commission area's two roles: a chairperson (organizer) or a presenter. */
export const invitationRoles = ['organizer', 'presenter'] as const;
export type InvitationRole = (typeof invitationRoles)[number];

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/** What a manager writes to invite someone: the session, the role, the person and what is asked. */
export const invitationInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['sessionId', 'role', 'email', 'familyName'],
  properties: {
    sessionId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    role: { type: 'string', enum: invitationRoles },
    email: { type: 'string', format: 'email', maxLength: 254 },
    familyName: { type: 'string', minLength: 1, maxLength: 50, pattern: '\\S' },
    givenName: text(50),
    affiliation: text(200),
    /** What the role is called in this session ("座長", "Co-chair"); the role's own name when empty. */
    roleName: text(100),
    roleNameEn: text(100),
    /** What is asked of the person, shown on the answer page and in the mail. */
    note: text(2000),
    noteEn: text(2000),
  },
} as const;
export type InvitationInput = FromSchema<typeof invitationInputSchema>;

/** An invitation as the console lists it. */
export const invitationSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'sessionId',
    'role',
    'status',
    'email',
    'familyName',
    'givenName',
    'affiliation',
    'roleName',
    'roleNameEn',
    'sentAt',
    'remindedAt',
    'reminders',
    'answeredAt',
    'link',
  ],
  properties: {
    id: { type: 'integer' },
    sessionId: { type: 'integer' },
    role: { type: 'string', enum: invitationRoles },
    status: { type: 'string', enum: invitationStatuses },
    /** Null for an invitation from the fixtures, which have no address. */
    email: { type: ['string', 'null'] },
    familyName: { type: 'string' },
    givenName: { type: 'string' },
    affiliation: { type: 'string' },
    roleName: { type: 'string' },
    roleNameEn: { type: 'string' },
    sentAt: { type: ['string', 'null'], format: 'date-time' },
    remindedAt: { type: ['string', 'null'], format: 'date-time' },
    reminders: { type: 'integer' },
    answeredAt: { type: ['string', 'null'], format: 'date-time' },
    /** The answer page, while the invitation waits for its answer; null after. */
    link: { type: ['string', 'null'] },
  },
} as const;
export type Invitation = FromSchema<typeof invitationSchema>;

/** A session an invitation can be for, as the console's picker names it. */
export const invitationSessionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'code', 'name', 'nameEn', 'startAt'],
  properties: {
    id: { type: 'integer' },
    code: { type: 'string' },
    name: { type: 'string' },
    nameEn: { type: 'string' },
    startAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;
export type InvitationSession = FromSchema<typeof invitationSessionSchema>;

/** The request mail as it will be sent, for the preview. */
export const invitationMailSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['to', 'subject', 'text'],
  properties: { to: { type: 'string' }, subject: { type: 'string' }, text: { type: 'string' } },
} as const;
