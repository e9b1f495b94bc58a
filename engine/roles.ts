import type { LocalizedText } from './messages';
import type { RegistrableUserRoleKind } from '../schemas/conferenceSettings';

export interface RoleFlags {
  isPresentable: boolean;
  isEvaluatable: boolean;
  isSponsor: boolean;
  isReviewable: boolean;
}

const none: RoleFlags = { isPresentable: false, isEvaluatable: false, isSponsor: false, isReviewable: false };

/** docs/requirements/public-area.md §4 "Initial role flags derive from registrableUserRoleKind". */
export function initialRoleFlags(kind: RegistrableUserRoleKind): RoleFlags {
  switch (kind) {
    case 'participant_only':
      return { ...none };
    case 'presenter_only':
    case 'presenter_and_participant':
    case 'presenter_and_participant_and_sponsor':
      return { ...none, isPresentable: true };
    case 'evaluator_only':
      return { ...none, isEvaluatable: true };
    case 'sponsor_only':
      return { ...none, isSponsor: true };
  }
}

/**
 * The roles of docs/requirements/operation-area.md §6, as the managers' console shows and grants them (issue
 * 19). Each is a fact already stored once: participant is every account; presenter, evaluator,
 * organizer, sponsor and reviewer are the account's flags; manager and admin its `role`.
 */
export const userRoles = ['participant', 'presenter', 'evaluator', 'organizer', 'manager', 'admin', 'sponsor', 'reviewer'] as const;
export type UserRole = (typeof userRoles)[number];

/** Each role's name, as the console, its filters and the users CSV show it. */
export const roleLabels: Record<UserRole, LocalizedText> = {
  participant: { ja: '参加者', en: 'Participant' },
  presenter: { ja: '発表者', en: 'Presenter' },
  evaluator: { ja: '評価者', en: 'Evaluator' },
  organizer: { ja: '座長', en: 'Organizer' },
  manager: { ja: '運営', en: 'Manager' },
  admin: { ja: '管理者', en: 'Admin' },
  sponsor: { ja: '協賛企業', en: 'Sponsor' },
  reviewer: { ja: '査読者', en: 'Reviewer' },
};

/** The roles a manager grants and removes; admin and the manager roles of admins need an admin. */
export const flagOfRole = {
  presenter: 'isPresentable',
  evaluator: 'isEvaluatable',
  organizer: 'isOrganizable',
  sponsor: 'isSponsor',
  reviewer: 'isReviewable',
} as const satisfies Partial<Record<UserRole, string>>;

/** Accounts whose `role` is one of these reach the managers' console; an admin is a manager too. */
export const isManagerRole = (role: string) => role === 'manager' || role === 'admin';

type RoleColumns = { role: string } & Record<(typeof flagOfRole)[keyof typeof flagOfRole], boolean>;

export function rolesOf(user: RoleColumns): UserRole[] {
  return userRoles.filter((name) => {
    if (name === 'participant') return true;
    if (name === 'admin') return user.role === 'admin';
    if (name === 'manager') return isManagerRole(user.role);
    return user[flagOfRole[name]];
  });
}

type Actor = { id: number; role: string };

/**
 * Who may change an account's roles, e-mail or lock (issue 62): a manager acts on attendees and on
 * themselves; another manager or an admin, and the manager and admin roles themselves, need an
 * admin. Checked on the server for every change; the console greys out what it would refuse.
 */
export function needsAdmin(actor: Actor, target: Actor, role?: UserRole): boolean {
  if (actor.role === 'admin') return false;
  if (role === 'manager' || role === 'admin') return true;
  return target.id !== actor.id && isManagerRole(target.role);
}
