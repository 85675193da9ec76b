import { useQuery } from '@tanstack/react-query';
import { adminQuery } from '../../shell/api/admin-query';

export const productCategoriesQuery = () => ({
  ...adminQuery<string[]>('/admin/products/categories', 'Failed to fetch product categories'),
  staleTime: Infinity,
  // docs/store-rules.md#api: the forms' category lists never offer 'All'.
  select: (categories: string[]) => categories.filter((c) => c !== 'All'),
});

export const useProductCategories = () => useQuery(productCategoriesQuery());
