import ranked from '@zxcvbn-ts/language-common/dist/passwords.json.mjs';
import { passwordScreen, selectCommonPasswords } from '../../engine/commonPasswords';

/** The server's copy of the screen the browser loads (engine/commonPasswords.ts). */
export const isCommonPassword = passwordScreen(selectCommonPasswords(ranked));
