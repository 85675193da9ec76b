import { useState } from 'react';
import { toast } from 'sonner';
import { formatINR } from '../../../../../domain/format';
import type { AdminOrderDetail } from '../../../../../domain/order-admin';
import { errorMessage } from '../../../../lib/api-client';
import { REFUND_FAILURE, useRefundOrder } from '../api/order-after-sale';
import { useDraft } from '../../shell/use-draft';

/** A refund an admin types, confirms, then sends once however often it is retried. */
export function useRefund(order: AdminOrderDetail) {
  const refund = useRefundOrder();
  const remaining = Math.round((order.total - order.refunded) * 100) / 100;
  const amount = useDraft(refund.reset);
  const reason = useDraft(refund.reset);
  const [confirming, setConfirming] = useState(false);
  // One key per refund meant: a retry after a failure or a lost answer sends the same key, so it refunds once.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const asked = Number(amount.value);

  // Money leaves only after staff have seen the amount and where the reason goes.
  const ask = () => {
    refund.reset();
    setConfirming(true);
  };

  const send = () =>
    refund.mutate(
      { id: order.id, key, amount: asked, reason: reason.value },
      {
        onSuccess: (saved) => {
          toast.success(`Refunded ${formatINR(asked)} on order #${saved.orderNumber}`);
          amount.set('');
          reason.set('');
          setKey(crypto.randomUUID());
          setConfirming(false);
        },
      },
    );

  return {
    remaining,
    amount,
    reason,
    /** the amount as typed, in rupees when it is a number */
    askedText: Number.isFinite(asked) ? formatINR(asked) : amount.value,
    confirmLabel: `Refund ${Number.isFinite(asked) ? formatINR(asked) : ''}`.trim(),
    confirming,
    setConfirming,
    ask,
    send,
    fillRemaining: () => amount.set(remaining.toFixed(2)),
    pending: refund.isPending,
    error: refund.isError ? errorMessage(refund.error, REFUND_FAILURE) : null,
  };
}
