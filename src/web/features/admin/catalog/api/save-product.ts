import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../shell/api/admin-query';
import type { AdminProduct, CreateProduct } from '../../../../../domain/product-admin';
import { productQuery } from './get-product';

export const createProduct = (body: CreateProduct) =>
  api<AdminProduct>('/admin/products', { method: 'POST', body });

export const updateProduct = (id: string, body: CreateProduct) =>
  api<AdminProduct>(`/admin/products/${encodeURIComponent(id)}`, { method: 'PUT', body });

/** Creates when `id` is null, replaces otherwise; either way every product list is refetched. */
export function useSaveProduct(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProduct) => (id === null ? createProduct(body) : updateProduct(id, body)),
    onSuccess: async (product) => {
      queryClient.setQueryData(productQuery(product.id).queryKey, product);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.products() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
      ]);
    },
  });
}
