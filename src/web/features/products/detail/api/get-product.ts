import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '../../../../../domain/product';
import { api, meansNotFound } from '../../../../lib/api-client';

export const productKey = (id: string) => ['products', 'detail', id] as const;

/** A missing or malformed product will not appear on a second try; only server trouble is retried. */
const retryServerErrors = (failures: number, error: Error) => failures < 1 && !meansNotFound(error);

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: productKey(id),
    queryFn: ({ signal }) => api<Product>(`/products/${encodeURIComponent(id)}`, { signal }),
    retry: retryServerErrors,
  });

export const useProduct = (id: string) => useQuery(productQuery(id));
