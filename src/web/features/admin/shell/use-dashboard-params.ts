import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { pageParam, usePatchSearchParams } from './use-patch-search-params';

export const DASHBOARD_TABS = ['overview', 'products', 'orders', 'customers'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/**
 * The dashboard keeps everything a reload should keep in the URL: the tab (?tab=orders), each list's search,
 * filter and page, and which order or customer is open in the side sheet.
 */
export function useDashboardParams() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: DashboardTab = DASHBOARD_TABS.find((t) => t === raw) ?? 'overview';
  const update = usePatchSearchParams();

  /** A new tab starts with its own clean filters; the tab change itself is a history entry. */
  const setTab = useCallback(
    (next: DashboardTab) => setParams(next === 'overview' ? {} : { tab: next }, { preventScrollReset: true }),
    [setParams],
  );

  /** Every list's search and filters go, and the list starts again at its first page. */
  const clearFilters = useCallback(
    () => update({ q: null, category: null, status: null, from: null, to: null, page: null }),
    [update],
  );

  return {
    tab,
    page: pageParam(params),
    search: params.get('q') ?? '',
    status: params.get('status') ?? '',
    category: params.get('category') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    orderId: params.get('order'),
    customerId: params.get('customer'),
    update,
    setTab,
    clearFilters,
  };
}
