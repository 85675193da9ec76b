import { useQuery } from '@tanstack/react-query';
import { adminQuery } from '../../shell/api/admin-query';
import type { ProductInsights } from '../../../../../domain/stats';

export const INSIGHTS_FAILURE = 'Failed to fetch product insights';

export const productInsightsQuery = adminQuery<ProductInsights>('/admin/product-insights', INSIGHTS_FAILURE);

export const useProductInsights = () => useQuery(productInsightsQuery);
