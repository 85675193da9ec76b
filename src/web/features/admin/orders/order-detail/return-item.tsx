import { formatDateTime, formatINR } from '../../../../../domain/format';
import { RETURN_NOTE_MAX, RETURN_REASON_LABELS, type ReturnRequest } from '../../../../../domain/returns';
import { ADMIN_MESSAGES } from '../../../../../domain/staff';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/form-field';
import { ReturnStatusBadge } from '../../../../components/ui/status-badge';
import { ConfirmDialog } from '../../shell/confirm-dialog';
import { usePermissions } from '../../shell/use-permissions';
import { useReturnDecision } from './use-return-decision';

const linesText = (request: ReturnRequest) =>
  request.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ');

/** One request as the customer made it, and the decision on it for editors (approving a refund: admins). */
export function ReturnItem({ request }: { request: ReturnRequest }) {
  const { canEdit, isAdmin } = usePermissions();
  const decision = useReturnDecision(request);
  const { refunds } = decision;
  return (
    <li className="rounded-lg border border-sand-200 px-3 py-3 text-sm">
      <RequestDetails request={request} />
      {canEdit && request.status === 'requested' && (
        <div className="mt-3 space-y-2">
          <TextAreaField
            label="Note to the customer"
            hint="Required to reject."
            rows={2}
            maxLength={RETURN_NOTE_MAX}
            {...decision.note.field}
          />
          <div className="flex flex-wrap gap-2">
            {(!refunds || isAdmin) && (
              <Button
                size="sm"
                loading={decision.approving}
                disabled={decision.deciding}
                onClick={decision.ask}
              >
                {refunds ? `Approve and refund ${formatINR(request.amount)}` : 'Approve exchange'}
              </Button>
            )}
            <Button
              size="sm"
              variant="secondary"
              loading={decision.rejecting}
              disabled={decision.deciding || !decision.note.value.trim()}
              onClick={decision.reject}
            >
              Reject
            </Button>
          </div>
        </div>
      )}
      {canEdit && request.status === 'approved' && request.kind === 'exchange' && (
        <Button
          size="sm"
          variant="secondary"
          className="mt-3"
          loading={decision.dispatching}
          onClick={decision.dispatch}
        >
          Mark replacement dispatched
        </Button>
      )}
      {canEdit && !isAdmin && refunds && request.status === 'requested' && (
        <p className="mt-2 text-xs text-ink-muted">{ADMIN_MESSAGES.refundsAdminOnly}</p>
      )}
      <ConfirmDialog
        open={decision.confirming}
        onOpenChange={decision.setConfirming}
        title={refunds ? `Approve and refund ${formatINR(request.amount)}?` : 'Approve this exchange?'}
        description={
          refunds ? (
            <>
              <p>
                {formatINR(request.amount)} goes back to the customer of order #{request.orderNumber} through
                their original payment, for {linesText(request)}. This cannot be undone.
              </p>
              <p className="mt-2">
                The reason, ‘Return of order #{request.orderNumber}’, is printed on the GST credit note the
                customer receives.
              </p>
            </>
          ) : (
            <p>A replacement is sent for {linesText(request)}.</p>
          )
        }
        confirmLabel={refunds ? `Refund ${formatINR(request.amount)}` : 'Approve exchange'}
        tone={refunds ? 'danger' : 'primary'}
        pending={decision.deciding}
        error={decision.confirmError}
        onConfirm={decision.approve}
      />
      {decision.error && <Alert>{decision.error}</Alert>}
    </li>
  );
}

/** What the customer asked for, why, and the photos they sent. */
function RequestDetails({ request }: { request: ReturnRequest }) {
  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <p className="font-medium text-ink">
          <span className="capitalize">{request.kind}</span> · {RETURN_REASON_LABELS[request.reason]}
        </p>
        <ReturnStatusBadge status={request.status} />
      </div>
      <p className="mt-1 text-ink">{linesText(request)}</p>
      <p className="mt-1 whitespace-pre-line text-ink-soft">{request.details}</p>
      <p className="mt-1 text-xs text-ink-muted">
        {formatDateTime(request.createdAt)}
        {request.kind === 'return' && ` · refund ${formatINR(request.amount)}`}
      </p>
      {request.photos.length > 0 && (
        <div className="mt-2 flex flex-wrap gap-2">
          {request.photos.map((url, index) => (
            <a key={url} href={url} target="_blank" rel="noreferrer" className="block">
              <img
                src={url}
                alt={`Photo ${index + 1} from the customer`}
                className="size-16 rounded-md object-cover"
              />
            </a>
          ))}
        </div>
      )}
      {request.staffNote && (
        <p className="mt-2 rounded-md bg-sand-50 px-3 py-2 text-ink">{request.staffNote}</p>
      )}
    </>
  );
}
