import { useQuery } from '@tanstack/react-query';
import { detailQuery } from '../../shell/api/admin-query';
import type { AdminCustomerDetail } from '../../../../../domain/customer';

export const customerQuery = (id: string) =>
  detailQuery<AdminCustomerDetail>('customers', id, 'Failed to fetch customer details');

export const useCustomer = (id: string | null) =>
  useQuery({ ...customerQuery(id ?? ''), enabled: id !== null });
