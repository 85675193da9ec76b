import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { handOver } from '../../lib/account-copy';
import { ApiError } from '../../lib/api-client';
import { postCartLine } from './api/server-cart';
import { guestCartStore } from './guest-cart-store';
import { planGuestCartMerge } from './server-cart';

/** Refusals about the line itself (gone, out of stock, a colour no longer sold); asking again will not help. */
export const isLineRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && [400, 404, 409, 422].includes(error.status);

/** The guest's lines go to the account one by one (handOver); a line the server refuses is reported and dropped. */
export const mergeGuestCart = (queryClient: QueryClient, userId: string): Promise<boolean> =>
  handOver(queryClient, userId, {
    name: 'cart',
    steps: planGuestCartMerge(guestCartStore.get()),
    send: (step) => postCartLine(step.body),
    dropped: (error, step) => {
      if (!isLineRefusal(error)) return false;
      toast.error(`${step.productName} could not be moved to your cart: ${error.message}`);
      return true;
    },
    forget: () => guestCartStore.remove(),
  });
