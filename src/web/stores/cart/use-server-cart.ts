import { useCallback } from 'react';
import type { Cart, CartLineBodyInput } from '../../../domain/cart';
import { useAccountCopy } from '../../lib/account-copy';
import { meansNotFound } from '../../lib/api-client';
import { deleteCart, deleteCartLine, postCartLine, putCartLine } from './api/server-cart';
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

/** What the drawer shows before the server answers (docs/store-rules.md#sessions); an add waits for the server's pricing. */
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

/** A signed-in shopper's cart on the server: changes show at once, a refused one rolls back (useAccountCopy). */
export function useServerCart(userId: string | null, paused: boolean) {
  const { query, change, settle, clear, reload, current } = useAccountCopy({
    name: 'cart',
    userId,
    paused,
    send,
    preview,
  });

  const add = useCallback(
    async (input: AddToCartInput) => {
      await change({ type: 'add', body: toCartLineBody(input) });
    },
    [change],
  );

  const setQuantity = useCallback(
    async (lineId: string, quantity: number) => {
      const next = clampQuantity(quantity);
      const line = current()?.items.find((l) => l.id === lineId);
      if (!line || line.quantity === next) return;
      await settle({ type: 'quantity', lineId, quantity: next });
    },
    [settle, current],
  );

  const remove = useCallback((lineId: string) => settle({ type: 'remove', lineId }), [settle]);

  return {
    /** counts and totals read 0 for a cart that cannot be fetched; `loadFailed` says why the lines are missing */
    cart: query.data ?? (query.isError ? EMPTY_CART : undefined),
    isLoading: query.isLoading,
    /** the cart never arrived for a reason worth retrying (docs/store-rules.md#records): not the same as an empty cart */
    loadFailed: query.isError && !query.data && !meansNotFound(query.error),
    reloading: query.isFetching,
    reload,
    add,
    setQuantity,
    remove,
    clear,
  };
}
