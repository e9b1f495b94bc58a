import type { Language } from '../../schemas/conferenceSettings';
import type { KeywordCategory } from '../../schemas/keywords';
import type { JsonSchema } from '../formModel';
import type { LocalizedText, MessageKey } from '../messages';
import { camelToSnake } from '../paths';
import type { Condition, Rule, RuleRow } from '../rules';
import type { FieldWidget } from '../widgetNames';
import { countryCodes, inJapan, JAPAN } from '../lists/countries';
import { choicesOnDemand, type OnDemandChoices } from '../lists/choicesOnDemand';
import { prefectures } from '../lists/prefectures';
import { isPostalCode, normalizePostalCode, POSTAL_CODE_PATTERN } from '../postalCode';
import { participationLabels, type ParticipationType } from '../registration/participation';

/**
 * The field registry: every field a generated form asks (docs/requirements/public-area.md §3 "Registering
 * user" and "Affiliation", docs/requirements/operation-area.md §3 "Commission registration state"), each
 * written once with its JSON Schema fragment, label, widget (named only where the value's shape does not decide it: engine/widgetTesters.ts), wire name, the rule of each form that
 * asks it, and where its value is stored. The rules tables, the catalogues of each form, the wire
 * mapping and the rows the server writes are all read from here.
 */

/** The generated forms whose fields come from the registry. */
export type FormKind = 'registration' | 'commission';

export interface Choice {
  value: string;
  label: LocalizedText;
}

/** Data some choice lists are made from. */
export interface ChoiceContext {
  keywordCategories: readonly KeywordCategory[];
  participationTypes: readonly ParticipationType[];
}

/**
 * A column of the users or affiliations table, by its Drizzle property name. The engine does not
 * import the server's tables; the registry test (tests/api/fieldStorage.test.ts) checks each name
 * against them and sends every field through the real route into its column and back.
 */
type UserColumn = string;
type AffiliationColumn = string;

/**
 * Where a field's value ends up. `users` and `affiliations` name columns the server fills from
 * the registry; `kept` names the few values stored by code of their own, each covered by the
 * round-trip test; `notStored` says why a value is only checked.
 */
export type Storage =
  | { users: UserColumn; affiliations?: AffiliationColumn }
  | { affiliations: AffiliationColumn }
  | { kept: 'passwordHash' | 'userKeywords' | 'roleFlags' | 'uploads' | 'requestLetterFiles' }
  | { notStored: string };

/** How one form asks a field; what is not given is the field's own. */
export interface Asked {
  rule: Rule;
  onlyWhen?: Condition;
  section?: string;
  widget?: FieldWidget;
}

export interface FieldDef {
  /** Path in the form data: a top-level key or `group.key`. */
  path: string;
  /** A section of the form the field belongs to (a key of the form's section labels). */
  section: string;
  label: LocalizedText;
  /** JSON Schema of the value; `choices` adds an enum. */
  schema: Record<string, unknown>;
  /** The choices with their names; or a list named only when read (lists/choicesOnDemand.ts), whose enum is `values`. */
  choices?: readonly Choice[] | ((language: Language, context: ChoiceContext) => ReadonlyArray<{ value: string | number; label: string }>) | OnDemandChoices;
  /**
   * The values `choices` allows, where listing them through `choices` would name and sort every
   * one (the countries: the runtime's locale data for a language the form may not even show).
   */
  values?: ReadonlyArray<string | number>;
  widget?: FieldWidget;
  readonly?: boolean;
  /** Text area height. */
  rows?: number;
  /** Message keys that replace the generic message for a validation keyword on this field. */
  messages?: Partial<Record<string, MessageKey>>;
  /** Wire key (inside `user[...]` or `user: {}`); derived from the path when absent. */
  wire?: string;
  /** Marks secrets that are never kept in drafts or shown on confirmation. */
  secret?: boolean;
  /** A file: kept in the form as a data URL, sent as a file part, checked by content. */
  upload?: 'profileImage';
  /** Brings a typed value to its stored form; both sides apply it before validating. */
  normalize?: (value: string) => string;
  /** A stricter schema for the value while a condition holds (a Japanese postal code). */
  refine?: { when: Condition; schema: JsonSchema };
  /** The value a new form starts with. */
  initial?: unknown;
}

