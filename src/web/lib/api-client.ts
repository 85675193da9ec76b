import { CSRF_HEADER, CSRF_REFUSED, SESSION_HINT_COOKIE } from '../../domain/session';

/**
 * The session itself is an httpOnly cookie no script can read (decision 039); beside it the server sets a
 * readable hint, so the page knows at once whether there is a session to ask the server about.
 */
export function hasSession(): boolean {
  // A server render has no cookies, and no session: it draws the page as a guest sees it.
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((pair) => pair.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}

/**
 * Ends the session on this device even when the server cannot be reached to clear its cookies: without the
 * hint the server no longer honours the session cookie.
 */
export function forgetSession() {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
}

/** Counts sign-ins and sign-outs, so a 401 to a request sent before one cannot end the session after it. */
let sessionEpoch = 0;
export function sessionChanged() {
  sessionEpoch += 1;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** false when the server sent no message of its own and `message` is a generic stand-in */
    readonly fromServer = true,
  ) {
    super(message);
  }
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler | null = null;

/**
 * The session owner registers here once: a 401 to a request sent with the session that is still current means
 * the session is gone. A late 401 to a request sent before a sign-in or sign-out is not heard.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null) {
  onUnauthorized = handler;
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // A proxy's HTML error page, say; the status still tells the caller what happened.
    return undefined;
  }
}

type QueryValue = string | number | boolean | undefined | null | readonly string[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** extra request headers, such as a refund's Idempotency-Key */
  headers?: Record<string, string>;
  /** refusals the caller reads itself (a CSV import's 422 lists its bad rows) instead of an ApiError */
  readStatuses?: readonly number[];
}

export function toQueryString(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
    } else params.set(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/** The token this browser proves its state-changing requests with, asked for once per page load. */
let csrfToken: Promise<string> | null = null;

function currentCsrfToken(): Promise<string> {
  csrfToken ??= transport('/api/auth/csrf', { headers: { Accept: 'application/json' } })
    .then(async (res) => {
      if (!res.ok) throw refused(res.status, await res.text(), null);
      return ((await res.json()) as { csrfToken: string }).csrfToken;
    })
    .catch((error: unknown) => {
      csrfToken = null;
      throw error;
    });
  return csrfToken;
}

/**
 * Asks for the CSRF token ahead of need, so a signed-in shopper's first Add to Cart (replayed, decision 016)
 * does not wait a round trip for it.
 */
export function prefetchCsrfToken() {
  currentCsrfToken().catch(() => {
    // Asked for again, and reported, by the request that needs it.
  });
}

const changesState = (method: string) => method !== 'GET' && method !== 'HEAD';

/** A refusal of the CSRF token (its cookie expired with the browser session, say): worth one fresh token. */
const csrfRefused = (status: number, text: string) => status === 403 && text.includes(CSRF_REFUSED);

/** What a request is sent with: whether a session was there and which, to judge a 401 by. */
interface SentWith {
  session: boolean;
  epoch: number;
}
const sentNow = (): SentWith => ({ session: hasSession(), epoch: sessionEpoch });

/**
 * The server renders pages with these same calls and answers them in-process (entry-server.tsx), as it has
 * no origin to fetch from.
 */
export function setApiTransport(next: Transport) {
  transport = next;
}

/**
 * Sends a request as the signed-in shopper (or admin), whose session cookie the browser adds, with the CSRF
 * token on anything that changes state, and turns a refusal into an ApiError; a success is returned unread,
 * for the callers that want a file rather than JSON.
 */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  const url = `/api${path}${toQueryString(options.query)}`;
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  // A form or a file goes as it is, under the content type the caller gives (or the browser's, for a form).
  if (options.body instanceof FormData || options.body instanceof Blob) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const send = async () => {
    if (changesState(method)) headers[CSRF_HEADER] = await currentCsrfToken();
    return transport(url, { method, headers, body, signal: options.signal });
  };
  let sent = sentNow();
  let res = await send();
  if (!res.ok && changesState(method) && csrfRefused(res.status, await res.clone().text())) {
    csrfToken = null;
    sent = sentNow();
    res = await send();
  }
  if (!res.ok && !options.readStatuses?.includes(res.status)) {
    throw refused(res.status, await res.text(), sent);
  }
  return res;
}

/** A refusal as an ApiError, with the server's message when it sent one; a 401 to a session ends it. */
function refused(status: number, text: string, sent: SentWith | null): ApiError {
  if (status === 401 && sent?.session && sent.epoch === sessionEpoch) onUnauthorized?.();
  const data = parseBody(text);
  const serverMessage =
    data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
      ? data.message
      : null;
  return new ApiError(status, serverMessage ?? `Request failed (${status})`, serverMessage !== null);
}

/**
 * POSTs a form as the signed-in user with upload progress (fetch reports none, and a 50 MB video on a phone
 * connection needs a progress bar); answers and refusals come back as `api` gives them.
 */
export async function apiUpload<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
  const token = await currentCsrfToken();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(CSRF_HEADER, token);
    const sent = sentNow();
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve(parseBody(xhr.responseText) as T);
      // A refused token is asked for afresh next time; a 50 MB upload is not sent twice unasked.
      if (csrfRefused(xhr.status, xhr.responseText)) csrfToken = null;
      reject(refused(xhr.status, xhr.responseText, sent));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.send(form);
  });
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const res = await apiFetch(path, options);
  return { data: parseBody(await res.text()) as T, headers: res.headers };
}

export const api = async <T>(path: string, options?: RequestOptions): Promise<T> =>
  (await apiRequest<T>(path, options)).data;

/** the wording of docs/store-rules.md#errors for a request that never reached the server. */
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';
/** the wording of docs/store-rules.md#errors when the server gave no reason of its own. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/**
 * What to tell a shopper about a failed call: the server's own message when it sent one, otherwise
 * `fallback`; `networkMessage` when the request never got an answer (fetch rejects with a TypeError).
 */
export function errorMessage(error: unknown, fallback: string, networkMessage = fallback): string {
  if (error instanceof ApiError) return error.fromServer ? error.message : fallback;
  if (error instanceof TypeError) return networkMessage;
  return fallback;
}

/**
 * A 4xx answer says the thing is not there for this caller (missing, malformed, someone else's); asking
 * again will not change it. Anything else (a 5xx, a lost connection, a timeout) is worth a retry.
 */
export const meansNotFound = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  ![408, 429].includes(error.status);
