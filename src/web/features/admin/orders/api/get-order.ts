import { useQuery } from '@tanstack/react-query';
import { detailQuery } from '../../shell/api/admin-query';
import type { AdminOrderDetail } from '../../../../../domain/order-admin';

export const orderQuery = (id: string) =>
  detailQuery<AdminOrderDetail>('orders', id, 'Failed to fetch order details');

export const useOrder = (id: string | null) => useQuery({ ...orderQuery(id ?? ''), enabled: id !== null });
