import { useSyncExternalStore } from 'react';
import { tokenStore } from '../../../lib/api-client';

// Another tab logging in or out changes the stored token; this tab hears of it through 'storage'.
const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};
const hasToken = () => tokenStore.get() !== null;

/**
 * Whether a shopper is logged in, judged by the stored token. The only place the detail page asks, so
 * it can switch to the session from `useAuth()` in one line once that lands.
 */
export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, hasToken, () => false);
}
