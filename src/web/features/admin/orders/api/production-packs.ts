import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ProductionPack } from '../../../../../domain/production';
import { api, errorMessage } from '../../../../lib/api-client';
import { downloadFile } from '../../../../lib/download';
import { adminKeys } from '../../shell/api/admin-query';
import { orderQuery } from './get-order';

// Made-to-measure lines' production packs on the order sheet (docs/decisions/068-production-pack.md).

const base = (orderId: string, itemId: string) =>
  `/admin/orders/${encodeURIComponent(orderId)}/production/${encodeURIComponent(itemId)}`;

/** Under the orders key, so every change to an order refreshes its packs too. */
export const productionPacksQuery = (orderId: string) =>
  queryOptions({
    queryKey: [...adminKeys.orders(), orderId, 'production'] as const,
    queryFn: () => api<ProductionPack[]>(`/admin/orders/${encodeURIComponent(orderId)}/production`),
  });

/** The order's packs, read again while `itemId`'s is still to come or still being made. */
export const useProductionPacks = (orderId: string, itemId: string, due: boolean) =>
  useQuery({
    ...productionPacksQuery(orderId),
    // The job makes a pack within a minute of payment: look again until it is there. Before the job's first
    // sweep this line has no pack at all, and that is waiting too, not done.
    refetchInterval: (query) => {
      const mine = query.state.data?.find((p) => p.orderItemId === itemId);
      return (!mine && due) || mine?.status === 'pending' || mine?.status === 'rendering' ? 5_000 : false;
    },
  });

/** POST …/production/:itemId/step: the pack moves on to printed, then packed. */
export function useMoveProductionStep(orderId: string, itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: 'printed' | 'packed') =>
      api<ProductionPack[]>(`${base(orderId, itemId)}/step`, { method: 'POST', body: { step } }),
    onSuccess: async (data) => {
      queryClient.setQueryData(productionPacksQuery(orderId).queryKey, data);
      await queryClient.invalidateQueries({ queryKey: orderQuery(orderId).queryKey });
    },
    onError: (error) => toast.error(errorMessage(error, 'Could not move the production step')),
  });
}

export const downloadPackFile = (orderId: string, itemId: string, name: string) =>
  downloadFile(`${base(orderId, itemId)}/${name}`, {}, name);
