import { Banknote } from 'lucide-react';
import { Link } from 'react-router';
import type { CodLedger } from '../../../../domain/cod';
import { formatMobile } from '../../../../domain/address';
import { formatDate, formatINR } from '../../../../domain/format';
import { usePageMeta } from '../../../components/ui/page-meta';
import { AdminPageHeader } from '../shell/admin-page-header';
import { QueryTable, queryRows, timeColumn, type Column } from '../shell/data-table';
import { COD_FAILURE, useCodLedger } from './api/cod-ledger';

type Row = CodLedger['orders'][number] & { id: string };

const cashState = (r: Row) =>
  r.remittedAt
    ? `Remitted ${formatDate(r.remittedAt)}`
    : r.collectedAt
      ? `Collected ${formatDate(r.collectedAt)}, awaiting remittance`
      : r.status === 'awaiting_confirmation'
        ? 'Awaiting the customer’s code'
        : r.status === 'cancelled' || r.status === 'returned'
          ? 'Nothing to collect'
          : 'To collect at delivery';

function Figure({ label, value, testId }: { label: string; value: number | undefined; testId: string }) {
  return (
    <div className="rounded-card border border-sand-200 bg-white/80 p-5">
      <p className="text-[11px] font-semibold tracking-[0.14em] text-ink-muted uppercase">{label}</p>
      <p className="mt-2 font-serif text-2xl text-ink tabular-nums" data-testid={testId}>
        {value === undefined ? '—' : formatINR(value)}
      </p>
    </div>
  );
}

/**
 * Where the cash of cash-on-delivery orders is (docs/decisions/056-cash-on-delivery.md): still to collect, collected
 * by the courier and not yet paid over, and remitted to the store.
 */
export function CodPage() {
  usePageMeta('Cash on delivery · Admin');
  const ledger = useCodLedger();
  const columns: Column<Row>[] = [
    {
      id: 'order',
      header: 'Order',
      cell: (r) => (
        <Link
          to={`/admin/dashboard?tab=orders&order=${r.orderId}`}
          className="font-medium text-ink underline-offset-4 hover:underline"
        >
          #{r.orderNumber}
        </Link>
      ),
    },
    {
      id: 'customer',
      header: 'Customer',
      cell: (r) => (
        <div className="min-w-0">
          <p className="text-ink">{r.customer}</p>
          <p className="truncate text-xs text-ink-muted">{formatMobile(r.phone)}</p>
        </div>
      ),
    },
    timeColumn('placed', 'Placed', (r) => r.placedAt, { hideBelow: 'lg' }),
    {
      id: 'collect',
      header: 'At the door',
      align: 'right',
      cell: (r) => (
        <div>
          <p className="text-ink tabular-nums">{formatINR(r.collect)}</p>
          {r.advance > 0 && <p className="text-xs text-ink-muted">+ {formatINR(r.advance)} advance online</p>}
        </div>
      ),
    },
    {
      id: 'cash',
      header: 'Cash',
      cell: (r) => (
        <div className="min-w-0">
          <p className="text-ink">{cashState(r)}</p>
          {r.awb && <p className="font-mono text-xs text-ink-muted">{r.awb}</p>}
        </div>
      ),
    },
  ];
  return (
    <>
      <AdminPageHeader
        title="Cash on delivery"
        description="Cash still to be collected at the door, collected by the courier but not yet paid to the store, and remitted. Remittances arrive as the carrier's signed events."
      />
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <Figure label="Outstanding" value={ledger.data?.outstanding} testId="cod-outstanding" />
        <Figure label="Collected, not remitted" value={ledger.data?.collected} testId="cod-collected" />
        <Figure label="Remitted" value={ledger.data?.remitted} testId="cod-remitted" />
      </div>
      <QueryTable
        caption="Cash-on-delivery orders"
        columns={columns}
        rows={queryRows(ledger, (data) => data.orders.map((o) => ({ ...o, id: o.orderId })))}
        empty={{
          icon: Banknote,
          title: 'No cash-on-delivery orders yet',
          failure: COD_FAILURE,
          text: 'Orders placed with cash on delivery appear here with where their cash is.',
        }}
      />
    </>
  );
}
