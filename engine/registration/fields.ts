import type { Language } from '../../schemas/conferenceSettings';
import type { KeywordCategory } from '../../schemas/keywords';
import type { LocalizedText, MessageKey } from '../messages';
import { countryOptions } from '../lists/countries';
import { prefectures } from '../lists/prefectures';
import { isPostalCode, normalizePostalCode } from '../postalCode';
import { participationLabels, type ParticipationType } from './participation';

/**
 * Every field of spec/public-area.md §3 "Registering user" and "Affiliation" that the registration
 * form shows, with its JSON Schema fragment, label and wire name. Which fields appear, and whether
 * they are required, is decided by the rules table (rules.ts), never here.
 */

export type SectionId = 'account' | 'name' | 'membership' | 'affiliation' | 'address' | 'participation' | 'sns' | 'questions' | 'agreements';

export interface Choice {
  value: string;
  label: LocalizedText;
}

/** Data some choice lists are made from. */
export interface ChoiceContext {
  keywordCategories: readonly KeywordCategory[];
  participationTypes: readonly ParticipationType[];
}

export interface FieldDef {
  /** Path in the form data: a top-level key or `group.key`. */
  path: string;
  /** A section of the form the field belongs to (SectionId for registration). */
  section: string;
  label: LocalizedText;
  /** JSON Schema of the value; `choices` adds an enum. */
  schema: Record<string, unknown>;
  choices?: readonly Choice[] | ((language: Language, context: ChoiceContext) => ReadonlyArray<{ value: string | number; label: string }>);
  widget?:
    | 'hidden' | 'password' | 'email' | 'textarea' | 'checkbox' | 'checkboxes' | 'radio' | 'select'
    | 'keywordRows' | 'postalCode' | 'memberCode' | 'profileImage' | 'requestLetters';
  readonly?: boolean;
  /** Text area height. */
  rows?: number;
  /** Message keys that replace the generic message for a validation keyword on this field. */
  messages?: Partial<Record<string, MessageKey>>;
  /** Wire key inside `user[...]`; derived from the path when absent. */
  wire?: string;
  /** Marks secrets that are never kept in drafts or shown on confirmation. */
  secret?: boolean;
  /** A file: kept in the form as a data URL, sent as a file part, checked by content. */
  upload?: 'profileImage';
  /** Brings a typed value to its stored form; both sides apply it before validating. */
  normalize?: (value: string) => string;
}

const NAME_MAX = 50;
const TEXT_MAX = 255;

const text = (maxLength = TEXT_MAX) => ({ type: 'string', maxLength });
const url = { type: 'string', format: 'uri', pattern: '^https?://', maxLength: 2048 };
const label = (ja: string, en: string): LocalizedText => ({ ja, en });
const choice = (value: string, ja: string, en: string): Choice => ({ value, label: { ja, en } });

const snsNetworks = [
  ['twitter', 'X (Twitter)'],
  ['facebook', 'Facebook'],
  ['linkedin', 'LinkedIn'],
  ['researchgate', 'ResearchGate'],
  ['eight', 'Eight'],
] as const;

