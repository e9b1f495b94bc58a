import { addMessages } from '../../../../engine/messages';
import { programEditingMessages } from '../../../../engine/program/editingMessages';
import { operationStrings } from '../../../kit/operationStrings';
import { usePageStrings } from '../../../kit/pageStrings';
import ja from '../../../locales/mngProgram.ja.json';
import en from '../../../locales/mngProgram.en.json';

// The rules' messages come with the page, not with every first load (engine/program/editingMessages.ts).
addMessages(programEditingMessages);

/** The program editing pages' strings (src/locales/mngProgram.*.json), with the operation area's. */
export const mngProgramStrings = { ja, en };
export const useMngProgramTranslation = () => usePageStrings(operationStrings, mngProgramStrings);
