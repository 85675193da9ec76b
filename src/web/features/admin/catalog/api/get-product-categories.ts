import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys, adminRetry, logged } from '../../shell/api/admin-query';

export const getProductCategories = (signal?: AbortSignal) =>
  logged('Failed to fetch product categories', () => api<string[]>('/admin/products/categories', { signal }));

export const productCategoriesQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.products(), 'categories'],
    queryFn: ({ signal }) => getProductCategories(signal),
    retry: adminRetry,
    staleTime: Infinity,
    // Spec §7: the forms' category lists never offer 'All'.
    select: (categories: string[]) => categories.filter((c) => c !== 'All'),
  });

export const useProductCategories = () => useQuery(productCategoriesQuery());
