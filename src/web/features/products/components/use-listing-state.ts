import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { prefersReducedMotion } from '../../../components/ui/use-prefers-reduced-motion';
import {
  NAVBAR_SEARCH_PARAM,
  parseListingParams,
  toListingParams,
  type ListingState,
} from './listing-params';

export interface UpdateOptions {
  replace?: boolean;
}

export interface ListingControls {
  state: ListingState;
  /** changes filters or sort and goes back to page 1 (docs/store-rules.md#sessions) */
  update(patch: Partial<Omit<ListingState, 'page'>>, options?: UpdateOptions): void;
  setPage(page: number, options?: UpdateOptions): void;
  /** Clear All: every filter, both searches, the sort and the page (docs/store-rules.md#sessions) */
  clear(): void;
}

export const scrollToTop = () =>
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });

/** The listing's state, kept in the URL (useSearchParams) so back/forward and shared links reproduce the view. */
export function useListingState(): ListingControls {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const parsed = useMemo(() => parseListingParams(new URLSearchParams(key)), [key]);

  // The router renders a navigation in a transition, and React puts a controlled radio or checkbox back to its
  // old value after the click; until the new URL lands, show what the shopper chose so the tick never flickers.
  // It lasts while the URL still reads as it did at the click; Back or Forward ends it too, since a navigation
  // overtaken by one may never render its own URL.
  const [pending, setPending] = useState<{ from: string; state: ListingState } | null>(null);
  if (pending && pending.from !== key) setPending(null);
  useEffect(() => {
    const onPop = () => setPending(null);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const state = pending?.state ?? parsed;

  const go = useCallback(
    (next: ListingState, replace?: boolean) => {
      setPending({ from: key, state: next });
      setParams(toListingParams(next), { replace, preventScrollReset: true });
    },
    [key, setParams],
  );

  // The navbar search arrives as ?search= and is read once into the sidebar search, replacing the entry
  // (docs/store-rules.md#screens). parseListingParams already reads it, so the products asked for do not
  // change.
  const navbarSearch = params.has(NAVBAR_SEARCH_PARAM);
  useEffect(() => {
    if (navbarSearch) setParams(toListingParams(parsed), { replace: true, preventScrollReset: true });
  }, [navbarSearch, parsed, setParams]);

  const update = useCallback<ListingControls['update']>(
    (patch, options) => go({ ...state, ...patch, page: 1 }, options?.replace),
    [go, state],
  );

  const setPage = useCallback<ListingControls['setPage']>(
    (page, options) => {
      go({ ...state, page }, options?.replace);
      if (!options?.replace) scrollToTop();
    },
    [go, state],
  );

  const clear = useCallback(() => {
    if (key !== '') go(parseListingParams(new URLSearchParams()));
  }, [go, key]);

  return { state, update, setPage, clear };
}
