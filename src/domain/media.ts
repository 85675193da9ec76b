import { z } from 'zod';
import { requiredLine } from './text';

export const MEDIA_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_VIDEO_MAX_BYTES = 50 * 1024 * 1024;
export const MEDIA_THUMBNAIL_WIDTH = 400;

export const MEDIA_TYPES = ['image', 'video'] as const;
export const MediaItemSchema = z.object({
  id: z.string(),
  type: z.enum(MEDIA_TYPES),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  fileName: z.string().nullable(),
  mimeType: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  createdAt: z.string(),
});
export type MediaItem = z.infer<typeof MediaItemSchema>;
export const MediaUrlBodySchema = z.object({
  type: z.enum(MEDIA_TYPES, { error: 'Media type must be image or video' }),
  url: requiredLine('URL', 2000).regex(/^https?:\/\/[^\s/]+\S*$/i, 'URL must start with http:// or https://'),
});
export type MediaUrlBody = z.infer<typeof MediaUrlBodySchema>;
export type MediaUrlBodyInput = z.input<typeof MediaUrlBodySchema>;
