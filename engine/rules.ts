import type { FieldKind, KindSetting, RequirementFlag, ResolvedConferenceSettings } from '../schemas/conferenceSettings';

/**
 * The vocabulary of the rules tables (ARCHITECTURE.md "How to add…"). A row says how one
 * field's presence follows from the settings; builders read rows and never test a flag by hand.
 */

export type Presence = 'absent' | 'optional' | 'required';

export type Rule =
  /** Present in every conference. */
  | { type: 'always'; presence: Exclude<Presence, 'absent'> }
  /** A requirement flag: on makes the field `on` (required by default), off `off` (optional by default). */
  | { type: 'flag'; setting: RequirementFlag | 'isExternalMemberCollationEnabled'; on?: Presence; off?: Presence }
  /** A kind setting: none, optional or required; `cap` keeps a part optional (a middle name). */
  | { type: 'kind'; setting: KindSetting; cap?: 'optional' };

/** The field exists only while another field of the form has (or has not) a value. */
export type Condition =
  | { field: string; equals: string; orMissing?: boolean }
  | { field: string; notEquals: string }
  /** One of several values (the participation plans that ask for a member code). */
  | { field: string; oneOf: readonly string[] };

export interface RuleRow {
  field: string;
  rule: Rule;
  onlyWhen?: Condition;
}

const presenceOfKind: Record<FieldKind, Presence> = { none: 'absent', optional: 'optional', required: 'required' };

export function presenceOf(rule: Rule, settings: ResolvedConferenceSettings): Presence {
  switch (rule.type) {
    case 'always':
      return rule.presence;
    case 'flag':
      return settings[rule.setting] ? (rule.on ?? 'required') : (rule.off ?? 'optional');
    case 'kind': {
      const presence = presenceOfKind[settings[rule.setting]];
      return rule.cap && presence === 'required' ? rule.cap : presence;
    }
  }
}

/** Human-readable reason, for `npm run forms` and error reports. */
export function describeRule(row: RuleRow, settings: ResolvedConferenceSettings): string {
  const { rule } = row;
  const base =
    rule.type === 'always'
      ? `always ${rule.presence}`
      : rule.type === 'flag'
        ? `${rule.setting}=${settings[rule.setting]}`
        : `${rule.setting}=${settings[rule.setting]}${rule.cap ? ` (at most ${rule.cap})` : ''}`;
  if (!row.onlyWhen) return base;
  return `${base}; only when ${describeCondition(row.onlyWhen)}`;
}

export function describeCondition(condition: Condition): string {
  if ('equals' in condition) {
    return `${condition.field} = ${condition.equals}${condition.orMissing ? ' or empty' : ''}`;
  }
  if ('oneOf' in condition) return `${condition.field} in (${condition.oneOf.join(', ')})`;
  return `${condition.field} != ${condition.notEquals}`;
}

export function conditionHolds(condition: Condition, read: (path: string) => unknown): boolean {
  const value = read(condition.field);
  if ('equals' in condition) {
    return value === condition.equals || (!!condition.orMissing && (value === undefined || value === ''));
  }
  if ('oneOf' in condition) return typeof value === 'string' && condition.oneOf.includes(value);
  return value !== undefined && value !== '' && value !== condition.notEquals;
}

/** The JSON Schema `if` of a condition: what the engine's validators and RJSF test the data with. */
export function conditionSchema(condition: Condition): Record<string, unknown> {
  if ('equals' in condition) {
    return condition.orMissing
      ? { properties: { [condition.field]: { const: condition.equals } } }
      : { required: [condition.field], properties: { [condition.field]: { const: condition.equals } } };
  }
  if ('oneOf' in condition) return { required: [condition.field], properties: { [condition.field]: { enum: [...condition.oneOf] } } };
  return { required: [condition.field], properties: { [condition.field]: { not: { const: condition.notEquals } } } };
}

export function conditionKey(condition: Condition): string {
  return JSON.stringify(condition);
}
