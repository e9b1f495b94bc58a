import { usePageStrings, withLabels } from '../../kit/pageStrings';
import { qualificationStatusLabels } from '../../../engine/qualification';
import ja from '../../locales/qualification.ja.json';
import en from '../../locales/qualification.en.json';

/** The participation registration page's strings (src/locales/qualification.*.json, the statuses from the engine), shipped with that page. */
export const qualificationStrings = withLabels({ ja, en }, 'qualification.status', qualificationStatusLabels);
export const useQualificationTranslation = () => usePageStrings(qualificationStrings);
