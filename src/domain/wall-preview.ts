import { z } from 'zod';
import { UploadFormSchema } from './http';

export const PointSchema = z.object({ x: z.number(), y: z.number() });
export type Point = z.infer<typeof PointSchema>;

/** A wall's corners in image pixels, clockwise from the top left. */
export const WallCornersSchema = z.tuple([PointSchema, PointSchema, PointSchema, PointSchema]);
export type WallCorners = z.infer<typeof WallCornersSchema>;

export const RoomPhotoSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** the room as a shopper sees it */
  image: z.string(),
  /** furniture alone, on transparency, drawn over the wallpaper so it stays in front */
  front: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  corners: WallCornersSchema,
  /** the real size of the wall the photo shows, in inches: the viewer opens at it (issue 26) */
  wallIn: z.object({ width: z.number().int().positive(), height: z.number().int().positive() }),
});
export type RoomPhoto = z.infer<typeof RoomPhotoSchema>;

export const WallTileSchema = z.object({
  productId: z.string(),
  /** one seamless repeat of the design */
  image: z.string(),
  /** the repeat's width on the wall; its height follows from the image's aspect */
  repeatCm: z.number(),
});
export type WallTile = z.infer<typeof WallTileSchema>;

export const WallPreviewSchema = z.object({
  id: z.string(),
  productId: z.string().nullable(),
  productName: z.string().nullable(),
  image: z.string(),
  createdAt: z.string(),
});
export type WallPreview = z.infer<typeof WallPreviewSchema>;

export const PREVIEW_PRODUCT_INVALID = 'productId must be a valid id';
/** The design a kept preview shows, when it shows one of ours. */
export const PreviewProductIdSchema = z.uuid(PREVIEW_PRODUCT_INVALID);

/** Keeping a preview: the rendered image, and the design it shows when it shows one of ours. */
export const WallPreviewFormSchema = UploadFormSchema.extend({
  productId: PreviewProductIdSchema.optional(),
});

export const SAVED_PREVIEWS_MAX = 24;
