import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewList } from '../../../../../domain/review';
import { api } from '../../../../lib/api-client';
import { productKey } from './get-product';

export const reviewsKey = (productId: string) => [...productKey(productId), 'reviews'] as const;

export const reviewsQuery = (productId: string) =>
  queryOptions({
    queryKey: reviewsKey(productId),
    queryFn: ({ signal }) =>
      api<ReviewList>(`/products/${encodeURIComponent(productId)}/reviews`, { signal }),
  });

export const useReviews = (productId: string) => useQuery(reviewsQuery(productId));
