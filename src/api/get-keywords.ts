import useSWR from 'swr';
import type { KeywordCategory } from '../../schemas/keywords';
import { getJson } from './http';

export const keywordsKey = '/web_api/keywords';

export function useKeywordCategories() {
  return useSWR(keywordsKey, getJson<{ categories: KeywordCategory[] }>, { revalidateOnFocus: false });
}
