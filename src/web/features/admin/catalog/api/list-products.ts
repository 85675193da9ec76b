import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { adminKeys, adminRetry, logged, type Paged } from '../../shell/api/admin-query';
import type { AdminProduct, AdminProductQuerySchema } from '../../../../../domain/product-admin';

export type AdminProductPage = Paged<'products', AdminProduct>;
export type AdminProductQuery = z.infer<typeof AdminProductQuerySchema>;

export const listProducts = (query: AdminProductQuery, signal?: AbortSignal) =>
  logged('Failed to fetch products', () => api<AdminProductPage>('/admin/products', { query, signal }));

export const productsQuery = (query: AdminProductQuery) =>
  queryOptions({
    queryKey: [...adminKeys.products(), 'list', query],
    queryFn: ({ signal }) => listProducts(query, signal),
    retry: adminRetry,
    placeholderData: keepPreviousData,
  });

export const useProducts = (query: AdminProductQuery) => useQuery(productsQuery(query));
