import type { OrderExportQuery } from '../../../../domain/admin';
import { ApiError, toQueryString, tokenStore } from '../../../lib/api-client';

const FALLBACK_NAME = 'orders.csv';

function fileNameOf(disposition: string | null): string {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? FALLBACK_NAME;
}

async function refusal(res: Response): Promise<ApiError> {
  const body: unknown = await res.json().catch(() => null);
  const message =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
      ? body.message
      : null;
  return new ApiError(res.status, message ?? `Request failed (${res.status})`, message !== null);
}

/**
 * The export is a file behind the staff session. A plain link sends no bearer token, so the file is fetched
 * here and handed to the browser as a Blob download.
 */
export async function downloadOrdersCsv(query: OrderExportQuery): Promise<void> {
  const token = tokenStore.get();
  const res = await fetch(`/api/admin/orders/export.csv${toQueryString(query)}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw await refusal(res);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(res.headers.get('Content-Disposition'));
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
