import type { RuleRow } from '../rules';
import { inJapan } from '../registration/registrationRules';

const always = (presence: 'required' | 'optional') => ({ type: 'always', presence }) as const;
/** The conference asks for the field (and requires it) only when the flag is on. */
const askedWhen = (setting: 'isRequireMemberStatus' | 'isRequireParticipateMethod' | 'isRequireRequestLetterKind') =>
  ({ type: 'flag', setting, on: 'required', off: 'absent' }) as const;

/**
 * spec/operation-area.md §4 and §5 "Commission registration", one row per field. The conditions
 * are the spec's: contact details unless the contact is the person themselves, the emergency
 * contact for remote participation, the letter format when a request letter is needed.
 */
export const commissionRules: readonly RuleRow[] = [
  { field: 'email', rule: always('required') },
  { field: 'password', rule: always('required') },
  { field: 'passwordConfirmation', rule: always('required') },

  { field: 'honorificTitle', rule: { type: 'flag', setting: 'isRequireHonorificTitle' } },
  { field: 'nameSei', rule: always('required') },
  { field: 'nameMid', rule: always('optional') },
  { field: 'nameMei', rule: always('required') },
  { field: 'nameSeiKana', rule: { type: 'kind', setting: 'userRegisterFormKanaNameKind' } },
  { field: 'nameMeiKana', rule: { type: 'kind', setting: 'userRegisterFormKanaNameKind' } },
  { field: 'nameEn1', rule: { type: 'kind', setting: 'userFormNameEnKind' } },
  { field: 'nameEn2', rule: { type: 'kind', setting: 'userFormNameEnKind', cap: 'optional' } },
  { field: 'nameEn3', rule: { type: 'kind', setting: 'userFormNameEnKind' } },

  { field: 'affiliation.kind', rule: { type: 'flag', setting: 'isRequireAffiliationKind' } },
  { field: 'affiliation.name', rule: always('required') },
  { field: 'affiliation.nameEn', rule: { type: 'kind', setting: 'userFormAffiliationNameEnKind' } },
  { field: 'department', rule: { type: 'kind', setting: 'userFormDepartmentKind' } },
  { field: 'rank', rule: { type: 'kind', setting: 'userFormRankKind' } },
  { field: 'memberCode', rule: always('optional') },
  { field: 'memberStatus', rule: askedWhen('isRequireMemberStatus') },

  { field: 'country', rule: { type: 'flag', setting: 'isRequireUserCountry' } },
  { field: 'addressType', rule: { type: 'flag', setting: 'isRequireUserAddressType' } },
  { field: 'zipCode', rule: { type: 'flag', setting: 'isRequireUserZipCode' } },
  { field: 'prefecture', rule: { type: 'flag', setting: 'isRequireUserPrefecture' }, onlyWhen: inJapan },
  { field: 'address', rule: { type: 'flag', setting: 'isRequireUserAddress' } },
  { field: 'phoneNumber', rule: { type: 'kind', setting: 'userFormPhoneKind' } },

  { field: 'language', rule: { type: 'flag', setting: 'isRequireLanguage' } },
  { field: 'location', rule: { type: 'flag', setting: 'isRequireLocation' } },
  { field: 'participateMethod', rule: askedWhen('isRequireParticipateMethod') },
  { field: 'emergencyContact', rule: always('required'), onlyWhen: { field: 'participateMethod', equals: 'remote' } },
  { field: 'requestLetterKind', rule: askedWhen('isRequireRequestLetterKind') },
  { field: 'requestLetterFormats', rule: always('required'), onlyWhen: { field: 'requestLetterKind', equals: 'yes' } },

  { field: 'contactKind', rule: always('required') },
  { field: 'contactName', rule: always('required'), onlyWhen: { field: 'contactKind', notEquals: 'me' } },
  { field: 'contactEmail', rule: always('required'), onlyWhen: { field: 'contactKind', notEquals: 'me' } },
  { field: 'contactPhone', rule: always('required'), onlyWhen: { field: 'contactKind', notEquals: 'me' } },
  { field: 'commissionNote', rule: always('optional') },

  { field: 'isTermAgreed', rule: always('required') },
  { field: 'isPolicyAgreed', rule: always('required') },
];
