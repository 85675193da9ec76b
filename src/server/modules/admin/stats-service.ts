import { and, count, desc, eq, gte, inArray, lt, ne, or, sql, type AnyColumn } from 'drizzle-orm';
import { daysBetween } from '../../../domain/list-query';
import {
  INSIGHTS_LIST_LIMIT,
  REVENUE_STATUSES,
  type Analytics,
  type AnalyticsQuery,
  type DashboardStats,
  type ProductInsights,
} from '../../../domain/stats';
import { INSIGHTS_TOP_N } from '../../../domain/constants';
import { STORE_TIME_ZONE } from '../../../domain/format';
import { toRupees } from '../../../domain/pricing';
import type { Db } from '../../db/client';
import { orderItems, orders, products, refunds, returnLines, returnRequests, users } from '../../db/schema';
import { DAY_MS, istDay, istDayEnd, istDayStart } from '../../india-days';
import { lowStockCount } from '../products/stock-adjustments';
import { isCustomer } from './customer-rows';

/**
 * An order whose payment counts as taken: a live one, or a cancelled or refunded one with refunds against it,
 * which then count as negative in the period they were made (decision 024).
 */
export const earning = or(
  inArray(orders.status, REVENUE_STATUSES),
  sql`exists (select 1 from ${refunds} where ${refunds.orderId} = ${orders.id})`,
);
/** float8, not the bigint Postgres gives a sum: drivers return bigint as a string; paise stay exact to 2^53. */
const revenuePaise = sql<number>`coalesce(sum(${orders.totalPaise}) filter (where ${earning}), 0)::float8`;
/** Money that went back: only refunds the provider made; one under way or failed has not left yet. */
export const refundMade = eq(refunds.status, 'succeeded');
const refundPaise = sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::float8`;

async function refundedBetween(db: Db, start?: Date, end?: Date): Promise<number> {
  const [row] = await db
    .select({ paise: refundPaise })
    .from(refunds)
    .where(
      and(
        refundMade,
        start ? gte(refunds.createdAt, start) : undefined,
        end ? lt(refunds.createdAt, end) : undefined,
      ),
    );
  return row?.paise ?? 0;
}

/** Two decimals, as the dashboard's revenue card expects (docs/store-rules.md#pricing). */
export const rupeeString = (paise: number): string => (paise / 100).toFixed(2);

export async function revenueStat(db: Db) {
  const [row] = await db.select({ paise: revenuePaise }).from(orders);
  return { revenue: rupeeString((row?.paise ?? 0) - (await refundedBetween(db))) };
}
export async function orderCount(db: Db) {
  const [row] = await db.select({ count: count() }).from(orders);
  return { count: row?.count ?? 0 };
}
export async function productCount(db: Db) {
  const [row] = await db.select({ count: count() }).from(products);
  return { count: row?.count ?? 0 };
}
export async function customerCount(db: Db) {
  const [row] = await db.select({ count: count() }).from(users).where(isCustomer);
  return { count: row?.count ?? 0 };
}

export async function dashboardStats(db: Db): Promise<DashboardStats> {
  return {
    revenue: (await revenueStat(db)).revenue,
    orderCount: (await orderCount(db)).count,
    productCount: (await productCount(db)).count,
    lowStockCount: await lowStockCount(db),
    customerCount: (await customerCount(db)).count,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Analytics

/** Inlined, not a parameter: GROUP BY must repeat the select's expression exactly, and $1 ≠ $3 to Postgres. */
const IN_INDIA = sql.raw(`'${STORE_TIME_ZONE}'`);

const growth = (current: number, previous: number) =>
  previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10;

/**
 * The last `period` days end with today in India (docs/store-rules.md#constants); a chosen range runs from its
 * first to its last day, both included. The previous period is as long, just before.
 */
export async function analytics(
  db: Db,
  query: Pick<AnalyticsQuery, 'period' | 'from' | 'to'>,
  now = new Date(),
): Promise<Analytics> {
  const lastDay = query.from && query.to ? query.to : istDay(now.getTime());
  const period = query.from && query.to ? daysBetween(query.from, query.to) : query.period;
  const end = istDayEnd(lastDay);
  const start = new Date(end.getTime() - period * DAY_MS);
  const previousStart = new Date(start.getTime() - period * DAY_MS);
  const days = Array.from({ length: period }, (_, i) => istDay(start.getTime() + i * DAY_MS));

  const orderDay = sql<string>`to_char(${orders.createdAt} at time zone ${IN_INDIA}, 'YYYY-MM-DD')`;
  const orderRows = await db
    .select({ day: orderDay, orders: count(), paise: revenuePaise })
    .from(orders)
    .where(and(gte(orders.createdAt, start), lt(orders.createdAt, end)))
    .groupBy(orderDay);
  const refundDay = sql<string>`to_char(${refunds.createdAt} at time zone ${IN_INDIA}, 'YYYY-MM-DD')`;
  const refundRows = await db
    .select({ day: refundDay, paise: refundPaise })
    .from(refunds)
    .where(and(refundMade, gte(refunds.createdAt, start), lt(refunds.createdAt, end)))
    .groupBy(refundDay);
  const userDay = sql<string>`to_char(${users.createdAt} at time zone ${IN_INDIA}, 'YYYY-MM-DD')`;
  const customerRows = await db
    .select({ day: userDay, customers: count() })
    .from(users)
    .where(and(isCustomer, gte(users.createdAt, start), lt(users.createdAt, end)))
    .groupBy(userDay);
  const [previousOrders] = await db
    .select({ orders: count(), paise: revenuePaise })
    .from(orders)
    .where(and(gte(orders.createdAt, previousStart), lt(orders.createdAt, start)));
  const [previousCustomers] = await db
    .select({ customers: count() })
    .from(users)
    .where(and(isCustomer, gte(users.createdAt, previousStart), lt(users.createdAt, start)));

  const tax = await taxByMonth(db, lastDay, end);
  const byDay = new Map(orderRows.map((r) => [r.day, r]));
  const refundsByDay = new Map(refundRows.map((r) => [r.day, r.paise]));
  const netPaise = (day: string) => (byDay.get(day)?.paise ?? 0) - (refundsByDay.get(day) ?? 0);
  const customersByDay = new Map(customerRows.map((r) => [r.day, r.customers]));
  const revenue = days.map((day) => ({ _id: day, revenue: toRupees(netPaise(day)) }));
  const ordersSeries = days.map((day) => ({ _id: day, orders: byDay.get(day)?.orders ?? 0 }));
  const customers = days.map((day) => ({ _id: day, customers: customersByDay.get(day) ?? 0 }));

  const totalPaise = days.reduce((sum, day) => sum + netPaise(day), 0);
  const previousPaise = (previousOrders?.paise ?? 0) - (await refundedBetween(db, previousStart, start));
  const totals = {
    revenue: toRupees(totalPaise),
    orders: ordersSeries.reduce((sum, d) => sum + d.orders, 0),
    customers: customers.reduce((sum, d) => sum + d.customers, 0),
  };
  return {
    period,
    from: days[0] ?? lastDay,
    to: lastDay,
    revenue,
    orders: ordersSeries,
    customers,
    totals,
    growth: {
      revenue: growth(totalPaise, previousPaise),
      orders: growth(totals.orders, previousOrders?.orders ?? 0),
      customers: growth(totals.customers, previousCustomers?.customers ?? 0),
    },
    tax,
  };
}

/** The twelve India months (YYYY-MM) that end with the one `lastDay` falls in, oldest first. */
function twelveMonthsTo(lastDay: string): string[] {
  const [year, month] = lastDay.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 12 + i, 1));
    return d.toISOString().slice(0, 7);
  });
}

const paiseSum = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)::float8`;

