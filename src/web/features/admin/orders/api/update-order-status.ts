import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys, logged } from '../../shell/api/admin-query';
import type { AdminOrderDetail, OrderStatusBody } from '../../../../../domain/order-admin';
import { orderQuery } from './get-order';

export const STATUS_FAILURE = 'Failed to update order status';

export const updateOrderStatus = (id: string, body: OrderStatusBody) =>
  logged(STATUS_FAILURE, () =>
    api<AdminOrderDetail>(`/admin/orders/${encodeURIComponent(id)}/status`, { method: 'PATCH', body }),
  );

/** A change to an order moves the order lists, the revenue figures and its customer's totals: all refetch. */
export const refreshOrderFigures = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.customers() }),
  ]);

/** After any change to one order: its page shows the answer, and lists, revenue and customers follow. */
export function useOrderChanged() {
  const queryClient = useQueryClient();
  return async (order: AdminOrderDetail) => {
    queryClient.setQueryData(orderQuery(order.id).queryKey, order);
    await refreshOrderFigures(queryClient);
  };
}

export function useUpdateOrderStatus() {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: ({ id, ...body }: OrderStatusBody & { id: string }) => updateOrderStatus(id, body),
    onSuccess: changed,
  });
}
