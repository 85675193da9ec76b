import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { deliveryEstimate } from '../../../domain/delivery';
import { ADDRESS_MESSAGES } from '../../../domain/address';
import { orderNumber } from '../../../domain/format';
import { canCarrierMove, canShip, type OrderStatus } from '../../../domain/order-status';
import {
  advances,
  combineParcels,
  DEFAULT_PARCEL,
  productParcel,
  SHIPPING_MESSAGES,
  type BookedShipment,
  type CarrierEvent,
  type DeliveryCorrection,
  type DeliveryProblem,
  type NdrActionBody,
  type Serviceability,
} from '../../../domain/shipping';
import { trackingUrl } from '../../../domain/fulfilment';
import type { Db } from '../../db/client';
import { orderItems, orders, payments, products, shipmentEvents, shipments } from '../../db/schema';
import { Conflict, Invalid, NotFound } from '../../errors';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '../audit/service';
import {
  lockOrder,
  recordMove,
  refundDuePaise,
  refundOrder,
  restockOrder,
  tellCustomer,
  tellStatus,
  type AfterSale,
} from '../fulfilment/service';
import type { ServiceabilityCache } from './carrier';
import { deliveryNewsMail } from './mail';
import { invoiceAtDispatch } from '../orders/document-numbers';
import { orderLinkMatches, orderLinkUrl, type CustomerReader } from '../orders/link';
import { orderForCustomer, ORDER_ERRORS } from '../orders/service';
import type { Order } from '../../../domain/order';
import { toRupees } from '../../../domain/pricing';
import type { CarrierProvider, WebhookHeaders } from './providers/types';

