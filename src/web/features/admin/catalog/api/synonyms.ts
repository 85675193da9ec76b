import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminQuery } from '../../shell/api/admin-query';
import type { SynonymGroup, Synonyms } from '../../../../../domain/search';

export const SYNONYMS_FAILURE = 'Failed to fetch search synonyms';

export const synonymsQuery = adminQuery<Synonyms>('/admin/search-synonyms', SYNONYMS_FAILURE);

export const useSynonyms = () => useQuery(synonymsQuery);

export function useSaveSynonyms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groups: SynonymGroup[]) =>
      api<Synonyms>('/admin/search-synonyms', { method: 'PUT', body: { groups } }),
    onSuccess: (saved) => queryClient.setQueryData(synonymsQuery.queryKey, saved),
  });
}
