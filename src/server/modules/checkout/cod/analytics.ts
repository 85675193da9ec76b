import { and, eq, gte, lt, ne, sql, type AnyColumn } from 'drizzle-orm';
import type { DeliveryAnalytics, DeliveryAnalyticsQuery } from '../../../../domain/cod';
import { istDayEnd, istDayStart } from '../../../india-days';
import type { Db } from '../../../db/client';
import { codOrders, orders, shipmentEvents, shipments } from '../../../db/schema';

const DAY_MS = 86_400_000;
const percent = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

interface Parcel {
  state: string;
  prefix: string;
  status: string | null;
  bookedAt: Date;
  deliveredAt: Date | null;
}

function group(key: string, parcels: readonly Parcel[]) {
  const delivered = parcels.filter((p) => p.status === 'delivered');
  const rto = parcels.filter((p) => p.status === 'rto_initiated' || p.status === 'rto_delivered').length;
  const finished = delivered.length + rto;
  const days = delivered.flatMap((p) =>
    p.deliveredAt ? [(p.deliveredAt.getTime() - p.bookedAt.getTime()) / DAY_MS] : [],
  );
  return {
    key,
    parcels: parcels.length,
    delivered: delivered.length,
    rto,
    successRate: finished ? percent(delivered.length, finished) : null,
    rtoRate: parcels.length ? percent(rto, parcels.length) : 0,
    averageDays: days.length
      ? Math.round((days.reduce((sum, d) => sum + d, 0) / days.length) * 10) / 10
      : null,
  };
}

function groupsBy(parcels: readonly Parcel[], keyOf: (p: Parcel) => string) {
  const groups = new Map<string, Parcel[]>();
  for (const p of parcels) groups.set(keyOf(p), [...(groups.get(keyOf(p)) ?? []), p]);
  return [...groups.entries()]
    .map(([key, list]) => group(key, list))
    .sort((a, b) => b.parcels - a.parcels || a.key.localeCompare(b.key));
}

/**
 * GET /api/admin/analytics/delivery (issue 27 item 6): COD's share of orders, and per state and per PIN prefix
 * (first three digits, a sorting district) how parcels ended, from the carrier's events: delivered, returned to
 * origin, and the days from booking to the delivered event. A date range narrows it to orders placed and parcels
 * booked on those India days.
 */
export async function deliveryAnalytics(
  db: Db,
  range: DeliveryAnalyticsQuery = {},
): Promise<DeliveryAnalytics> {
  const between = (column: AnyColumn) => [
    range.from ? gte(column, istDayStart(range.from)) : undefined,
    range.to ? lt(column, istDayEnd(range.to)) : undefined,
  ];
  const [share] = await db
    .select({
      all: sql<number>`count(*)::int`,
      allValue: sql<string>`coalesce(sum(${orders.totalPaise}), 0)`,
      cod: sql<number>`count(${codOrders.orderId})::int`,
      codValue: sql<string>`coalesce(sum(${orders.totalPaise}) filter (where ${codOrders.orderId} is not null), 0)`,
    })
    .from(orders)
    .leftJoin(codOrders, eq(codOrders.orderId, orders.id))
    .where(and(ne(orders.status, 'pending'), ...between(orders.createdAt)));
  const rows = await db
    .select({
      state: sql<string>`${orders.shippingInfo}->>'state'`,
      zip: sql<string>`${orders.shippingInfo}->>'zip'`,
      status: shipments.status,
      bookedAt: shipments.createdAt,
      deliveredAt: sql<string | null>`min(${shipmentEvents.at})`,
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .leftJoin(
      shipmentEvents,
      and(eq(shipmentEvents.shipmentId, shipments.id), eq(shipmentEvents.status, 'delivered')),
    )
    .where(and(sql`${shipments.awb} is not null`, ...between(shipments.createdAt)))
    .groupBy(shipments.id, orders.id);
  const parcels: Parcel[] = rows.map((r) => ({
    state: r.state || 'Unknown',
    prefix: (r.zip ?? '').slice(0, 3) || '—',
    status: r.status,
    bookedAt: r.bookedAt,
    deliveredAt: r.deliveredAt ? new Date(r.deliveredAt) : null,
  }));
  const all = share?.all ?? 0;
  const allValue = Number(share?.allValue ?? 0);
  return {
    cod: {
      orders: share?.cod ?? 0,
      shareOfOrders: all ? percent(share?.cod ?? 0, all) : 0,
      shareOfValue: allValue ? percent(Number(share?.codValue ?? 0), allValue) : 0,
    },
    overall: group('All', parcels),
    byState: groupsBy(parcels, (p) => p.state),
    byPinPrefix: groupsBy(parcels, (p) => p.prefix).slice(0, 50),
  };
}
