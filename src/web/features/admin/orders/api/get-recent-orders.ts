import { useQuery } from '@tanstack/react-query';
import { adminQuery } from '../../shell/api/admin-query';
import type { AdminOrder } from '../../../../../domain/order-admin';

export const recentOrdersQuery = () =>
  adminQuery<AdminOrder[]>('/admin/orders/recent', 'Failed to fetch recent orders');

export const useRecentOrders = () => useQuery(recentOrdersQuery());
