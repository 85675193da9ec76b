import type { Product } from '../../../domain/product';
import { createLocalStore } from '../../lib/local-store';
import { isStoredProduct } from '../../lib/stored-product';

/** Keeps the entries that still parse and drops duplicates, so a stale entry never breaks the list. */
export function parseWishlist(raw: unknown): Product[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  return raw.flatMap((entry) => {
    if (!isStoredProduct(entry) || seen.has(entry.id)) return [];
    seen.add(entry.id);
    return [entry];
  });
}

/** Guests keep a list of products under localStorage 'wishlist' (spec §3, §4). */
export const guestWishlistStore = createLocalStore<Product[]>('wishlist', parseWishlist, []);
