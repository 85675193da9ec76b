import { and, asc, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { toRefundSplit, trackingUrl, type CreditNote, type OrderEvent } from '../../../domain/fulfilment';
import { toRupees } from '../../../domain/pricing';
import type { OrderStatus } from '../../../domain/order-status';
import type { Db } from '../../db/client';
import { orderStatusHistory, refunds, shipmentEvents, shipments } from '../../db/schema';
import { SHIPMENT_EVENT_LABELS, type Shipment } from '../../../domain/shipping';

/**
 * What the order pages add to an order: its timeline and what has been refunded. Only reads, for a page of orders
 * in one query each, so both the customer's and the staff's order services can use it (decision 024).
 */

type OrderHead = { id: string; createdAt: Date; status: OrderStatus };

/** The timeline's first moment: the order placed, in the status it was created with. */
export const placedEvent = (order: OrderHead, status: OrderStatus = order.status): OrderEvent => ({
  status,
  at: order.createdAt.toISOString(),
  tracking: null,
});

/** Placed (in the status it was created with), then every change, oldest first. */
export async function timelines(db: Db, orders: readonly OrderHead[]): Promise<Map<string, OrderEvent[]>> {
  const result = new Map<string, OrderEvent[]>();
  if (!orders.length) return result;
  const ids = orders.map((o) => o.id);
  const rows = await db
    .select()
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, ids))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  for (const order of orders) {
    const changes = rows.filter((r) => r.orderId === order.id);
    result.set(order.id, [
      placedEvent(order, changes[0]?.fromStatus ?? order.status),
      ...changes.map((c) => ({
        status: c.toStatus,
        at: c.createdAt.toISOString(),
        tracking:
          c.carrier && c.trackingNumber
            ? {
                carrier: c.carrier,
                trackingNumber: c.trackingNumber,
                url: trackingUrl(c.carrier, c.trackingNumber),
              }
            : null,
      })),
    ]);
  }
  return result;
}

/**
 * Paise given back per order: refunds made or under way. A failed refund gave nothing back, so it neither shows
 * nor counts against what is left to refund.
 */
export const refundedSum = sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::float8`;

export async function refundedPaise(db: Db, orderIds: readonly string[]): Promise<Map<string, number>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .select({ orderId: refunds.orderId, paise: refundedSum })
    .from(refunds)
    .where(and(inArray(refunds.orderId, [...orderIds]), ne(refunds.status, 'failed')))
    .groupBy(refunds.orderId);
  return new Map(rows.map((r) => [r.orderId, r.paise]));
}

/** The credit notes of a page of orders, each beside the refund it documents. */
export async function creditNotes(db: Db, orderIds: readonly string[]): Promise<Map<string, CreditNote[]>> {
  const result = new Map<string, CreditNote[]>();
  if (!orderIds.length) return result;
  const rows = await db
    .select()
    .from(refunds)
    .where(and(inArray(refunds.orderId, [...orderIds]), isNotNull(refunds.creditNoteNumber)))
    .orderBy(asc(refunds.creditNoteAt), asc(refunds.id));
  for (const row of rows) {
    if (!row.creditNoteNumber || !row.creditNoteAt) continue;
    const list = result.get(row.orderId) ?? [];
    list.push({
      refundId: row.id,
      number: row.creditNoteNumber,
      amount: toRupees(row.amountPaise),
      issuedAt: row.creditNoteAt.toISOString(),
      split: toRefundSplit(row),
    });
    result.set(row.orderId, list);
  }
  return result;
}

/** The booked parcels of a page of orders, each with its carrier events oldest first (decision 054). */
export async function shipmentsOf(db: Db, orderIds: readonly string[]): Promise<Map<string, Shipment>> {
  const result = new Map<string, Shipment>();
  if (!orderIds.length) return result;
  const rows = await db
    .select()
    .from(shipments)
    .where(inArray(shipments.orderId, [...orderIds]));
  const booked = rows.filter((r) => r.awb && r.carrier);
  if (!booked.length) return result;
  const events = await db
    .select()
    .from(shipmentEvents)
    .where(
      inArray(
        shipmentEvents.shipmentId,
        booked.map((r) => r.id),
      ),
    )
    .orderBy(asc(shipmentEvents.at), asc(shipmentEvents.id));
  for (const row of booked) {
    const awb = row.awb ?? '';
    const carrier = row.carrier ?? '';
    result.set(row.orderId, {
      id: row.id,
      carrier,
      awb,
      labelUrl: `/api/admin/orders/${row.orderId}/shipments/label`,
      trackingUrl: trackingUrl(carrier, awb),
      status: row.status,
      problem: row.ndrOpen
        ? {
            reason: row.ndrReason,
            phone: row.ndrPhone,
            address: row.ndrAddress,
            correctedAt: row.ndrCorrectedAt?.toISOString() ?? null,
          }
        : null,
      events: events
        .filter((e) => e.shipmentId === row.id)
        .map((e) => ({
          status: e.status,
          label: SHIPMENT_EVENT_LABELS[e.status],
          at: e.at.toISOString(),
          reason: e.reason,
        })),
    });
  }
  return result;
}
