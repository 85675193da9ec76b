import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { orderNumber } from '../../../domain/format';
import { ORDER_MESSAGES, type Order, type OrderCod, type OrderItem } from '../../../domain/order';
import { orderLineUnit, wallFromColumns } from '../../../domain/line';
import { gstSplitInRupees, TAX_RATE_PERCENT, toRupees, type GstSplit } from '../../../domain/pricing';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { codOrders, orderItems, orders, payments, shipments, users } from '../../db/schema';
import { NotFound } from '../../errors';
import { PLACEHOLDER_IMAGE, imageUrl } from '../products/service';
import { creditNotes, placedEvent, refundedPaise, shipmentsOf, timelines } from './history';
import { orderLinkMatches } from './link';
import type { CreditNote, OrderEvent } from '../../../domain/fulfilment';
import type { Shipment } from '../../../domain/shipping';

export const ORDER_ERRORS = {
  verificationFailed: 'Payment verification failed',
  paymentOrderNotFound: 'Payment order not found',
  amountMismatch: 'The payment amount does not match the order.',
  notPaid: 'The payment has not been completed.',
  notFound: ORDER_MESSAGES.notFound,
} as const;

/** The split as the order DTO gives it, in rupees, from the columns gstColumns wrote. */
export function gstFromColumns(
  order: Pick<typeof orders.$inferSelect, 'cgstPaise' | 'sgstPaise' | 'igstPaise'>,
): GstSplit | null {
  if (order.igstPaise !== null) return gstSplitInRupees({ igst: order.igstPaise });
  if (order.cgstPaise !== null && order.sgstPaise !== null)
    return gstSplitInRupees({ cgst: order.cgstPaise, sgst: order.sgstPaise });
  return null;
}

/**
 * The one rate the order's tax was charged at, in percent: every taxed line's and shipping's, as recorded
 * (decision 057); null when they differ. Orders from before it were all charged the spec's 8%.
 */
function taxRateOf(
  order: Pick<typeof orders.$inferSelect, 'shippingRateBp' | 'shippingTaxPaise'>,
  items: readonly (typeof orderItems.$inferSelect)[],
): number | null {
  const rates = new Set<number>();
  for (const item of items) {
    if (item.goodsRateBp !== null) rates.add(item.goodsRateBp);
    if (item.installationRateBp !== null) rates.add(item.installationRateBp);
  }
  if (order.shippingTaxPaise > 0 && order.shippingRateBp !== null) rates.add(order.shippingRateBp);
  if (rates.size === 0) return TAX_RATE_PERCENT;
  const [only] = rates;
  return rates.size === 1 && only !== undefined ? only / 100 : null;
}

/** The order DTO's sample credit, from the two columns the order recorded it in. */
export const sampleCreditOf = (
  order: Pick<typeof orders.$inferSelect, 'sampleCreditCode' | 'sampleCreditPaise'>,
): Order['sampleCredit'] =>
  order.sampleCreditCode ? { code: order.sampleCreditCode, amount: toRupees(order.sampleCreditPaise) } : null;

/** Every order read starts here, so each row carries the customer and the payment its DTO shows. */
export const selectOrders = (db: Db) =>
  db
    .select({
      order: orders,
      // A guest row is named 'Guest'; the buyer named themselves on the order (decision 047).
      user: {
        id: users.id,
        name: sql<string>`case when ${users.guest} then ${orders.shippingInfo}->>'name' else ${users.name} end`,
        email: users.email,
      },
      payment: { method: payments.method, cardBrand: payments.cardBrand, cardLast4: payments.cardLast4 },
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .$dynamic();
export type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];

export const newestOrdersFirst = [desc(orders.createdAt), desc(orders.id)];

/** What the customer's own order pages show of the customer. */
const customerView = ({ user }: OrderRow) => ({ user: { name: user.name, email: user.email } });

/** What an order DTO shows beyond its row: read for a page of orders at once, or in hand for one just placed. */
interface OrderRelations {
  items: readonly (typeof orderItems.$inferSelect)[];
  history: Map<string, OrderEvent[]>;
  refunded: Map<string, number>;
  notes: Map<string, CreditNote[]>;
  parcels: Map<string, Shipment>;
  cash: Map<string, OrderCod>;
}

/**
 * The one order DTO, for the shopper's and the staff's endpoints alike: items, refunds, timeline and credit notes
 * for a page of orders in a few queries whatever its size. `view` adds what each side shows of the customer.
 */
export async function toOrderDtos<T>(
  db: Db,
  rows: readonly OrderRow[],
  view: (row: OrderRow) => T,
): Promise<(Omit<Order, 'user'> & T)[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.order.id);
  const relations: OrderRelations = {
    items: await db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(orderItems.id),
    history: await timelines(
      db,
      rows.map((r) => r.order),
    ),
    refunded: await refundedPaise(db, ids),
    notes: await creditNotes(db, ids),
    parcels: await shipmentsOf(db, ids),
    cash: await codOf(db, ids),
  };
  return assembleOrderDtos(rows, relations, view);
}

