import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { adminKeys, adminRetry, logged, type Paged } from '../../shell/api/admin-query';
import type { AdminCustomer, AdminCustomerQuerySchema } from '../../../../../domain/customer';

export type AdminCustomerPage = Paged<'customers', AdminCustomer>;
export type AdminCustomerQuery = z.infer<typeof AdminCustomerQuerySchema>;

export const listCustomers = (query: AdminCustomerQuery, signal?: AbortSignal) =>
  logged('Failed to fetch customers', () => api<AdminCustomerPage>('/admin/customers', { query, signal }));

export const customersQuery = (query: AdminCustomerQuery) =>
  queryOptions({
    queryKey: [...adminKeys.customers(), 'list', query],
    queryFn: ({ signal }) => listCustomers(query, signal),
    retry: adminRetry,
    placeholderData: keepPreviousData,
  });

export const useCustomers = (query: AdminCustomerQuery) => useQuery(customersQuery(query));
