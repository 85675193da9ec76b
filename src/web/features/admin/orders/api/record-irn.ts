import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EinvoiceStatus, RecordIrnInput } from '../../../../../domain/einvoice';
import { api } from '../../../../lib/api-client';
import { logged } from '../../shell/api/admin-query';
import { orderQuery } from './get-order';

export const IRN_FAILURE = 'Failed to record the IRN';

/** PUT /api/admin/orders/:id/einvoice: what the IRP answered, recorded once and printed on the invoice. */
export function useRecordIrn(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordIrnInput) =>
      logged(IRN_FAILURE, () =>
        api<EinvoiceStatus>(`/admin/orders/${encodeURIComponent(orderId)}/einvoice`, { method: 'PUT', body }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderQuery(orderId).queryKey }),
  });
}
