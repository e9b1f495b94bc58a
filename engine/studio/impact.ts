import type { ConferenceSettings } from '../../schemas/conferenceSettings';
import type { CustomQuestion } from '../../schemas/customQuestions';
import type { KeywordCategoriesFile } from '../../schemas/keywords';
import { fieldRegistry, type Storage } from '../fields/catalogue';
import type { LocalizedText } from '../messages';
import { questionLabel, displayTypes } from '../questions/questionFields';
import { registrationRules } from '../registration/registrationRules';
import { presenceOf } from '../rules';
import { resolveSettings } from '../settings';
import type { SettingsKind } from './settingsKinds';

/**
 * A change that reaches registrations already made (issue 20): flagged before saving, with how
 * many registrations it touches. The engine says what changed; the server counts the rows.
 */
export type RiskyChange =
  | { reason: 'questionRemoved'; uuid: string; label: LocalizedText }
  | { reason: 'questionNowRequired'; uuid: string; label: LocalizedText }
  | { reason: 'maxLengthNarrowed'; uuid: string; label: LocalizedText; limit: number }
  | { reason: 'optionRemoved'; uuid: string; label: LocalizedText; value: string }
  | { reason: 'keywordRemoved'; keywordId: number; label: LocalizedText }
  | { reason: 'fieldNowRequired'; path: string; label: LocalizedText; stored: Storage }
  | { reason: 'fieldNoLongerAsked'; path: string; label: LocalizedText; stored: Storage }
  | { reason: 'minKeywordsRaised'; limit: number; label: LocalizedText };

const asking = (question: CustomQuestion) => !displayTypes.has(question.type);

function questionChanges(before: readonly CustomQuestion[], after: readonly CustomQuestion[]): RiskyChange[] {
  const next = new Map(after.map((question) => [question.uuid.toLowerCase(), question]));
  return before.filter(asking).flatMap((old): RiskyChange[] => {
    const label = questionLabel(old);
    const uuid = old.uuid;
    const now = next.get(uuid.toLowerCase());
    if (!now || !asking(now)) return [{ reason: 'questionRemoved', uuid, label }];
    const changes: RiskyChange[] = [];
    if (now.validations?.required && !old.validations?.required) changes.push({ reason: 'questionNowRequired', uuid, label });
    const oldMax = old.validations?.maxLength;
    const newMax = now.validations?.maxLength;
    if (newMax !== undefined && (oldMax === undefined || newMax < oldMax)) changes.push({ reason: 'maxLengthNarrowed', uuid, label, limit: newMax });
    const values = new Set((now.options ?? []).map((option) => option.value));
    for (const option of old.options ?? []) if (!values.has(option.value)) changes.push({ reason: 'optionRemoved', uuid, label, value: option.value });
    return changes;
  });
}

function keywordChanges(before: KeywordCategoriesFile, after: KeywordCategoriesFile): RiskyChange[] {
  const kept = new Set(after.categories.flatMap((category) => category.keywords.map((keyword) => keyword.id)));
  return before.categories
    .flatMap((category) => category.keywords)
    .filter((keyword) => !kept.has(keyword.id))
    .map((keyword) => ({ reason: 'keywordRemoved', keywordId: keyword.id, label: { ja: keyword.name, en: keyword.nameEn } }));
}

const storedByPath = new Map(fieldRegistry.map((field) => [field.path, field]));

function settingsChanges(before: ConferenceSettings, after: ConferenceSettings): RiskyChange[] {
  const [old, now] = [resolveSettings(before), resolveSettings(after)];
  const changes = registrationRules.flatMap((row): RiskyChange[] => {
    const field = storedByPath.get(row.field);
    if (!field) return [];
    const [was, is] = [presenceOf(row.rule, old), presenceOf(row.rule, now)];
    if (is === 'required' && was !== 'required') return [{ reason: 'fieldNowRequired', path: row.field, label: field.label, stored: field.stored }];
    if (is === 'absent' && was !== 'absent') return [{ reason: 'fieldNoLongerAsked', path: row.field, label: field.label, stored: field.stored }];
    return [];
  });
  if (now.isRequireUserKeyword && (now.minUserKeywordCount > old.minUserKeywordCount || !old.isRequireUserKeyword)) {
    changes.push({ reason: 'minKeywordsRaised', limit: now.minUserKeywordCount, label: { ja: 'キーワード', en: 'Keywords' } });
  }
  return changes;
}

export function riskyChanges(kind: SettingsKind, before: unknown, after: unknown): RiskyChange[] {
  switch (kind) {
    case 'custom-questions':
      return questionChanges((before as { items: CustomQuestion[] }).items, (after as { items: CustomQuestion[] }).items);
    case 'keywords':
      return keywordChanges(before as KeywordCategoriesFile, after as KeywordCategoriesFile);
    case 'conference':
      return settingsChanges(before as ConferenceSettings, after as ConferenceSettings);
    default:
      return [];
  }
}
