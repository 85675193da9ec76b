import { PackageX } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { SHIPMENT_EVENT_LABELS, type DeliveryProblem, type NdrAction } from '../../../../domain/shipping';
import { formatMobile } from '../../../../domain/address';
import { formatINR } from '../../../../domain/format';
import { Button } from '../../../components/ui/button';
import { usePageMeta } from '../../../components/ui/page-meta';
import { errorMessage } from '../../../lib/api-client';
import { AdminPageHeader } from '../shell/admin-page-header';
import { QueryTable, queryRows, timeColumn, type Column } from '../shell/data-table';
import { usePermissions } from '../shell/use-permissions';
import {
  PROBLEMS_FAILURE,
  useDecideProblem,
  useDeliveryProblems,
  useRefundReturned,
} from './api/delivery-problems';

const orderLink = (p: DeliveryProblem) => `/admin/dashboard?tab=orders&order=${p.orderId}`;

/** A prepaid order back at the store: its refund, made by an admin in one click (decision 077). */
function RefundDue({ problem }: { problem: DeliveryProblem }) {
  const { isAdmin } = usePermissions();
  const refund = useRefundReturned();
  const amount = formatINR(problem.refundDue);
  if (!isAdmin) return <span className="text-sm text-ink-muted">Refund due {amount}</span>;
  return (
    <Button
      size="sm"
      loading={refund.isPending}
      onClick={() =>
        refund.mutate(problem.id, {
          onSuccess: () => toast.success(`Refunded ${amount}`),
          onError: (error) => toast.error(errorMessage(error, 'Failed to refund the order')),
        })
      }
    >
      Refund {amount}
    </Button>
  );
}

function Decision({ problem }: { problem: DeliveryProblem }) {
  const { canEdit } = usePermissions();
  const decide = useDecideProblem();
  if (problem.refundDue > 0) return <RefundDue problem={problem} />;
  if (problem.status !== 'ndr')
    return <span className="text-sm text-ink-muted">{SHIPMENT_EVENT_LABELS[problem.status]}</span>;
  if (!canEdit) return <span className="text-sm text-ink-muted">Waiting for a decision</span>;
  const choose = (action: NdrAction) =>
    decide.mutate(
      { shipmentId: problem.id, action },
      {
        onSuccess: () =>
          toast.success(
            action === 'return'
              ? 'Return requested'
              : problem.correction
                ? "Re-attempt requested with the customer's correction"
                : 'Re-attempt requested',
          ),
        onError: (error) => toast.error(errorMessage(error, 'Failed to record the decision')),
      },
    );
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button size="sm" loading={decide.isPending} onClick={() => choose('reattempt')}>
        Re-attempt
      </Button>
      <Button size="sm" variant="secondary" disabled={decide.isPending} onClick={() => choose('return')}>
        Return
      </Button>
    </div>
  );
}

/** Failed deliveries waiting for staff, then parcels on their way back (decision 054). */
export function DeliveryProblemsPage() {
  usePageMeta('Delivery problems · Admin');
  const problems = useDeliveryProblems();
  const columns: Column<DeliveryProblem>[] = [
    {
      id: 'order',
      header: 'Order',
      cell: (p) => (
        <Link to={orderLink(p)} className="font-medium text-ink underline-offset-4 hover:underline">
          #{p.orderNumber}
        </Link>
      ),
    },
    {
      id: 'customer',
      header: 'Customer',
      cell: (p) => (
        <div className="min-w-0">
          <p className="text-ink">{p.customer}</p>
          <p className="truncate text-xs text-ink-muted">
            {formatMobile(p.phone)} · {p.place}
          </p>
          {p.correction && (
            <p className="mt-1 text-xs text-ink" data-testid="customer-correction">
              <span className="font-semibold">Customer's correction:</span>{' '}
              {[p.correction.phone && formatMobile(p.correction.phone), p.correction.address]
                .filter(Boolean)
                .join(' · ')}
            </p>
          )}
        </div>
      ),
    },
    {
      id: 'parcel',
      header: 'Parcel',
      hideBelow: 'md',
      cell: (p) => (
        <div className="min-w-0">
          <p className="text-ink">
            {p.carrier} <span className="font-mono text-xs">{p.awb}</span>
          </p>
          <p className="truncate text-xs text-ink-muted">{p.reason ?? SHIPMENT_EVENT_LABELS[p.status]}</p>
        </div>
      ),
    },
    timeColumn('at', 'Reported', (p) => p.at, { hideBelow: 'lg', withTime: true }),
    { id: 'decision', header: 'Decision', align: 'right', cell: (p) => <Decision problem={p} /> },
  ];
  return (
    <>
      <AdminPageHeader
        title="Delivery problems"
        description="Deliveries the courier could not make, and parcels coming back. Choose a new attempt or a return; the customer was told by e-mail and can give a corrected phone or address, which a re-attempt sends to the courier."
      />
      <QueryTable
        caption="Delivery problems"
        columns={columns}
        rows={queryRows(problems, (rows) => rows)}
        empty={{
          icon: PackageX,
          title: 'No delivery problems',
          failure: PROBLEMS_FAILURE,
          text: 'A failed delivery reported by the courier appears here.',
        }}
      />
    </>
  );
}