export interface RegistryField extends FieldDef {
  asked: Partial<Record<FormKind, Asked>>;
  stored: Storage;
}

const NAME_MAX = 50;
const TEXT_MAX = 255;

const text = (maxLength = TEXT_MAX) => ({ type: 'string', maxLength });
const url = { type: 'string', format: 'uri', pattern: '^https?://', maxLength: 2048 };
const phone = { type: 'string', maxLength: 30, pattern: '^[0-9+()\\- ]*$' };
const label = (ja: string, en: string): LocalizedText => ({ ja, en });
const choice = (value: string, ja: string, en: string): Choice => ({ value, label: { ja, en } });

const always = (presence: 'required' | 'optional'): Rule => ({ type: 'always', presence });
const flag = (setting: Extract<Rule, { type: 'flag' }>['setting'], on?: 'required' | 'optional', off?: 'absent' | 'optional'): Rule => ({
  type: 'flag',
  setting,
  ...(on ? { on } : {}),
  ...(off ? { off } : {}),
});
const kind = (setting: Extract<Rule, { type: 'kind' }>['setting'], cap?: 'optional'): Rule => ({ type: 'kind', setting, ...(cap ? { cap } : {}) });
/** Asked by both forms under the same rule. */
const both = (rule: Rule): Partial<Record<FormKind, Asked>> => ({ registration: { rule }, commission: { rule } });
/** The conference asks for the field (and requires it) only when the flag is on. */
const askedWhen = (setting: 'isRequireMemberStatus' | 'isRequireParticipateMethod' | 'isRequireRequestLetterKind'): Rule => flag(setting, 'required', 'absent');

// Addresses follow the country (`inJapan`); nobody abroad has a prefecture.
export { inJapan };
const abroad: Condition = { field: 'country', notEquals: JAPAN };
const otherContact: Condition = { field: 'contactKind', notEquals: 'me' };

/** Request letter formats already uploaded: the form holds what the upload call answered. */
export const uploadedFileSchema = {
  type: 'object',
  required: ['code', 'fileName'],
  properties: {
    code: { type: 'string', pattern: '^[0-9a-f-]{36}$' },
    fileName: { type: 'string', maxLength: 255 },
    url: { type: 'string', maxLength: 2048 },
  },
} as const;

const snsNetworks = [
  ['twitter', 'X (Twitter)', 'snsTwitterUrl'],
  ['facebook', 'Facebook', 'snsFacebookUrl'],
  ['linkedin', 'LinkedIn', 'snsLinkedinUrl'],
  ['researchgate', 'ResearchGate', 'snsResearchgateUrl'],
  ['eight', 'Eight', 'snsEightUrl'],
] as const satisfies ReadonlyArray<readonly [string, string, UserColumn]>;

