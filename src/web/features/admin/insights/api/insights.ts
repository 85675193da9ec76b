import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminRetry, logged } from '../../shell/api/admin-query';
import type { ProductInsights } from '../../../../../domain/stats';

export const getProductInsights = (signal?: AbortSignal) =>
  logged('Failed to fetch product insights', () =>
    api<ProductInsights>('/admin/product-insights', { signal }),
  );

export const productInsightsQuery = queryOptions({
  queryKey: ['admin', 'product-insights'],
  queryFn: ({ signal }) => getProductInsights(signal),
  retry: adminRetry,
});

export const useProductInsights = () => useQuery(productInsightsQuery);
