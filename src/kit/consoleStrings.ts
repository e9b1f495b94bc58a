import { usePageStrings } from './pageStrings';
import { operationStrings } from './operationStrings';
import ja from '../locales/mngConsole.ja.json';
import en from '../locales/mngConsole.en.json';

const strings = { ja, en };
/** The console's strings (issue 19): shipped with its pages, the banner and the dashboard's announcements only, with the operation area's (the pager, the program's sign-in prompt). */
export const useConsoleTranslation = () => usePageStrings(operationStrings, strings);
