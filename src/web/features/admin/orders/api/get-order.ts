import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys, adminRetry, logged } from '../../shell/api/admin-query';
import type { AdminOrderDetail } from '../../../../../domain/order-admin';

export const getOrder = (id: string, signal?: AbortSignal) =>
  logged('Failed to fetch order details', () =>
    api<AdminOrderDetail>(`/admin/orders/${encodeURIComponent(id)}`, { signal }),
  );

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminKeys.orders(), 'detail', id],
    queryFn: ({ signal }) => getOrder(id, signal),
    retry: adminRetry,
  });

export const useOrder = (id: string | null) => useQuery({ ...orderQuery(id ?? ''), enabled: id !== null });
