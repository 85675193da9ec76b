import { Users } from 'lucide-react';
import type { AdminCustomer } from '../../../../domain/customer';
import { formatINR } from '../../../../domain/format';
import { useCustomers } from './api/list-customers';
import { RowButton, countColumn, moneyColumn, timeColumn, type Column } from '../shell/data-table';
import { LIST_PAGE_SIZE, DashboardTable, ListSearch, Toolbar } from '../shell/dashboard-list';
import { useDashboardParams } from '../shell/use-dashboard-params';

export function CustomersTab() {
  const { page, search, update } = useDashboardParams();
  const customers = useCustomers({ page, limit: LIST_PAGE_SIZE, search: search || undefined });
  const open = (customer: AdminCustomer) => update({ customer: customer.id });

  const columns: Column<AdminCustomer>[] = [
    {
      id: 'customer',
      header: 'Customer',
      cell: (customer) => (
        <div className="flex items-center gap-3">
          <span
            aria-hidden
            className="hidden size-8 shrink-0 items-center justify-center rounded-full bg-sand-100 font-serif text-sm text-ink-soft sm:flex"
          >
            {customer.name.trim().charAt(0).toUpperCase()}
          </span>
          <div className="min-w-0">
            <RowButton onOpen={() => open(customer)} className="max-w-[15rem] truncate text-left font-medium">
              {customer.name}
            </RowButton>
            <p className="max-w-[15rem] truncate text-xs text-ink-muted">{customer.email}</p>
          </div>
        </div>
      ),
    },
    timeColumn('joined', 'Joined', (customer) => customer.createdAt, { hideBelow: 'md' }),
    countColumn('orders', 'Orders', (customer) => customer.orderCount, { hideBelow: 'sm' }),
    moneyColumn('value', 'Lifetime value (incl. GST)', (customer) => formatINR(customer.lifetimeValue)),
  ];

  return (
    <>
      <Toolbar>
        <ListSearch placeholder="Search by name or email" className="sm:w-80" />
      </Toolbar>
      <DashboardTable
        noun="customers"
        query={customers}
        columns={columns}
        onRowClick={open}
        empty={{
          icon: Users,
          filtered: Boolean(search),
          filteredHint: 'Try another name or email.',
          emptyHint: 'Shoppers appear here once they create an account.',
          clearLabel: 'Clear search',
        }}
      />
    </>
  );
}
