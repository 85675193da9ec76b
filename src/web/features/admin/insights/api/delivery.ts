import { useQuery } from '@tanstack/react-query';
import type { DeliveryAnalytics } from '../../../../../domain/cod';
import { adminQuery } from '../../shell/api/admin-query';

export const DELIVERY_FAILURE = 'Failed to fetch delivery figures';

export const deliveryAnalyticsQuery = adminQuery<DeliveryAnalytics>(
  '/admin/analytics/delivery',
  DELIVERY_FAILURE,
);

export const useDeliveryAnalytics = () => useQuery(deliveryAnalyticsQuery);
