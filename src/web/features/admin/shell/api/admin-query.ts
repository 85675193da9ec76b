import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { ApiError, api, type RequestOptions } from '../../../../lib/api-client';

/**
 * docs/store-rules.md#errors: a failed admin fetch is logged to the console with the spec's text and the screen
 * falls back to its empty state. A cancelled request (the screen moved on) is not a failure.
 */
export async function logged<T>(text: string, task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) console.error(text, error);
    throw error;
  }
}

/** A refusal will be refused again; only a dropped connection is worth one more try. */
export const adminRetry = (failureCount: number, error: unknown): boolean =>
  !(error instanceof ApiError) && failureCount < 1;

/**
 * Every admin GET is cached under its path's segments, then its query (see adminQuery), so each of these
 * prefixes covers everything read under that path: signing out or a bulk change drops them together.
 */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => ['admin', 'dashboard', 'stats'] as const,
  orders: () => ['admin', 'orders'] as const,
  products: () => ['admin', 'products'] as const,
  customers: () => ['admin', 'customers'] as const,
  media: () => ['admin', 'media'] as const,
};

type Query = RequestOptions['query'];

export interface AdminQueryOptions {
  query?: Query;
  /** where it is cached, when not under its own path (returns live under the order they belong to) */
  key?: QueryKey;
  /** the answer on screen stays while the next page or filter loads, instead of collapsing to a skeleton */
  keepPrevious?: boolean;
}

/** A GET under /api/admin as query options, logged with the spec's `failure` text when it fails. */
export const adminQuery = <T>(
  path: string,
  failure: string,
  { query, key, keepPrevious = false }: AdminQueryOptions = {},
) =>
  queryOptions({
    queryKey: key ?? [...path.split('/').filter(Boolean), ...(query ? [query] : [])],
    queryFn: ({ signal }) => logged(failure, () => api<T>(path, { query, signal })),
    retry: adminRetry,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });

/**
 * A change through the admin API after which `stale` (a query's key, or a prefix from adminKeys) is read again,
 * whether the server took the change or refused it, so the screen shows what the server now holds.
 */
export function useAdminMutation<V, R>(mutationFn: (variables: V) => Promise<R>, stale: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: stale }) });
}

/**
 * A page of a list answer. Domain `paged()` builds its schemas with a computed key, which zod types as an
 * index signature, so `z.infer` loses the list's type; the item types still come from the domain.
 */
export type Paged<K extends string, T> = { [P in K]: T[] } & { total: number; page: number; limit: number };

type Listed = 'products' | 'orders' | 'customers';

/** A page of one of the dashboard's lists, GET /api/admin/<noun>. */
export const pagedQuery = <K extends Listed, T>(noun: K, query: Query) =>
  adminQuery<Paged<K, T>>(`/admin/${noun}`, `Failed to fetch ${noun}`, { query, keepPrevious: true });

/** One product, order or customer, GET /api/admin/<noun>/<id>. */
export const detailQuery = <T>(noun: Listed, id: string, failure: string) =>
  adminQuery<T>(`/admin/${noun}/${encodeURIComponent(id)}`, failure);
