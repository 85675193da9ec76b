import { useQuery } from '@tanstack/react-query';
import { adminQuery } from '../../shell/api/admin-query';
import type { DashboardStats } from '../../../../../domain/stats';

export const dashboardStatsQuery = () =>
  adminQuery<DashboardStats>('/admin/dashboard/stats', 'Failed to fetch dashboard stats');

export const useDashboardStats = () => useQuery(dashboardStatsQuery());
