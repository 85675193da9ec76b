import { useQuery } from '@tanstack/react-query';
import type {
  AdminReview,
  AdminReviewList,
  ModerateReview,
  ReviewFilter,
  StoreSettings,
} from '../../../../../domain/review';
import { api } from '../../../../lib/api-client';
import { adminQuery, useAdminMutation } from '../../shell/api/admin-query';

export const REVIEWS_FAILURE = 'Failed to fetch reviews';
export const REVIEWS_PAGE_SIZE = 20;

const reviewsKey = ['admin', 'reviews'] as const;
const settingsKey = ['admin', 'store-settings'] as const;

export interface ReviewsFilter {
  status: ReviewFilter;
  productId: string | null;
  page: number;
}

export const useAdminReviews = ({ status, productId, page }: ReviewsFilter) =>
  useQuery(
    adminQuery<AdminReviewList>('/admin/reviews', REVIEWS_FAILURE, {
      query: { status, productId: productId ?? undefined, page, limit: REVIEWS_PAGE_SIZE },
      keepPrevious: true,
    }),
  );

// Hiding a review may move it out of the list on show, so every filtered list refetches.
export const useModerateReview = () =>
  useAdminMutation(
    ({ id, change }: { id: string; change: ModerateReview }) =>
      api<AdminReview>(`/admin/reviews/${encodeURIComponent(id)}`, { method: 'PATCH', body: change }),
    reviewsKey,
  );

export const useStoreSettings = () =>
  useQuery(adminQuery<StoreSettings>('/admin/store-settings', 'Failed to fetch store settings'));

export const useSaveStoreSettings = () =>
  useAdminMutation(
    (settings: StoreSettings) =>
      api<StoreSettings>('/admin/store-settings', { method: 'PUT', body: settings }),
    settingsKey,
  );
