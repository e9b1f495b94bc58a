import useSWR from 'swr';
import type { MemberKindInput, MemberKindsInput } from '../../schemas/memberKinds';
import { getJson, request } from './http';

/** GET|PUT /web_api/mng/member_kinds (server/routes/memberKinds.ts). */
export interface MemberKindList {
  kinds: (MemberKindInput & { id: number })[];
  plans: { id: number; name: string; nameEn: string }[];
  version: number;
  savedAt: string | null;
}

export const MEMBER_KINDS_KEY = '/web_api/mng/member_kinds';
export const useMemberKinds = () => useSWR(MEMBER_KINDS_KEY, getJson<MemberKindList>);
export const saveMemberKinds = (input: MemberKindsInput) =>
  request<MemberKindList>(MEMBER_KINDS_KEY, { method: 'PUT', body: JSON.stringify(input), headers: { 'Content-Type': 'application/json' } });
