import { IndianRupee, Package, ReceiptText, Users } from 'lucide-react';
import { Link } from 'react-router';
import { formatINR } from '../../../../domain/format';
import { LOW_STOCK_ROLLS } from '../../../../domain/stock';
import { REVENUE_BASIS } from '../../../../domain/stats';
import { useDashboardStats } from '../insights/api/get-dashboard-stats';
import { useRecentOrders } from '../orders/api/get-recent-orders';
import { DataTable, queryRows } from './data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { StatCards } from './stat-card';
import { orderColumns } from '../orders/order-columns';
import { DashboardSection } from './panel';
import { useDashboardParams } from './use-dashboard-params';

const count = (n: number | undefined) => (n === undefined ? '—' : n.toLocaleString('en-IN'));

export function OverviewTab() {
  const { update } = useDashboardParams();
  const stats = useDashboardStats();
  const recent = useRecentOrders();
  const revenue = stats.data ? formatINR(Number(stats.data.revenue)) : '—';
  const lowStock =
    stats.data && stats.data.lowStockCount > 0
      ? `${count(stats.data.lowStockCount)} low on stock (${LOW_STOCK_ROLLS} rolls or fewer)`
      : undefined;

  return (
    <>
      <StatCards
        className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4"
        loading={stats.isPending}
        cards={[
          {
            label: 'Revenue',
            value: revenue,
            icon: <IndianRupee />,
            basis: REVENUE_BASIS.inclGst,
            hint: 'Paid orders, all time',
          },
          { label: 'Orders', value: count(stats.data?.orderCount), icon: <ReceiptText /> },
          { label: 'Products', value: count(stats.data?.productCount), icon: <Package />, hint: lowStock },
          { label: 'Customers', value: count(stats.data?.customerCount), icon: <Users /> },
        ]}
      />

      <DashboardSection
        title="Recent orders"
        action={
          <Link
            to="/admin/dashboard?tab=orders"
            className="text-sm font-medium text-gold-dark underline-offset-4 hover:text-ink hover:underline"
          >
            View all orders
          </Link>
        }
      >
        <DataTable
          caption="Recent orders"
          columns={orderColumns((order) => update({ order: order.id }))}
          rows={queryRows(recent, (orders) => orders)}
          skeletonRows={5}
          onRowClick={(order) => update({ order: order.id })}
          empty={
            <EmptyState
              look="inset"
              icon={ReceiptText}
              title="No orders yet"
              text="Orders appear here as soon as a shopper pays."
            />
          }
        />
      </DashboardSection>
    </>
  );
}
