import ja from '../../locales/judging.ja.json';
import en from '../../locales/judging.en.json';
import { usePageStrings } from '../../kit/pageStrings';
import { operationStrings } from '../../kit/operationStrings';

/** The judging pages' strings (src/locales/judging.*.json), loaded with these pages only, with the operation area's. */
const strings = { ja, en };
export const useJudgingTranslation = () => usePageStrings(operationStrings, strings);
