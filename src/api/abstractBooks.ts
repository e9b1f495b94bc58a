import useSWR from 'swr';
import type { AbstractBook } from '../../schemas/abstractBooks';
import type { Language } from '../../schemas/conferenceSettings';
import { getJson, postJson } from './http';

export type { AbstractBook };

export const abstractBooksKey = '/web_api/mng/abstract_books';

/** Whether one of the books is still being written. */
export const isWriting = (books: readonly AbstractBook[] | undefined) => books?.some((book) => book.status === 'queued' || book.status === 'running') ?? false;

/** The latest abstract books; asked again every second while one is being written, so its progress moves. */
export const useAbstractBooks = () =>
  useSWR(abstractBooksKey, getJson<{ abstractBooks: AbstractBook[] }>, {
    refreshInterval: (data) => (isWriting(data?.abstractBooks) ? 1000 : 0),
  });

export const requestAbstractBook = (language: Language) => postJson<{ id: number }>(abstractBooksKey, { language });
