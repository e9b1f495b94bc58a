import type { ReactNode } from 'react';
import { SWRConfig, type Middleware, type SWRResponse } from 'swr';

/**
 * Stories never reach a server: every SWR key a page asks for is answered from this map, a value
 * as data and an Error as a failed call. Unknown keys never settle (the loading state).
 */
export function MockApi({ responses, children }: { responses: Record<string, unknown>; children: ReactNode }) {
  const answer = (key: unknown): Promise<unknown> => {
    const name = typeof key === 'string' ? key : JSON.stringify(key);
    if (!(name in responses)) return new Promise(() => undefined);
    const value = responses[name];
    return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  };
  // The middleware type is generic in the data; this one answers any key, so it is typed loosely.
  const middleware = ((useSWRNext: (...args: unknown[]) => SWRResponse) => (key: unknown, _fetcher: unknown, config: object) =>
    useSWRNext(key, () => answer(key), { ...config, refreshInterval: 0 })) as unknown as Middleware;
  return <SWRConfig value={{ use: [middleware], provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>{children}</SWRConfig>;
}
