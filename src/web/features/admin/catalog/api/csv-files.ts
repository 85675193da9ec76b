import { authorization, refusal } from '../../../../lib/download';

/** Sends a CSV file as the request body; the answer's JSON comes back with its status for the caller to read. */
export async function uploadCsv(path: string, file: Blob): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`/api${path}`, {
    method: 'POST',
    headers: { ...authorization(), 'Content-Type': 'text/csv', Accept: 'application/json' },
    body: file,
  });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok && res.status !== 422) throw await refusal(res, body);
  return { status: res.status, body };
}
