import { useQuery } from '@tanstack/react-query';
import { pagedQuery } from '../../shell/api/admin-query';
import type { AdminCustomer, AdminCustomerQuery } from '../../../../../domain/customer';

export const customersQuery = (query: AdminCustomerQuery) =>
  pagedQuery<'customers', AdminCustomer>('customers', query);

export const useCustomers = (query: AdminCustomerQuery) => useQuery(customersQuery(query));
