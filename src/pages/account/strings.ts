import { usePageStrings } from '../../kit/pageStrings';
import ja from '../../locales/account.ja.json';
import en from '../../locales/account.en.json';

/** The password pages' strings (src/locales/account.*.json: forgot and reset), shipped with those pages, not in every first load. */
const accountStrings = { ja, en };
export const useAccountTranslation = () => usePageStrings(accountStrings);
