import useSWR from 'swr';
import type { BannerInput, BannerPlacement, ExhibitionInput, PrizeInput } from '../../schemas/sponsors';
import type {
  BannerView,
  ExhibitionSummary,
  ExhibitionView,
  InsightView,
  PrizeView,
  RallyExhibitionView,
  RallyView,
  ShownBanner,
  SponsorConsoleView,
  SponsorFileView,
} from '../../engine/sponsors';
import { getJson, request } from './http';

export type {
  ShownBanner,
  BannerView,
  ExhibitionSummary,
  ExhibitionView,
  InsightView,
  PrizeView,
  RallyExhibitionView,
  RallyView,
  SponsorConsoleView,
  SponsorFileView,
};

const json = (method: string, body: object) => ({ method, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
const fileBody = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return body;
};

/** Participants (server/routes/sponsors.ts): the published exhibitions, one of them, a visit, and the dashboard's banners. */
export const useExhibitions = (q: string) =>
  useSWR<{ items: ExhibitionSummary[] }>(`/web_api/sponsor_exhibitions${q.trim() ? `?q=${encodeURIComponent(q.trim())}` : ''}`, getJson, {
    keepPreviousData: true,
  });
export const useExhibition = (id: number) => useSWR<{ exhibition: ExhibitionView }>(`/web_api/sponsor_exhibitions/${id}`, getJson);
export const recordVisit = (id: number) => request<{ ok: boolean }>(`/web_api/sponsor_exhibitions/${id}/visits`, { method: 'POST' });
export const useBanners = (enabled: boolean) =>
  useSWR<{ items: ShownBanner[] }>(enabled ? '/web_api/sponsor_banners' : null, getJson, { revalidateOnFocus: false });

/** The sponsor's own (server/routes/sponsors.ts): its exhibition, files, banners and insight. */
export const SPONSOR_CONSOLE_KEY = '/web_api/sponsor/exhibition';
export const useSponsorConsole = () => useSWR<SponsorConsoleView>(SPONSOR_CONSOLE_KEY, getJson);
export const saveExhibition = (input: ExhibitionInput) => request<SponsorConsoleView>(SPONSOR_CONSOLE_KEY, json('PUT', input));
export const addExhibitionFile = (kind: 'image' | 'file', file: File) =>
  request<{ file: SponsorFileView }>(`/web_api/sponsor/exhibition/files?kind=${kind}`, { method: 'POST', body: fileBody(file) });
export const removeExhibitionFile = (id: number) => request<{ ok: boolean }>(`/web_api/sponsor/exhibition/files/${id}`, { method: 'DELETE' });
export const addBanner = (placement: BannerPlacement, weight: number, file: File) =>
  request<{ banner: BannerView }>(`/web_api/sponsor/banners?placement=${placement}&weight=${weight}`, { method: 'POST', body: fileBody(file) });
export const updateBanner = (id: number, input: BannerInput) => request<{ banner: BannerView }>(`/web_api/sponsor/banners/${id}`, json('PUT', input));
export const removeBanner = (id: number) => request<{ ok: boolean }>(`/web_api/sponsor/banners/${id}`, { method: 'DELETE' });
export const useInsight = (enabled: boolean) =>
  useSWR<InsightView>(enabled ? '/web_api/sponsor/insight' : null, getJson, { refreshInterval: 30_000, revalidateOnFocus: true });

/** The point rally (server/routes/pointRally.ts). */
export const RALLY_KEY = '/web_api/point_rally';
export const useRally = () => useSWR<RallyView>(RALLY_KEY, getJson);
export const scanRallyCode = (code: string) =>
  request<{ exhibitionId: number; nameJa: string; nameEn: string; points: number }>(`${RALLY_KEY}/scans`, json('POST', { code }));
export const claimPrize = (id: number) => request<{ ok: boolean }>(`${RALLY_KEY}/prizes/${id}/claims`, { method: 'POST' });

/** The managers' rally page. */
export const MNG_RALLY_KEY = '/web_api/mng/point_rally';
export const useMngRally = () => useSWR<{ exhibitions: RallyExhibitionView[]; prizes: PrizeView[] }>(MNG_RALLY_KEY, getJson);
export const setRallyPoints = (exhibitionId: number, points: number) =>
  request<{ ok: boolean }>(`/web_api/mng/sponsor_exhibitions/${exhibitionId}/rally_points`, json('PUT', { points }));
export const createPrize = (input: PrizeInput) => request<{ id: number }>('/web_api/mng/rally_prizes', json('POST', input));
export const updatePrize = (id: number, input: PrizeInput) => request<{ ok: boolean }>(`/web_api/mng/rally_prizes/${id}`, json('PUT', input));
export const removePrize = (id: number) => request<{ ok: boolean }>(`/web_api/mng/rally_prizes/${id}`, { method: 'DELETE' });
