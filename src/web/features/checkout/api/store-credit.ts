import { queryOptions } from '@tanstack/react-query';
import type { CreditAccount } from '../../../../domain/credit';
import type { Order } from '../../../../domain/order';
import { api } from '../../../lib/api-client';

/** Every account's store credit, which an order paid with it changes. */
export const STORE_CREDIT_KEY = ['account', 'credit'] as const;

/** The shopper's store credit, which checkout can spend (decision 061). */
export const storeCreditQuery = (userId: string) =>
  queryOptions({
    queryKey: [...STORE_CREDIT_KEY, userId],
    queryFn: () => api<CreditAccount>('/account/credit'),
  });

/** An order store credit paid in full is placed by create-order itself; the page then reads it. */
export const fetchPlacedOrder = (id: string) => api<Order>(`/orders/${encodeURIComponent(id)}`);
