import { apiFetch, type RequestOptions } from './api-client';

function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? fallback;
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
