import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '../../../../domain/product';
import { api } from '../../../lib/api-client';

/** GET /api/home: the staff-arranged (or fallback) products for the two home carousels. */
export interface HomeProducts {
  bestsellers: Product[];
  topPicks: Product[];
}

export const getHome = (signal?: AbortSignal) => api<HomeProducts>('/home', { signal });

export const homeQuery = queryOptions({
  queryKey: ['home'],
  queryFn: ({ signal }) => getHome(signal),
  staleTime: 5 * 60_000,
});

export const useHome = () => useQuery(homeQuery);
