import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder } from '../../../../domain/admin';
import type { OrderStatus } from '../../../../domain/order-status';
import { api } from '../../../lib/api-client';
import { adminKeys, logged } from './admin-query';
import { orderQuery } from './get-order';

export const updateOrderStatus = (id: string, status: OrderStatus) =>
  logged('Failed to update order status', () =>
    api<AdminOrder>(`/admin/orders/${encodeURIComponent(id)}/status`, { method: 'PATCH', body: { status } }),
  );

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: OrderStatus }) => updateOrderStatus(id, status),
    onSuccess: async (order) => {
      queryClient.setQueryData(orderQuery(order.id).queryKey, order);
      // Lists, recent orders, revenue and customers' lifetime values all follow an order's status.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.customers() }),
      ]);
    },
  });
}
