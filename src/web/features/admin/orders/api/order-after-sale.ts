import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { logged } from '../../shell/api/admin-query';
import type { AdminOrderDetail } from '../../../../../domain/order-admin';
import type { RefundBody } from '../../../../../domain/fulfilment';
import { useOrderChanged } from './update-order-status';

export const REFUND_FAILURE = 'Failed to refund order';
export const NOTE_FAILURE = 'Failed to add note';

/**
 * `idempotencyKey`: one per refund the staff member means to make, kept across retries of it, so a retry after a
 * lost answer (or a double click) refunds once.
 */
export const refundOrder = (id: string, body: RefundBody, idempotencyKey: string) =>
  logged(REFUND_FAILURE, () =>
    api<AdminOrderDetail>(`/admin/orders/${encodeURIComponent(id)}/refunds`, {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  );

export function useRefundOrder() {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: ({ id, key, ...body }: RefundBody & { id: string; key: string }) =>
      refundOrder(id, body, key),
    onSuccess: changed,
  });
}

export const addOrderNote = (id: string, body: string) =>
  logged(NOTE_FAILURE, () =>
    api<AdminOrderDetail>(`/admin/orders/${encodeURIComponent(id)}/notes`, {
      method: 'POST',
      body: { body },
    }),
  );

export function useAddOrderNote() {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) => addOrderNote(id, body),
    onSuccess: changed,
  });
}
