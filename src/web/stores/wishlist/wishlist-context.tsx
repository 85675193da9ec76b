import { createContext, useCallback, useMemo } from 'react';
import { useProvided } from '../../lib/use-provided';
import type { Product } from '../../../domain/product';
import type { WishlistState } from '../../components/ui/product-card';
import { useGuestCopy, type CopyLoad, type Drawer, type GuestCopyProviderProps } from '../../lib/local-store';
import { mergeGuestWishlist } from './guest-merge';
import { guestWishlistStore } from './guest-wishlist-store';
import { useServerWishlist } from './use-server-wishlist';

/**
 * The wishlist as every component sees it: a guest's products from localStorage (docs/store-rules.md#records,
 * #sessions), or a signed-in shopper's wishlist on the server, behind the same value.
 */
export interface WishlistContextValue extends CopyLoad, Drawer {
  items: Product[];
  count: number;
  has(productId: string): boolean;
  /**
   * Adds or removes at once; resolves to true when the product is now in the wishlist. A refused
   * change is reverted (so it resolves to the old state) and a toast gives the reason.
   */
  toggle(product: Product): Promise<boolean>;
  remove(productId: string): Promise<void>;
  clear(): Promise<void>;
}

const WishlistContext = createContext<WishlistContextValue | null>(null);

const EMPTY: Product[] = [];

export function WishlistProvider({
  userId = null,
  sessionPending = false,
  children,
}: GuestCopyProviderProps) {
  const { stored, merging, drawer } = useGuestCopy({
    name: 'wishlist',
    store: guestWishlistStore,
    empty: EMPTY,
    userId,
    merge: mergeGuestWishlist,
  });
  const server = useServerWishlist(userId, merging);

  const guestToggle = useCallback(async (product: Product) => {
    let added = false;
    guestWishlistStore.set((current) => {
      added = !current.some((p) => p.id === product.id);
      return added ? [...current, product] : current.filter((p) => p.id !== product.id);
    });
    return added;
  }, []);
  const guestRemove = useCallback(async (productId: string) => {
    guestWishlistStore.set((current) => current.filter((p) => p.id !== productId));
  }, []);
  const guestClear = useCallback(async () => guestWishlistStore.remove(), []);

  const signedIn = userId !== null;
  const showGuest = !signedIn || merging;
  const serverItems = useMemo(() => server.list?.map((e) => e.productId) ?? EMPTY, [server.list]);
  const items = showGuest ? stored : serverItems;
  const ids = useMemo(() => new Set(items.map((p) => p.id)), [items]);
  const has = useCallback((productId: string) => ids.has(productId), [ids]);

  // While the guest's products are being moved, a toggle waits for the account's list rather than
  // editing a copy that is about to be replaced.
  const settleFirst = useCallback(
    async (product: Product) => stored.some((p) => p.id === product.id),
    [stored],
  );
  const wait = useCallback(async () => {}, []);

  const value = useMemo<WishlistContextValue>(
    () => ({
      items,
      count: items.length,
      isLoading: showGuest ? sessionPending || merging : server.isLoading,
      loadFailed: !showGuest && server.failed,
      reloading: server.reloading,
      reload: server.reload,
      has,
      toggle: !signedIn ? guestToggle : merging ? settleFirst : server.toggle,
      remove: !signedIn ? guestRemove : merging ? wait : server.remove,
      clear: !signedIn ? guestClear : merging ? wait : server.clear,
      ...drawer,
    }),
    [
      items,
      showGuest,
      sessionPending,
      merging,
      server.isLoading,
      server.failed,
      server.reloading,
      server.reload,
      server.toggle,
      server.remove,
      server.clear,
      has,
      signedIn,
      guestToggle,
      settleFirst,
      guestRemove,
      guestClear,
      wait,
      drawer,
    ],
  );

  return <WishlistContext value={value}>{children}</WishlistContext>;
}

export const useWishlist = (): WishlistContextValue =>
  useProvided(WishlistContext, 'useWishlist', 'WishlistProvider');

/** A product card's heart for each product: whether it is saved, and the toggle (components/ui/product-card.tsx). */
export function useWishlistHearts(): (product: Product) => WishlistState {
  const { has, toggle } = useWishlist();
  return useCallback(
    (product: Product) => ({ saved: has(product.id), toggle: () => toggle(product) }),
    [has, toggle],
  );
}