/**
 * GST collected per month, by head, for a return or a quick check against one: orders that brought money in
 * (as revenue counts them), by their date in India, up to the end of the range shown, less the credit notes
 * issued that month.
 */
async function taxByMonth(db: Db, lastDay: string, end: Date): Promise<Analytics['tax']> {
  const months = twelveMonthsTo(lastDay);
  const month = sql<string>`to_char(${orders.createdAt} at time zone ${IN_INDIA}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      cgst: paiseSum(orders.cgstPaise),
      sgst: paiseSum(orders.sgstPaise),
      igst: paiseSum(orders.igstPaise),
      total: paiseSum(orders.taxPaise),
    })
    .from(orders)
    .where(and(earning, gte(orders.createdAt, istDayStart(`${months[0]}-01`)), lt(orders.createdAt, end)))
    .groupBy(month);
  // Credit notes reverse tax in the month they were issued (decision 029), whenever the supply was.
  const noteMonth = sql<string>`to_char(${refunds.creditNoteAt} at time zone ${IN_INDIA}, 'YYYY-MM')`;
  const notes = await db
    .select({
      month: noteMonth,
      cgst: paiseSum(refunds.creditNoteCgstPaise),
      sgst: paiseSum(refunds.creditNoteSgstPaise),
      igst: paiseSum(refunds.creditNoteIgstPaise),
    })
    .from(refunds)
    .where(and(gte(refunds.creditNoteAt, istDayStart(`${months[0]}-01`)), lt(refunds.creditNoteAt, end)))
    .groupBy(noteMonth);
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  const notesByMonth = new Map(notes.map((r) => [r.month, r]));
  return months.map((m) => {
    const row = byMonth.get(m);
    const note = notesByMonth.get(m);
    const cgst = (row?.cgst ?? 0) - (note?.cgst ?? 0);
    const sgst = (row?.sgst ?? 0) - (note?.sgst ?? 0);
    const igst = (row?.igst ?? 0) - (note?.igst ?? 0);
    const credited = (note?.cgst ?? 0) + (note?.sgst ?? 0) + (note?.igst ?? 0);
    return {
      month: m,
      cgst: toRupees(cgst),
      sgst: toRupees(sgst),
      igst: toRupees(igst),
      total: toRupees((row?.total ?? 0) - credited),
    };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Product insights

/**
 * What sells, excl. GST and shipping (decision 047): each product's goods lines as charged, with the rolls of
 * approved returns taken off its units; samples are counted apart, never as units. The total revenue is every
 * line charged, less the sample credits those orders redeemed and less each refund made on them net of the GST
 * its credit note reversed, so that a refund comes off on the same basis as the sales it reverses.
 */
export async function productInsights(db: Db): Promise<ProductInsights> {
  // A deleted product's lines keep their snapshot name but lose the id; they group by that name instead.
  const key = sql<string>`coalesce(${orderItems.productId}::text, 'deleted:' || ${orderItems.name})`;
  const returned = sql`coalesce((select sum(${returnLines.quantity}) from ${returnLines} inner join ${returnRequests} on ${returnRequests.id} = ${returnLines.requestId} where ${returnLines.orderItemId} = ${orderItems.id} and ${returnRequests.kind} = 'return' and ${returnRequests.status} = 'approved'), 0)`;
  const units = sql<number>`sum(${orderItems.quantity} - ${returned})::int`;
  const paise = sql<number>`sum(${orderItems.lineTotalPaise})::float8`;
  const sold = and(inArray(orders.status, REVENUE_STATUSES), ne(orderItems.kind, 'sample'));
  const rows = await db
    .select({
      key,
      name: sql<string>`coalesce(max(${products.name}), max(${orderItems.name}))`,
      units,
      paise,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(sold)
    .groupBy(key)
    .orderBy(desc(paise), desc(units), key);
  const ranked = rows.map((r) => ({
    _id: r.key,
    name: r.name,
    totalSold: r.units,
    revenue: toRupees(r.paise),
  }));
  const [samples] = await db
    .select({
      units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
      paise: paiseSum(orderItems.lineTotalPaise),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inArray(orders.status, REVENUE_STATUSES), eq(orderItems.kind, 'sample')));
  const [credits] = await db
    .select({ paise: paiseSum(orders.sampleCreditPaise) })
    .from(orders)
    .where(inArray(orders.status, REVENUE_STATUSES));
  // Lines of cancelled and refunded orders are left out above; what went back from the others comes off the
  // total.
  const [partly] = await db
    .select({
      paise: sql<number>`coalesce(sum(${refunds.amountPaise} - coalesce(${refunds.creditNoteCgstPaise}, 0) - coalesce(${refunds.creditNoteSgstPaise}, 0) - coalesce(${refunds.creditNoteIgstPaise}, 0)), 0)::float8`,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(refundMade, inArray(orders.status, REVENUE_STATUSES)));
  const byUnits = [...ranked].sort((a, b) => b.totalSold - a.totalSold || b.revenue - a.revenue);
  const goodsPaise = rows.reduce((sum, r) => sum + r.paise, 0);
  return {
    totals: {
      totalProducts: ranked.length,
      totalRevenue: toRupees(
        goodsPaise + (samples?.paise ?? 0) - (credits?.paise ?? 0) - (partly?.paise ?? 0),
      ),
      totalUnits: rows.reduce((sum, r) => sum + r.units, 0),
      samplesSold: samples?.units ?? 0,
    },
    products: ranked.slice(0, INSIGHTS_LIST_LIMIT),
    topByRevenue: ranked.slice(0, INSIGHTS_TOP_N),
    topByUnits: byUnits.slice(0, INSIGHTS_TOP_N),
  };
}
