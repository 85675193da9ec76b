import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveAddressInput, SavedAddress } from '../../../../domain/checkout';
import { api } from '../../../lib/api-client';

/** One cache entry per account, so one shopper's addresses never show under another's session. */
export const savedAddressesQuery = (userId: string) =>
  queryOptions({
    queryKey: ['addresses', userId] as const,
    queryFn: ({ signal }) => api<SavedAddress[]>('/addresses', { signal }),
  });

export const saveAddress = (body: SaveAddressInput) =>
  api<SavedAddress>('/addresses', { method: 'POST', body });

export const deleteAddress = (id: string) =>
  api<void>(`/addresses/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Saves an address and fetches the account's list again. */
export function useSaveAddress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedAddressesQuery(userId).queryKey }),
  });
}

/** Removes an address; the list is fetched again whether or not the server took it out. */
export function useDeleteAddress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedAddressesQuery(userId).queryKey }),
  });
}
