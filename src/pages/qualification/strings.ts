import { usePageStrings } from '../../app/pageStrings';
import ja from '../../locales/qualification.ja.json';
import en from '../../locales/qualification.en.json';

/** The participation registration page's strings (src/locales/qualification.*.json), shipped with that page. */
const qualificationStrings = { ja, en };
export const useQualificationTranslation = () => usePageStrings(qualificationStrings);
