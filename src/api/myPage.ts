import useSWR from 'swr';
import { getJson } from './http';

interface PresentationRef {
  id: number;
  code: string;
  name: string;
  nameEn: string | null;
}

/** GET /web_api/mypage (server/routes/myPage.ts). */
export interface MyPageData {
  presentations: Array<PresentationRef & { kind: string; startAt: string | null; endAt: string | null }>;
  comments: Array<{ id: number; body: string; createdAt: string; hidden: boolean; presentation: PresentationRef }>;
  commentCount: number;
  favouriteCount: number;
}

export const MY_PAGE_KEY = '/web_api/mypage';
export const useMyPage = () => useSWR(MY_PAGE_KEY, getJson<MyPageData>);
