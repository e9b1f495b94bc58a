import { usePageStrings } from '../../kit/pageStrings';
import ja from '../../locales/commission.ja.json';
import en from '../../locales/commission.en.json';

/** The answer pages' strings (src/locales/commission.*.json), shipped with the pages that show a commission's session. */
export const commissionStrings = { ja, en };
export const useCommissionTranslation = () => usePageStrings(commissionStrings);
