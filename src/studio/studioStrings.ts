import { usePageStrings } from '../kit/pageStrings';
import ja from '../locales/studio.ja.json';
import en from '../locales/studio.en.json';

const strings = { ja, en };
/** The settings studio's strings (issue 20), shipped with the studio and the settings pages only. */
export const useStudioTranslation = () => usePageStrings(strings);
