import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { adminKeys, adminRetry, logged } from '../../shell/api/admin-query';
import type { AdminCustomerDetailSchema } from '../../../../../domain/customer';

export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetailSchema>;

export const getCustomer = (id: string, signal?: AbortSignal) =>
  logged('Failed to fetch customer details', () =>
    api<AdminCustomerDetail>(`/admin/customers/${encodeURIComponent(id)}`, { signal }),
  );

export const customerQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminKeys.customers(), 'detail', id],
    queryFn: ({ signal }) => getCustomer(id, signal),
    retry: adminRetry,
  });

export const useCustomer = (id: string | null) =>
  useQuery({ ...customerQuery(id ?? ''), enabled: id !== null });
