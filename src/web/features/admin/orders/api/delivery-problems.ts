import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryProblem, NdrActionBody } from '../../../../../domain/shipping';
import { api } from '../../../../lib/api-client';
import { adminKeys, adminQuery, logged } from '../../shell/api/admin-query';
import { refreshOrderFigures } from './update-order-status';

export const PROBLEMS_FAILURE = 'Failed to fetch delivery problems';

/** Under the orders key, so a change to any order refreshes the queue too. */
export const deliveryProblemsQuery = () =>
  adminQuery<DeliveryProblem[]>('/admin/delivery-problems', PROBLEMS_FAILURE, {
    key: [...adminKeys.orders(), 'delivery-problems'],
  });

export const useDeliveryProblems = () => useQuery(deliveryProblemsQuery());

export function useDecideProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ shipmentId, ...body }: NdrActionBody & { shipmentId: string }) =>
      logged('Failed to record the decision', () =>
        api<DeliveryProblem[]>(`/admin/delivery-problems/${encodeURIComponent(shipmentId)}`, {
          method: 'POST',
          body,
        }),
      ),
    onSuccess: () => refreshOrderFigures(queryClient),
  });
}

/** POST /api/admin/delivery-problems/:id/refund: an admin gives back what a returned prepaid order is due. */
export function useRefundReturned() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shipmentId: string) =>
      logged('Failed to refund the order', () =>
        api<DeliveryProblem[]>(`/admin/delivery-problems/${encodeURIComponent(shipmentId)}/refund`, {
          method: 'POST',
        }),
      ),
    onSuccess: () => refreshOrderFigures(queryClient),
  });
}
