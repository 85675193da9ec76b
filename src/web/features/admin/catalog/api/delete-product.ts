import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../shell/api/admin-query';
import { productQuery } from './get-product';

export const deleteProduct = (id: string) =>
  api<void>(`/admin/products/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: async (_result, id) => {
      queryClient.removeQueries({ queryKey: productQuery(id).queryKey });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.products() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
      ]);
    },
  });
}