/** What serviceability needs: the carrier, its per-PIN cache and a log for the carrier being down. */
export interface Serviceable {
  carrier: CarrierProvider;
  cache: ServiceabilityCache<Serviceability>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** A parcel's weight for asking a carrier about a PIN before there is an order: one boxed panel set. */
const TYPICAL_WEIGHT_G = DEFAULT_PARCEL.customised.weightG;

/**
 * The store's own PIN table (domain/delivery.ts), for when the carrier cannot be asked. It knows where India Post
 * delivers but not where a courier collects cash, so it offers no cash on delivery
 * (docs/decisions/053-carriers-behind-a-provider.md).
 */
function fromTable(pin: string): Serviceability {
  const estimate = deliveryEstimate(pin, new Date());
  if (!estimate)
    return {
      deliverable: false,
      cod: false,
      etaDays: { min: 0, max: 0 },
      message: ADDRESS_MESSAGES.pinUnknown,
    };
  return {
    deliverable: true,
    cod: false,
    etaDays: { min: estimate.minDays, max: estimate.maxDays },
    message: SHIPPING_MESSAGES.fromTable,
  };
}

/** GET /api/shipping/serviceability: the carrier's answer, cached per PIN; the table's while the carrier is down. */
export async function checkServiceability(s: Serviceable, pin: string): Promise<Serviceability> {
  const cached = s.cache.get(pin);
  if (cached) return cached;
  try {
    const answer = await s.carrier.serviceability(pin, { weightG: TYPICAL_WEIGHT_G });
    const result =
      answer.deliverable || answer.message
        ? answer
        : { ...answer, message: SHIPPING_MESSAGES.notDeliverable(pin) };
    s.cache.set(pin, result);
    return result;
  } catch (error) {
    s.log.warn({ err: error, pin }, 'carrier serviceability failed; answering from the PIN table');
    return fromTable(pin);
  }
}

/** Checkout's refusal of an address no carrier reaches, before any payment is asked for. */
export async function assertDeliverable(s: Serviceable, pin: string): Promise<Serviceability> {
  const answer = await checkServiceability(s, pin.trim());
  if (!answer.deliverable) throw new Invalid(answer.message ?? SHIPPING_MESSAGES.notDeliverable(pin));
  return answer;
}

export interface ShippingDeps extends AfterSale {
  carrier: CarrierProvider;
}

/** Where staff print a parcel's label: ours, which draws the sandbox's or sends on to the carrier's. */
export const labelPath = (orderId: string) => `/api/admin/orders/${orderId}/shipments/label`;

/** What the courier collects at the door: nothing for a prepaid order. */
async function codDue(db: Db, orderId: string, status: OrderStatus, totalPaise: number) {
  if (status !== 'confirmed') return 0;
  const [paid] = await db
    .select({ amountPaise: payments.amountPaise })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')));
  return totalPaise - (paid?.amountPaise ?? 0);
}

/**
 * POST /api/admin/orders/{id}/shipments (docs/decisions/054-shipments-and-carrier-events.md): books the order's
 * parcel with the carrier and ships the order. The shipment row is reserved first under the order's lock (UNIQUE
 * order_id), so of two presses only one reaches the carrier; the carrier is asked outside any transaction; a
 * refusal gives the reservation back. The order then moves to shipped with the carrier and AWB on its timeline,
 * and the customer's shipped e-mail goes out.
 */
export async function bookShipment(
  deps: ShippingDeps,
  actorId: string,
  orderId: string,
): Promise<BookedShipment> {
  const { db, carrier } = deps;
  const reserved = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!canShip(order.status)) throw new Invalid(SHIPPING_MESSAGES.cannotShip(order.status));
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!row) throw new NotFound(SHIPPING_MESSAGES.shipmentNotFound);
    const items = await tx
      .select({ item: orderItems, product: products })
      .from(orderItems)
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id));
    const goods = items.filter(({ item }) => item.kind !== 'sample');
    const parcel = combineParcels(
      (goods.length ? goods : items).map(({ item, product }) => ({
        parcel:
          item.kind === 'sample'
            ? { weightG: 20, lengthCm: 30, breadthCm: 22, heightCm: 1 }
            : productParcel(product),
        quantity: item.quantity,
      })),
    );
    const codPaise = await codDue(tx, orderId, order.status, row.totalPaise);
    const [shipment] = await tx
      .insert(shipments)
      .values({ orderId, provider: carrier.name, ...parcel, codPaise, createdBy: actorId })
      .onConflictDoNothing({ target: shipments.orderId })
      .returning();
    if (!shipment) throw new Conflict(SHIPPING_MESSAGES.alreadyShipped);
    return { shipment, row, items, parcel, codPaise };
  });

  const { shipment, row, items, parcel, codPaise } = reserved;
  let booked;
  try {
    booked = await carrier.book({
      orderId,
      orderNumber: orderNumber(orderId),
      orderDate: row.createdAt,
      shippingInfo: row.shippingInfo,
      items: items.map(({ item, product }) => ({
        name: item.name,
        sku: product?.skuId ?? item.id,
        units: item.quantity,
        sellingPricePaise: item.unitAmountPaise,
      })),
      subTotalPaise: row.totalPaise,
      codPaise,
      parcel,
    });
  } catch (error) {
    await db.delete(shipments).where(and(eq(shipments.id, shipment.id), eq(shipments.orderId, orderId)));
    throw error;
  }

  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    await tx
      .update(shipments)
      .set({
        carrier: booked.carrier,
        awb: booked.awb,
        providerShipmentId: booked.providerShipmentId,
        labelUrl: booked.labelUrl,
      })
      .where(eq(shipments.id, shipment.id));
    await recordMove(tx, {
      id: orderId,
      from: order.status,
      to: 'shipped',
      actorId,
      carrier: booked.carrier,
      trackingNumber: booked.awb,
    });
    await invoiceAtDispatch(tx, deps.config.invoice.prefix, orderId);
    await recordAudit(tx, actorId, 'order.shipment', orderId, {
      carrier: booked.carrier,
      awb: booked.awb,
      parcel,
    });
  });
  tellStatus(deps, orderId, {
    status: 'shipped',
    tracking: {
      carrier: booked.carrier,
      trackingNumber: booked.awb,
      url: trackingUrl(booked.carrier, booked.awb),
    },
  });
  return { carrier: booked.carrier, awb: booked.awb, labelUrl: labelPath(orderId) };
}

