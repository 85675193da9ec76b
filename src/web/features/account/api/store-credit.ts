import { queryOptions } from '@tanstack/react-query';
import type { CreditAccount } from '../../../../domain/credit';
import { api } from '../../../lib/api-client';

/** The shopper's store-credit balance and ledger (decision 061). */
export const storeCreditQuery = (userId: string) =>
  queryOptions({
    queryKey: ['account', 'credit', userId],
    queryFn: () => api<CreditAccount>('/account/credit'),
  });
