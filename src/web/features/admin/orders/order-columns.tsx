import type { AdminOrder } from '../../../../domain/order-admin';
import { formatINR } from '../../../../domain/format';
import { RowButton, moneyColumn, timeColumn, type Column } from '../shell/data-table';
import { StatusBadge, statusLabel } from '../../../components/ui/status-badge';

/** How many pieces the order holds, for the Orders tab's wider table. */
const itemsColumn: Column<AdminOrder> = {
  id: 'items',
  header: 'Items',
  cell: (order) => {
    const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
    return <span className="text-ink-soft tabular-nums">{count}</span>;
  },
  align: 'right',
  hideBelow: 'lg',
};

/**
 * The columns every order table shares (recent orders, the Orders tab). The order number is the button that
 * keyboard users reach; the whole row opens the same sheet for a mouse.
 */
export const orderColumns = (
  onOpen: (order: AdminOrder) => void,
  { withItems = false }: { withItems?: boolean } = {},
): Column<AdminOrder>[] => [
  {
    id: 'order',
    header: 'Order',
    cell: (order) => (
      <div className="flex flex-col items-start gap-1">
        <RowButton
          onOpen={() => onOpen(order)}
          label={`Open order #${order.orderNumber}`}
          className="text-[13px] font-semibold tracking-wide tabular-nums"
        >
          #{order.orderNumber}
        </RowButton>
        {/* On a phone the status column is hidden, so the badge rides under the number. */}
        <span className="sm:hidden">
          <StatusBadge status={order.status} label={statusLabel(order.status)} />
        </span>
      </div>
    ),
    className: 'whitespace-nowrap',
  },
  {
    id: 'customer',
    header: 'Customer',
    cell: (order) => (
      <div className="min-w-0">
        <p className="max-w-[7.5rem] truncate font-medium sm:max-w-[14rem]">{order.user.name}</p>
        <p className="max-w-[7.5rem] truncate text-xs text-ink-muted sm:max-w-[14rem]">{order.user.email}</p>
      </div>
    ),
  },
  timeColumn('date', 'Date', (order) => order.createdAt, { hideBelow: 'md' }),
  ...(withItems ? [itemsColumn] : []),
  moneyColumn('total', 'Total', (order) => formatINR(order.total)),
  {
    id: 'status',
    header: 'Status',
    cell: (order) => <StatusBadge status={order.status} label={statusLabel(order.status)} />,
    hideBelow: 'sm',
  },
];
