import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Product, ProductQuery } from '../../../../domain/product';
import { apiRequest } from '../../../lib/api-client';

export interface ProductPage {
  products: Product[];
  /** every match, from X-Total-Count */
  total: number;
}

/** What GET /api/products accepts, as the server reads it; the client joins lists with commas. */
export type ProductListQuery = ProductQuery;

export async function listProducts(query: ProductListQuery, signal?: AbortSignal): Promise<ProductPage> {
  const { data, headers } = await apiRequest<Product[]>('/products', { query, signal });
  const total = Number(headers.get('X-Total-Count'));
  return { products: data, total: Number.isFinite(total) ? total : data.length };
}

export const productPageQuery = (query: ProductListQuery) =>
  queryOptions({
    queryKey: ['products', 'page', query],
    queryFn: ({ signal }) => listProducts(query, signal),
    // The previous page stays on screen while the next one loads, so the grid never flashes empty.
    placeholderData: keepPreviousData,
  });

export const useProductPage = (query: ProductListQuery) => useQuery(productPageQuery(query));