export const registrationFields: readonly FieldDef[] = [
  { path: 'email', section: 'account', label: label('メールアドレス', 'Email address'), schema: { type: 'string', format: 'email' }, widget: 'email', readonly: true },
  { path: 'password', section: 'account', label: label('パスワード', 'Password'), schema: text(128), widget: 'password', secret: true },
  {
    path: 'passwordConfirmation', section: 'account', label: label('パスワード（確認）', 'Password (confirmation)'),
    schema: text(128), widget: 'password', secret: true,
  },

  {
    path: 'honorificTitle', section: 'name', label: label('敬称', 'Title'), schema: { type: 'string' }, widget: 'select',
    choices: [choice('Prof.', '教授 (Prof.)', 'Prof.'), choice('Dr.', '博士 (Dr.)', 'Dr.'), choice('Mr.', 'Mr.', 'Mr.'), choice('Ms.', 'Ms.', 'Ms.')],
  },
  { path: 'nameSei', section: 'name', label: label('姓', 'Family name'), schema: text(NAME_MAX) },
  { path: 'nameMid', section: 'name', label: label('ミドルネーム', 'Middle name'), schema: text(NAME_MAX) },
  { path: 'nameMei', section: 'name', label: label('名', 'Given name'), schema: text(NAME_MAX) },
  { path: 'nameSeiKanji', section: 'name', label: label('姓（漢字）', 'Family name (kanji)'), schema: text(NAME_MAX) },
  { path: 'nameMeiKanji', section: 'name', label: label('名（漢字）', 'Given name (kanji)'), schema: text(NAME_MAX) },
  { path: 'nameSeiKana', section: 'name', label: label('姓（カナ）', 'Family name (kana)'), schema: text(NAME_MAX) },
  { path: 'nameMeiKana', section: 'name', label: label('名（カナ）', 'Given name (kana)'), schema: text(NAME_MAX) },
  { path: 'nameEn1', section: 'name', label: label('名（英語）', 'First name (English)'), schema: text(NAME_MAX) },
  { path: 'nameEn2', section: 'name', label: label('ミドルネーム（英語）', 'Middle name (English)'), schema: text(NAME_MAX) },
  { path: 'nameEn3', section: 'name', label: label('姓（英語）', 'Last name (English)'), schema: text(NAME_MAX) },

  { path: 'memberCode', section: 'membership', label: label('会員番号', 'Member number'), schema: text(50), widget: 'memberCode' },
  { path: 'externalMemberId', section: 'membership', label: label('照合済み会員ID', 'Collated member ID'), schema: text(50), widget: 'hidden' },
  {
    path: 'jsiMembership', section: 'membership', label: label('会員種別', 'Membership'), schema: { type: 'string' }, widget: 'select',
    choices: [
      choice('member', '正会員', 'Member'),
      choice('prospect_member', '入会予定', 'Prospective member'),
      choice('non_member', '非会員', 'Non-member'),
      choice('invited', '招待者', 'Invited'),
      choice('honorary_member', '名誉会員', 'Honorary member'),
    ],
  },

  {
    path: 'affiliation.kind', section: 'affiliation', label: label('所属の種類', 'Affiliation type'), schema: { type: 'string' }, widget: 'radio',
    choices: [choice('university', '大学・研究機関', 'University or institute'), choice('enterprise', '企業', 'Enterprise'), choice('others', 'その他', 'Other')],
  },
  { path: 'affiliation.name', section: 'affiliation', label: label('所属名', 'Affiliation name'), schema: text() },
  { path: 'affiliation.nameKanji', section: 'affiliation', label: label('所属名（漢字）', 'Affiliation name (kanji)'), schema: text() },
  { path: 'affiliation.nameEn', section: 'affiliation', label: label('所属名（英語）', 'Affiliation name (English)'), schema: text() },
  { path: 'affiliation.laboratoryName', section: 'affiliation', label: label('研究室名', 'Laboratory name'), schema: text() },
  { path: 'department', section: 'affiliation', label: label('部署', 'Department'), schema: text() },
  { path: 'rank', section: 'affiliation', label: label('役職', 'Position'), schema: text() },
  { path: 'laboratory', section: 'affiliation', label: label('研究室', 'Laboratory'), schema: text() },
  { path: 'labUrl', section: 'affiliation', label: label('研究室URL', 'Laboratory URL'), schema: url, messages: { format: 'invalidUrl', pattern: 'invalidUrl' } },

  {
    path: 'country', section: 'address', label: label('国・地域', 'Country or region'), schema: { type: 'string' }, widget: 'select',
    choices: countryOptions,
  },
  {
    path: 'addressType', section: 'address', label: label('住所の種類', 'Address type'), schema: { type: 'string' }, widget: 'radio',
    choices: [choice('home', '自宅', 'Home'), choice('office', '勤務先', 'Office')],
  },
  {
    path: 'zipCode', section: 'address', label: label('郵便番号', 'Postal code'), schema: text(20), widget: 'postalCode',
    // Japanese codes typed in full width or with a hyphen become seven digits; others stay as typed.
    normalize: (value) => (isPostalCode(normalizePostalCode(value)) ? normalizePostalCode(value) : value.trim()),
    messages: { pattern: 'postalCodeDigits' },
  },
  {
    path: 'prefecture', section: 'address', label: label('都道府県', 'Prefecture'), schema: { type: 'string' }, widget: 'select',
    choices: prefectures,
  },
  { path: 'address', section: 'address', label: label('住所', 'Address'), schema: text() },
  { path: 'province', section: 'address', label: label('州・県', 'State or province'), schema: text() },
  { path: 'city', section: 'address', label: label('市区町村', 'City'), schema: text() },
  { path: 'streetAddress', section: 'address', label: label('番地', 'Street address'), schema: text() },
  { path: 'building', section: 'address', label: label('建物名', 'Building'), schema: text() },
  { path: 'phoneNumber', section: 'address', label: label('電話番号', 'Phone number'), schema: { type: 'string', maxLength: 30, pattern: '^[0-9+()\\- ]*$' } },
  { path: 'addressExtension', section: 'address', label: label('内線番号', 'Extension'), schema: text(20) },

  {
    path: 'language', section: 'participation', label: label('使用言語', 'Language'), schema: { type: 'string' }, widget: 'radio',
    choices: [choice('ja', '日本語', 'Japanese'), choice('en', '英語', 'English')],
  },
  {
    // Where the person attends; not to be confused with participateMethod (how a presenter or chair does the role).
    path: 'location', section: 'participation', label: label('当日の参加場所', 'Where you will attend'), schema: { type: 'string' }, widget: 'radio',
    choices: [choice('onsite', '会場（現地参加）', 'At the venue (on site)'), choice('online', 'オンライン参加', 'Online')],
  },
  {
    path: 'participationType', section: 'participation', label: label('参加区分', 'Participation type'), schema: { type: 'string' },
    widget: 'radio', wire: 'participation_type',
    choices: (language, { participationTypes }) => participationTypes.map((type) => ({ value: type, label: participationLabels[type][language] })),
  },
  {
    path: 'profileImage', section: 'participation', label: label('プロフィール画像', 'Profile image'), schema: { type: 'string', minLength: 1 },
    widget: 'profileImage', upload: 'profileImage',
  },

  {
    path: 'keywordIds', section: 'participation', label: label('キーワード', 'Keywords'), wire: 'keyword_ids',
    schema: { type: 'array', items: { type: 'integer' }, uniqueItems: true }, widget: 'keywordRows',
    choices: (language, { keywordCategories }) =>
      keywordCategories.flatMap((category) =>
        category.keywords.map((keyword) => ({
          value: keyword.id,
          label: language === 'ja' ? `${category.name} / ${keyword.name}` : `${category.nameEn} / ${keyword.nameEn}`,
        })),
      ),
  },

  ...snsNetworks.map(([network, name]): FieldDef => ({
    path: `sns.${network}`, section: 'sns', label: label(name, name), schema: url, wire: `sns_${network}_url`,
    messages: { format: 'invalidUrl', pattern: 'invalidUrl' },
  })),

  {
    path: 'isTermAgreed', section: 'agreements', label: label('利用規約に同意する', 'I agree to the terms of use'),
    schema: { type: 'boolean', const: true }, widget: 'checkbox', messages: { const: 'mustAgree', required: 'mustAgree' },
  },
  {
    path: 'isPolicyAgreed', section: 'agreements', label: label('プライバシーポリシーに同意する', 'I agree to the privacy policy'),
    schema: { type: 'boolean', const: true }, widget: 'checkbox', messages: { const: 'mustAgree', required: 'mustAgree' },
  },
];

export const sectionLabels: Record<SectionId, LocalizedText> = {
  account: label('アカウント', 'Account'),
  name: label('氏名', 'Name'),
  membership: label('会員情報', 'Membership'),
  affiliation: label('所属', 'Affiliation'),
  address: label('連絡先', 'Contact address'),
  participation: label('参加情報', 'Participation'),
  sns: label('SNSアドレス', 'SNS addresses'),
  questions: label('アンケート', 'Questions'),
  agreements: label('同意事項', 'Agreements'),
};


/** Values allowed for fields whose choices come from a list, for validation independent of language. */
export function choiceValues(field: FieldDef, context: ChoiceContext): Array<string | number> | undefined {
  if (!field.choices) return undefined;
  const options = typeof field.choices === 'function' ? field.choices('en', context) : field.choices;
  return options.map((c) => c.value);
}
