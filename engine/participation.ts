import type { RegistrableUserRoleKind } from '../schemas/conferenceSettings';
import type { LocalizedText } from './messages';
import { initialRoleFlags, type RoleFlags } from './roles';

/**
 * The participation type choice (docs/requirements/public-area.md §4): each type sets the role flags
 * exclusively; only the types the conference's registrableUserRoleKind allows are offered.
 */
export const participationTypes = ['participant', 'presenter', 'evaluator', 'sponsor', 'reviewer'] as const;
export type ParticipationType = (typeof participationTypes)[number];

const none: RoleFlags = { isPresentable: false, isEvaluatable: false, isSponsor: false, isReviewable: false };

export const flagsOfType: Record<ParticipationType, RoleFlags> = {
  participant: { ...none },
  presenter: { ...none, isPresentable: true },
  evaluator: { ...none, isEvaluatable: true },
  sponsor: { ...none, isPresentable: true, isSponsor: true },
  reviewer: { ...none, isReviewable: true },
};

export const participationLabels: Record<ParticipationType, LocalizedText> = {
  participant: { ja: '聴講者として参加', en: 'Participant' },
  presenter: { ja: '発表者として参加', en: 'Presenter' },
  evaluator: { ja: '評価者として参加', en: 'Evaluator' },
  sponsor: { ja: '協賛企業として参加', en: 'Sponsor' },
  reviewer: { ja: '査読者として参加', en: 'Reviewer' },
};

/**
 * The types each registrableUserRoleKind offers, the first being the one it starts with (its
 * initial flags, §4). No kind offers reviewer: reviewers are appointed by the secretariat.
 */
export const allowedParticipationTypes: Record<RegistrableUserRoleKind, readonly ParticipationType[]> = {
  presenter_and_participant: ['presenter', 'participant'],
  presenter_and_participant_and_sponsor: ['presenter', 'participant', 'sponsor'],
  presenter_only: ['presenter'],
  participant_only: ['participant'],
  evaluator_only: ['evaluator'],
  sponsor_only: ['sponsor'],
};

/**
 * The flags each offered type sends. A single offered type is no choice: it keeps the initial
 * flags of the kind (§4; sponsor_only sets isSponsor alone), where choosing sponsor among several
 * types sets isPresentable and isSponsor.
 */
export function roleFlagsByType(kind: RegistrableUserRoleKind): Partial<Record<ParticipationType, RoleFlags>> {
  const offered = allowedParticipationTypes[kind];
  if (offered.length === 1) return { [offered[0]!]: initialRoleFlags(kind) };
  return Object.fromEntries(offered.map((type) => [type, flagsOfType[type]]));
}

/** The offered type whose flags are exactly these, if any. */
export function typeOfFlags(byType: Partial<Record<ParticipationType, RoleFlags>>, flags: Partial<RoleFlags>): ParticipationType | undefined {
  const keys = Object.keys(none) as Array<keyof RoleFlags>;
  return (Object.keys(byType) as ParticipationType[]).find((type) => keys.every((flag) => (flags[flag] ?? false) === byType[type]![flag]));
}
