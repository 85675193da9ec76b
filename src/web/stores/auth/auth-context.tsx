import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useProvided } from '../../lib/use-provided';
import type { GuestCheckoutInput, RegisterInput, SessionResponse, User } from '../../../domain/auth';
import {
  ApiError,
  forgetSession,
  hasSession,
  prefetchCsrfToken,
  sessionChanged,
  setUnauthorizedHandler,
} from '../../lib/api-client';
import { useHydrated } from '../../lib/use-hydrated';
import { getMe, meQueryKey } from './api/get-me';
import { postLogin } from './api/login';
import { postLogout } from './api/logout';
import { postRegister } from './api/register';
import { postGuestCheckout } from './api/start-guest-checkout';

export interface LoginCredentials {
  email: string;
  password: string;
  /** keep the session after the browser closes (docs/store-rules.md#sessions); defaults to true */
  remember?: boolean;
  /** the admin login asks the server to refuse customers */
  role?: 'admin';
}

/** `checking` while a session cookie is being confirmed at start-up; the answer is not known yet. */
export type SessionStatus = 'checking' | 'signed-in' | 'signed-out';

export interface AuthContextValue {
  user: User | null;
  status: SessionStatus;
  /** true during the start-up session check, login and register (docs/store-rules.md#sessions) */
  isLoading: boolean;
  /** rejects with the server's ApiError (its message is what the form shows) */
  login(credentials: LoginCredentials): Promise<User>;
  register(input: RegisterInput): Promise<User>;
  /** a guest checkout session (decision 019): kept only until the browser closes */
  continueAsGuest(input: GuestCheckoutInput): Promise<User>;
  /** ends the session here even when the server cannot be reached */
  logout(): Promise<void>;
  /** looks for the session cookie again and asks the server whose it is (e.g. after an admin login) */
  refresh(): Promise<User | null>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [sessionCookie, setSessionCookie] = useState(() => hasSession());
  // The server rendered this page for a guest; the session takes over once React has adopted it.
  const session = useHydrated() && sessionCookie;
  const [busy, setBusy] = useState(0);

  const endSession = useCallback(() => {
    forgetSession();
    sessionChanged();
    queryClient.setQueryData(meQueryKey, null);
    setSessionCookie(false);
  }, [queryClient]);

  const fetchMe = useCallback(
    async ({ signal }: { signal?: AbortSignal }): Promise<User | null> => {
      try {
        return await getMe(signal);
      } catch (error) {
        // Any refusal means 'Session expired', handled silently. A network failure is not a refusal, so the
        // session stays for the next visit.
        if (error instanceof ApiError) {
          endSession();
          return null;
        }
        throw error;
      }
    },
    [endSession],
  );

  const me = useQuery({
    queryKey: meQueryKey,
    queryFn: fetchMe,
    enabled: session,
    staleTime: Infinity,
    retry: false,
    // Offline, a paused check would leave the header waiting forever; fail fast instead.
    networkMode: 'always',
  });

  useEffect(() => {
    if (session) prefetchCsrfToken();
  }, [session]);

  useEffect(() => {
    setUnauthorizedHandler(endSession);
    return () => setUnauthorizedHandler(null);
  }, [endSession]);

  const user = session ? (me.data ?? null) : null;
  const status: SessionStatus = session && me.isPending ? 'checking' : user ? 'signed-in' : 'signed-out';

  // Whatever another feature cached for the previous account (orders, say) must not be shown to
  // whoever uses this screen next. Run after the commit, when those queries have lost their observers.
  const previousUserId = useRef(user?.id ?? null);
  useEffect(() => {
    const previous = previousUserId.current;
    previousUserId.current = user?.id ?? null;
    if (previous !== null && previous !== user?.id) {
      queryClient.removeQueries({ type: 'inactive', predicate: (q) => q.queryKey[0] !== meQueryKey[0] });
    }
  }, [user?.id, queryClient]);

  // The server has set the session cookie (for the browser session alone without remember-me, or for a guest).
  const startSession = useCallback(
    (next: SessionResponse) => {
      sessionChanged();
      queryClient.setQueryData(meQueryKey, next.user);
      setSessionCookie(true);
      return next.user;
    },
    [queryClient],
  );

  const withBusy = useCallback(async <T,>(task: () => Promise<T>): Promise<T> => {
    setBusy((n) => n + 1);
    try {
      return await task();
    } finally {
      setBusy((n) => n - 1);
    }
  }, []);

  const login = useCallback(
    ({ email, password, remember = true, role }: LoginCredentials) =>
      withBusy(async () => startSession(await postLogin({ email, password, role, remember }))),
    [withBusy, startSession],
  );

  const register = useCallback(
    (input: RegisterInput) => withBusy(async () => startSession(await postRegister(input))),
    [withBusy, startSession],
  );

  const continueAsGuest = useCallback(
    (input: GuestCheckoutInput) => withBusy(async () => startSession(await postGuestCheckout(input))),
    [withBusy, startSession],
  );

  const logout = useCallback(async () => {
    if (hasSession()) {
      try {
        await postLogout();
      } catch {
        // The hint is removed below either way, and the server honours the cookie no more without it.
      }
    }
    endSession();
  }, [endSession]);

  const refresh = useCallback(async () => {
    const present = hasSession();
    setSessionCookie(present);
    if (!present) {
      queryClient.setQueryData(meQueryKey, null);
      return null;
    }
    try {
      return await queryClient.fetchQuery({ queryKey: meQueryKey, queryFn: fetchMe, staleTime: 0 });
    } catch {
      return null;
    }
  }, [queryClient, fetchMe]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      status,
      isLoading: status === 'checking' || busy > 0,
      login,
      register,
      continueAsGuest,
      logout,
      refresh,
    }),
    [user, status, busy, login, register, continueAsGuest, logout, refresh],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export const useAuth = (): AuthContextValue => useProvided(AuthContext, 'useAuth', 'AuthProvider');
