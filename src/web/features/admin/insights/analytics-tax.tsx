import { clsx } from 'clsx';
import { useId } from 'react';
import type { Analytics } from '../../../../domain/stats';
import { formatINR } from '../../../../domain/format';
import { Skeleton } from '../../../components/ui/skeleton';
import { monthLabel } from './analytics-format';
import { Panel } from '../shell/page-parts';

const HEADS = [
  ['cgst', 'CGST'],
  ['sgst', 'SGST'],
  ['igst', 'IGST'],
  ['total', 'Total GST'],
] as const;
type Head = (typeof HEADS)[number][0];

/** A month's GST by head, or (in the foot) the twelve months' sums, in bold. */
function GstRow({
  label,
  amount,
  foot = false,
}: {
  label: string;
  amount: (head: Head) => number;
  foot?: boolean;
}) {
  return (
    <tr className={foot ? undefined : 'border-b border-sand-100'}>
      <th
        scope="row"
        className={clsx(
          'pr-3 text-left',
          foot ? 'pt-2 font-semibold text-ink' : 'py-1.5 font-normal text-ink-soft',
        )}
      >
        {label}
      </th>
      {HEADS.map(([key]) => (
        <td
          key={key}
          className={clsx(
            'px-3 text-right tabular-nums',
            foot
              ? 'pt-2 font-semibold text-ink'
              : key === 'total'
                ? 'py-1.5 font-medium text-ink'
                : 'py-1.5 text-ink-soft',
          )}
        >
          {formatINR(amount(key))}
        </td>
      ))}
    </tr>
  );
}

/**
 * GST collected per month by head (decision 025), the figures a monthly return starts from. A table, not a
 * chart: staff copy these numbers, and twelve rows of four read at a glance.
 */
export function TaxPanel({ months, loading }: { months: Analytics['tax'] | undefined; loading: boolean }) {
  const headingId = useId();
  const rows = months ?? [];
  const sum = (head: Head) => Math.round(rows.reduce((total, m) => total + m[head] * 100, 0)) / 100;
  return (
    <Panel
      title="GST collected"
      description="Twelve months to the last day shown, by month in India; paid and later orders."
      labelledBy={headingId}
      className="mt-4"
    >
      {loading ? (
        <Skeleton className="h-72 w-full" />
      ) : (
        <div className="relative -mx-1 overflow-x-auto px-1">
          <table className="w-full min-w-[30rem] text-sm">
            <caption className="sr-only">GST collected by month</caption>
            <thead>
              <tr className="border-b border-sand-200">
                <th scope="col" className="py-2 pr-3 text-left font-medium text-ink-muted">
                  Month
                </th>
                {HEADS.map(([key, label]) => (
                  <th key={key} scope="col" className="px-3 py-2 text-right font-medium text-ink-muted">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((m) => (
                <GstRow key={m.month} label={monthLabel(m.month)} amount={(head) => m[head]} />
              ))}
            </tbody>
            <tfoot>
              <GstRow foot label="Twelve months" amount={sum} />
            </tfoot>
          </table>
        </div>
      )}
    </Panel>
  );
}
