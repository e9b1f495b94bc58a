import type { CollationInput } from '../../engine/registration/collation';
import type { PostalAddress } from '../../engine/postalCode';
import { request, type ServerFieldError } from './http';

export interface CollationAnswer {
  ok: boolean;
  suggestionAttributes?: { nameSei: string; nameMei: string; affiliation: string; externalMemberId: string };
  errors: ServerFieldError[];
}

/** POST /web_api/external_members/collate (docs/requirements/public-area.md §7). */
export function collateMember(input: CollationInput, signal?: AbortSignal) {
  return request<CollationAnswer>('/web_api/external_members/collate', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
    signal,
  });
}

/** GET /web_api/postal_codes/{code}: the server's postal lookup (offline data or a provider). */
export function lookUpPostalCode(code: string, signal?: AbortSignal) {
  return request<{ code: string; items: PostalAddress[] }>(`/web_api/postal_codes/${encodeURIComponent(code)}`, { signal });
}
