import type { ConferenceSettings } from '../../schemas/conferenceSettings';
import type { Presence } from '../../engine/rules';
import type { GeneratedForm } from '../../engine/formModel';

/**
 * docs/requirements/public-area.md §5, written out by hand from the spec (not from the rules table): for each
 * setting and value, the fields it governs and the state they must be in.
 */
export interface PresenceCase {
  setting: keyof ConferenceSettings;
  value: unknown;
  expect: Record<string, Presence>;
}

const flag = (setting: keyof ConferenceSettings, fields: string[], off: Presence = 'optional'): PresenceCase[] => [
  { setting, value: true, expect: Object.fromEntries(fields.map((f) => [f, 'required'])) },
  { setting, value: false, expect: Object.fromEntries(fields.map((f) => [f, off])) },
];

const kind = (setting: keyof ConferenceSettings, fields: string[], capped: string[] = []): PresenceCase[] =>
  (['none', 'optional', 'required'] as const).map((value) => ({
    setting,
    value,
    expect: {
      ...Object.fromEntries(fields.map((f) => [f, value === 'none' ? 'absent' : value])),
      ...Object.fromEntries(capped.map((f) => [f, value === 'none' ? 'absent' : 'optional'])),
    },
  }));

export const presenceTable: PresenceCase[] = [
  ...flag('isRequireUserZipCode', ['zipCode']),
  ...flag('isRequireUserAddress', ['address']),
  ...flag('isRequireUserAddressType', ['addressType']),
  ...flag('isRequireUserCountry', ['country']),
  ...flag('isRequireUserPrefecture', ['prefecture']),
  ...flag('isRequireHonorificTitle', ['honorificTitle']),
  ...flag('isRequireLanguage', ['language']),
  ...flag('isRequireLocation', ['location']),
  ...flag('isRequireAffiliationKind', ['affiliation.kind']),
  ...flag('isRequireUserKeyword', ['keywordIds']),
  ...flag('isRequireUserSns', ['sns']),
  ...flag('isExternalMemberCollationEnabled', ['memberCode'], 'absent'),
  ...kind('userFormPhoneKind', ['phoneNumber']),
  ...kind('userRegisterFormKanaNameKind', ['nameSeiKana', 'nameMeiKana']),
  ...kind('userFormNameEnKind', ['nameEn1', 'nameEn3'], ['nameEn2']),
  ...kind('userFormAffiliationNameEnKind', ['affiliation.nameEn']),
  ...kind('userFormRankKind', ['rank']),
  ...kind('userFormLaboratoryNameKind', ['affiliation.laboratoryName']),
  ...kind('userFormDepartmentKind', ['department']),
];

/** Fields §5 fixes whatever the settings say. */
export const alwaysTable: Record<string, Presence> = {
  nameSei: 'required',
  nameMei: 'required',
  password: 'required',
  passwordConfirmation: 'required',
  jsiMembership: 'required',
  'affiliation.name': 'required',
  isTermAgreed: 'required',
  isPolicyAgreed: 'required',
  'affiliation.nameKanji': 'optional',
  laboratory: 'optional',
};

/** A neutral base: every flag off, every kind optional. */
export const baseSettings: ConferenceSettings = { conferenceTitle: 'T', conferenceTitleEn: 'T' };

type Schemaish = { properties?: Record<string, Schemaish>; required?: string[]; minProperties?: number; allOf?: Array<{ then: Schemaish }> };

/** The state of a field in the generated JSON Schema (conditional fields: in their branch). */
export function presenceInSchema(form: GeneratedForm, path: string): 'absent' | 'optional' | 'required' {
  const [head, tail] = path.includes('.') ? path.split('.') : [path, undefined];
  const schema = form.schema as Schemaish;
  const holders = [schema, ...(schema.allOf ?? []).map((branch) => branch.then)];
  for (const holder of holders) {
    const property = holder.properties?.[head!];
    if (!property) continue;
    if (tail === undefined) {
      const required = holder.required?.includes(head!) ?? false;
      return required ? 'required' : 'optional';
    }
    const inner = property.properties?.[tail];
    if (!inner) return 'absent';
    return property.required?.includes(tail) ? 'required' : 'optional';
  }
  return 'absent';
}
