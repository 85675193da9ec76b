import { queryOptions } from '@tanstack/react-query';
import type { Saving } from '../../../../domain/promotion';
import { api } from '../../../lib/api-client';

/** The automatic promotions this cart gets without a code (decision 062); keyed by the cart's lines. */
export const cartOffersQuery = (userId: string, cartKey: string) =>
  queryOptions({
    queryKey: ['checkout', 'offers', userId, cartKey],
    queryFn: () => api<{ savings: Saving[] }>('/checkout/offers'),
  });
