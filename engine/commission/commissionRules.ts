import type { RuleRow } from '../rules';
import { rulesOf } from '../fields/catalogue';

/**
 * docs/requirements/operation-area.md §4 and §5 "Commission registration", one row per field, read from the
 * field registry. The conditions are the spec's: contact details unless the contact is the person
 * themselves, the emergency contact for remote participation, the letter format when a request
 * letter is needed.
 */
export const commissionRules: readonly RuleRow[] = rulesOf('commission');
