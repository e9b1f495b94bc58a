import type { LocalizedText } from '../messages';
import { fieldsOf, type FieldDef } from '../fields/catalogue';

export { uploadedFileSchema } from '../fields/catalogue';

/**
 * The fields of the commission registration form (docs/requirements/operation-area.md §3 "Commission
 * registration state"), from the field registry: the ones both registration forms share have one
 * entry there, with the rule of each form.
 */
export const commissionFields = fieldsOf('commission');

const fieldsByPath = new Map(commissionFields.map((field) => [field.path, field]));

export function commissionFieldDef(path: string): FieldDef {
  const field = fieldsByPath.get(path);
  if (!field) throw new Error(`The commission rules table names an unknown field: ${path}`);
  return field;
}

const label = (ja: string, en: string): LocalizedText => ({ ja, en });

/** The sections of the commission form, in the order they show. */
export const commissionSectionLabels: Record<string, LocalizedText> = {
  account: label('アカウント', 'Account'),
  name: label('氏名', 'Name'),
  affiliation: label('所属', 'Affiliation'),
  address: label('連絡先住所', 'Address'),
  participation: label('参加について', 'Participation'),
  contact: label('事務連絡', 'Contact for arrangements'),
  agreements: label('同意事項', 'Agreements'),
};
