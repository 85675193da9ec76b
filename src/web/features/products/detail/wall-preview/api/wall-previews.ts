import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { WallPreview } from '../../../../../../domain/wall-preview';
import { api } from '../../../../../lib/api-client';

export const wallPreviewsQuery = () =>
  queryOptions({
    queryKey: ['account', 'wall-previews'] as const,
    queryFn: ({ signal }) => api<WallPreview[]>('/account/wall-previews', { signal }),
  });

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
