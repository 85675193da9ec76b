import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from 'sonner';
import type { Cart, CartLineBodyInput } from '../../../domain/cart';
import {
  errorMessage,
  GENERIC_ERROR_MESSAGE,
  meansNotFound,
  NETWORK_ERROR_MESSAGE,
} from '../../lib/api-client';
import {
  cartQuery,
  cartQueryKey,
  deleteCart,
  deleteCartLine,
  postCartLine,
  putCartLine,
} from './api/server-cart';
import { clampQuantity, type AddToCartInput } from './cart-line';
import { EMPTY_CART, toCartLineBody, withoutLine, withQuantity } from './server-cart';

type CartChange =
  | { type: 'add'; body: CartLineBodyInput }
  | { type: 'quantity'; lineId: string; quantity: number }
  | { type: 'remove'; lineId: string }
  | { type: 'clear' };

function send(change: CartChange): Promise<Cart> {
  switch (change.type) {
    case 'add':
      return postCartLine(change.body);
    case 'quantity':
      return putCartLine(change.lineId, change.quantity);
    case 'remove':
      return deleteCartLine(change.lineId);
    case 'clear':
      return deleteCart();
  }
}

/** What the drawer shows before the server answers (spec §4); an add waits for the server's pricing. */
function preview(cart: Cart, change: CartChange): Cart | null {
  switch (change.type) {
    case 'add':
      return null;
    case 'quantity':
      return withQuantity(cart, change.lineId, change.quantity);
    case 'remove':
      return withoutLine(cart, change.lineId);
    case 'clear':
      return EMPTY_CART;
  }
}

const ignore = () => {};

/**
 * A signed-in shopper's cart on the server. Changes show at once and run one after another, so each
 * answer already includes the changes before it; only the last answer is shown, and a refused
 * change is rolled back with the server's reason in a toast.
 */
export function useServerCart(userId: string | null, paused: boolean) {
  const queryClient = useQueryClient();
  const queryKey = cartQueryKey(userId);
  const mutationKey = ['cart', userId, 'change'];
  const query = useQuery({ ...cartQuery(userId), enabled: userId !== null && !paused });

  const isLastChange = () => queryClient.isMutating({ mutationKey }) <= 1;

  const { mutateAsync } = useMutation<Cart, Error, CartChange, { previous: Cart | undefined }>({
    mutationKey,
    scope: { id: `cart:${userId}` },
    mutationFn: send,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Cart>(queryKey);
      const next = previous && preview(previous, change);
      if (next) queryClient.setQueryData(queryKey, next);
      return { previous };
    },
    onSuccess: (cart) => {
      if (isLastChange()) queryClient.setQueryData(queryKey, cart);
    },
    onError: (error, _change, context) => {
      const last = isLastChange();
      if (last && context?.previous) queryClient.setQueryData(queryKey, context.previous);
      toast.error(errorMessage(error, GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE));
      // The rollback shows at once; the refetch settles what the server really holds.
      if (last) void queryClient.invalidateQueries({ queryKey });
    },
  });

  const add = useCallback(
    async (input: AddToCartInput) => {
      await mutateAsync({ type: 'add', body: toCartLineBody(input) });
    },
    [mutateAsync],
  );

  const setQuantity = useCallback(
    async (lineId: string, quantity: number) => {
      const next = clampQuantity(quantity);
      const current = queryClient.getQueryData<Cart>(cartQueryKey(userId));
      const line = current?.items.find((l) => l.id === lineId);
      if (!line || line.quantity === next) return;
      await mutateAsync({ type: 'quantity', lineId, quantity: next }).catch(ignore);
    },
    [mutateAsync, queryClient, userId],
  );

  const remove = useCallback(
    async (lineId: string) => {
      await mutateAsync({ type: 'remove', lineId }).catch(ignore);
    },
    [mutateAsync],
  );

  const clear = useCallback(async () => {
    await mutateAsync({ type: 'clear' }).catch(ignore);
  }, [mutateAsync]);

  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);

  return {
    /** counts and totals read 0 for a cart that cannot be fetched; `loadFailed` says why the lines are missing */
    cart: query.data ?? (query.isError ? EMPTY_CART : undefined),
    isLoading: query.isLoading,
    /** the cart never arrived for a reason worth retrying (decisions.md §13): not the same as an empty cart */
    loadFailed: query.isError && !query.data && !meansNotFound(query.error),
    reloading: query.isFetching,
    reload,
    add,
    setQuantity,
    remove,
    clear,
  };
}
