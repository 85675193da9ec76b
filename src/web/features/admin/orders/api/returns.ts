import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReturnDecisionBody, ReturnRequest, ReturnStatus } from '../../../../../domain/returns';
import { api } from '../../../../lib/api-client';
import { adminKeys, adminQuery, logged } from '../../shell/api/admin-query';
import { refreshOrderFigures } from './update-order-status';

export const RETURNS_FAILURE = 'Failed to fetch return requests';

/** Under the orders key, so every change to an order refreshes its requests too. */
export const orderReturnsQuery = (orderId: string) =>
  adminQuery<ReturnRequest[]>('/admin/returns', RETURNS_FAILURE, {
    query: { orderId },
    key: [...adminKeys.orders(), 'returns', orderId],
  });

export const useOrderReturns = (orderId: string) => useQuery(orderReturnsQuery(orderId));

/** Approving a return refunds it, which changes the order, its figures and the customer's: all are refreshed. */
function useReturnChanged() {
  const queryClient = useQueryClient();
  return () => refreshOrderFigures(queryClient);
}

export function useDecideReturn() {
  const changed = useReturnChanged();
  return useMutation({
    mutationFn: ({ id, ...body }: ReturnDecisionBody & { id: string }) =>
      logged('Failed to decide the request', () =>
        api<ReturnRequest>(`/admin/returns/${encodeURIComponent(id)}/decision`, { method: 'POST', body }),
      ),
    onSuccess: changed,
  });
}

export function useMarkDispatched() {
  const changed = useReturnChanged();
  return useMutation({
    mutationFn: (id: string) =>
      logged('Failed to mark the exchange dispatched', () =>
        api<ReturnRequest>(`/admin/returns/${encodeURIComponent(id)}/dispatched`, { method: 'POST' }),
      ),
    onSuccess: changed,
  });
}

/** GET /api/admin/returns?status=: every request, newest first. */
export const useReturns = (status: ReturnStatus | '') =>
  useQuery(
    adminQuery<ReturnRequest[]>('/admin/returns', RETURNS_FAILURE, {
      query: { status: status || undefined },
      key: [...adminKeys.orders(), 'returns', 'list', status],
    }),
  );
