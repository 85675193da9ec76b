import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookedShipment, BulkShipmentResult } from '../../../../../domain/shipping';
import { api } from '../../../../lib/api-client';
import { downloadFile } from '../../../../lib/download';
import { logged } from '../../shell/api/admin-query';
import type { AdminOrderDetail } from '../../../../../domain/order-admin';
import { refreshOrderFigures, useOrderChanged } from './update-order-status';

export const SHIPMENT_FAILURE = 'The shipment could not be created';

/** POST /api/admin/orders/{id}/shipments: books the parcel with the carrier; the order is then shipped. */
export const createShipment = (orderId: string) =>
  logged(SHIPMENT_FAILURE, () =>
    api<BookedShipment>(`/admin/orders/${encodeURIComponent(orderId)}/shipments`, { method: 'POST' }),
  );

export function useCreateShipment() {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: async (orderId: string) => {
      await createShipment(orderId);
      return api<AdminOrderDetail>(`/admin/orders/${encodeURIComponent(orderId)}`);
    },
    onSuccess: changed,
  });
}

/** The 4 × 6 in label, to print on the parcel. */
export const downloadLabel = (orderId: string) =>
  downloadFile(`/admin/orders/${encodeURIComponent(orderId)}/shipments/label`, {}, 'label.pdf');

/** POST /api/admin/shipments: books each selected order on its own; one refusal does not stop the rest. */
export function useCreateShipments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderIds: string[]) =>
      logged(SHIPMENT_FAILURE, () =>
        api<BulkShipmentResult>('/admin/shipments', { method: 'POST', body: { orderIds } }),
      ),
    onSettled: () => refreshOrderFigures(queryClient),
  });
}
