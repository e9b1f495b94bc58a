import useSWR from 'swr';
import type { CustomQuestion } from '../../schemas/customQuestions';
import { getJson } from './http';

export const customQuestionsKey = '/web_api/custom_user_questions/latest';

/** The latest custom question set (docs/requirements/public-area.md §7). */
export function useCustomQuestions() {
  return useSWR(customQuestionsKey, getJson<{ version: number; items: CustomQuestion[] }>, { revalidateOnFocus: false });
}
