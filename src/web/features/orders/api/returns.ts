import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Returnable, ReturnRequest, ReturnRequestBody } from '../../../../domain/returns';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

const withToken = (token: string | null) => (token === null ? '' : `?token=${encodeURIComponent(token)}`);

/** GET /api/orders/:id/returns: what may still go back, and the requests made so far. */
export const orderReturnsQuery = (id: string, token: string | null) =>
  queryOptions({
    queryKey: ['orders', id, 'returns', token] as const,
    queryFn: ({ signal }) =>
      api<{ returnable: Returnable; requests: ReturnRequest[] }>(
        `/orders/${encodeURIComponent(id)}/returns${withToken(token)}`,
        { signal },
      ),
  });

export function useRequestReturn(id: string, token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnRequestBody) =>
      api<ReturnRequest>(`/orders/${encodeURIComponent(id)}/returns${withToken(token)}`, {
        method: 'POST',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders', id, 'returns'] }),
  });
}

/** A photo for the request, through the shoppers' upload door (checked and re-encoded by the server). */
export function uploadReturnPhoto(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api<{ url: string }>('/uploads/inspiration', { method: 'POST', body: form });
}

export const downloadCreditNote = (orderId: string, refundId: string, token: string | null) =>
  downloadFile(
    `/orders/${encodeURIComponent(orderId)}/credit-notes/${encodeURIComponent(refundId)}`,
    { token },
    'credit-note.pdf',
  );
