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

/**
 * GST collected per month by head (decision 025), the figures a monthly return starts from. A table, not a
 * chart: staff copy these numbers, and twelve rows of four read at a glance.
 */
export function TaxPanel({ months, loading }: { months: Analytics['tax'] | undefined; loading: boolean }) {
  const headingId = useId();
  const rows = months ?? [];
  const sum = (head: (typeof HEADS)[number][0]) =>
    Math.round(rows.reduce((total, m) => total + m[head] * 100, 0)) / 100;
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
        <div className="-mx-1 overflow-x-auto px-1">
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
                <tr key={m.month} className="border-b border-sand-100">
                  <th scope="row" className="py-1.5 pr-3 text-left font-normal text-ink-soft">
                    {monthLabel(m.month)}
                  </th>
                  {HEADS.map(([key]) => (
                    <td
                      key={key}
                      className={
                        key === 'total'
                          ? 'px-3 py-1.5 text-right font-medium text-ink tabular-nums'
                          : 'px-3 py-1.5 text-right text-ink-soft tabular-nums'
                      }
                    >
                      {formatINR(m[key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className="pt-2 pr-3 text-left font-semibold text-ink">
                  Twelve months
                </th>
                {HEADS.map(([key]) => (
                  <td key={key} className="px-3 pt-2 text-right font-semibold text-ink tabular-nums">
                    {formatINR(sum(key))}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </Panel>
  );
}
