import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys, adminRetry, logged, type Paged } from '../../shell/api/admin-query';
import type { AdminOrder, AdminOrderQuery } from '../../../../../domain/order-admin';

export type AdminOrderPage = Paged<'orders', AdminOrder>;

export const listOrders = (query: AdminOrderQuery, signal?: AbortSignal) =>
  logged('Failed to fetch orders', () => api<AdminOrderPage>('/admin/orders', { query, signal }));

export const ordersQuery = (query: AdminOrderQuery) =>
  queryOptions({
    queryKey: [...adminKeys.orders(), 'list', query],
    queryFn: ({ signal }) => listOrders(query, signal),
    retry: adminRetry,
    // The table keeps its rows while the next page loads instead of collapsing to a skeleton.
    placeholderData: keepPreviousData,
  });

export const useOrders = (query: AdminOrderQuery) => useQuery(ordersQuery(query));
