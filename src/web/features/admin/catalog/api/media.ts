import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, ApiError, tokenStore } from '../../../../lib/api-client';
import { adminKeys, adminRetry, logged } from '../../shell/api/admin-query';
import type { MediaItem, MediaUrlBodySchema } from '../../../../../domain/media';

export type MediaUrlInput = z.input<typeof MediaUrlBodySchema>;

const mediaKey = adminKeys.media();

export const getMedia = (signal?: AbortSignal) =>
  logged('Failed to fetch media', () => api<MediaItem[]>('/admin/media', { signal }));

export const mediaQuery = queryOptions({
  queryKey: mediaKey,
  queryFn: ({ signal }) => getMedia(signal),
  retry: adminRetry,
});

export const useMedia = () => useQuery(mediaQuery);

const serverMessage = (body: string): string | null => {
  try {
    const data: unknown = JSON.parse(body);
    return data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
      ? data.message
      : null;
  } catch {
    return null;
  }
};

/**
 * XMLHttpRequest rather than fetch: fetch reports no upload progress, and a 50 MB video on a phone
 * connection needs a progress bar. Errors take the API client's shape, so the page reads them the same way.
 */
export function uploadMedia(file: File, onProgress: (fraction: number) => void): Promise<MediaItem> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/media');
    xhr.setRequestHeader('Accept', 'application/json');
    const token = tokenStore.get();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(JSON.parse(xhr.responseText) as MediaItem);
        return;
      }
      const message = serverMessage(xhr.responseText);
      reject(new ApiError(xhr.status, message ?? `Request failed (${xhr.status})`, message !== null));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

export function useUploadMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) =>
      uploadMedia(file, onProgress),
    onSuccess: (item) => {
      queryClient.setQueryData(mediaQuery.queryKey, (old) => (old ? [item, ...old] : [item]));
      void queryClient.invalidateQueries({ queryKey: mediaKey });
    },
  });
}

export const postMediaUrl = (body: MediaUrlInput) =>
  api<MediaItem>('/admin/media/url', { method: 'POST', body });

export function useAddMediaUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postMediaUrl,
    onSuccess: (item) => {
      queryClient.setQueryData(mediaQuery.queryKey, (old) => (old ? [item, ...old] : [item]));
      void queryClient.invalidateQueries({ queryKey: mediaKey });
    },
  });
}

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
