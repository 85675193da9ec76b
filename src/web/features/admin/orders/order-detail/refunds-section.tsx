import { Undo2 } from 'lucide-react';
import { formatDateTime, formatINR } from '../../../../../domain/format';
import type { AdminOrderDetail } from '../../../../../domain/order-admin';
import { canRefund } from '../../../../../domain/order-status';
import { ADMIN_MESSAGES } from '../../../../../domain/staff';
import { DownloadButton } from '../../../../components/ui/download-button';
import { RefundDestinations } from '../../../../components/ui/refund-destinations';
import { downloadCreditNote } from '../api/download-invoice';
import { usePermissions } from '../../shell/use-permissions';
import { RefundControl } from './refund-control';
import { SheetSection } from './sheet-section';

type Refund = AdminOrderDetail['refunds'][number];

/** The refunds made, each with its credit note, and for admins a new one. */
export function RefundsSection({ order }: { order: AdminOrderDetail }) {
  const { canEdit, isAdmin } = usePermissions();
  if (order.refunds.length === 0 && (!canEdit || !canRefund(order.status))) return null;
  return (
    <SheetSection title="Refunds" icon={<Undo2 aria-hidden />}>
      {order.refunds.length > 0 && (
        <ul className="space-y-2 text-sm">
          {order.refunds.map((r) => (
            <RefundRow key={r.id} order={order} refund={r} />
          ))}
        </ul>
      )}
      {isAdmin ? (
        <RefundControl order={order} />
      ) : (
        canEdit &&
        canRefund(order.status) &&
        order.total > order.refunded && (
          <p className="mt-3 text-xs text-ink-muted">{ADMIN_MESSAGES.refundsAdminOnly}</p>
        )
      )}
    </SheetSection>
  );
}

function RefundRow({ order, refund: r }: { order: AdminOrderDetail; refund: Refund }) {
  return (
    <li className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <p className="text-ink">{r.reason}</p>
        <p className="text-xs text-ink-muted">
          {formatDateTime(r.createdAt)}
          {r.createdBy ? ` · ${r.createdBy}` : ' · by the customer'}
          {r.status !== 'succeeded' && ` · ${r.status}`}
        </p>
        <RefundDestinations split={r.split} paidBy={order} className="mt-1" />
      </div>
      <div className="shrink-0 text-right">
        <p
          className={
            r.status === 'failed' ? 'text-ink-muted line-through tabular-nums' : 'font-medium tabular-nums'
          }
        >
          −{formatINR(r.amount)}
        </p>
        {r.creditNoteNumber && (
          <DownloadButton
            variant="quiet"
            size="sm"
            className="-mr-2"
            aria-label={`Credit note ${r.creditNoteNumber}`}
            download={() => downloadCreditNote(order.id, r.id)}
            failure="The credit note could not be downloaded. Please try again."
          >
            {r.creditNoteNumber}
          </DownloadButton>
        )}
      </div>
    </li>
  );
}
