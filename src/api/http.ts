/**
 * The one way the browser talks to the server: every request carries the page's CSRF token and
 * the XMLHttpRequest marker (ARCHITECTURE.md "Security in one screen"); failures become ApiRequestError with the
 * server's message in both languages.
 */
export interface ServerFieldError {
  field: string;
  message: string;
  messageEn: string;
}

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly messageJa: string | undefined,
    readonly messageEn: string | undefined,
    readonly fieldErrors: ServerFieldError[] = [],
    /** The server's catalogue key and variables, for messages the browser translates itself. */
    readonly messageKey?: string,
    readonly messageVariables?: Record<string, string | number>,
  ) {
    super(messageEn ?? messageJa ?? `HTTP ${status}`);
    this.name = 'ApiRequestError';
  }
}

let csrfToken: string | undefined;

async function currentCsrfToken(): Promise<string> {
  csrfToken ??= document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content || undefined;
  if (!csrfToken) {
    // Pages not served by the server (Vite dev) fetch a token instead.
    const response = await fetch('/web_api/csrf_token', { credentials: 'same-origin' });
    csrfToken = ((await response.json()) as { token: string }).token;
  }
  return csrfToken;
}

/**
 * The answers the server wrote into the page for its first calls (server/plugins/spa.ts,
 * engine/routes.ts `routeFirstCalls`): each serves the first GET of its path, once. What the
 * route's start has not taken is dropped (src/main.tsx), so no later call gets an old answer.
 */
let carried: Map<string, unknown> | undefined;
/** The paths the page's answers served. */
const served: string[] = [];

function takeCarried(path: string): { value: unknown } | undefined {
  if (!carried) {
    carried = new Map();
    const text = typeof document === 'undefined' ? undefined : document.getElementById('kaigi-answers')?.textContent;
    try {
      if (text) carried = new Map(Object.entries(JSON.parse(text) as Record<string, unknown>));
    } catch {
      // A page without answers asks the server.
    }
  }
  if (!carried.has(path)) return undefined;
  const value = carried.get(path);
  carried.delete(path);
  served.push(path);
  return { value };
}

/** Ends the page's carried answers: later calls go to the server. Returns the paths they served. */
export function dropCarriedAnswers(): readonly string[] {
  carried = new Map();
  return served;
}

export async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  if ((init.method ?? 'GET') === 'GET') {
    const answer = takeCarried(path);
    if (answer) return answer.value as T;
  }
  const response = await requestRaw(path, init, 'application/json');
  return (await response.json().catch(() => undefined)) as T;
}

/**
 * A call whose answer is not JSON (a PDF): the same headers, CSRF token and refusals as
 * {@link request}, and the response itself when it succeeds.
 */
export async function requestRaw(path: string, init: RequestInit = {}, accept = '*/*'): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('X-Requested-With', 'XMLHttpRequest');
  headers.set('Accept', accept);
  // The interface's language, so a message the server writes in one language (GraphQL's own) is this one.
  if (typeof document !== 'undefined') headers.set('Accept-Language', document.documentElement.lang === 'en' ? 'en' : 'ja');
  if (init.method && init.method !== 'GET') headers.set('X-CSRF-Token', await currentCsrfToken());
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers, credentials: 'same-origin' });
  } catch {
    throw new ApiRequestError(0, 'サーバーに接続できませんでした', 'Could not reach the server');
  }
  // A login renews the CSRF secret; the server hands the new token over in this header.
  const renewedToken = response.headers.get('x-csrf-token');
  if (renewedToken) csrfToken = renewedToken;
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as
      | { message?: string; messageEn?: string; errors?: ServerFieldError[]; messageKey?: string; messageVariables?: Record<string, string | number> }
      | undefined;
    throw new ApiRequestError(response.status, body?.message, body?.messageEn, body?.errors ?? [], body?.messageKey, body?.messageVariables);
  }
  return response;
}

export const getJson = <T>(path: string) => request<T>(path);

/** A multipart form from `[name, value]` pairs, as the spec's calls expect. */
export function formBody(entries: ReadonlyArray<readonly [string, string]>): FormData {
  const body = new FormData();
  for (const [key, value] of entries) body.append(key, value);
  return body;
}

export const postJson = <T>(path: string, value: unknown) =>
  request<T>(path, { method: 'POST', body: JSON.stringify(value), headers: { 'Content-Type': 'application/json' } });
