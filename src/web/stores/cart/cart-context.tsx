import { createContext, useCallback, useMemo } from 'react';
import { useProvided } from '../../lib/use-provided';
import { toPaise, toRupees } from '../../../domain/pricing';
import { useGuestCopy, type CopyLoad, type Drawer, type GuestCopyProviderProps } from '../../lib/local-store';
import {
  clampQuantity,
  mergeLine,
  priceCartLine,
  toGuestLine,
  type AddToCartInput,
  type CartLine,
  type GuestCartLine,
} from './cart-line';
import { guestCartStore } from './guest-cart-store';
import { mergeGuestCart } from './guest-merge';
import { useServerCart } from './use-server-cart';
import { useCartCodes } from './use-cart-codes';
import type { CodeAnswer, Saving } from '../../../domain/promotion';

// The product page builds this argument to add(); it names it here rather than reaching into the cart feature.
export type { AddToCartInput };

/**
 * The cart as every component sees it: a guest's lines from localStorage, or a signed-in shopper's
 * cart on the server, behind the same value.
 */
export interface CartContextValue extends CopyLoad, Drawer {
  lines: CartLine[];
  /** pieces in the cart: the sum of line quantities */
  count: number;
  /** rupees: the sum of line amounts (the server's subtotal when signed in) */
  total: number;
  /** rejects when the server refuses the line; a toast has already given the reason */
  add(input: AddToCartInput): Promise<void>;
  /** clamped to at least 1 (docs/store-rules.md#validation); use `remove` to take a line out. A refusal rolls back with a toast. */
  setQuantity(lineId: string, quantity: number): Promise<void>;
  remove(lineId: string): Promise<void>;
  clear(): Promise<void>;
  /** the codes applied to this cart, from the drawer or the checkout, each with what it does now */
  codes: CodeAnswer[];
  /** what promotions take off: the applied code's savings, or the automatic offers with no code */
  savings: Saving[];
  /** rejects with the reason in the shopper's words; needs a session (a guest's or an account's) */
  applyCode(code: string): Promise<CodeAnswer>;
  removeCode(code: string): void;
}

const CartContext = createContext<CartContextValue | null>(null);

const EMPTY: GuestCartLine[] = [];

export function CartProvider({ userId = null, sessionPending = false, children }: GuestCopyProviderProps) {
  const { stored, merging, drawer } = useGuestCopy({
    name: 'cart',
    store: guestCartStore,
    empty: EMPTY,
    userId,
    merge: mergeGuestCart,
  });
  const server = useServerCart(userId, merging);

  const guestLines = useMemo(() => stored.map(priceCartLine), [stored]);

  const guestAdd = useCallback(async (input: AddToCartInput) => {
    guestCartStore.set((current) => mergeLine(current, toGuestLine(input)));
  }, []);
  const guestSetQuantity = useCallback(async (lineId: string, quantity: number) => {
    const next = clampQuantity(quantity);
    guestCartStore.set((current) => current.map((l) => (l.id === lineId ? { ...l, quantity: next } : l)));
  }, []);
  const guestRemove = useCallback(async (lineId: string) => {
    guestCartStore.set((current) => current.filter((l) => l.id !== lineId));
  }, []);
  const guestClear = useCallback(async () => guestCartStore.remove(), []);
  // While the guest lines are being moved they are shown as they were, and left alone.
  const wait = useCallback(async () => {}, []);
  const noReload = useCallback(() => {}, []);

  const signedIn = userId !== null;
  const serverLines = server.cart?.items;
  const lines = useMemo(
    () => (!signedIn || merging ? guestLines : (serverLines ?? [])),
    [signedIn, merging, guestLines, serverLines],
  );
  const settled = signedIn && !merging && !server.isLoading && !server.loadFailed;
  const { codes, savings, applyCode, removeCode } = useCartCodes(userId, lines, settled);

  const value = useMemo<CartContextValue>(() => {
    const withCodes = { codes, savings, applyCode, removeCode };
    if (!signedIn || merging) {
      return {
        ...withCodes,
        lines: guestLines,
        count: guestLines.reduce((sum, l) => sum + l.quantity, 0),
        // summed in paise so many lines never drift by a paisa
        total: toRupees(guestLines.reduce((sum, l) => sum + toPaise(l.amount), 0)),
        isLoading: sessionPending || merging,
        loadFailed: false,
        reloading: false,
        reload: noReload,
        add: signedIn ? server.add : guestAdd,
        setQuantity: merging ? wait : guestSetQuantity,
        remove: merging ? wait : guestRemove,
        clear: merging ? wait : guestClear,
        ...drawer,
      };
    }
    return {
      ...withCodes,
      lines: server.cart?.items ?? [],
      count: server.cart?.count ?? 0,
      total: server.cart?.subtotal ?? 0,
      isLoading: server.isLoading,
      loadFailed: server.loadFailed,
      reloading: server.reloading,
      reload: server.reload,
      add: server.add,
      setQuantity: server.setQuantity,
      remove: server.remove,
      clear: server.clear,
      ...drawer,
    };
  }, [
    signedIn,
    merging,
    sessionPending,
    guestLines,
    server.cart,
    server.isLoading,
    server.loadFailed,
    server.reloading,
    server.reload,
    server.add,
    server.setQuantity,
    server.remove,
    server.clear,
    guestAdd,
    guestSetQuantity,
    guestRemove,
    guestClear,
    wait,
    noReload,
    drawer,
    codes,
    savings,
    applyCode,
    removeCode,
  ]);

  return <CartContext value={value}>{children}</CartContext>;
}

export const useCart = (): CartContextValue => useProvided(CartContext, 'useCart', 'CartProvider');
