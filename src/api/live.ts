import { useEffect, useRef, useState } from 'react';
import useSWR, { type KeyedMutator } from 'swr';
import type { CommentView } from '../../engine/live/comments';
import { getJson, postJson, request } from './http';

export type { CommentView };

export interface Likes {
  count: number;
  liked: boolean;
}

/** A presentation's comments and likes, the conference's comment limit, and the live event they were read at. */
export interface Talk {
  comments: CommentView[];
  likes: Likes;
  lastEventId: number;
  maxLength: number;
}

const talkPath = (presentationId: number) => `/web_api/presentations/${presentationId}/talk`;

export function useTalk(presentationId: number) {
  return useSWR<Talk>(talkPath(presentationId), getJson, { revalidateOnFocus: false });
}

export const postComment = (presentationId: number, body: string) =>
  postJson<{ comment: CommentView }>(`/web_api/presentations/${presentationId}/comments`, { body });

export const editComment = (id: number, body: string) =>
  request<{ comment: CommentView }>(`/web_api/comments/${id}`, {
    method: 'PATCH',
    body: JSON.stringify({ body }),
    headers: { 'Content-Type': 'application/json' },
  });

export const deleteComment = (id: number) => request<{ ok: boolean }>(`/web_api/comments/${id}`, { method: 'DELETE' });

export const hideComment = (id: number, reason: string) => postJson<{ comment: CommentView }>(`/web_api/mng/comments/${id}/hide`, { reason });

export const setLike = (presentationId: number, liked: boolean) =>
  request<{ likes: Likes }>(`/web_api/presentations/${presentationId}/like`, { method: liked ? 'PUT' : 'DELETE' });

/** A comment put in its place in a list kept oldest first: replaced where it is, else added in id order. */
export function withComment(comments: readonly CommentView[], comment: CommentView): CommentView[] {
  const at = comments.findIndex((item) => item.id === comment.id);
  if (at >= 0) return comments.map((item) => (item.id === comment.id ? comment : item));
  return [...comments, comment].sort((a, b) => a.id - b.id);
}

/** live: events arrive; reconnecting: the connection dropped and the browser is trying again; failed: §8's "please reload". */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'failed';

/** Tries in a row without getting through after which the page says the stream failed. */
const FAILED_AFTER_ERRORS = 5;

/**
 * Keeps a presentation's talk current while the page is open (issue 65): the server's event stream
 * from the event the talk was read at. The browser reconnects by itself and the server resumes
 * after the last event it had, so no comment is lost or doubled; a `reset` (away too long) reads
 * the talk again. `onComment` hears each comment someone else wrote, for the page to announce.
 */
export function useLiveTalk(
  presentationId: number,
  talk: Talk | undefined,
  mutate: KeyedMutator<Talk>,
  onComment?: (comment: CommentView) => void,
): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const startAt = useRef<number | undefined>(undefined);
  const heard = useRef(onComment);
  heard.current = onComment;
  const latest = useRef(talk);
  latest.current = talk;
  if (talk && startAt.current === undefined) startAt.current = talk.lastEventId;
  const ready = talk !== undefined;

  useEffect(() => {
    if (!ready || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/web_api/presentations/${presentationId}/live?after=${startAt.current ?? 0}`);
    let errors = 0;
    const update = (change: (talk: Talk) => Talk) => void mutate((current) => (current ? change(current) : current), { revalidate: false });
    source.addEventListener('open', () => {
      errors = 0;
      setStatus('live');
    });
    source.addEventListener('error', () => {
      errors += 1;
      if (source.readyState === EventSource.CLOSED || errors >= FAILED_AFTER_ERRORS) {
        source.close();
        setStatus('failed');
      } else {
        setStatus('reconnecting');
      }
    });
    source.addEventListener('comment', (event) => {
      const { comment } = JSON.parse((event as MessageEvent<string>).data) as { comment: CommentView };
      const known = latest.current?.comments.some((item) => item.id === comment.id);
      update((current) => ({ ...current, comments: withComment(current.comments, comment) }));
      if (!known) heard.current?.(comment);
    });
    source.addEventListener('commentRemoved', (event) => {
      const { id, hidden } = JSON.parse((event as MessageEvent<string>).data) as { id: number; hidden?: boolean };
      // A hidden comment stays for its author and managers, with the reason: the server says whom.
      if (hidden) void mutate();
      else update((current) => ({ ...current, comments: current.comments.filter((item) => item.id !== id) }));
    });
    source.addEventListener('likes', (event) => {
      const { count } = JSON.parse((event as MessageEvent<string>).data) as { count: number };
      update((current) => ({ ...current, likes: { ...current.likes, count } }));
    });
    source.addEventListener('reset', () => void mutate());
    return () => source.close();
  }, [presentationId, ready, mutate]);

  return status;
}
