import { usePageStrings, withLabels } from './pageStrings';
import { applicationStatusLabels, peerReviewStatusLabels } from '../../engine/submission/statusLabels';
import ja from '../locales/operation.ja.json';
import en from '../locales/operation.en.json';

/**
 * The operation area's strings (docs/requirements/operation-area.md: the program, abstract submission, judging,
 * the managers' pages), shipped with those pages instead of in every first load: a visitor who
 * arrives at sign-up, the home page or a commission page does not download them.
 */
export const operationStrings = withLabels(withLabels({ ja, en }, 'submission.status', applicationStatusLabels), 'judging.peerReview', peerReviewStatusLabels);
export const useOperationTranslation = () => usePageStrings(operationStrings);
