import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { accountCopyKey } from '../../lib/account-copy';
import { ApiError } from '../../lib/api-client';
import { postCartHandOver } from './api/server-cart';
import { guestCartHandOverKey, guestCartStore } from './guest-cart-store';
import { planGuestCartMerge } from './server-cart';

/** Refusals about the line itself (gone, out of stock, a colour no longer sold); asking again will not help. */
const isLineRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && [400, 404, 409, 422].includes(error.status);

/**
 * docs/store-rules.md#sessions: the guest's lines go to the account in one request carrying the local cart's
 * hand-over key (decision 052), and the local copy is forgotten once the answer is here. Left before that, the
 * next load sends the same key and the server adds nothing twice. A line the store refuses is reported and
 * dropped; a failure to reach it keeps the local copy for the next attempt.
 */
export async function mergeGuestCart(queryClient: QueryClient, userId: string): Promise<boolean> {
  const steps = planGuestCartMerge(guestCartStore.get());
  try {
    const { cart, refused } = await postCartHandOver({
      key: guestCartHandOverKey(),
      lines: steps.map((step) => step.body),
    });
    for (const { productId, message } of refused) {
      const name = steps.find((step) => step.body.productId === productId)?.productName ?? 'An item';
      toast.error(`${name} could not be moved to your cart: ${message}`);
    }
    queryClient.setQueryData(accountCopyKey('cart', userId), cart);
  } catch (error) {
    if (!isLineRefusal(error)) return false;
    // The hand-over as a whole was refused: sending it again would be refused again.
    toast.error(`Your cart could not be moved to your account: ${error.message}`);
  }
  guestCartStore.remove();
  return true;
}