/** The order's booked parcel, for its label. */
export async function bookedShipment(db: Db, orderId: string) {
  const [row] = await db
    .select({ shipment: shipments, order: orders })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(eq(shipments.orderId, orderId));
  if (!row?.shipment.awb) throw new NotFound(SHIPPING_MESSAGES.shipmentNotFound);
  return row;
}

/** The order status a carrier event brings, if any. */
const ORDER_MOVE: Partial<Record<CarrierEvent['status'], OrderStatus>> = {
  delivered: 'delivered',
  rto_initiated: 'returning',
  rto_delivered: 'returned',
};

type Applied = 'recorded' | 'duplicate' | 'ignored';

/**
 * One carrier event, exactly once (docs/decisions/054-shipments-and-carrier-events.md): the UNIQUE (shipment,
 * status, time) lets a replay insert nothing, and only the call that inserted it acts. Every event joins the
 * parcel's timeline; only one that `advances` the parcel moves it (a late in_transit never undoes delivered), and
 * the order moves only where the order status machine allows a carrier move. All under the order's row lock.
 */
export async function applyCarrierEvent(deps: ShippingDeps, event: CarrierEvent): Promise<Applied> {
  const outcome = await deps.db.transaction(async (tx) => {
    const [found] = await tx.select().from(shipments).where(eq(shipments.awb, event.awb));
    if (!found) return null;
    const order = await lockOrder(tx, found.orderId);
    const [shipment] = await tx.select().from(shipments).where(eq(shipments.id, found.id));
    if (!shipment) return null;
    const at = new Date(event.at);
    const [inserted] = await tx
      .insert(shipmentEvents)
      .values({ shipmentId: shipment.id, status: event.status, at, reason: event.reason ?? null })
      .onConflictDoNothing()
      .returning({ id: shipmentEvents.id });
    if (!inserted)
      return { applied: 'duplicate' as const, orderId: shipment.orderId, moved: null, news: false };
    // The carrier paid the store the cash it collected: settled once, and only for a parcel delivered with cash
    // to collect (docs/decisions/056-cash-on-delivery.md).
    if (event.status === 'remitted') {
      await tx
        .update(shipments)
        .set({ codRemittedAt: at })
        .where(
          and(
            eq(shipments.id, shipment.id),
            gt(shipments.codPaise, 0),
            isNotNull(shipments.codCollectedAt),
            isNull(shipments.codRemittedAt),
          ),
        );
      return { applied: 'recorded' as const, orderId: shipment.orderId, moved: null, news: false };
    }
    if (!advances(shipment.status, event.status))
      return { applied: 'recorded' as const, orderId: shipment.orderId, moved: null, news: false };
    await tx
      .update(shipments)
      .set({
        status: event.status,
        statusAt: at,
        ...(event.status === 'ndr'
          ? { ndrOpen: true, ndrReason: event.reason ?? null, ndrAction: null }
          : { ndrOpen: false }),
        // Delivered with cash to collect: the courier now holds the customer's cash until it remits it.
        ...(event.status === 'delivered' && shipment.codPaise > 0 ? { codCollectedAt: at } : {}),
      })
      .where(eq(shipments.id, shipment.id));
    const to = ORDER_MOVE[event.status];
    let moved: OrderStatus | null = null;
    if (to && order.status !== to && canCarrierMove(order.status, to)) {
      await recordMove(tx, { id: shipment.orderId, from: order.status, to, actorId: null });
      moved = to;
      if (to === 'returned')
        await restockOrder(
          tx,
          shipment.orderId,
          null,
          `Order #${orderNumber(shipment.orderId)} returned to origin`,
        );
    }
    return { applied: 'recorded' as const, orderId: shipment.orderId, moved, news: true };
  });
  if (!outcome) return 'ignored';
  if (outcome.moved) tellStatus(deps, outcome.orderId, { status: outcome.moved });
  if (outcome.news && (event.status === 'out_for_delivery' || event.status === 'ndr'))
    tellCustomer(deps, outcome.orderId, `shipment-${event.status}`, (order, url) =>
      deliveryNewsMail(
        deps.config,
        order,
        event,
        // Signed even for a customer with an account: the correction is made on a phone, away from any session.
        event.status === 'ndr' ? `${orderLinkUrl(deps.config, order.id)}#delivery` : url,
      ),
    );
  return outcome.applied;
}

