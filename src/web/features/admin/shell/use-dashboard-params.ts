import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const DASHBOARD_TABS = ['overview', 'products', 'orders', 'customers'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

type Patch = Record<string, string | number | null | undefined>;

/**
 * The dashboard keeps everything a reload should keep in the URL: the tab (?tab=orders), each list's search,
 * filter and page, and which order or customer is open in the side sheet.
 */
export function useDashboardParams() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: DashboardTab = DASHBOARD_TABS.find((t) => t === raw) ?? 'overview';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);

  /** Empty values and page 1 are dropped, so the URL stays as short as the state allows. */
  const update = useCallback(
    (patch: Patch, { push = false }: { push?: boolean } = {}) =>
      setParams(
        () => {
          // The URL as it is now, not as it was at render: a search box's debounce timer calls this with a
          // closure from several renders ago, and must not undo a sheet opened since.
          const next = new URLSearchParams(window.location.search);
          for (const [key, value] of Object.entries(patch)) {
            if (value === null || value === undefined || value === '' || (key === 'page' && value === 1)) {
              next.delete(key);
            } else next.set(key, String(value));
          }
          return next;
        },
        { replace: !push, preventScrollReset: true },
      ),
    [setParams],
  );

  /** A new tab starts with its own clean filters; the tab change itself is a history entry. */
  const setTab = useCallback(
    (next: DashboardTab) => setParams(next === 'overview' ? {} : { tab: next }, { preventScrollReset: true }),
    [setParams],
  );

  return {
    tab,
    page,
    search: params.get('q') ?? '',
    status: params.get('status') ?? '',
    category: params.get('category') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    orderId: params.get('order'),
    customerId: params.get('customer'),
    update,
    setTab,
  };
}
