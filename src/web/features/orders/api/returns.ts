import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderReturns, ReturnRequest, ReturnRequestBody } from '../../../../domain/returns';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

const withToken = (token: string | null) => (token === null ? '' : `?token=${encodeURIComponent(token)}`);

/** GET /api/orders/:id/returns: what may still go back, and the requests made so far. */
export const orderReturnsQuery = (id: string, token: string | null) =>
  queryOptions({
    queryKey: ['orders', id, 'returns', token] as const,
    queryFn: ({ signal }) =>
      api<OrderReturns>(`/orders/${encodeURIComponent(id)}/returns${withToken(token)}`, { signal }),
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

export const downloadCreditNote = (orderId: string, refundId: string, token: string | null) =>
  downloadFile(
    `/orders/${encodeURIComponent(orderId)}/credit-notes/${encodeURIComponent(refundId)}`,
    { token },
    'credit-note.pdf',
  );