/** POST /api/shipping/webhook/{provider}: authenticated by the carrier's own rule, then each event applied. */
export async function receiveWebhook(
  deps: ShippingDeps,
  rawBody: Buffer,
  headers: WebhookHeaders,
): Promise<{ recorded: number; duplicates: number; ignored: number }> {
  const events = deps.carrier.readWebhook(rawBody, headers);
  const counts = { recorded: 0, duplicates: 0, ignored: 0 };
  for (const event of events) {
    const applied = await applyCarrierEvent(deps, event);
    if (applied === 'recorded') counts.recorded++;
    else if (applied === 'duplicate') counts.duplicates++;
    else counts.ignored++;
  }
  return counts;
}

/**
 * For carriers whose news must be fetched: every parcel still on its way is asked for its events, which go
 * through the same exactly-once path as webhooks. Runs on one instance at a time (the job scheduler's lock).
 */
export async function pollShipments(deps: ShippingDeps): Promise<number> {
  const open = await deps.db
    .select({ awb: shipments.awb })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(eq(shipments.provider, deps.carrier.name), inArray(orders.status, ['shipped', 'returning'])));
  let recorded = 0;
  for (const { awb } of open) {
    if (!awb) continue;
    for (const event of await deps.carrier.track(awb))
      if ((await applyCarrierEvent(deps, event)) === 'recorded') recorded++;
  }
  return recorded;
}

/** The Delivery problems queue: failed deliveries waiting for staff first, then parcels coming back, newest first. */
export async function deliveryProblems(db: Db): Promise<DeliveryProblem[]> {
  const rows = await db
    .select({ shipment: shipments, order: orders })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(or(eq(shipments.ndrOpen, true), inArray(shipments.status, ['rto_initiated', 'rto_delivered'])))
    .orderBy(desc(shipments.ndrOpen), desc(shipments.statusAt))
    .limit(200);
  const problems: DeliveryProblem[] = [];
  for (const { shipment, order } of rows)
    problems.push({
      id: shipment.id,
      orderId: order.id,
      orderNumber: orderNumber(order.id),
      customer: order.shippingInfo.name,
      phone: order.shippingInfo.phone,
      place: `${order.shippingInfo.city}, ${order.shippingInfo.state} ${order.shippingInfo.zip}`,
      carrier: shipment.carrier ?? '',
      awb: shipment.awb ?? '',
      status: shipment.status ?? 'ndr',
      reason: shipment.ndrReason,
      at: (shipment.statusAt ?? shipment.updatedAt).toISOString(),
      action: shipment.ndrAction,
      correction: shipment.ndrCorrectedAt
        ? {
            phone: shipment.ndrPhone,
            address: shipment.ndrAddress,
            at: shipment.ndrCorrectedAt.toISOString(),
          }
        : null,
      refundDue: order.status === 'returned' ? toRupees(await refundDuePaise(db, order.id)) : 0,
    });
  return problems;
}

/** Who corrects a failed delivery: the session's customer, or whoever holds the order's signed link. */

/**
 * POST /api/orders/{id}/delivery-correction (docs/decisions/077-delivery-corrections-and-returned-refunds.md): the
 * customer's phone or address for the next attempt, from the failed-delivery e-mail's signed link or their own
 * order page. It is held on the open problem for staff, whose re-attempt sends it to the carrier; a later
 * correction replaces an earlier one. Someone else's order answers as a missing one.
 */
