import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '../../../../domain/order';
import type { DeliveryCorrection } from '../../../../domain/shipping';
import { api } from '../../../lib/api-client';
import { orderQuery } from './get-orders';

/**
 * POST /api/orders/:id/delivery-correction (docs/decisions/077-delivery-corrections-and-returned-refunds.md): the
 * phone or address for the courier's next attempt; `token` is the signed link from the failed-delivery e-mail.
 */
export const correctDelivery = (id: string, token: string | null, body: DeliveryCorrection) =>
  api<Order>(
    `/orders/${encodeURIComponent(id)}/delivery-correction${token === null ? '' : `?token=${encodeURIComponent(token)}`}`,
    { method: 'POST', body },
  );

export function useCorrectDelivery(id: string, token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeliveryCorrection) => correctDelivery(id, token, body),
    onSuccess: (order) => queryClient.setQueryData(orderQuery(id, token).queryKey, order),
  });
}
