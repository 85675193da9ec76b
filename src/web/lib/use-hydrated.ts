import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React adopts the server's HTML (which shows the page as a guest sees it), true from then
 * on. Anything read from this browser alone, such as the stored session, waits for it so the first
 * render matches the server's markup.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
