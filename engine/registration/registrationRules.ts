import type { RuleRow } from '../rules';
import { JAPAN } from '../lists/countries';

/**
 * spec/public-area.md §5 "Registration form", one row per field. Addresses follow the country:
 * a Japanese address (or none chosen yet) asks for prefecture and address, any other country for
 * province, city and street; the spec lists both sets, and nobody abroad has a prefecture.
 */
export const inJapan = { field: 'country', equals: JAPAN, orMissing: true } as const;
const abroad = { field: 'country', notEquals: JAPAN } as const;

export const registrationRules: readonly RuleRow[] = [
  { field: 'email', rule: { type: 'always', presence: 'required' } },
  { field: 'password', rule: { type: 'always', presence: 'required' } },
  { field: 'passwordConfirmation', rule: { type: 'always', presence: 'required' } },

  { field: 'honorificTitle', rule: { type: 'flag', setting: 'isRequireHonorificTitle' } },
  { field: 'nameSei', rule: { type: 'always', presence: 'required' } },
  { field: 'nameMid', rule: { type: 'always', presence: 'optional' } },
  { field: 'nameMei', rule: { type: 'always', presence: 'required' } },
  { field: 'nameSeiKanji', rule: { type: 'always', presence: 'optional' } },
  { field: 'nameMeiKanji', rule: { type: 'always', presence: 'optional' } },
  { field: 'nameSeiKana', rule: { type: 'kind', setting: 'userRegisterFormKanaNameKind' } },
  { field: 'nameMeiKana', rule: { type: 'kind', setting: 'userRegisterFormKanaNameKind' } },
  { field: 'nameEn1', rule: { type: 'kind', setting: 'userFormNameEnKind' } },
  { field: 'nameEn2', rule: { type: 'kind', setting: 'userFormNameEnKind', cap: 'optional' } },
  { field: 'nameEn3', rule: { type: 'kind', setting: 'userFormNameEnKind' } },

  { field: 'memberCode', rule: { type: 'flag', setting: 'isExternalMemberCollationEnabled', off: 'absent' } },
  // Filled in when the attendee takes over a collation suggestion; never typed.
  { field: 'externalMemberId', rule: { type: 'flag', setting: 'isExternalMemberCollationEnabled', on: 'optional', off: 'absent' } },
  { field: 'jsiMembership', rule: { type: 'always', presence: 'required' } },

  { field: 'affiliation.kind', rule: { type: 'flag', setting: 'isRequireAffiliationKind' } },
  { field: 'affiliation.name', rule: { type: 'always', presence: 'required' } },
  { field: 'affiliation.nameKanji', rule: { type: 'always', presence: 'optional' } },
  { field: 'affiliation.nameEn', rule: { type: 'kind', setting: 'userFormAffiliationNameEnKind' } },
  { field: 'affiliation.laboratoryName', rule: { type: 'kind', setting: 'userFormLaboratoryNameKind' } },
  { field: 'department', rule: { type: 'kind', setting: 'userFormDepartmentKind' } },
  { field: 'rank', rule: { type: 'kind', setting: 'userFormRankKind' } },
  { field: 'laboratory', rule: { type: 'always', presence: 'optional' } },
  { field: 'labUrl', rule: { type: 'always', presence: 'optional' } },

  { field: 'country', rule: { type: 'flag', setting: 'isRequireUserCountry' } },
  { field: 'addressType', rule: { type: 'flag', setting: 'isRequireUserAddressType' } },
  { field: 'zipCode', rule: { type: 'flag', setting: 'isRequireUserZipCode' } },
  { field: 'prefecture', rule: { type: 'flag', setting: 'isRequireUserPrefecture' }, onlyWhen: inJapan },
  { field: 'address', rule: { type: 'flag', setting: 'isRequireUserAddress' }, onlyWhen: inJapan },
  { field: 'province', rule: { type: 'always', presence: 'required' }, onlyWhen: abroad },
  { field: 'city', rule: { type: 'always', presence: 'required' }, onlyWhen: abroad },
  { field: 'streetAddress', rule: { type: 'always', presence: 'required' }, onlyWhen: abroad },
  { field: 'building', rule: { type: 'always', presence: 'optional' } },
  { field: 'phoneNumber', rule: { type: 'kind', setting: 'userFormPhoneKind' } },
  { field: 'addressExtension', rule: { type: 'always', presence: 'optional' } },

  { field: 'language', rule: { type: 'flag', setting: 'isRequireLanguage' } },
  { field: 'location', rule: { type: 'flag', setting: 'isRequireLocation' } },
  { field: 'keywordIds', rule: { type: 'flag', setting: 'isRequireUserKeyword' } },
  // The role flags follow from the type (§4); only the types registrableUserRoleKind allows are offered.
  { field: 'participationType', rule: { type: 'always', presence: 'required' } },
  { field: 'profileImage', rule: { type: 'flag', setting: 'isRequireUserProfileImage' } },

  ...['twitter', 'facebook', 'linkedin', 'researchgate', 'eight'].map(
    (network): RuleRow => ({ field: `sns.${network}`, rule: { type: 'always', presence: 'optional' } }),
  ),

  { field: 'isTermAgreed', rule: { type: 'always', presence: 'required' } },
  { field: 'isPolicyAgreed', rule: { type: 'always', presence: 'required' } },
];

/**
 * isRequireUserSns cannot sensibly require all five networks; on, it requires at least one
 * (the `sns` group gets minProperties 1). This is the group-level row of the table.
 */
export const snsGroupRule: RuleRow = { field: 'sns', rule: { type: 'flag', setting: 'isRequireUserSns' } };
