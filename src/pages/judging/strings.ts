import ja from '../../locales/judging.ja.json';
import en from '../../locales/judging.en.json';
import { usePageStrings, withLabels } from '../../kit/pageStrings';
import { reviewRequestStatusLabels } from '../../../engine/judging/forms';
import { operationStrings } from '../../kit/operationStrings';

/** The judging pages' strings (src/locales/judging.*.json), loaded with these pages only, with the operation area's. */
const strings = withLabels({ ja, en }, 'judging.requestForManager', reviewRequestStatusLabels);
export const useJudgingTranslation = () => usePageStrings(operationStrings, strings);
