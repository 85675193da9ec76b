import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PaymentResult, ShippingInfo } from '../../../../domain/checkout';
import type { Order } from '../../../../domain/order';
import { ApiError, api } from '../../../lib/api-client';

const RETRY_DELAYS_MS = [1000, 3000];

/** No answer, or the server failed: the money has moved by now, so it is worth asking again. */
const worthRetrying = (error: unknown) =>
  error instanceof TypeError || (error instanceof ApiError && error.status >= 500);

/**
 * The provider's success callback, turned into the order (docs/store-rules.md#api). The shopper has already
 * paid, and the server answers a repeated payment with the same order, so a lost answer is simply asked for
 * again.
 */
export async function placeOrder(shippingInfo: ShippingInfo, result: PaymentResult): Promise<Order> {
  const body = {
    shippingInfo,
    paymentId: result.razorpay_payment_id,
    orderId: result.razorpay_order_id,
    signature: result.razorpay_signature,
  };
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await api<Order>('/orders', { method: 'POST', body });
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined || !worthRetrying(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** The same cache entry the order pages read (['orders', id]), so the success page shows it at once. */
export const placedOrderQuery = (id: string | null) =>
  queryOptions({
    queryKey: ['orders', id] as const,
    queryFn: ({ signal }) => api<Order>(`/orders/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== null,
    retry: false,
  });

/** A new order is read at once from the cache, and the shopper's order list (['orders']) is fetched again. */
export function rememberPlacedOrder(queryClient: QueryClient, order: Order) {
  queryClient.setQueryData(placedOrderQuery(order.id).queryKey, order);
  void queryClient.invalidateQueries({ queryKey: ['orders'], exact: true });
}

/** Turns the provider's payment into the order, remembered as above. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ shippingInfo, result }: { shippingInfo: ShippingInfo; result: PaymentResult }) =>
      placeOrder(shippingInfo, result),
    onSuccess: (order) => rememberPlacedOrder(queryClient, order),
  });
}

/** For an order placed some other way (a confirmed cash order): remembered as above. */
export function useRememberPlacedOrder() {
  const queryClient = useQueryClient();
  return (order: Order) => rememberPlacedOrder(queryClient, order);
}
