import { queryOptions } from '@tanstack/react-query';
import type { Wishlist } from '../../../../domain/wishlist';
import { api } from '../../../lib/api-client';

/** One cache entry per account, so a wishlist never shows under someone else's session. */
export const wishlistQueryKey = (userId: string | null) => ['wishlist', userId] as const;

export const wishlistQuery = (userId: string | null) =>
  queryOptions({
    queryKey: wishlistQueryKey(userId),
    queryFn: ({ signal }) => api<Wishlist>('/wishlist', { signal }),
    enabled: userId !== null,
  });

// Every change answers with the whole wishlist, newest first.
export const postWishlistItem = (productId: string) =>
  api<Wishlist>('/wishlist/add', { method: 'POST', body: { productId } });

export const deleteWishlistItem = (productId: string) =>
  api<Wishlist>(`/wishlist/remove/${encodeURIComponent(productId)}`, { method: 'DELETE' });

export const deleteWishlist = () => api<Wishlist>('/wishlist/clear', { method: 'DELETE' });
