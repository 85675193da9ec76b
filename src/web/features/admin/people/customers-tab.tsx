import { Users } from 'lucide-react';
import type { AdminCustomer } from '../../../../domain/customer';
import { formatDate, formatINR } from '../../../../domain/format';
import { Button } from '../../../components/ui/button';
import { useCustomers } from './api/list-customers';
import { DataTable, type Column } from '../shell/data-table';
import { EmptyState } from '../shell/empty-state';
import { SearchField } from '../shell/search-field';
import { Toolbar } from '../shell/panel';
import { useDashboardParams } from '../shell/use-dashboard-params';

const PAGE_SIZE = 20;

export function CustomersTab() {
  const { page, search, update } = useDashboardParams();
  const customers = useCustomers({ page, limit: PAGE_SIZE, search: search || undefined });
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
            <button
              type="button"
              onClick={(event) => {
                event.stopPropagation();
                open(customer);
              }}
              className="max-w-[15rem] truncate text-left font-medium text-ink underline-offset-4 hover:text-gold-dark hover:underline"
            >
              {customer.name}
            </button>
            <p className="max-w-[15rem] truncate text-xs text-ink-muted">{customer.email}</p>
          </div>
        </div>
      ),
    },
    {
      id: 'joined',
      header: 'Joined',
      cell: (customer) => <span className="text-ink-soft">{formatDate(customer.createdAt)}</span>,
      hideBelow: 'md',
      className: 'whitespace-nowrap',
    },
    {
      id: 'orders',
      header: 'Orders',
      cell: (customer) => <span className="tabular-nums">{customer.orderCount}</span>,
      align: 'right',
      hideBelow: 'sm',
    },
    {
      id: 'value',
      header: 'Lifetime value',
      cell: (customer) => (
        <span className="font-medium tabular-nums">{formatINR(customer.lifetimeValue)}</span>
      ),
      align: 'right',
      className: 'whitespace-nowrap',
    },
  ];

  return (
    <>
      <Toolbar>
        <SearchField
          value={search}
          onSearch={(q) => update({ q, page: null })}
          placeholder="Search by name or email"
          className="sm:w-80"
        />
      </Toolbar>
      <DataTable
        caption="Customers"
        columns={columns}
        rows={customers.isError ? [] : customers.data?.customers}
        rowKey={(customer) => customer.id}
        loading={customers.isPending}
        stale={customers.isPlaceholderData}
        onRowClick={open}
        empty={
          <EmptyState
            size="sm"
            icon={<Users />}
            title={search ? 'No customers match' : 'No customers yet'}
            description={
              customers.isError
                ? 'The customers could not be loaded.'
                : search
                  ? 'Try another name or email.'
                  : 'Shoppers appear here once they create an account.'
            }
            action={
              customers.isError ? (
                <Button variant="secondary" size="sm" onClick={() => void customers.refetch()}>
                  Try again
                </Button>
              ) : search ? (
                <Button variant="secondary" size="sm" onClick={() => update({ q: null, page: null })}>
                  Clear search
                </Button>
              ) : undefined
            }
          />
        }
        pagination={
          customers.data
            ? {
                page,
                limit: PAGE_SIZE,
                total: customers.data.total,
                onPageChange: (next) => update({ page: next }),
              }
            : undefined
        }
      />
    </>
  );
}
