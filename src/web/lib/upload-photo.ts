import type { UploadedImage } from '../../domain/http';
import { api } from './api-client';

/**
 * POST /api/uploads/inspiration (multipart, field 'file'), the shoppers' one upload door: the server checks the
 * content, re-encodes it to WebP and answers the URL to send with a design request or a return.
 */
export function uploadPhoto(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api<UploadedImage>('/uploads/inspiration', { method: 'POST', body: form });
}
