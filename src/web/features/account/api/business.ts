import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessBuyer, SavedBusiness } from '../../../../domain/business';
import { api } from '../../../lib/api-client';

/** The GSTIN and legal name kept on the account (decision 058): checkout offers them as its default. */
export const accountBusinessQuery = (userId: string) =>
  queryOptions({
    // The same key checkout reads, so a change here is what checkout offers next.
    queryKey: ['account-business', userId] as const,
    queryFn: ({ signal }) => api<SavedBusiness>('/account/business', { signal }),
  });

export function useSaveBusiness(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BusinessBuyer | null) =>
      body
        ? api<SavedBusiness>('/account/business', { method: 'PUT', body })
        : api<SavedBusiness>('/account/business', { method: 'DELETE' }),
    onSuccess: (saved) => queryClient.setQueryData(accountBusinessQuery(userId).queryKey, saved),
  });
}
