import type { RuleRow } from '../rules';
import { rulesOf } from '../fields/catalogue';

export { inJapan } from '../fields/catalogue';

/** docs/requirements/public-area.md §5 "Registration form", one row per field, read from the field registry. */
export const registrationRules: readonly RuleRow[] = rulesOf('registration');

/**
 * isRequireUserSns cannot sensibly require all five networks; on, it requires at least one
 * (the `sns` group gets minProperties 1). This is the group-level row of the table.
 */
export const snsGroupRule: RuleRow = { field: 'sns', rule: { type: 'flag', setting: 'isRequireUserSns' } };
