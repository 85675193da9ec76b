import { queryOptions } from '@tanstack/react-query';
import type { Order } from '../../../../domain/order';
import { api } from '../../../lib/api-client';

/** ['orders'] for the list and ['orders', id] for one, so a new order invalidates both under one prefix. */
export const ordersQuery = () =>
  queryOptions({
    queryKey: ['orders'] as const,
    queryFn: ({ signal }) => api<Order[]>('/orders', { signal }),
  });

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: ['orders', id] as const,
    queryFn: ({ signal }) => api<Order>(`/orders/${encodeURIComponent(id)}`, { signal }),
    // A missing order is an answer, not a hiccup worth retrying.
    retry: false,
  });
