import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api-client';
import { cartQuery, postCartLine } from './api/server-cart';
import { guestCartStore } from './guest-cart-store';
import { planGuestCartMerge } from './server-cart';

/** Refusals about the line itself (gone, out of stock, a colour no longer sold); asking again will not help. */
export const isLineRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && [400, 404, 409, 422].includes(error.status);

/**
 * Spec §4: on sign-in the guest's lines are sent one by one, then the cart is fetched, and only once
 * that fetch has worked is the local copy forgotten. A line the server refuses is reported and
 * dropped; any other failure stops here and keeps the local copy for the next attempt.
 */
export async function mergeGuestCart(queryClient: QueryClient, userId: string): Promise<boolean> {
  for (const step of planGuestCartMerge(guestCartStore.get())) {
    try {
      await postCartLine(step.body);
    } catch (error) {
      if (!isLineRefusal(error)) return false;
      toast.error(`${step.productName} could not be moved to your cart: ${error.message}`);
    }
  }
  try {
    await queryClient.fetchQuery({ ...cartQuery(userId), staleTime: 0 });
  } catch {
    return false;
  }
  guestCartStore.remove();
  return true;
}
