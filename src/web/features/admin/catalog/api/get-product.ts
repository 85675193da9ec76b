import { useQuery } from '@tanstack/react-query';
import { detailQuery } from '../../shell/api/admin-query';
import type { AdminProduct } from '../../../../../domain/product-admin';

export const productQuery = (id: string) => ({
  ...detailQuery<AdminProduct>('products', id, 'Failed to fetch products'),
  // The edit form starts from what is stored now, not from a list fetched minutes ago.
  staleTime: 0,
});

export const useProduct = (id: string) => useQuery(productQuery(id));
