import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessBuyer, SavedBusiness } from '../../../../domain/business';
import { api } from '../../../lib/api-client';

/** The GSTIN and legal name kept in the shopper's profile (decision 058), one cache entry per account. */
export const savedBusinessQuery = (userId: string) =>
  queryOptions({
    queryKey: ['account-business', userId] as const,
    queryFn: ({ signal }) => api<SavedBusiness>('/account/business', { signal }),
  });

export const saveBusiness = (body: BusinessBuyer) =>
  api<SavedBusiness>('/account/business', { method: 'PUT', body });

/** Keeps the GSTIN used at checkout in the profile, for the next order. */
export function useSaveBusiness(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBusiness,
    onSuccess: (saved) => queryClient.setQueryData(savedBusinessQuery(userId).queryKey, saved),
  });
}
