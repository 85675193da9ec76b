import { Download, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ORDER_STATUSES, type OrderStatus } from '../../../../domain/order-status';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { downloadOrdersCsv } from './api/export-orders';
import { useOrders } from './api/list-orders';
import { DataTable } from '../shell/data-table';
import { DateRangeFields } from '../shell/date-range';
import { ListEmptyState } from '../shell/empty-state';
import { SelectControl } from '../../../components/ui/form-field';
import { SearchField } from '../shell/search-field';
import { statusLabel } from '../../../components/ui/status-badge';
import { orderColumns } from './order-columns';
import { Toolbar } from '../shell/panel';
import { useDashboardParams } from '../shell/use-dashboard-params';

const PAGE_SIZE = 20;
const asStatus = (value: string): OrderStatus | undefined => ORDER_STATUSES.find((s) => s === value);
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

export function OrdersTab() {
  const { page, search, status, from, to, update } = useDashboardParams();
  const filter = {
    status: asStatus(status),
    search: search || undefined,
    from: isDay(from) ? from : undefined,
    to: isDay(to) ? to : undefined,
  };
  const orders = useOrders({ page, limit: PAGE_SIZE, ...filter });
  const [exporting, setExporting] = useState(false);
  const filtered = Boolean(filter.status || filter.search || filter.from || filter.to);
  const open = (id: string) => update({ order: id });

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadOrdersCsv(filter);
    } catch (error) {
      toast.error(errorMessage(error, 'The orders could not be exported. Please try again.'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Toolbar>
        <SearchField
          value={search}
          onSearch={(q) => update({ q, page: null })}
          placeholder="Search order number, name, email or phone"
          className="sm:w-80"
        />
        <SelectControl
          aria-label="Status"
          value={filter.status ?? ''}
          onChange={(e) => update({ status: e.target.value, page: null })}
          className="sm:w-44"
        >
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </SelectControl>
        <DateRangeFields
          label="Placed between"
          value={{ from: filter.from ?? '', to: filter.to ?? '' }}
          onChange={(range) => update({ from: range.from, to: range.to, page: null })}
        />
        <Button
          variant="secondary"
          size="sm"
          icon={<Download className="size-4" />}
          loading={exporting}
          onClick={() => void exportCsv()}
          className="sm:ml-auto"
        >
          Export CSV
        </Button>
      </Toolbar>

      <DataTable
        caption="Orders"
        columns={orderColumns((order) => open(order.id), { withItems: true })}
        rows={orders.isError ? [] : orders.data?.orders}
        rowKey={(order) => order.id}
        loading={orders.isPending}
        stale={orders.isPlaceholderData}
        onRowClick={(order) => open(order.id)}
        empty={
          <ListEmptyState
            icon={<ReceiptText />}
            noun="orders"
            filtered={filtered}
            failed={orders.isError}
            filteredHint="Try another search, status or dates."
            emptyHint="Orders appear here as soon as a shopper pays."
            onRetry={() => void orders.refetch()}
            onClearFilters={() => update({ q: null, status: null, from: null, to: null, page: null })}
          />
        }
        pagination={
          orders.data
            ? {
                page,
                limit: PAGE_SIZE,
                total: orders.data.total,
                onPageChange: (next) => update({ page: next }),
              }
            : undefined
        }
      />
    </>
  );
}
