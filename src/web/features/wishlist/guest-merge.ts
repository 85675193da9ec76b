import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { postWishlistItem, wishlistQuery } from './api/server-wishlist';
import { guestWishlistStore } from './guest-wishlist-store';
import { planGuestWishlistMerge } from './server-wishlist';

/**
 * Spec §4: each liked product is added to the account, then the wishlist is fetched, and only then is
 * the local copy forgotten. A product the store no longer has (404) is dropped quietly; any other
 * failure stops here and keeps the local copy for the next attempt.
 */
export async function mergeGuestWishlist(queryClient: QueryClient, userId: string): Promise<boolean> {
  for (const productId of planGuestWishlistMerge(guestWishlistStore.get())) {
    try {
      await postWishlistItem(productId);
    } catch (error) {
      if (!(error instanceof ApiError && (error.status === 404 || error.status === 400))) return false;
    }
  }
  try {
    await queryClient.fetchQuery({ ...wishlistQuery(userId), staleTime: 0 });
  } catch {
    return false;
  }
  guestWishlistStore.remove();
  return true;
}
