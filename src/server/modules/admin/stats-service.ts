import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  daysBetween,
  INSIGHTS_LIST_LIMIT,
  REVENUE_STATUSES,
  type Analytics,
  type AnalyticsQuery,
  type DashboardStats,
  type ProductInsights,
} from '../../../domain/admin';
import { INSIGHTS_TOP_N } from '../../../domain/constants';
import { STORE_TIME_ZONE } from '../../../domain/format';
import { toRupees } from '../../../domain/pricing';
import type { Db } from '../../db/client';
import { orderItems, orders, products, users } from '../../db/schema';
import { DAY_MS, istDay, istDayEnd } from './india-days';
import { lowStockCount } from './stock-service';

const earning = inArray(orders.status, REVENUE_STATUSES);
/** float8, not the bigint Postgres gives a sum: drivers return bigint as a string; paise stay exact to 2^53. */
const revenuePaise = sql<number>`coalesce(sum(${orders.totalPaise}) filter (where ${earning}), 0)::float8`;

/** Two decimals, as the dashboard's revenue card expects (spec §3). */
export const rupeeString = (paise: number): string => (paise / 100).toFixed(2);

export async function revenueStat(db: Db) {
  const [row] = await db.select({ paise: revenuePaise }).from(orders);
  return { revenue: rupeeString(row?.paise ?? 0) };
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
  const [row] = await db.select({ count: count() }).from(users).where(eq(users.role, 'customer'));
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
 * The last `period` days end with today in India (decisions §10); a chosen range runs from its first to its last
 * day, both included. The previous period is as long, just before.
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
  const userDay = sql<string>`to_char(${users.createdAt} at time zone ${IN_INDIA}, 'YYYY-MM-DD')`;
  const customerRows = await db
    .select({ day: userDay, customers: count() })
    .from(users)
    .where(and(eq(users.role, 'customer'), gte(users.createdAt, start), lt(users.createdAt, end)))
    .groupBy(userDay);
  const [previousOrders] = await db
    .select({ orders: count(), paise: revenuePaise })
    .from(orders)
    .where(and(gte(orders.createdAt, previousStart), lt(orders.createdAt, start)));
  const [previousCustomers] = await db
    .select({ customers: count() })
    .from(users)
    .where(and(eq(users.role, 'customer'), gte(users.createdAt, previousStart), lt(users.createdAt, start)));

  const byDay = new Map(orderRows.map((r) => [r.day, r]));
  const customersByDay = new Map(customerRows.map((r) => [r.day, r.customers]));
  const revenue = days.map((day) => ({ _id: day, revenue: toRupees(byDay.get(day)?.paise ?? 0) }));
  const ordersSeries = days.map((day) => ({ _id: day, orders: byDay.get(day)?.orders ?? 0 }));
  const customers = days.map((day) => ({ _id: day, customers: customersByDay.get(day) ?? 0 }));

  const totalPaise = orderRows.reduce((sum, r) => sum + r.paise, 0);
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
      revenue: growth(totalPaise, previousOrders?.paise ?? 0),
      orders: growth(totals.orders, previousOrders?.orders ?? 0),
      customers: growth(totals.customers, previousCustomers?.customers ?? 0),
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Product insights

export async function productInsights(db: Db): Promise<ProductInsights> {
  // A deleted product's lines keep their snapshot name but lose the id; they group by that name instead.
  const key = sql<string>`coalesce(${orderItems.productId}::text, 'deleted:' || ${orderItems.name})`;
  const units = sql<number>`sum(${orderItems.quantity})::int`;
  const paise = sql<number>`sum(${orderItems.lineTotalPaise})::float8`;
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
    .where(earning)
    .groupBy(key)
    .orderBy(desc(paise), desc(units), key);
  const ranked = rows.map((r) => ({
    _id: r.key,
    name: r.name,
    totalSold: r.units,
    revenue: toRupees(r.paise),
  }));
  const byUnits = [...ranked].sort((a, b) => b.totalSold - a.totalSold || b.revenue - a.revenue);
  return {
    totals: {
      totalProducts: ranked.length,
      totalRevenue: toRupees(rows.reduce((sum, r) => sum + r.paise, 0)),
      totalUnits: rows.reduce((sum, r) => sum + r.units, 0),
    },
    products: ranked.slice(0, INSIGHTS_LIST_LIMIT),
    topByRevenue: ranked.slice(0, INSIGHTS_TOP_N),
    topByUnits: byUnits.slice(0, INSIGHTS_TOP_N),
  };
}
