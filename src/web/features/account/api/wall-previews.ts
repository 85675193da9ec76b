import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { WallPreview } from '../../../../domain/wall-preview';
import { api } from '../../../lib/api-client';

/** The key the product page's 'Save to my account' invalidates too, so a saved preview shows here at once. */
export const wallPreviewsQuery = () =>
  queryOptions({
    queryKey: ['account', 'wall-previews'] as const,
    queryFn: ({ signal }) => api<WallPreview[]>('/account/wall-previews', { signal }),
  });

export const deleteWallPreview = (id: string) =>
  api<void>(`/account/wall-previews/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteWallPreview() {
  const queryClient = useQueryClient();
  const { queryKey } = wallPreviewsQuery();
  return useMutation({
    mutationFn: deleteWallPreview,
    // Gone from the list at once; put back if the server refuses.
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (list) => list?.filter((p) => p.id !== id));
      return { before };
    },
    onError: (_error, _id, context) => queryClient.setQueryData(queryKey, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
