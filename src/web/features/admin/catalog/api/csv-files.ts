import { apiFetch } from '../../../../lib/api-client';

/** Sends a CSV file as the request body; the answer's JSON comes back with its status for the caller to read. */
export async function uploadCsv(path: string, file: Blob): Promise<{ status: number; body: unknown }> {
  const res = await apiFetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'text/csv' },
    body: file,
    readStatuses: [422],
  });
  const body: unknown = await res.json().catch(() => null);
  return { status: res.status, body };
}
