import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { isStaffRole } from '../../../domain/constants';
import { ButtonLink } from '../../components/ui/button';
import { FieldSizeContext } from '../../components/ui/form-field';
import { usePageMeta } from '../../components/ui/page-meta';
import { Spinner } from '../../components/ui/spinner';
import { hasSession } from '../../lib/api-client';
import { lazyPage } from '../../lib/lazy-page';
import { useAuth } from '../../stores/auth/auth-context';
import { AdminLayout } from './shell/admin-layout';
import { ADMIN_NAV } from './shell/admin-nav';
import { EmptyState } from '../../components/ui/empty-state';
import { RequireAccess } from './shell/require-access';
import { DashboardPage } from './shell/dashboard-page';
import { loginPath } from '../../lib/redirect';

/**
 * Each page under /admin by its path. Every sub-page is its own chunk: the dashboard opens without the charts
 * or the drag-and-drop code.
 */
const PAGES: Record<string, ComponentType> = {
  dashboard: DashboardPage,
  'abandoned-carts': lazyPage(() => import('./orders/abandoned-carts-page'), 'AbandonedCartsPage'),
  insights: lazyPage(() => import('./insights/insights-page'), 'InsightsPage'),
  arrange: lazyPage(() => import('./catalog/arrange-page'), 'ArrangePage'),
  media: lazyPage(() => import('./catalog/media-page'), 'MediaPage'),
  synonyms: lazyPage(() => import('./catalog/synonyms-page'), 'SynonymsPage'),
  access: lazyPage(() => import('./people/access-page'), 'AccessPage'),
  analytics: lazyPage(() => import('./insights/analytics-page'), 'AnalyticsPage'),
  'gst-returns': lazyPage(() => import('./insights/gst-returns-page'), 'GstReturnsPage'),
  requests: lazyPage(() => import('./inbox/requests-page'), 'RequestsPage'),
  outbox: lazyPage(() => import('./inbox/outbox-page'), 'OutboxPage'),
  returns: lazyPage(() => import('./orders/returns-page'), 'ReturnsPage'),
  reviews: lazyPage(() => import('./reviews/reviews-page'), 'ReviewsPage'),
  offers: lazyPage(() => import('./orders/offers-page'), 'OffersPage'),
  'delivery-problems': lazyPage(() => import('./orders/delivery-problems-page'), 'DeliveryProblemsPage'),
  cod: lazyPage(() => import('./orders/cod-page'), 'CodPage'),
  'audit-log': lazyPage(() => import('./insights/audit-log-page'), 'AuditLogPage'),
  'products/add': lazyPage(() => import('./catalog/add-product-page'), 'AddProductPage'),
  'products/edit/:id': lazyPage(() => import('./catalog/edit-product-page'), 'EditProductPage'),
  installer: lazyPage(() => import('./installation/installer-day-page'), 'InstallerDayPage'),
  dispatch: lazyPage(() => import('./installation/dispatch-page'), 'DispatchPage'),
  'installation-teams': lazyPage(() => import('./installation/teams-page'), 'TeamsPage'),
};

/** Who may open a page, as the sidebar says; the server refuses everyone else anyway. */
const ACCESS = new Map(ADMIN_NAV.flatMap((group) => group.items).map((item) => [item.to, item.access]));

function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-ivory text-ink-muted">
      <Spinner size="lg" label="Checking your session" />
    </div>
  );
}

/**
 * docs/store-rules.md#roles and docs/store-rules.md#roles: only staff (admin, editor, viewer) get in; anyone
 * else goes to /admin/login. A session cookie whose owner is not loaded yet is checked with the server first.
 */
function StaffGuard({ children }: { children: ReactNode }) {
  const { user, status, refresh } = useAuth();
  const location = useLocation();
  const [asked, setAsked] = useState(false);
  const mustAsk = !user && status !== 'checking' && !asked && hasSession();

  useEffect(() => {
    if (!mustAsk) return;
    let live = true;
    void refresh().finally(() => {
      if (live) setAsked(true);
    });
    return () => {
      live = false;
    };
  }, [mustAsk, refresh]);

  if (status === 'checking' || mustAsk) return <FullPageSpinner />;
  if (!user || !isStaffRole(user.role)) {
    return <Navigate to={loginPath(location.pathname + location.search, '/admin/login')} replace />;
  }
  return children;
}

/** An installer's dashboard is its day (decision 065); everyone else's is the dashboard. */
function Home() {
  const { user } = useAuth();
  return <Navigate to={user?.role === 'installer' ? 'installer' : 'dashboard'} replace />;
}

function AdminNotFound() {
  usePageMeta('Page not found · Admin');
  return (
    <EmptyState
      look="screen"
      title="This admin page does not exist"
      text="The link may be out of date. Everything lives under the sidebar."
    >
      <ButtonLink to="/admin/dashboard" variant="secondary" size="sm">
        Go to the dashboard
      </ButtonLink>
    </EmptyState>
  );
}

export function AdminApp() {
  return (
    <StaffGuard>
      {/* Staff work at desks through long forms: the dashboard's fields are denser than the storefront's. */}
      <FieldSizeContext value="sm">
        <Routes>
          <Route element={<AdminLayout />}>
            <Route index element={<Home />} />
            {Object.entries(PAGES).map(([path, Page]) => (
              <Route
                key={path}
                path={path}
                element={
                  // Every member of staff is at least a viewer: only the sidebar's narrower pages are held
                  // back.
                  <RequireAccess access={ACCESS.get(path) ?? 'viewer'}>
                    <Page />
                  </RequireAccess>
                }
              />
            ))}
            <Route path="*" element={<AdminNotFound />} />
          </Route>
        </Routes>
      </FieldSizeContext>
    </StaffGuard>
  );
}
