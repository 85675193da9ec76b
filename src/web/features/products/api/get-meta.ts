import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The filter lists the listing shows. */
export const LISTING_META = ['categories', 'colors', 'materials'] as const;
export type MetaList = (typeof LISTING_META)[number];

/** GET /api/meta/{categories|colors|materials}: lists of names for the listing's filters (docs/store-rules.md#api). */
export const metaQuery = (list: MetaList) =>
  queryOptions({
    queryKey: ['meta', list],
    queryFn: ({ signal }) => api<string[]>(`/meta/${list}`, { signal }),
    staleTime: 60 * 60_000,
  });

export const useMeta = (list: MetaList) => useQuery(metaQuery(list));
