import type { Wishlist } from '../../../../domain/wishlist';
import { api } from '../../../lib/api-client';

// Every change answers with the whole wishlist, newest first.
export const postWishlistItem = (productId: string) =>
  api<Wishlist>('/wishlist/add', { method: 'POST', body: { productId } });

export const deleteWishlistItem = (productId: string) =>
  api<Wishlist>(`/wishlist/remove/${encodeURIComponent(productId)}`, { method: 'DELETE' });

export const deleteWishlist = () => api<Wishlist>('/wishlist/clear', { method: 'DELETE' });
