import type { Product } from '../../../domain/product';
import { createLocalStore } from '../../lib/local-store';
import { readStoredProduct } from '../../lib/stored-product';

/** Keeps the entries that still parse and drops duplicates, so a stale entry never breaks the list. */
export function parseWishlist(raw: unknown): Product[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  return raw.flatMap((entry) => {
    const product = readStoredProduct(entry);
    if (!product || seen.has(product.id)) return [];
    seen.add(product.id);
    return [product];
  });
}

/** Guests keep a list of products under localStorage 'wishlist' (docs/store-rules.md#records, #sessions). */
export const guestWishlistStore = createLocalStore<Product[]>('wishlist', parseWishlist, []);
