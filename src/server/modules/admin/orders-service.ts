import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_MESSAGES,
  RECENT_ORDERS_LIMIT,
  type AdminOrder,
  type AdminOrderDetail,
  type AdminOrderList,
  type AdminOrderQuery,
  type OrderExportQuery,
} from '../../../domain/admin';
import { orderNumber, STORE_TIME_ZONE } from '../../../domain/format';
import { allowedNextStatuses } from '../../../domain/order-status';
import { toRupees } from '../../../domain/pricing';
import type { Db } from '../../db/client';
import { orderItems, orderNotes, orders, payments, refunds, users } from '../../db/schema';
import { NotFound } from '../../errors';
import { creditNotes, refundedPaise, timelines } from '../orders/history';
import { gstFromColumns, sampleCreditOf, toOrderItemDto } from '../orders/service';
import { istDayEnd, istDayStart } from './india-days';
import { containing, endingWith } from './sql-helpers';

/** Every order query starts here, so each row carries the customer the DTO shows. */
const selectOrders = (db: Db) =>
  db
    .select({ order: orders, user: { id: users.id, name: users.name, email: users.email } })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .$dynamic();
type OrderWithUser = Awaited<ReturnType<typeof selectOrders>>[number];

function groupBy<T, K>(list: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of list) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** Items and payment details for a page of orders, in two queries whatever the page size. */
export async function toAdminOrders(db: Db, rows: readonly OrderWithUser[]): Promise<AdminOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.order.id);
  const items = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .orderBy(asc(orderItems.id));
  const paid = await db
    .select({
      orderId: payments.orderId,
      method: payments.method,
      brand: payments.cardBrand,
      last4: payments.cardLast4,
    })
    .from(payments)
    .where(inArray(payments.orderId, ids));
  const history = await timelines(
    db,
    rows.map((r) => r.order),
  );
  const refunded = await refundedPaise(db, ids);
  const notes = await creditNotes(db, ids);
  const itemsByOrder = groupBy(items, (i) => i.orderId);
  const paymentByOrder = new Map(paid.map((p) => [p.orderId, p]));
  return rows.map(({ order, user }) => {
    const payment = paymentByOrder.get(order.id);
    return {
      id: order.id,
      _id: order.id,
      orderNumber: orderNumber(order.id),
      orderId: order.providerOrderId,
      createdAt: order.createdAt.toISOString(),
      updatedAt: order.updatedAt.toISOString(),
      status: order.status,
      allowedNextStatuses: [...allowedNextStatuses(order.status)],
      user,
      shippingInfo: order.shippingInfo,
      cardInfo: payment?.brand && payment.last4 ? { brand: payment.brand, last4: payment.last4 } : null,
      paymentMethod: payment?.method ?? null,
      items: (itemsByOrder.get(order.id) ?? []).map(toOrderItemDto),
      subtotal: toRupees(order.subtotalPaise),
      sampleCredit: sampleCreditOf(order),
      shipping: toRupees(order.shippingPaise),
      tax: toRupees(order.taxPaise),
      gst: gstFromColumns(order),
      total: toRupees(order.totalPaise),
      refunded: toRupees(refunded.get(order.id) ?? 0),
      timeline: history.get(order.id) ?? [],
      invoiceNumber: order.invoiceNumber,
      creditNotes: notes.get(order.id) ?? [],
    };
  });
}

/**
 * The national number in a typed phone: digits only, without a +91 or 0 trunk prefix, so '+91 98765 43210',
 * '098765-43210' and '98765 43210' all find the same orders. Null for text that is not a phone number.
 */
function phoneDigits(term: string): string | null {
  if (!/^[\d\s()+-]+$/.test(term)) return null;
  const digits = term.replace(/\D/g, '');
  const national = digits.length > 10 ? digits.replace(/^(91|0)/, '') : digits;
  return national.length >= 4 ? national : null;
}

const digitsOf = (value: SQL) => sql`regexp_replace(coalesce(${value}, ''), '[^0-9]', '', 'g')`;

