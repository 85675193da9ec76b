import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { detailQuery } from '../../shell/api/admin-query';
import type { AdminCustomerDetailSchema } from '../../../../../domain/customer';

export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetailSchema>;

export const customerQuery = (id: string) =>
  detailQuery<AdminCustomerDetail>('customers', id, 'Failed to fetch customer details');

export const useCustomer = (id: string | null) =>
  useQuery({ ...customerQuery(id ?? ''), enabled: id !== null });
