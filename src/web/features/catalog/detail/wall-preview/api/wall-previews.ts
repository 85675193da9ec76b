import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WallPreview } from '../../../../../../domain/wall-preview';
import { api } from '../../../../../lib/api-client';

export const wallPreviewsQuery = () =>
  queryOptions({
    queryKey: ['account', 'wall-previews'] as const,
    queryFn: ({ signal }) => api<WallPreview[]>('/account/wall-previews', { signal }),
  });

export const useWallPreviews = (enabled = true) => useQuery({ ...wallPreviewsQuery(), enabled });

export function saveWallPreview({ image, productId }: { image: Blob; productId: string }) {
  const form = new FormData();
  form.append('productId', productId);
  form.append('file', image, 'wall-preview.jpg');
  return api<WallPreview>('/account/wall-previews', { method: 'POST', body: form });
}

export function useSaveWallPreview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWallPreview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wallPreviewsQuery().queryKey }),
  });
}

export function useDeleteWallPreview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<void>(`/account/wall-previews/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wallPreviewsQuery().queryKey }),
  });
}
