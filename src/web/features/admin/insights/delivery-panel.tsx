import type { DeliveryAnalytics } from '../../../../domain/cod';
import { Skeleton } from '../../../components/ui/skeleton';
import { Panel } from '../shell/page-parts';
import { useState } from 'react';
import { DateRangeFields, type DateRange } from '../shell/date-range';
import { DELIVERY_FAILURE, useDeliveryAnalytics } from './api/delivery';

type Group = DeliveryAnalytics['overall'];

const pct = (n: number | null) => (n === null ? '—' : `${n.toLocaleString('en-IN')}%`);
const days = (n: number | null) => (n === null ? '—' : `${n.toLocaleString('en-IN')} d`);

function GroupTable({ caption, groups }: { caption: string; groups: readonly Group[] }) {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left font-medium text-ink">{caption}</caption>
        <thead>
          <tr className="text-left text-[11px] tracking-[0.12em] text-ink-muted uppercase">
            <th className="py-1.5 pr-3 font-semibold">Where</th>
            <th className="py-1.5 pr-3 text-right font-semibold">Parcels</th>
            <th className="py-1.5 pr-3 text-right font-semibold">Delivered</th>
            <th className="py-1.5 pr-3 text-right font-semibold">RTO</th>
            <th className="py-1.5 text-right font-semibold">Avg days</th>
          </tr>
        </thead>
        <tbody>
          {groups.length === 0 ? (
            <tr>
              <td colSpan={5} className="py-4 text-center text-ink-muted">
                No parcels booked yet
              </td>
            </tr>
          ) : (
            groups.slice(0, 10).map((g) => (
              <tr key={g.key} className="border-t border-sand-100 tabular-nums">
                <td className="py-1.5 pr-3 text-ink">{g.key}</td>
                <td className="py-1.5 pr-3 text-right">{g.parcels}</td>
                <td className="py-1.5 pr-3 text-right">{pct(g.successRate)}</td>
                <td className="py-1.5 pr-3 text-right">{pct(g.rtoRate)}</td>
                <td className="py-1.5 text-right">{days(g.averageDays)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The owner's view of delivery (issue 27 item 6): how much is cash on delivery, and where parcels arrive or come
 * back, from the carrier's events. 'Delivered' is of the parcels that finished, 'RTO' of all booked.
 */
export function DeliveryPanel() {
  const [range, setRange] = useState<DateRange>({ from: '', to: '' });
  const analytics = useDeliveryAnalytics({ from: range.from || undefined, to: range.to || undefined });
  const data = analytics.data;
  return (
    <Panel
      title="Delivery and cash on delivery"
      description="From the carrier's events: delivered of finished parcels, returned to origin of all booked, and days from booking to delivery."
      className="mb-6"
    >
      <DateRangeFields
        label="Orders placed and parcels booked between"
        value={range}
        onChange={setRange}
        className="mb-4"
      />
      {analytics.isError ? (
        <p className="py-6 text-center text-sm text-danger">{DELIVERY_FAILURE}</p>
      ) : !data ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <div className="space-y-6" data-testid="delivery-panel">
          <dl className="grid gap-4 sm:grid-cols-4">
            {[
              ['COD share of orders', pct(data.cod.shareOfOrders)],
              ['COD share of value', pct(data.cod.shareOfValue)],
              ['Delivered', pct(data.overall.successRate)],
              ['Average days to deliver', days(data.overall.averageDays)],
            ].map(([label, value]) => (
              <div key={label} className="rounded-card bg-sand-50 p-4">
                <dt className="text-[11px] font-semibold tracking-[0.12em] text-ink-muted uppercase">
                  {label}
                </dt>
                <dd className="mt-1 font-serif text-2xl text-ink tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="grid gap-6 lg:grid-cols-2">
            <GroupTable caption="By state" groups={data.byState} />
            <GroupTable caption="By PIN prefix" groups={data.byPinPrefix} />
          </div>
        </div>
      )}
    </Panel>
  );
}
