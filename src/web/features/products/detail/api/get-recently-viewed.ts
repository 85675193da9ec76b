import { useQueries } from '@tanstack/react-query';
import type { Product } from '../../../../../domain/product';
import { productQuery } from './get-product';

/**
 * The products behind the shopper's history, one request each (at most seven, and shared with their
 * own pages' cache). A product that has since gone is simply left out.
 */
export function useProductsByIds(ids: readonly string[]): { products: Product[]; isLoading: boolean } {
  return useQueries({
    queries: ids.map((id) => ({ ...productQuery(id), staleTime: 5 * 60_000 })),
    combine: (results) => ({
      products: results.flatMap((r) => (r.data ? [r.data] : [])),
      isLoading: results.some((r) => r.isPending),
    }),
  });
}
