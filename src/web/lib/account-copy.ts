import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { errorMessage, GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from './api-client';

export interface AccountCopyOptions<T, Change, Key extends QueryKey> {
  /** names the queue the changes wait in, one per account */
  name: string;
  /** the signed-in shopper, or null */
  userId: string | null;
  /** the guest copy is still being handed over, so the account's copy is not fetched yet */
  paused: boolean;
  /** the account's copy: its key, its fetch */
  query: UseQueryOptions<T, Error, T, Key> & { queryKey: Key };
  /** sends one change; the server answers with the whole copy as it now stands */
  send(change: Change): Promise<T>;
  /** what to show before the server answers, or null to wait for its answer */
  preview(current: T, change: Change): T | null;
  /** what a change is shown on before anything has been fetched; without it such a change waits */
  empty?: T;
}

/**
 * A signed-in shopper's cart or wishlist on the server (spec §4). Changes show at once and run one after
 * another, so each answer already includes the changes before it; only the last answer is shown, and a
 * refused change is rolled back with the server's reason in a toast.
 */
export function useAccountCopy<T, Change, Key extends QueryKey>({
  name,
  userId,
  paused,
  query: options,
  send,
  preview,
  empty,
}: AccountCopyOptions<T, Change, Key>) {
  const queryClient = useQueryClient();
  const { queryKey } = options;
  const mutationKey = [name, userId, 'change'];
  const query = useQuery({ ...options, enabled: userId !== null && !paused });

  const isLastChange = () => queryClient.isMutating({ mutationKey }) <= 1;

  const { mutateAsync: change } = useMutation<T, Error, Change, { shown: T | undefined }>({
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
    async (next: Change) => {
      await change(next).catch(() => {});
    },
    [change],
  );

  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);

  return { query, queryClient, change, settle, reload };
}
