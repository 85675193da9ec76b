import { useAuth } from '../../../stores/auth/auth-context';

/**
 * Whether a shopper is logged in, or their session is still being confirmed (a tap then must not send them to
 * the login page). The only place the detail page asks.
 */
export function useIsLoggedIn(): boolean {
  return useAuth().status !== 'signed-out';
}
