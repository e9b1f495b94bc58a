import type { EvaluationStatus, PeerReviewStatus, ReviewRequestStatus, ReviewResult } from '../../schemas/judging';
import { evaluationStatuses, peerReviewStatuses, reviewRequestStatuses, reviewResults } from '../../schemas/judging';
import type { MessageKey } from '../messages';

/**
 * The states of evaluation and peer review (docs/requirements/operation-area.md §4 "Statuses") and the moves
 * between them, which the spec leaves to us (docs/features/judging.md). The server asks
 * `refusedMove` before it writes; a table test walks every pair.
 */

export type Actor = 'evaluator' | 'reviewer' | 'manager';

export interface Machine<S extends string> {
  name: string;
  states: readonly S[];
  moves: ReadonlyArray<{ from: S; to: S; by: readonly Actor[] }>;
  /** Why no move leaves a state, when it has a reason of its own. */
  settled?: Partial<Record<S, MessageKey>>;
}

/** An evaluation is written unconfirmed; confirmed, it is read-only until a manager reopens it. */
export const evaluationMachine: Machine<EvaluationStatus> = {
  name: 'evaluation',
  states: evaluationStatuses,
  moves: [
    { from: 'unconfirmed', to: 'confirmed', by: ['evaluator'] },
    { from: 'confirmed', to: 'unconfirmed', by: ['manager'] },
  ],
  settled: { confirmed: 'evaluationConfirmed' },
};

export type VoteState = 'unvoted' | 'voted';
/** A vote is cast and withdrawn by its evaluator until the evaluator confirms the votes (a check of its own). */
export const voteMachine: Machine<VoteState> = {
  name: 'vote',
  states: ['unvoted', 'voted'],
  moves: [
    { from: 'unvoted', to: 'voted', by: ['evaluator'] },
    { from: 'voted', to: 'unvoted', by: ['evaluator'] },
  ],
};

/** A review request (its candidate): the reviewer accepts or declines it once. */
export const reviewRequestMachine: Machine<ReviewRequestStatus> = {
  name: 'reviewRequest',
  states: reviewRequestStatuses,
  moves: [
    { from: 'pending', to: 'accepted', by: ['reviewer'] },
    { from: 'pending', to: 'rejected', by: ['reviewer'] },
  ],
  settled: { accepted: 'reviewRequestAnswered', rejected: 'reviewRequestAnswered' },
};

/** A reviewer's result may change while the review period lasts (the period is checked apart). */
export const reviewResultMachine: Machine<ReviewResult> = {
  name: 'reviewResult',
  states: reviewResults,
  moves: reviewResults.flatMap((from) => reviewResults.filter((to) => to !== from).map((to) => ({ from, to, by: ['reviewer'] as const }))),
};

/** The application's peer review, decided by a manager: confirmed or declined, and back to pending to change it. */
export const peerReviewMachine: Machine<PeerReviewStatus> = {
  name: 'peerReview',
  states: peerReviewStatuses,
  moves: [
    { from: 'pending', to: 'confirmed', by: ['manager'] },
    { from: 'pending', to: 'declined', by: ['manager'] },
    { from: 'confirmed', to: 'pending', by: ['manager'] },
    { from: 'declined', to: 'pending', by: ['manager'] },
  ],
  settled: { confirmed: 'peerReviewDecided', declined: 'peerReviewDecided' },
};

/** Why `actor` may not move from `from` to `to`, or null when the move is allowed. */
export function refusedMove<S extends string>(machine: Machine<S>, from: S, to: S, actor: Actor): MessageKey | null {
  const move = machine.moves.find((candidate) => candidate.from === from && candidate.to === to);
  if (!move) return machine.settled?.[from] ?? 'invalidMove';
  return move.by.includes(actor) ? null : 'moveNotYours';
}
