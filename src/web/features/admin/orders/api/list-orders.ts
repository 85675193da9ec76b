import { useQuery } from '@tanstack/react-query';
import { pagedQuery } from '../../shell/api/admin-query';
import type { AdminOrder, AdminOrderQuery } from '../../../../../domain/order-admin';

export const ordersQuery = (query: AdminOrderQuery) => pagedQuery<'orders', AdminOrder>('orders', query);

export const useOrders = (query: AdminOrderQuery) => useQuery(ordersQuery(query));
