import { clsx } from 'clsx';
import { LayoutDashboard, Package, ReceiptText, Users, type LucideIcon } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { usePageMeta } from '../../../components/ui/page-meta';
import { AdminPageHeader } from './admin-page-header';
import { CustomerDetailSheet } from '../people/customer-detail-sheet';
import { CustomersTab } from '../people/customers-tab';
import { OrderDetailSheet } from '../orders/order-detail/order-detail-sheet';
import { OrdersTab } from '../orders/orders-tab';
import { OverviewTab } from './overview-tab';
import { ProductsTab } from '../catalog/products-tab';
import { DASHBOARD_TABS, useDashboardParams, type DashboardTab } from './use-dashboard-params';

const TAB_META: Record<DashboardTab, { label: string; icon: LucideIcon; description: string }> = {
  overview: {
    label: 'Overview',
    icon: LayoutDashboard,
    description: 'Takings, the catalogue and the latest orders at a glance.',
  },
  products: {
    label: 'Products',
    icon: Package,
    description: 'Every wallpaper and decor piece in the store.',
  },
  orders: {
    label: 'Orders',
    icon: ReceiptText,
    description: 'Find an order, move it along, export the list.',
  },
  customers: {
    label: 'Customers',
    icon: Users,
    description: 'Shoppers with an account, and what they have spent.',
  },
};

/** docs/store-rules.md#screens: Overview, Products, Orders and Customers, with the tab kept in the URL (?tab=orders). */
export function DashboardPage() {
  const { tab, setTab, orderId, customerId, update } = useDashboardParams();
  usePageMeta(`${TAB_META[tab].label} · Admin`);
  const tabRefs = useRef<Partial<Record<DashboardTab, HTMLButtonElement | null>>>({});

  // Arrow keys move between tabs, as a tablist should.
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const index = DASHBOARD_TABS.indexOf(tab);
    const next = DASHBOARD_TABS[(index + step + DASHBOARD_TABS.length) % DASHBOARD_TABS.length] ?? 'overview';
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <>
      <AdminPageHeader title="Dashboard" description={TAB_META[tab].description} />

      <div
        role="tablist"
        aria-label="Dashboard sections"
        onKeyDown={onKeyDown}
        className="-mx-4 mb-6 flex gap-1 overflow-x-auto border-b border-sand-200 px-4 sm:mx-0 sm:px-0"
      >
        {DASHBOARD_TABS.map((name) => {
          const { label, icon: Icon } = TAB_META[name];
          const selected = name === tab;
          return (
            <button
              key={name}
              ref={(el) => {
                tabRefs.current[name] = el;
              }}
              type="button"
              role="tab"
              id={`dashboard-tab-${name}`}
              aria-selected={selected}
              aria-controls="dashboard-panel"
              tabIndex={selected ? 0 : -1}
              onClick={() => setTab(name)}
              className={clsx(
                '-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-2.5 pt-1 pb-3 text-sm transition-colors sm:px-3',
                selected
                  ? 'border-gold font-medium text-ink'
                  : 'border-transparent text-ink-muted hover:border-sand-300 hover:text-ink',
              )}
            >
              <Icon
                aria-hidden
                strokeWidth={1.75}
                className={clsx('hidden size-4 sm:block', selected && 'text-gold-dark')}
              />
              {label}
            </button>
          );
        })}
      </div>

      <div role="tabpanel" id="dashboard-panel" aria-labelledby={`dashboard-tab-${tab}`}>
        {tab === 'overview' && <OverviewTab />}
        {tab === 'products' && <ProductsTab />}
        {tab === 'orders' && <OrdersTab />}
        {tab === 'customers' && <CustomersTab />}
      </div>

      <OrderDetailSheet
        orderId={orderId}
        onClose={() => update({ order: null })}
        onOpenCustomer={(id) => update({ order: null, customer: id })}
      />
      <CustomerDetailSheet
        customerId={customerId}
        onClose={() => update({ customer: null })}
        onOpenOrder={(id) => update({ customer: null, order: id })}
      />
    </>
  );
}
