import { queryOptions } from '@tanstack/react-query';
import type { Order } from '../../../../domain/order';
import { api } from '../../../lib/api-client';

/** ['orders'] for the list and ['orders', id] for one, so a new order invalidates both under one prefix. */
export const ordersQuery = () =>
  queryOptions({
    queryKey: ['orders'] as const,
    queryFn: ({ signal }) => api<Order[]>('/orders', { signal }),
  });

/** `token`: the signed link a guest was mailed, in place of a session. */
export const orderQuery = (id: string, token: string | null = null) =>
  queryOptions({
    // Without a token the key stays ['orders', id], the entry checkout fills when an order is placed.
    queryKey: token === null ? (['orders', id] as const) : (['orders', id, token] as const),
    queryFn: ({ signal }) =>
      api<Order>(
        `/orders/${encodeURIComponent(id)}${token === null ? '' : `?token=${encodeURIComponent(token)}`}`,
        { signal },
      ),
    // A missing order is an answer, not a hiccup worth retrying.
    retry: false,
  });
