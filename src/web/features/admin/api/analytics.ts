import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Analytics } from '../../../../domain/admin';
import type { ANALYTICS_PERIODS } from '../../../../domain/constants';
import { api } from '../../../lib/api-client';
import { adminRetry, logged } from './admin-query';

export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export const getAnalytics = (period: AnalyticsPeriod, signal?: AbortSignal) =>
  logged('Failed to fetch analytics', () =>
    api<Analytics>('/admin/analytics', { query: { period }, signal }),
  );

export const analyticsQuery = (period: AnalyticsPeriod) =>
  queryOptions({
    queryKey: ['admin', 'analytics', period],
    queryFn: ({ signal }) => getAnalytics(period, signal),
    retry: adminRetry,
    // The previous period's charts stay while the next loads, so switching never flashes empty.
    placeholderData: keepPreviousData,
  });

export const useAnalytics = (period: AnalyticsPeriod) => useQuery(analyticsQuery(period));
