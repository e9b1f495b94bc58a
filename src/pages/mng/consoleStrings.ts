import { usePageStrings } from '../../app/pageStrings';
import ja from '../../locales/mngConsole.ja.json';
import en from '../../locales/mngConsole.en.json';

const strings = { ja, en };
/** The console's strings (issue 19): shipped with its pages, the banner and the dashboard's announcements only. */
export const useConsoleTranslation = () => usePageStrings(strings);
