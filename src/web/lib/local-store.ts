import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { accountCopyKey, type CopyName } from './account-copy';

/**
 * A value kept in localStorage and shared through `useSyncExternalStore`: every component sees the
 * same snapshot, and other tabs' changes arrive through the `storage` event.
 */
export interface LocalStore<T> {
  get(): T;
  set(next: T | ((current: T) => T)): void;
  /** forgets the stored copy (e.g. once the server holds the data) */
  remove(): void;
  subscribe(listener: () => void): () => void;
}

export function createLocalStore<T>(key: string, parse: (raw: unknown) => T, empty: T): LocalStore<T> {
  const listeners = new Set<() => void>();
  let cache: { value: T } | null = null;

  function read(): T {
    try {
      const raw = localStorage.getItem(key);
      return raw === null ? empty : parse(JSON.parse(raw));
    } catch {
      // Corrupt or foreign data must not break the storefront; start afresh.
      return empty;
    }
  }

  const notify = () => listeners.forEach((listener) => listener());

  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    cache = null;
    notify();
  };

  function get(): T {
    cache ??= { value: read() };
    return cache.value;
  }

  return {
    get,
    set(next) {
      const value = typeof next === 'function' ? (next as (current: T) => T)(get()) : next;
      cache = { value };
      try {
        localStorage.setItem(key, JSON.stringify(value));
      } catch {
        // Private mode or a full quota: the session still works from memory.
      }
      notify();
    },
    remove() {
      cache = { value: empty };
      try {
        localStorage.removeItem(key);
      } catch {
        // Storage unavailable: nothing was kept there either.
      }
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
}

const merges = new Map<string, Promise<boolean>>();

/**
 * Hands a guest's local copy over to their account once they are signed in (docs/store-rules.md#sessions).
 * `merge` runs once per store and account however often React re-runs the effect, and must forget the local
 * copy itself when it succeeds. Returns true while the hand-over is due or running. After a failure the local
 * copy stays put and the next sign-in or page load tries again.
 */
export function useMergeIntoAccount(
  name: string,
  userId: string | null,
  hasLocalCopy: boolean,
  merge: (userId: string) => Promise<boolean>,
): boolean {
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const due = userId !== null && hasLocalCopy && failedFor !== userId;

  useEffect(() => {
    if (!due || userId === null) return;
    const key = `${name}:${userId}`;
    let run = merges.get(key);
    if (!run) {
      run = merge(userId)
        .catch(() => false)
        .finally(() => merges.delete(key));
      merges.set(key, run);
    }
    let current = true;
    void run.then((ok) => {
      if (current && !ok) setFailedFor(userId);
    });
    return () => {
      current = false;
    };
  }, [name, userId, due, merge]);

  return due;
}

export interface GuestCopyProviderProps {
  /** the signed-in shopper; null (the default) keeps the copy in this browser */
  userId?: string | null;
  /** a stored session is still being checked, so whose copy to show is not known yet */
  sessionPending?: boolean;
  children: ReactNode;
}

/** Where the copy on show stands, so a drawer never passes off a copy still on its way, or lost, as empty. */
export interface CopyLoad {
  /** true while the session is checked, the guest copy is moved into the account, or the account's is first fetched */
  isLoading: boolean;
  /** the account's copy could not be fetched: show that, with `reload`, never an empty list */
  loadFailed: boolean;
  /** `reload` is asking again */
  reloading: boolean;
  reload(): void;
}

export interface Drawer {
  isOpen: boolean;
  open(): void;
  close(): void;
  setOpen(open: boolean): void;
}

export interface GuestCopyOptions<T> {
  /** names the hand-over, so one sign-in merges once, and the account's copy in the query cache */
  name: CopyName;
  store: LocalStore<T[]>;
  /** what the store holds when empty; also the server render's snapshot */
  empty: T[];
  /** the signed-in shopper, or null */
  userId: string | null;
  /** moves the guest copy into the account and forgets it; false when that failed */
  merge(queryClient: QueryClient, userId: string): Promise<boolean>;
}

/**
 * What the cart and the wishlist share around their own lines: the guest copy kept in this browser, its
 * hand-over to the account after sign-in (`merging` while due or running), forgetting the account's copy
 * and any guest copy on sign-out, and the drawer that shows them.
 */
export function useGuestCopy<T>({ name, store, empty, userId, merge }: GuestCopyOptions<T>) {
  const queryClient = useQueryClient();
  const stored = useSyncExternalStore(store.subscribe, store.get, () => empty);
  const mergeIntoAccount = useCallback((id: string) => merge(queryClient, id), [merge, queryClient]);
  const merging = useMergeIntoAccount(name, userId, stored.length > 0, mergeIntoAccount);

  // Logout or an expired session: the account's copy leaves this screen, and so does any guest copy.
  const previousUserId = useRef(userId);
  useEffect(() => {
    const previous = previousUserId.current;
    previousUserId.current = userId;
    if (previous === null || previous === userId) return;
    queryClient.removeQueries({ queryKey: accountCopyKey(name, previous) });
    if (userId === null) store.remove();
  }, [userId, queryClient, name, store]);

  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const drawer = useMemo<Drawer>(() => ({ isOpen, open, close, setOpen }), [isOpen, open, close]);
  return { stored, merging, drawer };
}
