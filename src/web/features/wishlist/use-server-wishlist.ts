import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from 'sonner';
import type { Product } from '../../../domain/product';
import type { Wishlist } from '../../../domain/wishlist';
import { errorMessage, GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from '../../lib/api-client';
import {
  deleteWishlist,
  deleteWishlistItem,
  postWishlistItem,
  wishlistQuery,
  wishlistQueryKey,
} from './api/server-wishlist';
import { withoutProduct, withProduct } from './server-wishlist';

type WishlistChange =
  { type: 'add'; product: Product } | { type: 'remove'; productId: string } | { type: 'clear' };

function send(change: WishlistChange): Promise<Wishlist> {
  switch (change.type) {
    case 'add':
      return postWishlistItem(change.product.id);
    case 'remove':
      return deleteWishlistItem(change.productId);
    case 'clear':
      return deleteWishlist();
  }
}

function preview(list: Wishlist, change: WishlistChange): Wishlist {
  switch (change.type) {
    case 'add':
      return withProduct(list, change.product);
    case 'remove':
      return withoutProduct(list, change.productId);
    case 'clear':
      return [];
  }
}

const EMPTY: Wishlist = [];

/**
 * A signed-in shopper's wishlist on the server. Changes show at once and run one after another;
 * a refused change is reverted (spec §4) and its reason shown in a toast.
 */
export function useServerWishlist(userId: string | null, paused: boolean) {
  const queryClient = useQueryClient();
  const queryKey = wishlistQueryKey(userId);
  const mutationKey = ['wishlist', userId, 'change'];
  const query = useQuery({ ...wishlistQuery(userId), enabled: userId !== null && !paused });

  const isLastChange = () => queryClient.isMutating({ mutationKey }) <= 1;

  const { mutateAsync } = useMutation<Wishlist, Error, WishlistChange, { previous: Wishlist | undefined }>({
    mutationKey,
    scope: { id: `wishlist:${userId}` },
    mutationFn: send,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Wishlist>(queryKey);
      queryClient.setQueryData(queryKey, preview(previous ?? EMPTY, change));
      return { previous };
    },
    onSuccess: (list) => {
      if (isLastChange()) queryClient.setQueryData(queryKey, list);
    },
    onError: (error, _change, context) => {
      const last = isLastChange();
      if (last) queryClient.setQueryData(queryKey, context?.previous ?? EMPTY);
      toast.error(errorMessage(error, GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE));
      if (last) void queryClient.invalidateQueries({ queryKey });
    },
  });

  const toggle = useCallback(
    async (product: Product) => {
      const list = queryClient.getQueryData<Wishlist>(wishlistQueryKey(userId)) ?? EMPTY;
      const wasIn = list.some((e) => e.productId.id === product.id);
      try {
        await mutateAsync(wasIn ? { type: 'remove', productId: product.id } : { type: 'add', product });
        return !wasIn;
      } catch {
        return wasIn;
      }
    },
    [mutateAsync, queryClient, userId],
  );

  const remove = useCallback(
    async (productId: string) => {
      await mutateAsync({ type: 'remove', productId }).catch(() => {});
    },
    [mutateAsync],
  );

  const clear = useCallback(async () => {
    await mutateAsync({ type: 'clear' }).catch(() => {});
  }, [mutateAsync]);

  return {
    /** a wishlist that cannot be fetched holds nothing, and `failed` says why (decision 013) */
    list: query.data ?? (query.isError ? EMPTY : undefined),
    isLoading: query.isLoading,
    failed: query.isError && !query.data,
    reloading: query.isFetching,
    reload: query.refetch,
    toggle,
    remove,
    clear,
  };
}
