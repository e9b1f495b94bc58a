import type { Language } from '../../schemas/conferenceSettings';
import { countryOptions } from './countries';

/**
 * Choice lists a form names only when someone reads the names (the list opens, or a chosen value is
 * shown), not when the form is built. Naming the countries takes the runtime's locale data for
 * region names, the longest single task of a sign-up page's load once its code was in: 30–40 ms at
 * 1x CPU in Chromium (BENCHMARKS.md, session 30). A field names its list by key
 * (`choices: 'countries'`); its enum comes from its `values`, which need no names.
 */
export const choicesOnDemand = { countries: countryOptions } satisfies Record<string, (language: Language) => ReadonlyArray<{ value: string; label: string }>>;

export type OnDemandChoices = keyof typeof choicesOnDemand;

/** The uiSchema option that carries the key, read by the select and the confirmation summary. */
export const ON_DEMAND_OPTION = 'choicesOnDemand';

/** The key a field's uiSchema names, if any. */
export function onDemandKey(ui: Readonly<Record<string, unknown>> | undefined): OnDemandChoices | undefined {
  const key = (ui?.['ui:options'] as Record<string, unknown> | undefined)?.[ON_DEMAND_OPTION];
  return typeof key === 'string' && key in choicesOnDemand ? (key as OnDemandChoices) : undefined;
}

/** The names of a list by value, in a language. */
export function onDemandNames(key: OnDemandChoices, language: Language): Record<string, string> {
  return Object.fromEntries(choicesOnDemand[key](language).map((option) => [option.value, option.label]));
}
