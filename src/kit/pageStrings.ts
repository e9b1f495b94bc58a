import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import mapValues from 'lodash-es/mapValues';
import merge from 'lodash-es/merge';
import set from 'lodash-es/set';
import type { LocalizedText } from '../../engine/messages';

type Catalogue = Record<string, unknown>;

/** One catalogue in both languages. */
export type PageStrings = { ja: Catalogue; en: Catalogue };

/**
 * The strings only some pages use, shipped with those pages instead of in every first load: the
 * page's chunk carries its catalogue in both languages and adds it to the app's i18n instance the
 * first time one of its components renders (synchronously, so the first paint is translated).
 * Switching language needs nothing more: both languages are added together.
 */
export function usePageStrings(...catalogues: PageStrings[]) {
  const result = useTranslation();
  for (const strings of catalogues) addOnce(result.i18n, strings);
  return result;
}

/**
 * The catalogues already added, per resource store: react-i18next hands each component its own
 * copy of the i18n instance (a wrapper sharing the store), so keyed by the instance every mount
 * added the whole catalogue again (50 status chips, 50 times).
 */
const added = new WeakMap<I18n['store'], WeakSet<object>>();

function addOnce(i18n: I18n, strings: PageStrings) {
  let seen = added.get(i18n.store);
  if (!seen) added.set(i18n.store, (seen = new WeakSet()));
  if (seen.has(strings)) return;
  seen.add(strings);
  for (const language of ['ja', 'en'] as const) i18n.addResourceBundle(language, 'translation', strings[language], true, false);
}

/**
 * `strings` with `labels` added under the dotted `key`, each in its language: names the engine keeps
 * once (roles, statuses) because the server writes them too, as in a CSV.
 */
export function withLabels(strings: PageStrings, key: string, labels: Record<string, LocalizedText>): PageStrings {
  const add = (language: 'ja' | 'en') =>
    merge(
      {},
      strings[language],
      set(
        {},
        key,
        mapValues(labels, (label) => label[language]),
      ),
    );
  return { ja: add('ja'), en: add('en') };
}