/**
 * The DTO of an order its own transaction just recorded, from the rows that transaction wrote (decision 083): it
 * has no status change, refund, credit note, shipment or cash-on-delivery record yet, so there is nothing more to
 * read. Items sort by id as `toOrderDtos` reads them.
 */
export function placedOrderDto(row: OrderRow, items: readonly (typeof orderItems.$inferSelect)[]): Order {
  const [order] = assembleOrderDtos(
    [row],
    {
      items: [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
      history: new Map([[row.order.id, [placedEvent(row.order)]]]),
      refunded: new Map(),
      notes: new Map(),
      parcels: new Map(),
      cash: new Map(),
    },
    customerView,
  );
  if (!order) throw new Error('an order DTO for the order just placed');
  return order;
}

function assembleOrderDtos<T>(
  rows: readonly OrderRow[],
  { items, history, refunded, notes, parcels, cash }: OrderRelations,
  view: (row: OrderRow) => T,
): (Omit<Order, 'user'> & T)[] {
  const itemsByOrder = new Map<string, OrderItem[]>();
  for (const item of items) {
    const list = itemsByOrder.get(item.orderId) ?? [];
    list.push(toOrderItemDto(item));
    itemsByOrder.set(item.orderId, list);
  }
  return rows.map((row) => {
    const { order, payment } = row;
    return {
      _id: order.id,
      id: order.id,
      orderId: order.providerOrderId,
      orderNumber: orderNumber(order.id),
      createdAt: order.createdAt.toISOString(),
      shippingInfo: order.shippingInfo,
      cardInfo:
        payment?.cardBrand && payment.cardLast4
          ? { brand: payment.cardBrand, last4: payment.cardLast4 }
          : null,
      paymentMethod: payment?.method ?? null,
      items: itemsByOrder.get(order.id) ?? [],
      subtotal: toRupees(order.subtotalPaise),
      sampleCredit: sampleCreditOf(order),
      storeCredit: toRupees(order.storeCreditPaise),
      giftCards: order.giftCards.map((g) => ({ last4: g.last4, amount: toRupees(g.amountPaise) })),
      savings: order.discounts.map((d) => ({
        name: d.name,
        code: d.code,
        amount: toRupees(d.amountPaise),
        shipping: toRupees(d.shippingPaise),
      })),
      discount: toRupees(order.discountPaise),
      shipping: toRupees(order.shippingPaise),
      tax: toRupees(order.taxPaise),
      gst: gstFromColumns(order),
      buyer:
        order.buyerGstin && order.buyerLegalName
          ? { gstin: order.buyerGstin, legalName: order.buyerLegalName }
          : null,
      taxRate: taxRateOf(
        order,
        items.filter((i) => i.orderId === order.id),
      ),
      total: toRupees(order.totalPaise),
      invoiceNumber: order.invoiceNumber,
      status: order.status,
      refunded: toRupees(refunded.get(order.id) ?? 0),
      timeline: history.get(order.id) ?? [],
      shipment: parcels.get(order.id) ?? null,
      creditNotes: notes.get(order.id) ?? [],
      cod: cash.get(order.id) ?? null,
      ...view(row),
    };
  });
}

/**
 * Each cash order's figures and where its cash is (docs/decisions/056-cash-on-delivery.md): awaiting the code,
 * to collect, collected at the door (the delivered event), or remitted to the store.
 */
async function codOf(db: Db, ids: readonly string[]): Promise<Map<string, OrderCod>> {
  const rows = await db
    .select({
      cod: codOrders,
      status: orders.status,
      collectedAt: shipments.codCollectedAt,
      remittedAt: shipments.codRemittedAt,
    })
    .from(codOrders)
    .innerJoin(orders, eq(orders.id, codOrders.orderId))
    .leftJoin(shipments, eq(shipments.orderId, codOrders.orderId))
    .where(inArray(codOrders.orderId, [...ids]));
  return new Map(
    rows.map(({ cod, status, collectedAt, remittedAt }) => [
      cod.orderId,
      {
        fee: toRupees(cod.feePaise),
        feeTax: toRupees(cod.feeTaxPaise),
        advance: toRupees(cod.advancePaise),
        collect: toRupees(cod.collectPaise),
        confirmBy: cod.confirmBy.toISOString(),
        state: remittedAt
          ? 'remitted'
          : collectedAt
            ? 'collected'
            : status === 'awaiting_confirmation'
              ? 'awaiting_confirmation'
              : status === 'cancelled' || status === 'returned' || status === 'refunded'
                ? 'cancelled'
                : 'to_collect',
      },
    ]),
  );
}

async function findOrders(db: Db, where: SQL | undefined, limit?: number): Promise<Order[]> {
  const query = selectOrders(db)
    .where(where)
    .orderBy(...newestOrdersFirst);
  const rows = limit ? await query.limit(limit) : await query;
  return toOrderDtos(db, rows, customerView);
}

/**
 * What a line paid for installation: the line beyond its goods, as the invoice splits it (decisions/014). Lines
 * recorded before installation was its own figure folded it into the rate and give 0.
 */
const installationPaise = (item: typeof orderItems.$inferSelect): number =>
  item.installation ? Math.max(0, item.lineTotalPaise - item.unitAmountPaise * item.quantity) : 0;

export function toOrderItemDto(item: typeof orderItems.$inferSelect): OrderItem {
  return {
    id: item.id,
    product: {
      id: item.productId,
      name: item.name,
      images: [item.image ? imageUrl(item.image) : PLACEHOLDER_IMAGE],
    },
    kind: item.kind,
    quantity: item.quantity,
    selectedColor: item.selectedColor,
    selectedMaterial: item.selectedMaterial,
    customDimensions: wallFromColumns(item),
    walls: item.walls,
    crop: item.crop,
    installation: item.installation,
    unit: orderLineUnit(item.kind),
    rate: toRupees(item.unitRatePaise),
    unitAmount: toRupees(item.unitAmountPaise),
    amount: toRupees(item.lineTotalPaise),
    installationAmount: toRupees(installationPaise(item)),
    batch: item.batch,
    awaitingStock: item.awaitingStock,
  };
}

async function findOrder(db: Db, where: SQL | undefined): Promise<Order | null> {
  const [order] = await findOrders(db, where, 1);
  return order ?? null;
}

/** Any order as its customer sees it, for the mails that tell them about it. */
export const orderForCustomer = (db: Db, id: string): Promise<Order | null> =>
  findOrder(db, eq(orders.id, id));

/** The caller's orders, newest first (ids are time-ordered UUIDs, so the id breaks ties the same way). */
export const listOrders = (db: Db, userId: string): Promise<Order[]> =>
  findOrders(db, eq(orders.userId, userId));

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** GET /api/orders/:id?token=: the order a guest's mailed link names, read-only; a wrong token is a missing order. */
export async function getOrderByLink(
  db: Db,
  config: Pick<Config, 'orderLinkSecret'>,
  id: string,
  token: string,
): Promise<Order> {
  const order =
    isUuid(id) && orderLinkMatches(config.orderLinkSecret, id, token)
      ? await findOrder(db, eq(orders.id, id))
      : null;
  if (!order) throw new NotFound(ORDER_ERRORS.notFound);
  return order;
}

/** Someone else's order answers exactly like a missing one, so ids cannot be probed. */
export async function getOrder(db: Db, userId: string, id: string): Promise<Order> {
  const order = isUuid(id) ? await findOrder(db, and(eq(orders.id, id), eq(orders.userId, userId))) : null;
  if (!order) throw new NotFound(ORDER_ERRORS.notFound);
  return order;
}
