import { usePageStrings } from '../../kit/pageStrings';
import ja from '../../locales/feedback.ja.json';
import en from '../../locales/feedback.en.json';

/**
 * Feedback mode's strings (src/locales/feedback.*.json), shipped with the overlay that loads when
 * the secret word is typed, not in every page's first load. The switch in the shell says only
 * "capturing" and "capture failed" (`feedbackMode.*` in the main catalogue).
 */
const feedbackStrings = { ja, en };
export const useFeedbackTranslation = () => usePageStrings(feedbackStrings);
