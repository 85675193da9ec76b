import { CARRIER_MAX, CARRIERS, TRACKING_NUMBER_MAX } from '../../../../../domain/fulfilment';
import { formatINR } from '../../../../../domain/format';
import type { AdminOrderDetail } from '../../../../../domain/order-admin';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { SelectControl, TextField } from '../../../../components/ui/form-field';
import { StatusBadge, statusLabel } from '../../../../components/ui/status-badge';
import { Options } from '../../shell/options';
import { usePermissions } from '../../shell/use-permissions';
import { useStatusChange } from './use-status-change';

/** The order's status, and for editors the change to the next one. */
export function StatusPanel({ order }: { order: AdminOrderDetail }) {
  return (
    <div className="px-5 py-5 sm:px-6">
      <div className="flex items-center justify-between gap-3">
        <span className="text-sm text-ink-soft">Status</span>
        <StatusBadge status={order.status} size="md" label={statusLabel(order.status)} />
      </div>
      <StatusControl order={order} />
    </div>
  );
}

function StatusControl({ order }: { order: AdminOrderDetail }) {
  const { canEdit } = usePermissions();
  const status = useStatusChange(order);

  if (!canEdit) return null;
  if (status.next.length === 0) {
    return <p className="mt-3 text-sm text-ink-muted">This order is {order.status}; its status is final.</p>;
  }

  return (
    <div className="mt-4">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          status.submit();
        }}
        className="flex gap-2"
      >
        <SelectControl
          aria-label="New status"
          value={status.choice}
          onChange={(e) => status.choose(e.target.value)}
          className="flex-1"
        >
          <option value="">Change status to…</option>
          <Options values={status.next} labelOf={statusLabel} />
        </SelectControl>
        <Button type="submit" size="sm" className="h-10" disabled={!status.choice} loading={status.pending}>
          Update
        </Button>
      </form>
      {status.choice === 'shipped' && (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <TextField
            label="Carrier"
            list="known-carriers"
            maxLength={CARRIER_MAX}
            hint="Delhivery, Blue Dart and Shiprocket get a tracking link"
            {...status.carrier.field}
          />
          <datalist id="known-carriers">
            {CARRIERS.map((c) => (
              <option key={c.name} value={c.name} />
            ))}
          </datalist>
          <TextField
            label="Tracking number"
            maxLength={TRACKING_NUMBER_MAX}
            {...status.trackingNumber.field}
          />
        </div>
      )}
      {status.choice === 'cancelled' && order.total - order.refunded > 0 && (
        <p className="mt-2 text-xs text-ink-muted">
          Cancelling refunds {formatINR(order.total - order.refunded)} to the customer.
        </p>
      )}
      {status.error && <Alert className="mt-3">{status.error}</Alert>}
    </div>
  );
}
