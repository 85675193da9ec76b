import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys, adminRetry, logged } from '../../shell/api/admin-query';
import type { AdminOrder } from '../../../../../domain/order-admin';

export const getRecentOrders = (signal?: AbortSignal) =>
  logged('Failed to fetch recent orders', () => api<AdminOrder[]>('/admin/orders/recent', { signal }));

export const recentOrdersQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.orders(), 'recent'],
    queryFn: ({ signal }) => getRecentOrders(signal),
    retry: adminRetry,
  });

export const useRecentOrders = () => useQuery(recentOrdersQuery());
