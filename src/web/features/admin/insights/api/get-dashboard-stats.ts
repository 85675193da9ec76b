import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys, adminRetry, logged } from '../../shell/api/admin-query';
import type { DashboardStats } from '../../../../../domain/stats';

export const getDashboardStats = (signal?: AbortSignal) =>
  logged('Failed to fetch dashboard stats', () => api<DashboardStats>('/admin/dashboard/stats', { signal }));

export const dashboardStatsQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.stats(), 'dashboard'],
    queryFn: ({ signal }) => getDashboardStats(signal),
    retry: adminRetry,
  });

export const useDashboardStats = () => useQuery(dashboardStatsQuery());
