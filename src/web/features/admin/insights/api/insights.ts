import { useQuery } from '@tanstack/react-query';
import { adminQuery } from '../../shell/api/admin-query';
import type { ProductInsights } from '../../../../../domain/stats';

export const productInsightsQuery = adminQuery<ProductInsights>(
  '/admin/product-insights',
  'Failed to fetch product insights',
);

export const useProductInsights = () => useQuery(productInsightsQuery);
