import type { RegistrableUserRoleKind } from '../schemas/conferenceSettings';

export interface RoleFlags {
  isPresentable: boolean;
  isEvaluatable: boolean;
  isSponsor: boolean;
  isReviewable: boolean;
}

const none: RoleFlags = { isPresentable: false, isEvaluatable: false, isSponsor: false, isReviewable: false };

/** spec/public-area.md §4 "Initial role flags derive from registrableUserRoleKind". */
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
