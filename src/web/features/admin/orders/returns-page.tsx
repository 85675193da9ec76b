import { PackageOpen } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { formatINR } from '../../../../domain/format';
import {
  RETURN_REASON_LABELS,
  RETURN_STATUSES,
  type ReturnRequest,
  type ReturnStatus,
} from '../../../../domain/returns';
import { RETURN_STATUS_LOOKS, ReturnStatusBadge } from '../../../components/ui/status-badge';
import { usePageMeta } from '../../../components/ui/page-meta';
import { RETURNS_FAILURE, useReturns } from './api/returns';
import { AdminPageHeader } from '../shell/admin-page-header';
import { QueryTable, queryRows, timeColumn, type Column } from '../shell/data-table';
import { FilterChips } from '../shell/page-parts';

const orderLink = (request: ReturnRequest) => `/admin/dashboard?tab=orders&order=${request.orderId}`;

/** Every return and exchange request; each opens its order's sheet, where it is decided (decision 029). */
export function ReturnsPage() {
  usePageMeta('Returns · Admin');
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: ReturnStatus | '' =
    raw === 'all' ? '' : (RETURN_STATUSES.find((s) => s === raw) ?? 'requested');
  const returns = useReturns(status);

  const columns: Column<ReturnRequest>[] = [
    {
      id: 'order',
      header: 'Order',
      cell: (r) => (
        <Link
          to={orderLink(r)}
          className="font-medium text-ink underline-offset-4 hover:underline"
          aria-label={`Open order #${r.orderNumber}`}
        >
          #{r.orderNumber}
        </Link>
      ),
    },
    {
      id: 'what',
      header: 'Request',
      cell: (r) => (
        <div className="min-w-0">
          <p className="text-ink">
            <span className="capitalize">{r.kind}</span> · {RETURN_REASON_LABELS[r.reason]}
          </p>
          <p className="truncate text-xs text-ink-muted">
            {r.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')}
          </p>
        </div>
      ),
    },
    {
      id: 'amount',
      header: 'Refund',
      hideBelow: 'md',
      align: 'right',
      cell: (r) => <span className="tabular-nums">{r.kind === 'return' ? formatINR(r.amount) : '—'}</span>,
    },
    {
      id: 'status',
      header: 'Status',
      hideBelow: 'sm',
      cell: (r) => <ReturnStatusBadge status={r.status} />,
    },
    timeColumn('date', 'Requested', (r) => r.createdAt, { hideBelow: 'lg', withTime: true }),
  ];

  return (
    <>
      <AdminPageHeader
        title="Returns & Exchanges"
        description="Requests customers made within 7 days of delivery. Open the order to approve or reject."
      />
      <div className="mb-4">
        <FilterChips
          label="Show requests"
          value={status || 'all'}
          onChange={(next) => setParams(next === 'requested' ? {} : { status: next }, { replace: true })}
          options={[
            ...RETURN_STATUSES.map((s) => ({ value: s, label: RETURN_STATUS_LOOKS[s].label })),
            { value: 'all' as const, label: 'All' },
          ]}
        />
      </div>
      <QueryTable
        caption="Return and exchange requests"
        columns={columns}
        rows={queryRows(returns, (requests) => requests)}
        empty={{
          icon: PackageOpen,
          title: 'No requests here',
          failure: RETURNS_FAILURE,
          text: 'Requests appear here as soon as a customer sends one.',
        }}
      />
    </>
  );
}