export const fieldRegistry: readonly RegistryField[] = [
  {
    path: 'email',
    section: 'account',
    label: label('メールアドレス', 'Email address'),
    schema: { type: 'string', format: 'email' },
    readonly: true,
    asked: both(always('required')),
    stored: { users: 'email' },
  },
  {
    path: 'password',
    section: 'account',
    label: label('パスワード', 'Password'),
    schema: text(128),
    secret: true,
    asked: both(always('required')),
    stored: { kept: 'passwordHash' },
  },
  {
    path: 'passwordConfirmation',
    section: 'account',
    label: label('パスワード（確認）', 'Password (confirmation)'),
    schema: text(128),
    secret: true,
    asked: both(always('required')),
    stored: { notStored: 'checked against the password' },
  },

  {
    path: 'honorificTitle',
    section: 'name',
    label: label('敬称', 'Title'),
    schema: { type: 'string' },
    choices: [choice('Prof.', '教授 (Prof.)', 'Prof.'), choice('Dr.', '博士 (Dr.)', 'Dr.'), choice('Mr.', 'Mr.', 'Mr.'), choice('Ms.', 'Ms.', 'Ms.')],
    asked: both(flag('isRequireHonorificTitle')),
    stored: { users: 'honorificTitle' },
  },
  {
    path: 'nameSei',
    section: 'name',
    label: label('姓', 'Family name'),
    schema: text(NAME_MAX),
    asked: both(always('required')),
    stored: { users: 'nameSei' },
  },
  {
    path: 'nameMid',
    section: 'name',
    label: label('ミドルネーム', 'Middle name'),
    schema: text(NAME_MAX),
    asked: both(always('optional')),
    stored: { users: 'nameMid' },
  },
  { path: 'nameMei', section: 'name', label: label('名', 'Given name'), schema: text(NAME_MAX), asked: both(always('required')), stored: { users: 'nameMei' } },
  {
    path: 'nameSeiKanji',
    section: 'name',
    label: label('姓（漢字）', 'Family name (kanji)'),
    schema: text(NAME_MAX),
    asked: { registration: { rule: always('optional') } },
    stored: { users: 'nameSeiKanji' },
  },
  {
    path: 'nameMeiKanji',
    section: 'name',
    label: label('名（漢字）', 'Given name (kanji)'),
    schema: text(NAME_MAX),
    asked: { registration: { rule: always('optional') } },
    stored: { users: 'nameMeiKanji' },
  },
  {
    path: 'nameSeiKana',
    section: 'name',
    label: label('姓（カナ）', 'Family name (kana)'),
    schema: text(NAME_MAX),
    asked: both(kind('userRegisterFormKanaNameKind')),
    stored: { users: 'nameSeiKana' },
  },
  {
    path: 'nameMeiKana',
    section: 'name',
    label: label('名（カナ）', 'Given name (kana)'),
    schema: text(NAME_MAX),
    asked: both(kind('userRegisterFormKanaNameKind')),
    stored: { users: 'nameMeiKana' },
  },
  {
    path: 'nameEn1',
    section: 'name',
    label: label('名（英語）', 'First name (English)'),
    schema: text(NAME_MAX),
    asked: both(kind('userFormNameEnKind')),
    stored: { users: 'nameEn1' },
  },
  {
    path: 'nameEn2',
    section: 'name',
    label: label('ミドルネーム（英語）', 'Middle name (English)'),
    schema: text(NAME_MAX),
    asked: both(kind('userFormNameEnKind', 'optional')),
    stored: { users: 'nameEn2' },
  },
  {
    path: 'nameEn3',
    section: 'name',
    label: label('姓（英語）', 'Last name (English)'),
    schema: text(NAME_MAX),
    asked: both(kind('userFormNameEnKind')),
    stored: { users: 'nameEn3' },
  },

  {
    path: 'affiliation.kind',
    section: 'affiliation',
    label: label('所属の種類', 'Affiliation type'),
    schema: { type: 'string' },
    widget: 'radio',
    choices: [
      choice('university', '大学・研究機関', 'University or institute'),
      choice('enterprise', '企業', 'Enterprise'),
      choice('others', 'その他', 'Other'),
    ],
    initial: 'others',
    asked: both(flag('isRequireAffiliationKind')),
    stored: { affiliations: 'kind' },
  },
  {
    path: 'affiliation.name',
    section: 'affiliation',
    label: label('所属名', 'Affiliation name'),
    schema: text(),
    asked: both(always('required')),
    stored: { affiliations: 'name' },
  },
  {
    path: 'affiliation.nameKanji',
    section: 'affiliation',
    label: label('所属名（漢字）', 'Affiliation name (kanji)'),
    schema: text(),
    asked: { registration: { rule: always('optional') } },
    stored: { affiliations: 'nameKanji' },
  },
  {
    path: 'affiliation.nameEn',
    section: 'affiliation',
    label: label('所属名（英語）', 'Affiliation name (English)'),
    schema: text(),
    asked: both(kind('userFormAffiliationNameEnKind')),
    stored: { affiliations: 'nameEn' },
  },
  {
    path: 'affiliation.laboratoryName',
    section: 'affiliation',
    label: label('研究室名', 'Laboratory name'),
    schema: text(),
    asked: { registration: { rule: kind('userFormLaboratoryNameKind') } },
    stored: { affiliations: 'laboratoryName' },
  },
  {
    path: 'department',
    section: 'affiliation',
    label: label('部署', 'Department'),
    schema: text(),
    asked: both(kind('userFormDepartmentKind')),
    stored: { users: 'department' },
  },
  {
    path: 'rank',
    section: 'affiliation',
    label: label('役職', 'Position'),
    schema: text(),
    asked: both(kind('userFormRankKind')),
    stored: { users: 'rank', affiliations: 'rank' },
  },
  {
    path: 'laboratory',
    section: 'affiliation',
    label: label('研究室', 'Laboratory'),
    schema: text(),
    asked: { registration: { rule: always('optional') } },
    stored: { users: 'laboratory' },
  },
  {
    path: 'labUrl',
    section: 'affiliation',
    label: label('研究室URL', 'Laboratory URL'),
    schema: url,
    messages: { format: 'invalidUrl', pattern: 'invalidUrl' },
    asked: { registration: { rule: always('optional') } },
    stored: { users: 'labUrl' },
  },

  {
    path: 'memberCode',
    section: 'membership',
    label: label('会員番号', 'Member number'),
    schema: text(50),
    widget: 'memberCode',
    asked: {
      registration: { rule: flag('isExternalMemberCollationEnabled', undefined, 'absent') },
      // Commission registrants type their number; there is no collation.
      commission: { rule: always('optional'), section: 'affiliation', widget: 'text' },
    },
    stored: { users: 'memberCode' },
  },
  {
    // Filled in when the attendee takes over a collation suggestion; never typed.
    path: 'externalMemberId',
    section: 'membership',
    label: label('照合済み会員ID', 'Collated member ID'),
    schema: text(50),
    widget: 'hidden',
    asked: { registration: { rule: flag('isExternalMemberCollationEnabled', 'optional', 'absent') } },
    stored: { users: 'externalMemberId' },
  },
  {
    path: 'jsiMembership',
    section: 'membership',
    label: label('会員種別', 'Membership'),
    schema: { type: 'string' },
    choices: [
      choice('member', '正会員', 'Member'),
      choice('prospect_member', '入会予定', 'Prospective member'),
      choice('non_member', '非会員', 'Non-member'),
      choice('invited', '招待者', 'Invited'),
      choice('honorary_member', '名誉会員', 'Honorary member'),
    ],
    asked: { registration: { rule: always('required') } },
    stored: { users: 'jsiMembership' },
  },
  {
    path: 'memberStatus',
    section: 'affiliation',
    label: label('会員区分', 'Member status'),
    schema: { type: 'string' },
    choices: [choice('member', '会員', 'Member'), choice('pending', '入会手続き中', 'Membership pending'), choice('non_member', '非会員', 'Non-member')],
    messages: { required: 'pleaseSelect' },
    asked: { commission: { rule: askedWhen('isRequireMemberStatus') } },
    stored: { users: 'memberStatus' },
  },

  {
    path: 'country',
    section: 'address',
    label: label('国・地域', 'Country or region'),
    schema: { type: 'string' },
    choices: 'countries',
    values: countryCodes,
    asked: both(flag('isRequireUserCountry')),
    stored: { users: 'country' },
  },
  {
    path: 'addressType',
    section: 'address',
    label: label('住所の種類', 'Address type'),
    schema: { type: 'string' },
    widget: 'radio',
    choices: [choice('home', '自宅', 'Home'), choice('office', '勤務先', 'Office')],
    asked: both(flag('isRequireUserAddressType')),
    stored: { users: 'addressType' },
  },
  {
    path: 'zipCode',
    section: 'address',
    label: label('郵便番号', 'Postal code'),
    schema: text(20),
    widget: 'postalCode',
    // Japanese codes typed in full width or with a hyphen become seven digits; others stay as typed.
    normalize: (value) => (isPostalCode(normalizePostalCode(value)) ? normalizePostalCode(value) : value.trim()),
    // A Japanese postal code is seven digits; abroad, codes take any form.
    refine: { when: inJapan, schema: { pattern: POSTAL_CODE_PATTERN } },
    messages: { pattern: 'postalCodeDigits' },
    asked: both(flag('isRequireUserZipCode')),
    stored: { users: 'zipCode' },
  },
  {
    path: 'prefecture',
    section: 'address',
    label: label('都道府県', 'Prefecture'),
    schema: { type: 'string' },
    choices: prefectures,
    asked: {
      registration: { rule: flag('isRequireUserPrefecture'), onlyWhen: inJapan },
      commission: { rule: flag('isRequireUserPrefecture'), onlyWhen: inJapan },
    },
    stored: { users: 'prefecture' },
  },
  {
    path: 'address',
    section: 'address',
    label: label('住所', 'Address'),
    schema: text(),
    // The commission form asks one address line wherever the person lives.
    asked: { registration: { rule: flag('isRequireUserAddress'), onlyWhen: inJapan }, commission: { rule: flag('isRequireUserAddress') } },
    stored: { users: 'address' },
  },
  {
    path: 'province',
    section: 'address',
    label: label('州・県', 'State or province'),
    schema: text(),
    asked: { registration: { rule: always('required'), onlyWhen: abroad } },
    stored: { users: 'province' },
  },
  {
    path: 'city',
    section: 'address',
    label: label('市区町村', 'City'),
    schema: text(),
    asked: { registration: { rule: always('required'), onlyWhen: abroad } },
    stored: { users: 'city' },
  },
  {
    path: 'streetAddress',
    section: 'address',
    label: label('番地', 'Street address'),
    schema: text(),
    asked: { registration: { rule: always('required'), onlyWhen: abroad } },
    stored: { users: 'streetAddress' },
  },
  {
    path: 'building',
    section: 'address',
    label: label('建物名', 'Building'),
    schema: text(),
    asked: { registration: { rule: always('optional') } },
    stored: { users: 'building' },
  },
  {
    path: 'phoneNumber',
    section: 'address',
    label: label('電話番号', 'Phone number'),
    schema: phone,
    messages: { pattern: 'halfWidthPhone' },
    asked: both(kind('userFormPhoneKind')),
    stored: { users: 'phoneNumber' },
  },
  {
    path: 'addressExtension',
    section: 'address',
    label: label('内線番号', 'Extension'),
    schema: text(20),
    asked: { registration: { rule: always('optional') } },
    stored: { users: 'addressExtension' },
  },

  {
    path: 'language',
    section: 'participation',
    label: label('使用言語', 'Language'),
    schema: { type: 'string' },
    widget: 'radio',
    choices: [choice('ja', '日本語', 'Japanese'), choice('en', '英語', 'English')],
    asked: both(flag('isRequireLanguage')),
    stored: { users: 'language' },
  },
  {
    // Where the person attends; not to be confused with participateMethod (how a presenter or chair does the role).
    path: 'location',
    section: 'participation',
    label: label('当日の参加場所', 'Where you will attend'),
    schema: { type: 'string' },
    widget: 'radio',
    choices: [choice('onsite', '会場（現地参加）', 'At the venue (on site)'), choice('online', 'オンライン参加', 'Online')],
    asked: both(flag('isRequireLocation')),
    stored: { users: 'location' },
  },
  {
    path: 'keywordIds',
    section: 'participation',
    label: label('キーワード', 'Keywords'),
    wire: 'keyword_ids',
    schema: { type: 'array', items: { type: 'integer' }, uniqueItems: true },
    widget: 'keywordRows',
    initial: [],
    choices: (language, { keywordCategories }) =>
      keywordCategories.flatMap((category) =>
        category.keywords.map((keyword) => ({
          value: keyword.id,
          label: language === 'ja' ? `${category.name} / ${keyword.name}` : `${category.nameEn} / ${keyword.nameEn}`,
        })),
      ),
    asked: { registration: { rule: flag('isRequireUserKeyword') } },
    stored: { kept: 'userKeywords' },
  },
  {
    // The role flags follow from the type (§4); only the types registrableUserRoleKind allows are offered.
    path: 'participationType',
    section: 'participation',
    label: label('参加区分', 'Participation type'),
    schema: { type: 'string' },
    widget: 'radio',
    wire: 'participation_type',
    choices: (language, { participationTypes }) => participationTypes.map((type) => ({ value: type, label: participationLabels[type][language] })),
    asked: { registration: { rule: always('required') } },
    stored: { kept: 'roleFlags' },
  },
  {
    path: 'profileImage',
    section: 'participation',
    label: label('プロフィール画像', 'Profile image'),
    schema: { type: 'string', minLength: 1 },
    upload: 'profileImage',
    asked: { registration: { rule: flag('isRequireUserProfileImage') } },
    stored: { kept: 'uploads' },
  },
  {
    // How the role is done (§3 participateMethod), unlike location (where the person attends).
    path: 'participateMethod',
    section: 'participation',
    label: label('講演・座長の担当方法', 'How you will present or chair'),
    schema: { type: 'string' },
    widget: 'radio',
    choices: [
      choice('onsite', '会場で', 'In person at the venue'),
      choice('remote', 'リモートでライブ', 'Remotely, live'),
      choice('video', '事前収録ビデオ', 'By pre-recorded video'),
    ],
    asked: { commission: { rule: askedWhen('isRequireParticipateMethod') } },
    stored: { users: 'participateMethod' },
  },
  {
    path: 'emergencyContact',
    section: 'participation',
    label: label('緊急連絡先', 'Emergency contact'),
    schema: text(255),
    asked: { commission: { rule: always('required'), onlyWhen: { field: 'participateMethod', equals: 'remote' } } },
    stored: { users: 'emergencyContact' },
  },
  {
    path: 'requestLetterKind',
    section: 'participation',
    label: label('依頼状', 'Request letter'),
    schema: { type: 'string' },
    widget: 'radio',
    choices: [choice('no', '不要', 'Not needed'), choice('yes', '必要', 'Needed')],
    asked: { commission: { rule: askedWhen('isRequireRequestLetterKind') } },
    stored: { users: 'requestLetterKind' },
  },
  {
    path: 'requestLetterFormats',
    section: 'participation',
    label: label('依頼状の書式', 'Request letter format'),
    schema: { type: 'array', maxItems: 5, items: uploadedFileSchema },
    widget: 'requestLetters',
    wire: 'request_letter_formats',
    messages: { required: 'requestLetterRequired' },
    asked: { commission: { rule: always('required'), onlyWhen: { field: 'requestLetterKind', equals: 'yes' } } },
    stored: { kept: 'requestLetterFiles' },
  },

  {
    path: 'contactKind',
    section: 'contact',
    label: label('連絡先', 'Contact person'),
    schema: { type: 'string' },
    widget: 'radio',
    choices: [choice('me', '本人', 'Me'), choice('other', '本人以外', 'Someone else'), choice('me_and_other', '本人と本人以外', 'Me and someone else')],
    asked: { commission: { rule: always('required') } },
    stored: { users: 'contactKind' },
  },
  {
    path: 'contactName',
    section: 'contact',
    label: label('連絡先氏名', 'Contact name'),
    schema: text(100),
    asked: { commission: { rule: always('required'), onlyWhen: otherContact } },
    stored: { users: 'contactName' },
  },
  {
    path: 'contactEmail',
    section: 'contact',
    label: label('連絡先メールアドレス', 'Contact e-mail'),
    schema: { type: 'string', format: 'email', maxLength: 255 },
    messages: { format: 'invalidEmailFormat' },
    asked: { commission: { rule: always('required'), onlyWhen: otherContact } },
    stored: { users: 'contactEmail' },
  },
  {
    path: 'contactPhone',
    section: 'contact',
    label: label('連絡先電話番号', 'Contact phone'),
    schema: phone,
    messages: { pattern: 'halfWidthPhone' },
    asked: { commission: { rule: always('required'), onlyWhen: otherContact } },
    stored: { users: 'contactPhone' },
  },
  {
    path: 'commissionNote',
    section: 'contact',
    label: label('備考', 'Note'),
    schema: text(2000),
    rows: 4,
    asked: { commission: { rule: always('optional') } },
    stored: { users: 'commissionNote' },
  },

  ...snsNetworks.map(([network, name, column]): RegistryField => ({
    path: `sns.${network}`,
    section: 'sns',
    label: label(name, name),
    schema: url,
    wire: `sns_${network}_url`,
    messages: { format: 'invalidUrl', pattern: 'invalidUrl' },
    asked: { registration: { rule: always('optional') } },
    stored: { users: column },
  })),

  {
    path: 'isTermAgreed',
    section: 'agreements',
    label: label('利用規約に同意する', 'I agree to the terms of use'),
    schema: { type: 'boolean', const: true },
    messages: { const: 'mustAgree', required: 'mustAgree' },
    initial: false,
    asked: both(always('required')),
    stored: { users: 'isTermAgreed' },
  },
  {
    path: 'isPolicyAgreed',
    section: 'agreements',
    label: label('プライバシーポリシーに同意する', 'I agree to the privacy policy'),
    schema: { type: 'boolean', const: true },
    messages: { const: 'mustAgree', required: 'mustAgree' },
    initial: false,
    asked: both(always('required')),
    stored: { users: 'isPolicyAgreed' },
  },
];

