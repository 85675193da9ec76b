import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '../../../../domain/order';
import { api } from '../../../lib/api-client';
import { orderQuery, ordersQuery } from './get-orders';

/** POST /api/orders/:id/cancel; `token` is a guest's signed link, in place of a session. */
export const cancelOrder = (id: string, token: string | null) =>
  api<Order>(
    `/orders/${encodeURIComponent(id)}/cancel${token === null ? '' : `?token=${encodeURIComponent(token)}`}`,
    { method: 'POST' },
  );

export function useCancelOrder(id: string, token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOrder(id, token),
    onSuccess: async (order) => {
      queryClient.setQueryData(orderQuery(id, token).queryKey, order);
      await queryClient.invalidateQueries({ queryKey: ordersQuery().queryKey });
    },
  });
}
