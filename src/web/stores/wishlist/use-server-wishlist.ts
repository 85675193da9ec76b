import { useCallback } from 'react';
import type { Product } from '../../../domain/product';
import type { Wishlist } from '../../../domain/wishlist';
import { useAccountCopy } from '../../lib/account-copy';
import { deleteWishlist, deleteWishlistItem, postWishlistItem } from './api/server-wishlist';
import { withoutProduct, withProduct } from './server-wishlist';

type WishlistChange =
  { type: 'add'; product: Product } | { type: 'remove'; productId: string } | { type: 'clear' };

function send(change: WishlistChange): Promise<Wishlist> {
  switch (change.type) {
    case 'add':
      return postWishlistItem(change.product.id);
    case 'remove':
      return deleteWishlistItem(change.productId);
    case 'clear':
      return deleteWishlist();
  }
}

function preview(list: Wishlist, change: WishlistChange): Wishlist {
  switch (change.type) {
    case 'add':
      return withProduct(list, change.product);
    case 'remove':
      return withoutProduct(list, change.productId);
    case 'clear':
      return [];
  }
}

const EMPTY: Wishlist = [];

/** A signed-in shopper's wishlist on the server: changes show at once, a refused one is reverted (useAccountCopy). */
export function useServerWishlist(userId: string | null, paused: boolean) {
  const { query, change, settle, clear, reload, current } = useAccountCopy({
    name: 'wishlist',
    userId,
    paused,
    send,
    preview,
    empty: EMPTY,
  });

  const toggle = useCallback(
    async (product: Product) => {
      const wasIn = (current() ?? EMPTY).some((e) => e.productId.id === product.id);
      try {
        await change(wasIn ? { type: 'remove', productId: product.id } : { type: 'add', product });
        return !wasIn;
      } catch {
        return wasIn;
      }
    },
    [change, current],
  );

  const remove = useCallback((productId: string) => settle({ type: 'remove', productId }), [settle]);

  return {
    /** a wishlist that cannot be fetched holds nothing, and `failed` says why (decision 013) */
    list: query.data ?? (query.isError ? EMPTY : undefined),
    isLoading: query.isLoading,
    failed: query.isError && !query.data,
    reloading: query.isFetching,
    reload,
    toggle,
    remove,
    clear,
  };
}
