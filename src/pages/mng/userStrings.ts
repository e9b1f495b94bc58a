import { withLabels } from '../../kit/pageStrings';
import { roleLabels } from '../../../engine/roles';
import ja from '../../locales/mngUsers.ja.json';
import en from '../../locales/mngUsers.en.json';

/** The users pages' strings (src/locales/mngUsers.*.json) with the roles' names from the engine. */
export const mngUsersStrings = withLabels({ ja, en }, 'mngUsers.roles', roleLabels);
