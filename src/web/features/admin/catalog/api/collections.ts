import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys, adminQuery } from '../../shell/api/admin-query';
import type { Collection } from '../../../../../domain/collection';
import type { AdminProductList, ProductFeatured } from '../../../../../domain/product-admin';

export type CollectionProduct = Collection['products'][number];

/** The home carousels read the arrangement, so a saved order must not wait out their stale time. */
const homeKey = ['home'] as const;

export const COLLECTIONS_FAILURE = 'Failed to fetch collections';

export const collectionsQuery = adminQuery<Collection[]>('/admin/collections', COLLECTIONS_FAILURE);

export const useCollections = () => useQuery(collectionsQuery);

export const putCollectionProducts = (id: string, productIds: string[]) =>
  api<Collection>(`/admin/collections/${id}/products`, { method: 'PUT', body: { productIds } });

export function useSaveCollectionOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, productIds }: { id: string; productIds: string[] }) =>
      putCollectionProducts(id, productIds),
    onSuccess: (saved) => {
      queryClient.setQueryData(collectionsQuery.queryKey, (old) =>
        old?.map((c) => (c.id === saved.id ? saved : c)),
      );
      void queryClient.invalidateQueries({ queryKey: homeKey });
    },
  });
}

export const postCollection = (name: string) =>
  api<Collection>('/admin/collections', { method: 'POST', body: { name } });

export function useCreateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCollection,
    onSuccess: (created) => {
      queryClient.setQueryData(collectionsQuery.queryKey, (old) => (old ? [...old, created] : [created]));
    },
  });
}

export const patchProductFeatured = (id: string, featured: boolean) =>
  api<ProductFeatured>(`/admin/products/${id}/featured`, { method: 'PATCH', body: { featured } });

const withFeatured = (list: Collection[] | undefined, id: string, featured: boolean) =>
  list?.map((c) => ({
    ...c,
    products: c.products.map((p) => (p.id === id ? { ...p, featured } : p)),
  }));

/** The page shows the new flag at once and reverts it on a refusal; this keeps the cache in step. */
export function useSetFeatured() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, featured }: { id: string; featured: boolean }) => patchProductFeatured(id, featured),
    onSuccess: (result) => {
      queryClient.setQueryData(collectionsQuery.queryKey, (old) =>
        withFeatured(old, result.id, result.featured),
      );
      void queryClient.invalidateQueries({ queryKey: homeKey });
      void queryClient.invalidateQueries({ queryKey: adminKeys.products() });
    },
  });
}

export const PRODUCT_SEARCH_LIMIT = 8;

export const PRODUCT_SEARCH_FAILURE = 'Failed to fetch products';

export const productSearchQuery = (search: string) =>
  adminQuery<AdminProductList>('/admin/products', PRODUCT_SEARCH_FAILURE, {
    query: { search: search.trim(), limit: PRODUCT_SEARCH_LIMIT },
    keepPrevious: true,
  });

export const useProductSearch = (search: string) =>
  useQuery({ ...productSearchQuery(search), enabled: search.trim().length > 0 });
