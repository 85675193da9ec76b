import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeResponse } from '../../../../domain/home';
import { api } from '../../../lib/api-client';

export const getHome = (signal?: AbortSignal) => api<HomeResponse>('/home', { signal });

export const homeQuery = queryOptions({
  queryKey: ['home'],
  queryFn: ({ signal }) => getHome(signal),
  staleTime: 5 * 60_000,
});

export const useHome = () => useQuery(homeQuery);
