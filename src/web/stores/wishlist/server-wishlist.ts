import type { Product } from '../../../domain/product';
import type { Wishlist } from '../../../domain/wishlist';

/** Newest first, as the server lists them; an entry made here is marked until the server answers. */
export function withProduct(list: Wishlist, product: Product, now = new Date()): Wishlist {
  if (list.some((e) => e.productId.id === product.id)) return list;
  return [{ _id: `pending-${product.id}`, productId: product, createdAt: now.toISOString() }, ...list];
}

export const withoutProduct = (list: Wishlist, productId: string): Wishlist =>
  list.filter((e) => e.productId.id !== productId);

/**
 * The product ids to add, one call each, to move a guest's wishlist into their account
 * (docs/store-rules.md#sessions). Oldest first, so the one liked last is also the newest on the server.
 */
export function planGuestWishlistMerge(items: readonly Pick<Product, 'id'>[]): string[] {
  return [...new Set(items.map((p) => p.id))];
}
