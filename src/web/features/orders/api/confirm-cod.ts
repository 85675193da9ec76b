import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CodCodeSent } from '../../../../domain/cod';
import type { Order } from '../../../../domain/order';
import { api } from '../../../lib/api-client';
import { orderQuery, ordersQuery } from './get-orders';

/** POST /api/orders/:id/confirm-cod (docs/decisions/056-cash-on-delivery.md); `token` is a guest's signed link. */
export const confirmCod = (id: string, token: string | null, code: string) =>
  api<Order>(
    `/orders/${encodeURIComponent(id)}/confirm-cod${token === null ? '' : `?token=${encodeURIComponent(token)}`}`,
    { method: 'POST', body: { code } },
  );

export function useConfirmCod(id: string, token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => confirmCod(id, token, code),
    onSuccess: async (order) => {
      queryClient.setQueryData(orderQuery(id, token).queryKey, order);
      await queryClient.invalidateQueries({ queryKey: ordersQuery().queryKey });
    },
  });
}

/** POST /api/orders/:id/cod-code: a new code in place of the mailed one; `token` is a guest's signed link. */
export const resendCodCode = (id: string, token: string | null) =>
  api<CodCodeSent>(
    `/orders/${encodeURIComponent(id)}/cod-code${token === null ? '' : `?token=${encodeURIComponent(token)}`}`,
    { method: 'POST' },
  );
