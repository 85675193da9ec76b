import { useQuery } from '@tanstack/react-query';
import type { Job } from '../../../../../domain/installation';
import { adminQuery } from '../../shell/api/admin-query';

/** The order's installation job with its history, for the order sheet (decision 066). */
export const orderJobsQuery = (orderId: string) =>
  adminQuery<Job[]>(
    `/admin/installation/orders/${encodeURIComponent(orderId)}/jobs`,
    'Failed to fetch jobs',
    {
      key: ['admin', 'installation', 'order', orderId],
    },
  );
export const useOrderJobs = (orderId: string) => useQuery(orderJobsQuery(orderId));
