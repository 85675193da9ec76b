import { useEffect, useSyncExternalStore } from 'react';
import { createLocalStore } from '../../../lib/local-store';
import {
  otherRecentlyViewed,
  parseRecentlyViewed,
  pushRecentlyViewed,
  RECENTLY_VIEWED_KEY,
} from './recently-viewed';

const EMPTY: string[] = [];
export const recentlyViewedStore = createLocalStore<string[]>(
  RECENTLY_VIEWED_KEY,
  parseRecentlyViewed,
  EMPTY,
);

/**
 * Records this product as the newest view and returns the shopper's other recent products, newest first.
 * Moving this product to the front leaves the others' order alone, so the section does not reshuffle.
 */
export function useRecentlyViewed(productId: string | undefined): string[] {
  const history = useSyncExternalStore(recentlyViewedStore.subscribe, recentlyViewedStore.get, () => EMPTY);
  useEffect(() => {
    if (productId) recentlyViewedStore.set((current) => pushRecentlyViewed(current, productId));
  }, [productId]);
  return productId ? otherRecentlyViewed(history, productId) : EMPTY;
}
