import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { toRefundSplit } from '../../../domain/fulfilment';
import {
  RECENT_ORDERS_LIMIT,
  type AdminOrder,
  type AdminOrderDetail,
  type AdminOrderList,
  type AdminOrderQuery,
  type OrderExportQuery,
} from '../../../domain/order-admin';
import { ADMIN_MESSAGES } from '../../../domain/staff';
import { STORE_TIME_ZONE } from '../../../domain/format';
import { allowedNextStatuses } from '../../../domain/order-status';
import { lineDescriptionText, orderItemDescription } from '../../../domain/line-details';
import { toPaise, toRupees } from '../../../domain/pricing';
import type { Db } from '../../db/client';
import { orderNotes, orders, refunds, users } from '../../db/schema';
import { NotFound } from '../../errors';
import { newestOrdersFirst, selectOrders, toOrderDtos, type OrderRow } from './service';
import { istDayEnd, istDayStart } from '../../india-days';
import { containing, endingWith } from '../../db/sql-helpers';

/** The shared order DTO plus what staff need to run the order. */
export const toAdminOrders = (db: Db, rows: readonly OrderRow[]): Promise<AdminOrder[]> =>
  toOrderDtos(db, rows, ({ order, user }) => ({
    updatedAt: order.updatedAt.toISOString(),
    allowedNextStatuses: [...allowedNextStatuses(order.status)],
    user,
  }));

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
        // The order number people quote is the id's last 6 characters (docs/store-rules.md#records).
        sql`lower(${orders.id}::text) like ${endingWith(term.toLowerCase())}`,
        ilike(users.name, like),
        ilike(users.email, like),
        sql`${orders.shippingInfo}->>'name' ilike ${like}`,
        // A business buyer's GSTIN, as staff paste it from a ledger (decision 058).
        eq(orders.buyerGstin, term.replace(/\s+/g, '').toUpperCase()),
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

export async function listOrders(db: Db, query: AdminOrderQuery): Promise<AdminOrderList> {
  const where = orderFilters(query);
  const rows = await selectOrders(db)
    .where(where)
    .orderBy(...newestOrdersFirst)
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
    .orderBy(...newestOrdersFirst)
    .limit(RECENT_ORDERS_LIMIT);
  return toAdminOrders(db, rows);
}

/** A customer's orders: an account's, or those of every guest row of one buyer (decision 047). */
export async function ordersOfUsers(db: Db, userIds: readonly string[]): Promise<AdminOrder[]> {
  const rows = await selectOrders(db)
    .where(inArray(orders.userId, [...userIds]))
    .orderBy(...newestOrdersFirst);
  return toAdminOrders(db, rows);
}

export async function getOrder(db: Db, id: string): Promise<AdminOrder> {
  const rows = await selectOrders(db).where(eq(orders.id, id));
  const [order] = await toAdminOrders(db, rows);
  if (!order) throw new NotFound(ADMIN_MESSAGES.orderNotFound);
  return order;
}

/**
 * One order as its admin page shows it: with refunds and staff notes, newest note first. `einvoicing` is the
 * store's EINVOICE_ENABLED, so the page offers the e-invoice only where it can be made.
 */
export async function getOrderDetail(
  db: Db,
  id: string,
  { einvoicing }: { einvoicing: boolean },
): Promise<AdminOrderDetail> {
  const order = await getOrder(db, id);
  // Independent reads: on a connection pool neither waits for the other.
  const [refundRows, noteRows] = await Promise.all([
    db
      .select({ refund: refunds, by: users.name })
      .from(refunds)
      .leftJoin(users, eq(users.id, refunds.createdBy))
      .where(eq(refunds.orderId, id))
      .orderBy(asc(refunds.createdAt), asc(refunds.id)),
    db
      .select({ note: orderNotes, author: users.name })
      .from(orderNotes)
      .leftJoin(users, eq(users.id, orderNotes.authorId))
      .where(eq(orderNotes.orderId, id))
      .orderBy(desc(orderNotes.createdAt), desc(orderNotes.id)),
  ]);
  const [irn] = await db
    .select({ irn: orders.irn, ackNo: orders.irnAckNo, ackAt: orders.irnAckAt })
    .from(orders)
    .where(eq(orders.id, id));
  return {
    ...order,
    ...(irn?.irn
      ? { einvoice: { irn: irn.irn, ackNo: irn.ackNo, ackDate: irn.ackAt?.toISOString() ?? null } }
      : {}),
    einvoicing,
    refunds: refundRows.map(({ refund, by }) => ({
      id: refund.id,
      amount: toRupees(refund.amountPaise),
      reason: refund.reason,
      status: refund.status,
      providerRefundId: refund.providerRefundId,
      creditNoteNumber: refund.creditNoteNumber,
      createdAt: refund.createdAt.toISOString(),
      createdBy: by,
      split: toRefundSplit(refund),
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

/**
 * One column per money field, so every row reconciles on its own (decision 047): Subtotal − Discount + Shipping
 * + Tax = Total, CGST + SGST + IGST = Tax (blank before the split was recorded), Total − Refunded = Net.
 */
const CSV_HEADER = [
  'Order number',
  'Order ID',
  'Invoice number',
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
  'Discount (INR)',
  'Discount code',
  'Shipping (INR)',
  'CGST (INR)',
  'SGST (INR)',
  'IGST (INR)',
  'Tax (INR)',
  'Total (INR)',
  'Refunded (INR)',
  'Net (INR)',
  'Credit notes',
  'Carrier',
  'Tracking number',
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
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return value.toFixed(2);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export async function exportOrdersCsv(db: Db, query: OrderExportQuery): Promise<string> {
  const rows = await selectOrders(db)
    .where(orderFilters(query))
    .orderBy(...newestOrdersFirst);
  const list = await toAdminOrders(db, rows);
  const lines = list.map((o) => {
    const shipped = o.timeline.findLast((event) => event.tracking)?.tracking ?? null;
    const split = o.gst;
    return [
      o.orderNumber,
      o.id,
      o.invoiceNumber,
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
      o.items
        .map((i) => `${i.product.name}: ${lineDescriptionText(orderItemDescription(i)).join(' / ')}`)
        .join('; '),
      o.subtotal,
      o.sampleCredit?.amount ?? 0,
      o.sampleCredit?.code ?? '',
      o.shipping,
      split ? ('cgst' in split ? split.cgst : 0) : null,
      split ? ('sgst' in split ? split.sgst : 0) : null,
      split ? ('igst' in split ? split.igst : 0) : null,
      o.tax,
      o.total,
      o.refunded,
      toRupees(toPaise(o.total) - toPaise(o.refunded)),
      o.creditNotes.map((note) => note.number).join('; '),
      shipped?.carrier ?? '',
      shipped?.trackingNumber ?? '',
    ]
      .map(csvCell)
      .join(',');
  });
  // The byte-order mark makes Excel read the file as UTF-8 (names in Indian scripts, the ₹ sign).
  return `\uFEFF${[CSV_HEADER.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`;
}
