import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import type { BulkShipmentResult } from '../../../../domain/shipping';
import { ORDER_STATUSES, type OrderStatus } from '../../../../domain/order-status';
import { DownloadButton } from '../../../components/ui/download-button';
import { statusLabel } from '../../../components/ui/status-badge';
import { downloadOrdersCsv } from './api/export-orders';
import { useOrders } from './api/list-orders';
import { LIST_PAGE_SIZE, DashboardTable, ListSearch, StatusFilter, Toolbar } from '../shell/dashboard-list';
import { DateRangeFields } from '../shell/date-range';
import { orderColumns } from './order-columns';
import { useDashboardParams } from '../shell/use-dashboard-params';
import { usePermissions } from '../shell/use-permissions';
import { BulkShipmentReport, BulkShipments, selectColumn } from './bulk-shipments';

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
  const orders = useOrders({ page, limit: LIST_PAGE_SIZE, ...filter });
  const open = (id: string) => update({ order: id });
  const { canEdit } = usePermissions();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [report, setReport] = useState<BulkShipmentResult | null>(null);
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const columns = orderColumns((order) => open(order.id), { withItems: true });

  return (
    <>
      <Toolbar>
        <ListSearch placeholder="Search order number, name, email or phone" className="sm:w-80" />
        <StatusFilter values={ORDER_STATUSES} labelOf={statusLabel} className="sm:w-44" />
        <DateRangeFields
          label="Placed between"
          value={{ from: filter.from ?? '', to: filter.to ?? '' }}
          onChange={(range) => update({ from: range.from, to: range.to, page: null })}
        />
        <DownloadButton
          variant="secondary"
          size="sm"
          download={() => downloadOrdersCsv(filter)}
          failure="The orders could not be exported. Please try again."
          className="sm:ml-auto"
        >
          Export CSV
        </DownloadButton>
      </Toolbar>
      {canEdit && (
        <div className="mb-4">
          <BulkShipments
            selected={selected}
            onDone={(result) => {
              setReport(result);
              setSelected(new Set());
            }}
          />
        </div>
      )}
      {report && <BulkShipmentReport result={report} />}

      <DashboardTable
        noun="orders"
        query={orders}
        columns={canEdit ? [selectColumn(selected, toggle), ...columns] : columns}
        onRowClick={(order) => open(order.id)}
        empty={{
          icon: ReceiptText,
          filtered: Boolean(filter.status || filter.search || filter.from || filter.to),
          filteredHint: 'Try another search, status or dates.',
          emptyHint: 'Orders appear here as soon as a shopper pays.',
        }}
      />
    </>
  );
}
