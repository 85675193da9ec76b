import { queryOptions } from '@tanstack/react-query';
import { API_PAGE_LIMIT_MAX, SEARCH_SUGGESTION_LIMIT } from '../../../../domain/constants';
import type { Product } from '../../../../domain/product';
import { api, apiRequest } from '../../../lib/api-client';

/** The first page of the catalogue, fetched once when the search opens (docs/store-rules.md#screens). */
export const searchCatalogQuery = queryOptions({
  queryKey: ['products', 'list', { limit: API_PAGE_LIMIT_MAX }],
  queryFn: ({ signal }) => api<Product[]>('/products', { query: { limit: API_PAGE_LIMIT_MAX }, signal }),
  staleTime: 5 * 60_000,
});

export interface SearchSuggestions {
  products: Product[];
  /** every match in the catalogue, from X-Total-Count */
  total: number;
}

/**
 * The server searches the whole catalogue, so the first four matches are right however large it
 * grows, without the browser downloading it all.
 */
export const searchSuggestionsQuery = (term: string) =>
  queryOptions({
    queryKey: ['products', 'suggestions', term],
    queryFn: async ({ signal }): Promise<SearchSuggestions> => {
      const { data, headers } = await apiRequest<Product[]>('/products', {
        query: { search: term, limit: SEARCH_SUGGESTION_LIMIT },
        signal,
      });
      const total = Number(headers.get('X-Total-Count'));
      return { products: data, total: Number.isFinite(total) ? total : data.length };
    },
    staleTime: 60_000,
  });

/** The spec's rule (name, description or category contains the text), for instant answers from the first page. */
export function localMatches(products: readonly Product[], term: string): Product[] {
  const needle = term.toLowerCase();
  return products
    .filter((p) => [p.name, p.description, p.category].some((field) => field.toLowerCase().includes(needle)))
    .slice(0, SEARCH_SUGGESTION_LIMIT);
}
