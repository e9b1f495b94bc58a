import type { LocalizedText } from '../messages';
import type { Condition, Rule } from '../rules';
import { JAPAN } from '../lists/countries';
import type { Asked, Choice, FormKind, UserColumn } from './fieldTypes';

/** The small vocabulary the registry rows are written in. */
export const NAME_MAX = 50;
export const TEXT_MAX = 255;

export const text = (maxLength = TEXT_MAX) => ({ type: 'string', maxLength });
export const url = { type: 'string', format: 'uri', pattern: '^https?://', maxLength: 2048 };
export const phone = { type: 'string', maxLength: 30, pattern: '^[0-9+()\\- ]*$' };
export const label = (ja: string, en: string): LocalizedText => ({ ja, en });
export const choice = (value: string, ja: string, en: string): Choice => ({ value, label: { ja, en } });

export const always = (presence: 'required' | 'optional'): Rule => ({ type: 'always', presence });
export const flag = (setting: Extract<Rule, { type: 'flag' }>['setting'], on?: 'required' | 'optional', off?: 'absent' | 'optional'): Rule => ({
  type: 'flag',
  setting,
  ...(on ? { on } : {}),
  ...(off ? { off } : {}),
});
export const kind = (setting: Extract<Rule, { type: 'kind' }>['setting'], cap?: 'optional'): Rule => ({ type: 'kind', setting, ...(cap ? { cap } : {}) });
/** Asked by both forms under the same rule. */
export const both = (rule: Rule): Partial<Record<FormKind, Asked>> => ({ registration: { rule }, commission: { rule } });
/** The conference asks for the field (and requires it) only when the flag is on. */
export const askedWhen = (setting: 'isRequireMemberStatus' | 'isRequireParticipateMethod' | 'isRequireRequestLetterKind'): Rule =>
  flag(setting, 'required', 'absent');

// Addresses follow the country (`inJapan`); nobody abroad has a prefecture.
export const abroad: Condition = { field: 'country', notEquals: JAPAN };
export const otherContact: Condition = { field: 'contactKind', notEquals: 'me' };

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

export const snsNetworks = [
  ['twitter', 'X (Twitter)', 'snsTwitterUrl'],
  ['facebook', 'Facebook', 'snsFacebookUrl'],
  ['linkedin', 'LinkedIn', 'snsLinkedinUrl'],
  ['researchgate', 'ResearchGate', 'snsResearchgateUrl'],
  ['eight', 'Eight', 'snsEightUrl'],
] as const satisfies ReadonlyArray<readonly [string, string, UserColumn]>;
