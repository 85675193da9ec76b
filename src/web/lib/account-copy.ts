import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { api, errorMessage, GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from './api-client';

/** What a shopper keeps both as a guest and in their account; also its path in the API. */
export type CopyName = 'cart' | 'wishlist';

/** One cache entry per account, so a copy never shows under someone else's session. */
export const accountCopyKey = (name: CopyName, userId: string | null) => [name, userId] as const;

/** The account's copy, fetched only for a signed-in shopper. */
export const accountCopyQuery = <T>(name: CopyName, userId: string | null) =>
  queryOptions({
    queryKey: accountCopyKey(name, userId),
    queryFn: ({ signal }) => api<T>(`/${name}`, { signal }),
    enabled: userId !== null,
  });

export interface HandOverOptions<Step> {
  name: CopyName;
  /** the guest copy as the changes that add it to the account, oldest first */
  steps: Iterable<Step>;
  send(step: Step): Promise<unknown>;
  /** true when the server refused this step for good, so it is dropped (and may be reported) */
  dropped(error: unknown, step: Step): boolean;
  /** forgets the guest copy, once the account holds it */
  forget(): void;
}

/**
 * docs/store-rules.md#sessions: on sign-in the guest's copy is sent to the account one change at a time, then
 * the account's copy is fetched, and only once that fetch has worked is the local copy forgotten. A step the
 * server refuses for good is dropped; any other failure stops here and keeps the local copy for the next
 * attempt.
 */
export async function handOver<Step>(
  queryClient: QueryClient,
  userId: string,
  { name, steps, send, dropped, forget }: HandOverOptions<Step>,
): Promise<boolean> {
  for (const step of steps) {
    try {
      await send(step);
    } catch (error) {
      if (!dropped(error, step)) return false;
    }
  }
  try {
    await queryClient.fetchQuery({ ...accountCopyQuery(name, userId), staleTime: 0 });
  } catch {
    return false;
  }
  forget();
  return true;
}

/** Every copy can be emptied in one change. */
type Clear = { type: 'clear' };

export interface AccountCopyOptions<T, Change> {
  /** the copy, which also names the queue the changes wait in, one per account */
  name: CopyName;
  /** the signed-in shopper, or null */
  userId: string | null;
  /** the guest copy is still being handed over, so the account's copy is not fetched yet */
  paused: boolean;
  /** sends one change; the server answers with the whole copy as it now stands */
  send(change: Change | Clear): Promise<T>;
  /** what to show before the server answers, or null to wait for its answer */
  preview(current: T, change: Change | Clear): T | null;
  /** what a change is shown on before anything has been fetched; without it such a change waits */
  empty?: T;
}

/**
 * A signed-in shopper's cart or wishlist on the server (docs/store-rules.md#sessions). Changes show at once and
 * run one after another, so each answer already includes the changes before it; only the last answer is shown,
 * and a refused change is rolled back with the server's reason in a toast.
 */
export function useAccountCopy<T, Change>({
  name,
  userId,
  paused,
  send,
  preview,
  empty,
}: AccountCopyOptions<T, Change>) {
  const queryClient = useQueryClient();
  const options = accountCopyQuery<T>(name, userId);
  const { queryKey } = options;
  const mutationKey = [name, userId, 'change'];
  const query = useQuery({ ...options, enabled: userId !== null && !paused });

  const isLastChange = () => queryClient.isMutating({ mutationKey }) <= 1;

  const { mutateAsync: change } = useMutation<T, Error, Change | Clear, { shown: T | undefined }>({
    mutationKey,
    scope: { id: `${name}:${userId}` },
    mutationFn: send,
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey });
      const shown = queryClient.getQueryData<T>(queryKey) ?? empty;
      const previewed = shown === undefined ? null : preview(shown, next);
      if (previewed) queryClient.setQueryData<T>(queryKey, previewed);
      return { shown };
    },
    onSuccess: (answer) => {
      if (isLastChange()) queryClient.setQueryData<T>(queryKey, answer);
    },
    onError: (error, _change, context) => {
      const last = isLastChange();
      if (last && context?.shown) queryClient.setQueryData<T>(queryKey, context.shown);
      toast.error(errorMessage(error, GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE));
      // The rollback shows at once; the refetch settles what the server really holds.
      if (last) void queryClient.invalidateQueries({ queryKey });
    },
  });

  // A refused change has already been rolled back and its reason toasted: the caller has nothing to add.
  const settle = useCallback(
    async (next: Change | Clear) => {
      await change(next).catch(() => {});
    },
    [change],
  );
  const clear = useCallback(() => settle({ type: 'clear' }), [settle]);

  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  // The copy on show, for a change that depends on it: read from the cache when called.
  const current = useCallback(
    () => queryClient.getQueryData<T>(accountCopyKey(name, userId)),
    [queryClient, name, userId],
  );

  return { query, change, settle, clear, reload, current };
}
