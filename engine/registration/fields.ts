import type { LocalizedText } from '../messages';
import { fieldsOf } from '../fields/catalogue';

export type { Choice, ChoiceContext, FieldDef } from '../fields/catalogue';
export { choiceValues } from '../fields/catalogue';

/** The sections of the registration form, in the order they show. */
export type SectionId = 'account' | 'name' | 'membership' | 'affiliation' | 'address' | 'participation' | 'sns' | 'questions' | 'agreements';

/** The fields the registration form can ask (docs/requirements/public-area.md §3), from the field registry. */
export const registrationFields = fieldsOf('registration');

const label = (ja: string, en: string): LocalizedText => ({ ja, en });

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
