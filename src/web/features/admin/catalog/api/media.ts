import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiUpload } from '../../../../lib/api-client';
import { adminKeys, adminQuery } from '../../shell/api/admin-query';
import type { MediaItem, MediaUrlBodyInput } from '../../../../../domain/media';

const mediaKey = adminKeys.media();

export const MEDIA_FAILURE = 'Failed to fetch media';

export const mediaQuery = adminQuery<MediaItem[]>('/admin/media', MEDIA_FAILURE);

export const useMedia = () => useQuery(mediaQuery);

/** Through the API client's upload, for its progress bar on a large video. */
export function uploadMedia(file: File, onProgress: (fraction: number) => void): Promise<MediaItem> {
  const form = new FormData();
  form.append('file', file);
  return apiUpload<MediaItem>('/admin/media', form, onProgress);
}

/** A new item shows at the top of the library at once; the refetch then brings the library as the server has it. */
function useAddToLibrary<V>(mutationFn: (variables: V) => Promise<MediaItem>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (item) => {
      queryClient.setQueryData(mediaQuery.queryKey, (old) => (old ? [item, ...old] : [item]));
      void queryClient.invalidateQueries({ queryKey: mediaKey });
    },
  });
}

export const useUploadMedia = () =>
  useAddToLibrary(({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) =>
    uploadMedia(file, onProgress),
  );

export const postMediaUrl = (body: MediaUrlBodyInput) =>
  api<MediaItem>('/admin/media/url', { method: 'POST', body });

export const useAddMediaUrl = () => useAddToLibrary(postMediaUrl);

export const deleteMedia = (id: string) => api<void>(`/admin/media/${id}`, { method: 'DELETE' });

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMedia,
    onSuccess: (_result, id) => {
      queryClient.setQueryData(mediaQuery.queryKey, (old) => old?.filter((m) => m.id !== id));
      void queryClient.invalidateQueries({ queryKey: mediaKey });
    },
  });
}