export async function correctDelivery(
  db: Db,
  config: Pick<ShippingDeps['config'], 'orderLinkSecret'>,
  reader: CustomerReader,
  orderId: string,
  body: DeliveryCorrection,
): Promise<Order> {
  const [owned] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  const allowed =
    owned &&
    ('token' in reader
      ? orderLinkMatches(config.orderLinkSecret, orderId, reader.token)
      : owned.userId === reader.userId);
  if (!allowed) throw new NotFound(ORDER_ERRORS.notFound);
  await db.transaction(async (tx) => {
    await lockOrder(tx, orderId);
    const [corrected] = await tx
      .update(shipments)
      .set({
        ...(body.phone ? { ndrPhone: body.phone } : {}),
        ...(body.address ? { ndrAddress: body.address } : {}),
        ndrCorrectedAt: new Date(),
      })
      .where(and(eq(shipments.orderId, orderId), eq(shipments.ndrOpen, true)))
      .returning({ id: shipments.id });
    if (!corrected) throw new Conflict(SHIPPING_MESSAGES.nothingToCorrect);
  });
  const order = await orderForCustomer(db, orderId);
  if (!order) throw new NotFound(ORDER_ERRORS.notFound);
  return order;
}

/**
 * Staff's decision on a failed delivery: the carrier is told first (outside any transaction), then the decision is
 * recorded and the parcel leaves the queue. A re-attempt carries staff's corrections, or else the customer's, to
 * the carrier and onto the order's address for the next attempt. Only an open problem can be decided, under the
 * order's lock, so two decisions cannot both land.
 */
export async function decideDeliveryProblem(
  deps: ShippingDeps,
  actorId: string,
  shipmentId: string,
  body: NdrActionBody,
): Promise<void> {
  const [shipment] = await deps.db.select().from(shipments).where(eq(shipments.id, shipmentId));
  if (!shipment?.awb) throw new NotFound(SHIPPING_MESSAGES.shipmentNotFound);
  if (!shipment.ndrOpen) throw new Conflict(SHIPPING_MESSAGES.noProblem);
  const reattempt = body.action === 'reattempt';
  const phone = body.phone ?? (reattempt ? (shipment.ndrPhone ?? undefined) : undefined);
  const address = body.address ?? (reattempt ? (shipment.ndrAddress ?? undefined) : undefined);
  const correction = { ...(phone ? { phone } : {}), ...(address ? { address } : {}) };
  await deps.carrier.ndrAction(shipment.awb, body.action, correction);
  await deps.db.transaction(async (tx) => {
    await lockOrder(tx, shipment.orderId);
    const [decided] = await tx
      .update(shipments)
      .set({ ndrOpen: false, ndrAction: body.action, ndrPhone: null, ndrAddress: null, ndrCorrectedAt: null })
      .where(and(eq(shipments.id, shipmentId), eq(shipments.ndrOpen, true)))
      .returning({ id: shipments.id });
    if (!decided) throw new Conflict(SHIPPING_MESSAGES.noProblem);
    if (phone || address) {
      const [order] = await tx
        .select({ shippingInfo: orders.shippingInfo })
        .from(orders)
        .where(eq(orders.id, shipment.orderId));
      if (order)
        await tx
          .update(orders)
          .set({ shippingInfo: { ...order.shippingInfo, ...correction } })
          .where(eq(orders.id, shipment.orderId));
    }
    await recordAudit(tx, actorId, 'order.ndr', shipment.orderId, {
      awb: shipment.awb,
      action: body.action,
      ...correction,
    });
  });
}

/**
 * POST /api/admin/delivery-problems/{id}/refund: the one-click refund the queue offers for an order paid online
 * that came back undelivered (docs/decisions/077-delivery-corrections-and-returned-refunds.md). It gives back what
 * is still due through refundOrder under the key `rto-<shipment>`, so two clicks refund once.
 */
export async function refundReturned(deps: ShippingDeps, actorId: string, shipmentId: string): Promise<void> {
  const [row] = await deps.db
    .select({ orderId: shipments.orderId, status: orders.status })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(eq(shipments.id, shipmentId));
  if (!row) throw new NotFound(SHIPPING_MESSAGES.shipmentNotFound);
  const due = row.status === 'returned' ? await refundDuePaise(deps.db, row.orderId) : 0;
  if (due <= 0) throw new Conflict(SHIPPING_MESSAGES.noRefundDue);
  await refundOrder(deps, {
    orderId: row.orderId,
    amountPaise: due,
    reason: 'Returned to the store undelivered',
    idempotencyKey: `rto-${shipmentId}`,
    actorId,
  });
}
