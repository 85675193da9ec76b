import { PackageX } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { SHIPMENT_EVENT_LABELS, type DeliveryProblem, type NdrAction } from '../../../../domain/shipping';
import { formatMobile } from '../../../../domain/address';
import { Button } from '../../../components/ui/button';
import { usePageMeta } from '../../../components/ui/page-meta';
import { errorMessage } from '../../../lib/api-client';
import { AdminPageHeader } from '../shell/admin-page-header';
import { QueryTable, queryRows, timeColumn, type Column } from '../shell/data-table';
import { usePermissions } from '../shell/use-permissions';
import { PROBLEMS_FAILURE, useDecideProblem, useDeliveryProblems } from './api/delivery-problems';

const orderLink = (p: DeliveryProblem) => `/admin/dashboard?tab=orders&order=${p.orderId}`;

function Decision({ problem }: { problem: DeliveryProblem }) {
  const { canEdit } = usePermissions();
  const decide = useDecideProblem();
  if (problem.status !== 'ndr')
    return <span className="text-sm text-ink-muted">{SHIPMENT_EVENT_LABELS[problem.status]}</span>;
  if (!canEdit) return <span className="text-sm text-ink-muted">Waiting for a decision</span>;
  const choose = (action: NdrAction) =>
    decide.mutate(
      { shipmentId: problem.id, action },
      {
        onSuccess: () => toast.success(action === 'reattempt' ? 'Re-attempt requested' : 'Return requested'),
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
        description="Deliveries the courier could not make, and parcels coming back. Choose a new attempt or a return; the customer was told by e-mail."
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
