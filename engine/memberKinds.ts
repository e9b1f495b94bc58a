import type { Language } from '../schemas/conferenceSettings';
import { MEMBER_KIND_NAME_MAX, MEMBER_KIND_VALUE_MAX, type MemberKindInput } from '../schemas/memberKinds';
import type { FieldError } from './validate';

/**
 * The member kinds' rules (issue 67): each kind named in Japanese, its value a short code used
 * once, its plans ones the payment settings hold. The console's editor runs them as the manager
 * types after a first save, the server again. Paths are `kinds.N.field`.
 */
export const MEMBER_KIND_VALUE_PATTERN = /^[a-z0-9_-]+$/;

const length = (value: string) => [...value].length;

export function memberKindProblems(kinds: readonly MemberKindInput[], planIds: readonly number[]): FieldError[] {
  const problems: FieldError[] = [];
  const known = new Set(planIds);
  const seen = new Set<string>();
  kinds.forEach((kind, index) => {
    const at = (field: string) => `kinds.${index}.${field}`;
    if (kind.name.trim() === '') problems.push({ path: at('name'), code: 'required' });
    else if (length(kind.name) > MEMBER_KIND_NAME_MAX) problems.push({ path: at('name'), code: 'maxLength', params: { limit: MEMBER_KIND_NAME_MAX } });
    if (length(kind.nameEn) > MEMBER_KIND_NAME_MAX) problems.push({ path: at('nameEn'), code: 'maxLength', params: { limit: MEMBER_KIND_NAME_MAX } });
    const value = kind.value.trim();
    if (value === '') problems.push({ path: at('value'), code: 'required' });
    else if (length(value) > MEMBER_KIND_VALUE_MAX || !MEMBER_KIND_VALUE_PATTERN.test(value))
      problems.push({ path: at('value'), code: 'memberKindValueFormat', params: { limit: MEMBER_KIND_VALUE_MAX } });
    else if (seen.has(value)) problems.push({ path: at('value'), code: 'memberKindValueTaken' });
    seen.add(value);
    if (kind.planIds.some((id) => !known.has(id))) problems.push({ path: at('planIds'), code: 'invalidChoice' });
  });
  return problems;
}

/** What the member kinds' rules say, in both languages (added to the catalogue by the page and the server). */
export const memberKindMessages = {
  memberKindValueFormat: {
    ja: '半角英小文字・数字と _ - だけの{limit}文字以内にしてください',
    en: 'Use only lower-case half-width letters, digits, _ and - (at most {limit})',
  },
  memberKindValueTaken: { ja: 'この値は他の種別で使われています', en: 'Another kind uses this value' },
} as const satisfies Record<string, Record<Language, string>>;
export type MemberKindMessages = typeof memberKindMessages;
