import type { RegistrableUserRoleKind } from '../../schemas/conferenceSettings';
import type { LocalizedText } from '../messages';
import type { RoleFlags } from '../roles';

/**
 * The participation type choice (spec/public-area.md §4): each type sets the role flags
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

/** The type whose flags are exactly these, if any. */
export function typeOfFlags(flags: Partial<RoleFlags>): ParticipationType | undefined {
  return participationTypes.find((type) =>
    (Object.keys(none) as Array<keyof RoleFlags>).every((flag) => (flags[flag] ?? false) === flagsOfType[type][flag]),
  );
}
