import { z } from 'zod';
import { ProductSchema } from './product';

const ProductId = z.uuid({ error: 'productId must be a valid id' });

export const WishlistAddSchema = z.object({ productId: ProductId });
export type WishlistAdd = z.infer<typeof WishlistAddSchema>;

export const WishlistProductParamsSchema = z.object({ productId: ProductId });

/** docs/store-rules.md#records: the entry's productId holds the whole product. */
export const WishlistEntrySchema = z.object({
  _id: z.string(),
  productId: ProductSchema,
  createdAt: z.string(),
});
export type WishlistEntry = z.infer<typeof WishlistEntrySchema>;

export const WishlistSchema = z.array(WishlistEntrySchema);
export type Wishlist = z.infer<typeof WishlistSchema>;

export const WishlistCheckSchema = z.object({ isInWishlist: z.boolean() });
export type WishlistCheck = z.infer<typeof WishlistCheckSchema>;
