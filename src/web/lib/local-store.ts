import { useEffect, useState } from 'react';

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
 * Hands a guest's local copy over to their account once they are signed in (spec §4). `merge` runs
 * once per store and account however often React re-runs the effect, and must forget the local copy
 * itself when it succeeds. Returns true while the hand-over is due or running. After a failure the
 * local copy stays put and the next sign-in or page load tries again.
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
