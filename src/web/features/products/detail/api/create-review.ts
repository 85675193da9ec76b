import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewBody, ReviewCreated } from '../../../../../domain/review';
import { api } from '../../../../lib/api-client';
import { productKey } from './get-product';
import { reviewsKey } from './get-reviews';

export const createReview = (productId: string, body: ReviewBody) =>
  api<ReviewCreated>(`/products/${encodeURIComponent(productId)}/reviews`, { method: 'POST', body });

/** On success the list and the product's own rating and count are fetched again, so both show the new review. */
export function useCreateReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) => createReview(productId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewsKey(productId) }),
        queryClient.invalidateQueries({ queryKey: productKey(productId), exact: true }),
        // Cards elsewhere show the rating too; they refresh when next shown.
        queryClient.invalidateQueries({ queryKey: ['products', 'list'], refetchType: 'none' }),
      ]),
  });
}
