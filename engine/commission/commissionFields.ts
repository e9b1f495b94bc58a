import type { LocalizedText } from '../messages';
import type { FieldDef } from '../registration/fields';
import { fieldDef as registrationField } from '../registration/buildRegistrationForm';

/**
 * The fields of the commission registration form (spec/operation-area.md §3 "Commission
 * registration state"). Fields the two registration forms share keep one definition (names,
 * address, language...); the ones only commissions have are defined here. Which fields appear,
 * and whether they are required, is decided by commissionRules.ts.
 */

const label = (ja: string, en: string): LocalizedText => ({ ja, en });
const choice = (value: string, ja: string, en: string) => ({ value, label: { ja, en } });
const text = (maxLength = 255) => ({ type: 'string', maxLength });

const shared = [
  'email', 'password', 'passwordConfirmation', 'honorificTitle',
  'nameSei', 'nameMid', 'nameMei', 'nameSeiKana', 'nameMeiKana', 'nameEn1', 'nameEn2', 'nameEn3',
  'affiliation.name', 'affiliation.nameEn', 'department', 'rank',
  'country', 'addressType', 'zipCode', 'prefecture', 'address', 'phoneNumber',
  'language', 'location', 'isTermAgreed', 'isPolicyAgreed',
].map(registrationField);

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

const own: FieldDef[] = [
  { path: 'memberCode', section: 'affiliation', label: label('会員番号', 'Member number'), schema: text(50) },
  {
    path: 'memberStatus', section: 'affiliation', label: label('会員区分', 'Member status'), schema: { type: 'string' }, widget: 'select',
    choices: [choice('member', '会員', 'Member'), choice('pending', '入会手続き中', 'Membership pending'), choice('non_member', '非会員', 'Non-member')],
    messages: { required: 'pleaseSelect' },
  },
  {
    path: 'affiliation.kind', section: 'affiliation', label: label('所属の種類', 'Affiliation type'), schema: { type: 'string' }, widget: 'radio',
    choices: [
      choice('university', '大学・研究機関', 'University or institute'),
      choice('enterprise', '企業', 'Enterprise'),
      choice('government', '官公庁', 'Government'),
      choice('other', 'その他', 'Other'),
    ],
  },
  {
    // How the role is done (§3 participateMethod), unlike location (where the person attends).
    path: 'participateMethod', section: 'participation', label: label('講演・座長の担当方法', 'How you will present or chair'), schema: { type: 'string' }, widget: 'radio',
    choices: [choice('onsite', '会場で', 'In person at the venue'), choice('remote', 'リモートでライブ', 'Remotely, live'), choice('video', '事前収録ビデオ', 'By pre-recorded video')],
  },
  { path: 'emergencyContact', section: 'participation', label: label('緊急連絡先', 'Emergency contact'), schema: text(255) },
  {
    path: 'requestLetterKind', section: 'participation', label: label('依頼状', 'Request letter'), schema: { type: 'string' }, widget: 'radio',
    choices: [choice('no', '不要', 'Not needed'), choice('yes', '必要', 'Needed')],
  },
  {
    path: 'requestLetterFormats', section: 'participation', label: label('依頼状の書式', 'Request letter format'),
    schema: { type: 'array', maxItems: 5, items: uploadedFileSchema }, widget: 'requestLetters', wire: 'request_letter_formats',
    messages: { required: 'requestLetterRequired' },
  },
  {
    path: 'contactKind', section: 'contact', label: label('連絡先', 'Contact person'), schema: { type: 'string' }, widget: 'radio',
    choices: [choice('me', '本人', 'Me'), choice('other', '本人以外', 'Someone else'), choice('me_and_other', '本人と本人以外', 'Me and someone else')],
  },
  { path: 'contactName', section: 'contact', label: label('連絡先氏名', 'Contact name'), schema: text(100) },
  {
    path: 'contactEmail', section: 'contact', label: label('連絡先メールアドレス', 'Contact e-mail'), schema: { type: 'string', format: 'email', maxLength: 255 },
    widget: 'email', messages: { format: 'invalidEmailFormat' },
  },
  { path: 'contactPhone', section: 'contact', label: label('連絡先電話番号', 'Contact phone'), schema: { type: 'string', maxLength: 30, pattern: '^[0-9+()\\- ]*$' } },
  { path: 'commissionNote', section: 'contact', label: label('備考', 'Note'), schema: text(2000), widget: 'textarea', rows: 4 },
];

export const commissionFields: readonly FieldDef[] = [...shared, ...own];

const fieldsByPath = new Map(commissionFields.map((field) => [field.path, field]));

export function commissionFieldDef(path: string): FieldDef {
  const field = fieldsByPath.get(path);
  if (!field) throw new Error(`The commission rules table names an unknown field: ${path}`);
  return field;
}

export const commissionSectionLabels: Record<string, LocalizedText> = {
  account: label('アカウント', 'Account'),
  name: label('氏名', 'Name'),
  affiliation: label('所属', 'Affiliation'),
  address: label('連絡先住所', 'Address'),
  participation: label('参加について', 'Participation'),
  contact: label('事務連絡', 'Contact for arrangements'),
  agreements: label('同意事項', 'Agreements'),
};
