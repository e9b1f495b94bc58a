import useSWR from 'swr';
import type { RoomView } from '../../engine/live/rooms';
import { getJson, request } from './http';

export type { RoomView };

export interface RoomState {
  room: RoomView | null;
  mayManage: boolean;
  defaultCapacity: number | null;
}

export const roomPath = (presentationId: number) => `/web_api/presentations/${presentationId}/room`;

export const useRoom = (presentationId: number) => useSWR<RoomState>(roomPath(presentationId), getJson, { revalidateOnFocus: true });

export const joinRoom = (presentationId: number) => request<{ room: RoomView }>(`${roomPath(presentationId)}/join`, { method: 'POST' });

export const stayInRoom = (presentationId: number) => request<{ ok: boolean }>(`${roomPath(presentationId)}/presence`, { method: 'PUT' });

export const leaveRoom = (presentationId: number, keepalive = false) =>
  request<{ ok: boolean }>(`${roomPath(presentationId)}/presence`, { method: 'DELETE', keepalive });

export const setRoom = (presentationId: number, meetingUrl: string, capacity: number | null) =>
  request<{ room: RoomView }>(`/web_api/mng/presentations/${presentationId}/room`, {
    method: 'PUT',
    body: JSON.stringify({ meetingUrl, capacity }),
    headers: { 'Content-Type': 'application/json' },
  });

export const removeRoom = (presentationId: number) => request<{ ok: boolean }>(`/web_api/mng/presentations/${presentationId}/room`, { method: 'DELETE' });
