import { useQuery } from '@tanstack/react-query';
import { adminQuery } from '../../shell/api/admin-query';
import type { Analytics } from '../../../../../domain/stats';
import type { ANALYTICS_PERIODS } from '../../../../../domain/constants';

export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
/** The last few days, or a chosen range of India days (both ends included). */
export type AnalyticsSpan = { period: AnalyticsPeriod } | { from: string; to: string };

export const ANALYTICS_FAILURE = 'Failed to fetch analytics';

// The previous period's charts stay while the next loads, so switching never flashes empty.
export const analyticsQuery = (span: AnalyticsSpan) =>
  adminQuery<Analytics>('/admin/analytics', ANALYTICS_FAILURE, { query: span, keepPrevious: true });

export const useAnalytics = (span: AnalyticsSpan) => useQuery(analyticsQuery(span));
