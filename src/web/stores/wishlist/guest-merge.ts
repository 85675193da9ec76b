import type { QueryClient } from '@tanstack/react-query';
import { handOver } from '../../lib/account-copy';
import { ApiError } from '../../lib/api-client';
import { postWishlistItem } from './api/server-wishlist';
import { guestWishlistStore } from './guest-wishlist-store';
import { planGuestWishlistMerge } from './server-wishlist';

/** Each liked product is added to the account (handOver); one the store no longer has is dropped quietly. */
export const mergeGuestWishlist = (queryClient: QueryClient, userId: string): Promise<boolean> =>
  handOver(queryClient, userId, {
    name: 'wishlist',
    steps: planGuestWishlistMerge(guestWishlistStore.get()),
    send: postWishlistItem,
    dropped: (error) => error instanceof ApiError && (error.status === 404 || error.status === 400),
    forget: () => guestWishlistStore.remove(),
  });
