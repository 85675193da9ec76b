const TOKEN_KEY = 'token';

/** Remember-me keeps the token in localStorage; otherwise it lives for the tab only (spec §4). */
export const tokenStore = {
  get(): string | null {
    // A server render has no storage, and no session: it draws the page as a guest sees it.
    if (typeof localStorage === 'undefined') return null;
    return localStorage.getItem(TOKEN_KEY) ?? sessionStorage.getItem(TOKEN_KEY);
  },
  set(token: string, remember: boolean) {
    (remember ? localStorage : sessionStorage).setItem(TOKEN_KEY, token);
    (remember ? sessionStorage : localStorage).removeItem(TOKEN_KEY);
  },
  clear() {
    localStorage.removeItem(TOKEN_KEY);
    sessionStorage.removeItem(TOKEN_KEY);
  },
};

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

type UnauthorizedHandler = (sentToken: string) => void;
let onUnauthorized: UnauthorizedHandler | null = null;

/**
 * The session owner registers here once: any 401 to a request that carried a token means the
 * session is gone. It gets the token that was sent, so a late 401 cannot end a newer session.
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

/**
 * The server renders pages with these same calls and answers them in-process (entry-server.tsx), as it has
 * no origin to fetch from.
 */
export function setApiTransport(next: Transport) {
  transport = next;
}

/**
 * Sends a request as the signed-in shopper (or admin) and turns a refusal into an ApiError; a success is
 * returned unread, for the callers that want a file rather than JSON.
 */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  const url = `/api${path}${toQueryString(options.query)}`;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = tokenStore.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  // A form or a file goes as it is, under the content type the caller gives (or the browser's, for a form).
  if (options.body instanceof FormData || options.body instanceof Blob) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await transport(url, {
    method: options.method ?? 'GET',
    headers,
    body,
    signal: options.signal,
  });
  if (!res.ok && !options.readStatuses?.includes(res.status)) {
    throw refused(res.status, await res.text(), token);
  }
  return res;
}

/** A refusal as an ApiError, with the server's message when it sent one; a 401 to a session ends it. */
function refused(status: number, text: string, sentToken: string | null): ApiError {
  if (status === 401 && sentToken) onUnauthorized?.(sentToken);
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
export function apiUpload<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = tokenStore.get();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve(parseBody(xhr.responseText) as T)
        : reject(refused(xhr.status, xhr.responseText, token));
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

/** Spec §8's wording for a request that never reached the server. */
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';
/** Spec §8's wording when the server gave no reason of its own. */
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
