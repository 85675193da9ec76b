import { Truck } from 'lucide-react';
import { toast } from 'sonner';
import { formatDateTime } from '../../../../../domain/format';
import type { AdminOrderDetail } from '../../../../../domain/order-admin';
import { canShip } from '../../../../../domain/order-status';
import { Button } from '../../../../components/ui/button';
import { DownloadButton } from '../../../../components/ui/download-button';
import { errorMessage } from '../../../../lib/api-client';
import { downloadLabel, SHIPMENT_FAILURE, useCreateShipment } from '../api/create-shipment';
import { usePermissions } from '../../shell/use-permissions';

/**
 * The order's parcel (decision 054): 'Create shipment' books it with the carrier for a paid or COD-confirmed order;
 * once booked, its carrier, AWB, label and every event the carrier reported.
 */
export function ShipmentPanel({ order }: { order: AdminOrderDetail }) {
  const { canEdit } = usePermissions();
  const create = useCreateShipment();
  const shipment = order.shipment;
  if (!shipment) {
    if (!canEdit || !canShip(order.status)) return null;
    return (
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-md border border-sand-200 p-3">
        <p className="text-sm text-ink-soft">Book the parcel with the courier; the order then ships.</p>
        <Button
          size="sm"
          icon={<Truck aria-hidden />}
          loading={create.isPending}
          onClick={() =>
            create.mutate(order.id, {
              onSuccess: () => toast.success('Shipment created'),
              onError: (error) => toast.error(errorMessage(error, SHIPMENT_FAILURE)),
            })
          }
        >
          Create shipment
        </Button>
      </div>
    );
  }
  return (
    <div className="mt-4 space-y-3 rounded-md border border-sand-200 p-3" data-testid="shipment">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink">
          {shipment.carrier} <span className="font-mono tabular-nums">{shipment.awb}</span>
        </p>
        <DownloadButton
          variant="secondary"
          size="sm"
          download={() => downloadLabel(order.id)}
          failure="The label could not be downloaded."
        >
          Print label
        </DownloadButton>
      </div>
      {shipment.events.length > 0 && (
        <ol className="space-y-1 text-sm">
          {shipment.events.map((event) => (
            <li key={`${event.status}-${event.at}`} className="flex justify-between gap-3">
              <span className="text-ink">
                {event.label}
                {event.reason && <span className="text-ink-muted">: {event.reason}</span>}
              </span>
              <span className="shrink-0 text-ink-muted tabular-nums">{formatDateTime(event.at)}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
