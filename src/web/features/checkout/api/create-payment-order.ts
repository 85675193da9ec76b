import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePaymentOrderInput, PaymentOrder } from '../../../../domain/checkout';
import type { Order } from '../../../../domain/order';
import { api } from '../../../lib/api-client';
import { fetchPlacedOrder, STORE_CREDIT_KEY } from './store-credit';

/** docs/store-rules.md#api: the server prices the cart again and refuses an `amount` that disagrees with it. */
export const createPaymentOrder = (body: CreatePaymentOrderInput) =>
  api<PaymentOrder>('/payment/create-order', { method: 'POST', body });

/**
 * The provider order to pay; or, when store credit paid it all, no payment at all: the order is already placed
 * (decision 061), read here, and the credit it spent is fetched again.
 */
export function useStartPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreatePaymentOrderInput) => {
      const paymentOrder = await createPaymentOrder(body);
      const placed: Order | null = paymentOrder.placedOrderId
        ? await fetchPlacedOrder(paymentOrder.placedOrderId)
        : null;
      return { paymentOrder, placed };
    },
    onSuccess: ({ placed }) => {
      if (placed) void queryClient.invalidateQueries({ queryKey: STORE_CREDIT_KEY });
    },
  });
}
