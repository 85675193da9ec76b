import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys, adminRetry, logged } from '../../shell/api/admin-query';
import type { AdminProduct } from '../../../../../domain/product-admin';

export const getProduct = (id: string, signal?: AbortSignal) =>
  logged('Failed to fetch products', () =>
    api<AdminProduct>(`/admin/products/${encodeURIComponent(id)}`, { signal }),
  );

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminKeys.products(), 'detail', id],
    queryFn: ({ signal }) => getProduct(id, signal),
    retry: adminRetry,
    // The edit form starts from what is stored now, not from a list fetched minutes ago.
    staleTime: 0,
  });

export const useProduct = (id: string) => useQuery(productQuery(id));
