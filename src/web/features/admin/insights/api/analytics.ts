import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminRetry, logged } from '../../shell/api/admin-query';
import type { Analytics } from '../../../../../domain/stats';
import type { ANALYTICS_PERIODS } from '../../../../../domain/constants';

export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
/** The last few days, or a chosen range of India days (both ends included). */
export type AnalyticsSpan = { period: AnalyticsPeriod } | { from: string; to: string };

export const getAnalytics = (span: AnalyticsSpan, signal?: AbortSignal) =>
  logged('Failed to fetch analytics', () => api<Analytics>('/admin/analytics', { query: span, signal }));

export const analyticsQuery = (span: AnalyticsSpan) =>
  queryOptions({
    queryKey: ['admin', 'analytics', span],
    queryFn: ({ signal }) => getAnalytics(span, signal),
    retry: adminRetry,
    // The previous period's charts stay while the next loads, so switching never flashes empty.
    placeholderData: keepPreviousData,
  });

export const useAnalytics = (span: AnalyticsSpan) => useQuery(analyticsQuery(span));
