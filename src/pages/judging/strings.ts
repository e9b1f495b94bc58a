import ja from '../../locales/judging.ja.json';
import en from '../../locales/judging.en.json';
import { usePageStrings } from '../../app/pageStrings';

/** The judging pages' strings (src/locales/judging.*.json), loaded with these pages only. */
const strings = { ja, en };
export const useJudgingTranslation = () => usePageStrings(strings);
