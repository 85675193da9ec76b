import { useQuery } from '@tanstack/react-query';
import type { DeliveryAnalytics, DeliveryAnalyticsQuery } from '../../../../../domain/cod';
import { adminQuery } from '../../shell/api/admin-query';

export const DELIVERY_FAILURE = 'Failed to fetch delivery figures';

/** The figures for orders placed and parcels booked between two India days; either end may stay open. */
export const deliveryAnalyticsQuery = (range: DeliveryAnalyticsQuery = {}) =>
  adminQuery<DeliveryAnalytics>('/admin/analytics/delivery', DELIVERY_FAILURE, {
    query: { ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) },
    keepPrevious: true,
  });

export const useDeliveryAnalytics = (range: DeliveryAnalyticsQuery = {}) =>
  useQuery(deliveryAnalyticsQuery(range));
