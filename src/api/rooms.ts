import useSWR from 'swr';
import { roomOwnerSegments, type RoomOwner, type RoomView } from '../../engine/live/rooms';
import { getJson, request } from './http';

export type { RoomOwner, RoomView };

export interface RoomState {
  room: RoomView | null;
  mayManage: boolean;
  defaultCapacity: number | null;
}

/** A presentation's or a session's room: `/web_api/presentations/:id/room`, `/web_api/sessions/:id/room`. */
export const roomPath = (owner: RoomOwner) => `/web_api/${roomOwnerSegments[owner.kind]}/${owner.id}/room`;

export const useRoom = (owner: RoomOwner) => useSWR<RoomState>(roomPath(owner), getJson, { revalidateOnFocus: true });

export const joinRoom = (owner: RoomOwner) => request<{ room: RoomView }>(`${roomPath(owner)}/join`, { method: 'POST' });

export const stayInRoom = (owner: RoomOwner) => request<{ ok: boolean }>(`${roomPath(owner)}/presence`, { method: 'PUT' });

export const leaveRoom = (owner: RoomOwner, keepalive = false) => request<{ ok: boolean }>(`${roomPath(owner)}/presence`, { method: 'DELETE', keepalive });

const managedPath = (owner: RoomOwner) => `/web_api/mng/${roomOwnerSegments[owner.kind]}/${owner.id}/room`;

export const setRoom = (owner: RoomOwner, meetingUrl: string, capacity: number | null) =>
  request<{ room: RoomView }>(managedPath(owner), {
    method: 'PUT',
    body: JSON.stringify({ meetingUrl, capacity }),
    headers: { 'Content-Type': 'application/json' },
  });

export const removeRoom = (owner: RoomOwner) => request<{ ok: boolean }>(managedPath(owner), { method: 'DELETE' });
