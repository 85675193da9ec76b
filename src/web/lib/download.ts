import { apiFetch, ApiError, tokenStore, type RequestOptions } from './api-client';

function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? fallback;
}

export const authorization = (): Record<string, string> => {
  const token = tokenStore.get();
  return token ? { Authorization: `Bearer ${token}` } : {};
};

export async function refusal(res: Response, body?: unknown): Promise<ApiError> {
  const parsed: unknown = body ?? (await res.json().catch(() => null));
  const message =
    parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string'
      ? parsed.message
      : null;
  return new ApiError(res.status, message ?? `Request failed (${res.status})`, message !== null);
}

/**
 * A file behind a session (an export, an invoice). A plain link sends no bearer token, so the file is fetched
 * here and handed to the browser as a Blob download, under the name the server gives it.
 */
export async function downloadFile(
  path: string,
  query: RequestOptions['query'],
  fallbackName: string,
): Promise<void> {
  // Any type: the file is a PDF or a CSV, not the JSON the client asks for by default.
  const res = await apiFetch(path, { query, headers: { Accept: '*/*' } });
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(res.headers.get('Content-Disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