/** One form's view of a registry field: its own section, widget and rule applied. */
export interface FormField extends FieldDef {
  asked: Asked;
  stored: Storage;
}

const formFields = new Map<FormKind, readonly FormField[]>();

/** The fields a form asks, in registry order, with the form's own section and widget. */
export function fieldsOf(form: FormKind): readonly FormField[] {
  let fields = formFields.get(form);
  if (!fields) {
    fields = fieldRegistry.flatMap((field): FormField[] => {
      const asked = field.asked[form];
      if (!asked) return [];
      const { asked: _all, ...own } = field;
      return [{ ...own, asked, section: asked.section ?? field.section, widget: asked.widget ?? field.widget }];
    });
    formFields.set(form, fields);
  }
  return fields;
}

/** The rules table of a form: one row per field it asks. */
export function rulesOf(form: FormKind): readonly RuleRow[] {
  return fieldsOf(form).map((field) => ({ field: field.path, rule: field.asked.rule, ...(field.asked.onlyWhen ? { onlyWhen: field.asked.onlyWhen } : {}) }));
}

/** The field's wire name: `affiliation.nameEn` is `affiliation_attributes.name_en`, the rest snake_case. */
export function wireName(field: Pick<FieldDef, 'path' | 'wire'>): string {
  if (field.wire) return field.wire;
  const [group, key] = field.path.includes('.') ? field.path.split('.') : [undefined, field.path];
  return group === 'affiliation' ? `affiliation_attributes.${camelToSnake(key!)}` : camelToSnake(field.path);
}

/** What a new form of this kind starts with, from the fields' `initial` values. */
export function initialValues(form: FormKind): Array<[path: string, value: unknown]> {
  return fieldsOf(form).flatMap((field) => (field.initial === undefined ? [] : [[field.path, field.initial] as [string, unknown]]));
}

/** Values allowed for fields whose choices come from a list, for validation independent of language. */
export function choiceValues(field: FieldDef, context: ChoiceContext): Array<string | number> | undefined {
  if (!field.choices) return undefined;
  if (field.values) return [...field.values];
  const options =
    typeof field.choices === 'string'
      ? choicesOnDemand[field.choices]('en')
      : typeof field.choices === 'function'
        ? field.choices('en', context)
        : field.choices;
  return options.map((c) => c.value);
}
