import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '../../../../../domain/product';
import { api } from '../../../../lib/api-client';
import { productKey } from './get-product';

export const relatedQuery = (id: string) =>
  queryOptions({
    queryKey: [...productKey(id), 'related'] as const,
    queryFn: ({ signal }) => api<Product[]>(`/products/${encodeURIComponent(id)}/related`, { signal }),
    staleTime: 5 * 60_000,
  });

export const alsoBoughtQuery = (id: string) =>
  queryOptions({
    queryKey: [...productKey(id), 'also-bought'] as const,
    queryFn: ({ signal }) => api<Product[]>(`/products/${encodeURIComponent(id)}/also-bought`, { signal }),
    staleTime: 5 * 60_000,
  });

export const useRelatedProducts = (id: string) => useQuery(relatedQuery(id));
export const useAlsoBought = (id: string) => useQuery(alsoBoughtQuery(id));
