import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys, adminQuery } from '../../shell/api/admin-query';
import type { AdminProduct } from '../../../../../domain/product-admin';
import type { StockAdjustment, StockAdjustmentBody } from '../../../../../domain/stock-adjustment';
import { productQuery } from './get-product';

const path = (id: string) => `/admin/products/${encodeURIComponent(id)}/stock-adjustments`;

export const stockAdjustmentsQuery = (id: string) =>
  adminQuery<{ adjustments: StockAdjustment[] }>(path(id), 'Failed to fetch stock adjustments');

export const useStockAdjustments = (id: string) => useQuery(stockAdjustmentsQuery(id));

export const adjustStock = (id: string, body: StockAdjustmentBody) =>
  api<AdminProduct>(path(id), { method: 'POST', body });

/** The product's count, its list of adjustments, the product lists and the dashboard's low-stock count all move. */
export function useAdjustStock(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StockAdjustmentBody) => adjustStock(id, body),
    onSuccess: async (product) => {
      queryClient.setQueryData(productQuery(id).queryKey, product);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.products() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
      ]);
    },
  });
}
