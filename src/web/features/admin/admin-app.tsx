import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { isStaffRole } from '../../../domain/constants';
import { ButtonLink } from '../../components/ui/button';
import { FieldSizeContext } from '../../components/ui/form-field';
import { usePageMeta } from '../../components/ui/page-meta';
import { Spinner } from '../../components/ui/spinner';
import { tokenStore } from '../../lib/api-client';
import { lazyPage } from '../../lib/lazy-page';
import { useAuth } from '../../app/auth-context';
import { AdminLayout } from './shell/admin-layout';
import { EmptyState } from '../../components/ui/empty-state';
import { RequireAccess } from './shell/require-access';
import { DashboardPage } from './shell/dashboard-page';

// Each sub-page is its own chunk: the dashboard opens without the charts or the drag-and-drop code.
const AbandonedCartsPage = lazyPage(() => import('./orders/abandoned-carts-page'), 'AbandonedCartsPage');
const InsightsPage = lazyPage(() => import('./insights/insights-page'), 'InsightsPage');
const ArrangePage = lazyPage(() => import('./catalog/arrange-page'), 'ArrangePage');
const MediaPage = lazyPage(() => import('./catalog/media-page'), 'MediaPage');
const AccessPage = lazyPage(() => import('./people/access-page'), 'AccessPage');
const AnalyticsPage = lazyPage(() => import('./insights/analytics-page'), 'AnalyticsPage');
const RequestsPage = lazyPage(() => import('./inbox/requests-page'), 'RequestsPage');
const OutboxPage = lazyPage(() => import('./inbox/outbox-page'), 'OutboxPage');
const ReturnsPage = lazyPage(() => import('./orders/returns-page'), 'ReturnsPage');
const AuditLogPage = lazyPage(() => import('./insights/audit-log-page'), 'AuditLogPage');
const AddProductPage = lazyPage(() => import('./catalog/add-product-page'), 'AddProductPage');
const EditProductPage = lazyPage(() => import('./catalog/edit-product-page'), 'EditProductPage');

function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-ivory text-ink-muted">
      <Spinner size="lg" label="Checking your session" />
    </div>
  );
}

/**
 * Spec §6 and decisions §9: only staff (admin, editor, viewer) get in; anyone else goes to /admin/login. A
 * stored token whose owner is not loaded yet is checked with the server first.
 */
function StaffGuard({ children }: { children: ReactNode }) {
  const { user, status, refresh } = useAuth();
  const location = useLocation();
  const [asked, setAsked] = useState(false);
  const mustAsk = !user && status !== 'checking' && !asked && tokenStore.get() !== null;

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
    const here = location.pathname + location.search;
    const keep = /^\/admin\/?$/.test(location.pathname) ? '' : `?redirect=${encodeURIComponent(here)}`;
    return <Navigate to={`/admin/login${keep}`} replace />;
  }
  return children;
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
            <Route index element={<Navigate to="dashboard" replace />} />
            <Route path="dashboard" element={<DashboardPage />} />
            <Route path="abandoned-carts" element={<AbandonedCartsPage />} />
            <Route path="insights" element={<InsightsPage />} />
            <Route path="arrange" element={<ArrangePage />} />
            <Route path="media" element={<MediaPage />} />
            <Route path="access" element={<AccessPage />} />
            <Route path="analytics" element={<AnalyticsPage />} />
            <Route path="requests" element={<RequestsPage />} />
            <Route path="outbox" element={<OutboxPage />} />
            <Route path="returns" element={<ReturnsPage />} />
            <Route
              path="audit-log"
              element={
                <RequireAccess access="admin">
                  <AuditLogPage />
                </RequireAccess>
              }
            />
            <Route path="products/add" element={<AddProductPage />} />
            <Route path="products/edit/:id" element={<EditProductPage />} />
            <Route path="*" element={<AdminNotFound />} />
          </Route>
        </Routes>
      </FieldSizeContext>
    </StaffGuard>
  );
}