function orderFilters({ status, search, from, to }: OrderExportQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (status) conditions.push(eq(orders.status, status));
  if (from) conditions.push(gte(orders.createdAt, istDayStart(from)));
  if (to) conditions.push(lt(orders.createdAt, istDayEnd(to)));
  const term = search?.replace(/^#/, '').trim();
  if (term) {
    const like = containing(term);
    const phone = phoneDigits(term);
    conditions.push(
      or(
        // The order number people quote is the id's last 6 characters (decisions §8).
        sql`lower(${orders.id}::text) like ${endingWith(term.toLowerCase())}`,
        ilike(users.name, like),
        ilike(users.email, like),
        sql`${orders.shippingInfo}->>'name' ilike ${like}`,
        phone
          ? or(
              sql`${digitsOf(sql`${orders.shippingInfo}->>'phone'`)} like ${containing(phone)}`,
              sql`${digitsOf(sql`${users.phone}`)} like ${containing(phone)}`,
            )
          : undefined,
      ),
    );
  }
  return and(...conditions);
}

const newestFirst = [desc(orders.createdAt), desc(orders.id)];

export async function listOrders(db: Db, query: AdminOrderQuery): Promise<AdminOrderList> {
  const where = orderFilters(query);
  const rows = await selectOrders(db)
    .where(where)
    .orderBy(...newestFirst)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [totals] = await db
    .select({ total: count() })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where);
  return {
    orders: await toAdminOrders(db, rows),
    total: totals?.total ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

export async function recentOrders(db: Db): Promise<AdminOrder[]> {
  const rows = await selectOrders(db)
    .orderBy(...newestFirst)
    .limit(RECENT_ORDERS_LIMIT);
  return toAdminOrders(db, rows);
}

export async function ordersOfUser(db: Db, userId: string): Promise<AdminOrder[]> {
  const rows = await selectOrders(db)
    .where(eq(orders.userId, userId))
    .orderBy(...newestFirst);
  return toAdminOrders(db, rows);
}

export async function getOrder(db: Db, id: string): Promise<AdminOrder> {
  const rows = await selectOrders(db).where(eq(orders.id, id));
  const [order] = await toAdminOrders(db, rows);
  if (!order) throw new NotFound(ADMIN_MESSAGES.orderNotFound);
  return order;
}

/** One order as its admin page shows it: with refunds and staff notes, newest note first. */
export async function getOrderDetail(db: Db, id: string): Promise<AdminOrderDetail> {
  const order = await getOrder(db, id);
  const refundRows = await db
    .select({ refund: refunds, by: users.name })
    .from(refunds)
    .leftJoin(users, eq(users.id, refunds.createdBy))
    .where(eq(refunds.orderId, id))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  const noteRows = await db
    .select({ note: orderNotes, author: users.name })
    .from(orderNotes)
    .leftJoin(users, eq(users.id, orderNotes.authorId))
    .where(eq(orderNotes.orderId, id))
    .orderBy(desc(orderNotes.createdAt), desc(orderNotes.id));
  return {
    ...order,
    refunds: refundRows.map(({ refund, by }) => ({
      id: refund.id,
      amount: toRupees(refund.amountPaise),
      reason: refund.reason,
      status: refund.status,
      providerRefundId: refund.providerRefundId,
      creditNoteNumber: refund.creditNoteNumber,
      createdAt: refund.createdAt.toISOString(),
      createdBy: by,
    })),
    notes: noteRows.map(({ note, author }) => ({
      id: note.id,
      body: note.body,
      createdAt: note.createdAt.toISOString(),
      author,
    })),
  };
}

// ---------------------------------------------------------------------------------------------------------
// CSV export

const CSV_HEADER = [
  'Order number',
  'Order ID',
  'Placed at (IST)',
  'Status',
  'Customer',
  'Customer email',
  'Ship to',
  'Phone',
  'Address',
  'City',
  'State',
  'ZIP',
  'Items',
  'Subtotal (INR)',
  'Shipping (INR)',
  'Tax (INR)',
  'Total (INR)',
];

const placedAt = new Intl.DateTimeFormat('sv-SE', {
  timeZone: STORE_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});

/**
 * RFC 4180 quoting. Text a shopper typed that starts like a formula is prefixed with an apostrophe, so opening
 * the file in a spreadsheet never runs it (CSV injection).
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return value.toFixed(2);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export async function exportOrdersCsv(db: Db, query: OrderExportQuery): Promise<string> {
  const rows = await selectOrders(db)
    .where(orderFilters(query))
    .orderBy(...newestFirst);
  const list = await toAdminOrders(db, rows);
  const lines = list.map((o) =>
    [
      o.orderNumber,
      o.id,
      placedAt.format(new Date(o.createdAt)),
      o.status,
      o.user.name,
      o.user.email,
      o.shippingInfo.name,
      o.shippingInfo.phone,
      o.shippingInfo.address,
      o.shippingInfo.city,
      o.shippingInfo.state,
      o.shippingInfo.zip,
      o.items.map((i) => `${i.product.name} x${i.quantity}`).join('; '),
      o.subtotal,
      o.shipping,
      o.tax,
      o.total,
    ]
      .map(csvCell)
      .join(','),
  );
  // The byte-order mark makes Excel read the file as UTF-8 (names in Indian scripts, the ₹ sign).
  return `\uFEFF${[CSV_HEADER.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`;
}
