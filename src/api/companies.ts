import useSWR from 'swr';
import { getJson } from './http';

export interface Company {
  id: number;
  name: string;
  url: string | null;
  note: string | null;
}

export type CompanyKind = 'related' | 'supporting';

const paths = { related: '/web_api/related_companies', supporting: '/web_api/supporting_companies' } as const;

export function useCompanies(kind: CompanyKind) {
  return useSWR(
    paths[kind],
    async (path: string) => {
      const body = await getJson<{ relatedCompanies?: Company[]; supportingCompanies?: Company[] }>(path);
      return (kind === 'related' ? body.relatedCompanies : body.supportingCompanies) ?? [];
    },
    { revalidateOnFocus: false },
  );
}
