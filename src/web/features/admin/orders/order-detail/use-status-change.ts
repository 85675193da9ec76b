import { useState } from 'react';
import { toast } from 'sonner';
import type { AdminOrderDetail } from '../../../../../domain/order-admin';
import { allowedNextStatuses, type OrderStatus } from '../../../../../domain/order-status';
import { errorMessage } from '../../../../lib/api-client';
import { statusLabel } from '../../../../components/ui/status-badge';
import { STATUS_FAILURE, useUpdateOrderStatus } from '../api/update-order-status';
import { useDraft } from '../../shell/use-draft';

/** The status an editor picks next for the order, with the parcel's carrier and tracking when it ships. */
export function useStatusChange(order: AdminOrderDetail) {
  const change = useUpdateOrderStatus();
  const next = allowedNextStatuses(order.status);
  const [choice, setChoice] = useState<OrderStatus | ''>('');
  const carrier = useDraft();
  const trackingNumber = useDraft();
  // A choice made for an earlier status makes no sense once the status has moved on.
  const [seenStatus, setSeenStatus] = useState(order.status);
  if (seenStatus !== order.status) {
    setSeenStatus(order.status);
    setChoice('');
  }

  const choose = (value: string) => {
    change.reset();
    setChoice(next.find((s) => s === value) ?? '');
  };

  const submit = () => {
    if (!choice) return;
    const shipment =
      choice === 'shipped' ? { carrier: carrier.value, trackingNumber: trackingNumber.value } : {};
    change.mutate(
      { id: order.id, status: choice, ...shipment },
      {
        onSuccess: (saved) =>
          toast.success(`Order #${saved.orderNumber} marked ${statusLabel(saved.status).toLowerCase()}`),
      },
    );
  };

  return {
    next,
    choice,
    choose,
    carrier,
    trackingNumber,
    submit,
    pending: change.isPending,
    error: change.isError ? errorMessage(change.error, STATUS_FAILURE) : null,
  };
}
