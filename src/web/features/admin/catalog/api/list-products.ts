import { useQuery } from '@tanstack/react-query';
import { pagedQuery } from '../../shell/api/admin-query';
import type { AdminProduct, AdminProductQuery } from '../../../../../domain/product-admin';

export const productsQuery = (query: AdminProductQuery) =>
  pagedQuery<'products', AdminProduct>('products', query);

export const useProducts = (query: AdminProductQuery) => useQuery(productsQuery(query));
