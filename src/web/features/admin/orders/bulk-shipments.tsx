import { Truck } from 'lucide-react';
import { orderNumber } from '../../../../domain/format';
import type { AdminOrder } from '../../../../domain/order-admin';
import { canShip } from '../../../../domain/order-status';
import type { BulkShipmentResult } from '../../../../domain/shipping';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import type { Column } from '../shell/data-table';
import { useCreateShipments } from './api/create-shipment';

/** The most the API books at once (BulkShipmentBodySchema). */
export const BULK_SHIPMENT_MAX = 50;

/**
 * The leading column of the Orders tab: a box on each order that can ship (paid, processing or confirmed), to
 * book many at once (docs/decisions/054-shipments-and-carrier-events.md). Its click stays off the row, which
 * opens the order.
 */
export function selectColumn(
  selected: ReadonlySet<string>,
  toggle: (id: string) => void,
): Column<AdminOrder> {
  return {
    id: 'select',
    header: <span className="sr-only">Select</span>,
    className: 'w-10',
    cell: (order) =>
      canShip(order.status) ? (
        <input
          type="checkbox"
          className="size-4 accent-gold-dark"
          aria-label={`Select order #${order.orderNumber} for shipping`}
          checked={selected.has(order.id)}
          onClick={(event) => event.stopPropagation()}
          onChange={() => toggle(order.id)}
        />
      ) : null,
  };
}

/** 'Create shipment' for every selected order, and what became of each. */
export function BulkShipments({
  selected,
  onDone,
}: {
  selected: ReadonlySet<string>;
  onDone: (result: BulkShipmentResult) => void;
}) {
  const book = useCreateShipments();
  const count = selected.size;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        size="sm"
        icon={<Truck aria-hidden className="size-4" />}
        disabled={count === 0 || count > BULK_SHIPMENT_MAX}
        loading={book.isPending}
        onClick={() => book.mutate([...selected], { onSuccess: onDone })}
      >
        {count > 0 ? `Create ${count} shipment${count === 1 ? '' : 's'}` : 'Create shipments'}
      </Button>
      {count > BULK_SHIPMENT_MAX && (
        <span className="text-xs text-danger">Select at most {BULK_SHIPMENT_MAX} orders at a time</span>
      )}
      {book.isError && (
        <span className="text-xs text-danger">
          {errorMessage(book.error, 'The shipments could not be created')}
        </span>
      )}
    </div>
  );
}

/** Each order's outcome after a bulk booking: its AWB, or the carrier's or the store's reason. */
export function BulkShipmentReport({ result }: { result: BulkShipmentResult }) {
  const booked = result.results.filter((r) => r.shipment);
  const refused = result.results.filter((r) => !r.shipment);
  return (
    <Alert tone={refused.length ? 'info' : 'success'} className="mb-4">
      <p className="font-medium" data-testid="bulk-shipment-summary">
        {booked.length} booked{refused.length ? `, ${refused.length} not booked` : ''}.
      </p>
      <ul className="mt-1 space-y-0.5" aria-label="Shipments created">
        {result.results.map((r) => (
          <li key={r.orderId}>
            #{orderNumber(r.orderId)}:{' '}
            {r.shipment ? (
              <span>
                {r.shipment.carrier} <span className="font-mono text-xs">{r.shipment.awb}</span>
              </span>
            ) : (
              <span className="text-danger">{r.message ?? 'Not booked'}</span>
            )}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
