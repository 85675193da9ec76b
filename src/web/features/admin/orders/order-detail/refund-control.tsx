import { REFUND_REASON_MAX } from '../../../../../domain/fulfilment';
import { formatINR } from '../../../../../domain/format';
import type { AdminOrderDetail } from '../../../../../domain/order-admin';
import { canRefund } from '../../../../../domain/order-status';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/form-field';
import { ConfirmDialog } from '../../shell/confirm-dialog';
import { useRefund } from './use-refund';

/** Said in every refund's confirmation: the reason is not a private note (decision 048). */
const CREDIT_NOTE_REASON = 'The reason is printed on the GST credit note the customer receives.';

/** An admin's refund of part or all of what is left, confirmed before the money leaves. */
export function RefundControl({ order }: { order: AdminOrderDetail }) {
  const refund = useRefund(order);
  if (!canRefund(order.status) || refund.remaining <= 0) return null;
  return (
    <form
      className="mt-4 space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        refund.ask();
      }}
    >
      <ConfirmDialog
        open={refund.confirming}
        onOpenChange={refund.setConfirming}
        title={`Refund ${refund.askedText}?`}
        description={
          <>
            <p>
              {refund.askedText} goes back to the customer of order #{order.orderNumber} through their
              original payment. This cannot be undone.
            </p>
            <p className="mt-2">
              Reason: <span className="text-ink">{refund.reason.value.trim() || '—'}</span>.{' '}
              {CREDIT_NOTE_REASON}
            </p>
          </>
        }
        confirmLabel={refund.confirmLabel}
        pending={refund.pending}
        error={refund.error}
        onConfirm={refund.send}
      />
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <TextField
          label="Amount"
          prefix="₹"
          inputMode="decimal"
          hint={`Up to ${formatINR(refund.remaining)}`}
          {...refund.amount.field}
        />
        <TextField label="Reason" maxLength={REFUND_REASON_MAX} {...refund.reason.field} />
      </div>
      <div className="flex gap-2">
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          loading={refund.pending}
          disabled={!refund.amount.value}
        >
          Refund
        </Button>
        <Button type="button" size="sm" variant="quiet" onClick={refund.fillRemaining}>
          Full remaining amount
        </Button>
      </div>
      {refund.error && !refund.confirming && <Alert>{refund.error}</Alert>}
    </form>
  );
}
