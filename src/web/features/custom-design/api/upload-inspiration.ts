import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const IMAGE_RULE = 'Images must be JPEG, PNG or WebP up to 5 MB';
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * POST /api/uploads/inspiration (multipart, field 'file'): the server checks the content, re-encodes it to
 * WebP and answers the URL to send with the request.
 */
export function uploadInspiration(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api<{ url: string }>('/uploads/inspiration', { method: 'POST', body: form });
}

export const useUploadInspiration = () => useMutation({ mutationFn: uploadInspiration });
