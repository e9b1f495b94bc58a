import { usePageStrings } from '../../kit/pageStrings';
import { operationStrings } from '../../kit/operationStrings';
import ja from '../../locales/home.ja.json';
import en from '../../locales/home.en.json';

/** The signed-in home page's strings (src/locales/home.*.json), with the operation area's it links to. */
const homeStrings = { ja, en };
export const useHomeTranslation = () => usePageStrings(operationStrings, homeStrings);
