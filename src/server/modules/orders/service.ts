import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { stateByName } from '../../../domain/address';
import type { CheckoutRecord, PlaceOrder, ShippingInfo } from '../../../domain/checkout';
import { orderNumber } from '../../../domain/format';
import { ORDER_MESSAGES, type Order, type OrderItem } from '../../../domain/order';
import { gstSplit } from '../../../domain/gst';
import { orderLineUnit, wallFromColumns } from '../../../domain/line';
import { gstSplitInRupees, toRupees, type GstSplit } from '../../../domain/pricing';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { orderItems, orders, payments, products, users } from '../../db/schema';
import { Invalid, NotFound } from '../../errors';
import type { SessionUser } from '../../plugins/auth';
import { removePaidLines } from '../cart/service';
import { sendMail } from '../mail/service';
import { creditsIssuedBy, issueSampleCredits, redeemSampleCredit } from '../samples/service';
import { isSettled, type PaymentProvider, type ProviderPayment } from '../payment/providers/types';
import { verifyPaymentSignature } from '../payment/signature';
import { PLACEHOLDER_IMAGE, imageUrl } from '../products/service';
import { creditNotes, refundedPaise, timelines } from '../fulfilment/history';
import { nextDocumentNumber } from './document-numbers';
import { takeStock } from '../products/stock';
import { orderLinkMatches, orderLinkUrl } from './link';
import { orderConfirmationMail } from './mail';

export const ORDER_ERRORS = {
  verificationFailed: 'Payment verification failed',
  paymentOrderNotFound: 'Payment order not found',
  amountMismatch: 'The payment amount does not match the order.',
  notPaid: 'The payment has not been completed.',
  notFound: ORDER_MESSAGES.notFound,
} as const;

export type PaymentRow = typeof payments.$inferSelect;
export type OrderLogger = Pick<FastifyBaseLogger, 'error' | 'warn'>;

export interface CapturedPayment {
  paymentId: string;
  method: string | null;
  cardBrand?: string | null;
  cardLast4?: string | null;
}

/**
 * Why a provider's report does not pay for this payments row, or null when it does: the right provider order, a
 * settled payment, and exactly the amount and currency recorded at create-order.
 */
export function paymentMismatch(reported: ProviderPayment, payment: PaymentRow): string | null {
  if (reported.orderId !== payment.providerOrderId) return ORDER_ERRORS.verificationFailed;
  if (!isSettled(reported)) return ORDER_ERRORS.notPaid;
  if (reported.amountPaise !== payment.amountPaise || reported.currency !== payment.currency)
    return ORDER_ERRORS.amountMismatch;
  return null;
}

/**
 * The tax split the order records: the one made at create-order when the order goes to the state it was made for
 * (our checkout sends the same address both times); otherwise the same tax split again for the state it is
 * delivered to, since the place of supply is where the goods go. Records from before decision 020 carry none.
 */
function orderGst(
  record: CheckoutRecord,
  chargedState: string | undefined,
  deliveryState: string,
): GstSplit | null {
  if (!record.gst) return null;
  if (stateByName(chargedState ?? '') === stateByName(deliveryState)) return record.gst.split;
  return gstSplit(record.taxPaise, deliveryState, record.gst.storeState);
}

/** The three columns of a split: the ones it does not use stay null. */
const gstColumns = (split: GstSplit | null) => ({
  cgstPaise: split && 'cgst' in split ? split.cgst : null,
  sgstPaise: split && 'sgst' in split ? split.sgst : null,
  igstPaise: split && 'igst' in split ? split.igst : null,
});

/** The split as the order DTO gives it, in rupees, from the columns gstColumns wrote. */
export function gstFromColumns(
  order: Pick<typeof orders.$inferSelect, 'cgstPaise' | 'sgstPaise' | 'igstPaise'>,
): GstSplit | null {
  if (order.igstPaise !== null) return gstSplitInRupees({ igst: order.igstPaise });
  if (order.cgstPaise !== null && order.sgstPaise !== null)
    return gstSplitInRupees({ cgst: order.cgstPaise, sgst: order.sgstPaise });
  return null;
}

/** The order DTO's sample credit, from the two columns the order recorded it in. */
export const sampleCreditOf = (
  order: Pick<typeof orders.$inferSelect, 'sampleCreditCode' | 'sampleCreditPaise'>,
): Order['sampleCredit'] =>
  order.sampleCreditCode ? { code: order.sampleCreditCode, amount: toRupees(order.sampleCreditPaise) } : null;

/**
 * The rolls an order takes (decision 026), inside the recording transaction. Normally create-order held them and
 * the hold simply ends here. When the hold lapsed first (the shopper paid after STOCK_HOLD_MINUTES, or began
 * another checkout), each line takes its rolls again with one conditional UPDATE, from the same batch it was sold
 * from. Money has been taken either way, so a line whose rolls are gone is still recorded, marked awaiting stock
 * for staff to fill from one batch or refund; the indexes of those lines are returned.
 */
async function takeHeldStock(tx: Db, payment: PaymentRow, record: CheckoutRecord): Promise<Set<number>> {
  const awaiting = new Set<number>();
  const [held] = await tx
    .update(payments)
    .set({ stockHeld: false })
    .where(and(eq(payments.id, payment.id), eq(payments.stockHeld, true)))
    .returning({ id: payments.id });
  if (held) return awaiting;
  // In product id order, as create-order holds them, so two orders recorded at once cannot deadlock.
  const counted = [...record.lines.entries()].sort(([, a], [, b]) =>
    (a.product.id ?? '').localeCompare(b.product.id ?? ''),
  );
  for (const [index, line] of counted) {
    if (!line.fromStock || !line.product.id) continue;
    const taken = await takeStock(tx, line.product.id, line.quantity, line.fromStock.batch);
    if (!taken) awaiting.add(index);
  }
  return awaiting;
}

/**
 * Turns a verified payment into an order, exactly once, from what was recorded at create-order: the lines and
 * figures charged, never priced again, so the order says what the shopper paid whatever the catalogue says now.
 * The UNIQUE orders.provider_order_id makes a replay, a concurrent submission or the webhook racing the browser insert nothing (ON CONFLICT DO NOTHING), and they then
 * read the winner's order; UNIQUE payments.payment_id stops one payment from paying two orders. Everything runs on
 * `tx` only: PGlite has one connection, and a query on the outer handle inside the transaction would wait forever.
 * The confirmation e-mail goes out after the commit, and only from the call that created the order.
 */
export async function completePayment(
  db: Db,
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'storeName' | 'publicUrl' | 'orderLinkSecret' | 'invoice'>,
  input: { payment: PaymentRow; captured: CapturedPayment; shippingInfo: ShippingInfo },
  log: OrderLogger,
): Promise<{ orderId: string; created: boolean }> {
  const { payment, captured, shippingInfo } = input;
  const record = payment.checkout;
  const result = await db.transaction(async (tx) => {
    // One moment for the order's date and its invoice's financial year, so the two can never disagree.
    const recordedAt = new Date();
    const [inserted] = await tx
      .insert(orders)
      .values({
        userId: payment.userId,
        status: 'paid',
        providerOrderId: payment.providerOrderId,
        shippingInfo,
        subtotalPaise: record.subtotalPaise,
        shippingPaise: record.shippingPaise,
        taxPaise: record.taxPaise,
        sampleCreditPaise: record.credit?.amountPaise ?? 0,
        sampleCreditCode: record.credit?.code ?? null,
        ...gstColumns(orderGst(record, payment.shippingInfo?.state, shippingInfo.state)),
        totalPaise: record.totalPaise,
        createdAt: recordedAt,
      })
      .onConflictDoNothing({ target: orders.providerOrderId })
      .returning({ id: orders.id, createdAt: orders.createdAt });
    if (!inserted) {
      const [existing] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.providerOrderId, payment.providerOrderId));
      if (!existing) throw new Error('order conflict without an order');
      return { orderId: existing.id, created: false };
    }
    const awaiting = await takeHeldStock(tx, payment, record);
    if (record.lines.length) {
      // A product deleted since create-order is still what was bought: its line keeps its name, without the link.
      const ids = [...new Set(record.lines.flatMap((l) => (l.product.id ? [l.product.id] : [])))];
      const live = new Set(
        ids.length
          ? (await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids))).map(
              (p) => p.id,
            )
          : [],
      );
      await tx.insert(orderItems).values(
        record.lines.map(({ cartLineId: _cartLineId, kind, product, fromStock, ...line }, index) => ({
          ...line,
          batch: fromStock?.batch ?? null,
          awaitingStock: awaiting.has(index),
          orderId: inserted.id,
          productId: product.id && live.has(product.id) ? product.id : null,
          name: product.name,
          image: product.image,
          kind: kind === 'sample' ? ('sample' as const) : product.kind,
        })),
      );
    }
    await issueSampleCredits(
      tx,
      {
        id: inserted.id,
        userId: payment.userId,
        email: shippingInfo.email || (await accountEmail(tx, payment.userId)),
        createdAt: inserted.createdAt,
      },
      record.lines,
    );
    if (record.credit && !(await redeemSampleCredit(tx, record.credit.code, inserted.id))) {
      log.warn(
        { providerOrderId: payment.providerOrderId, code: record.credit.code },
        'a sample credit already used by another order was charged again; that order needs a refund of the credit',
      );
    }
    await tx
      .update(payments)
      .set({
        paymentId: captured.paymentId,
        status: 'paid',
        method: captured.method,
        cardBrand: captured.cardBrand ?? null,
        cardLast4: captured.cardLast4 ?? null,
        shippingInfo,
        orderId: inserted.id,
      })
      .where(eq(payments.id, payment.id));
    await removePaidLines(tx, payment.userId, record.lines);
    // Last, so the counter row stays locked for as little of the transaction as possible (decision 025).
    const invoiceNumber = await nextDocumentNumber(tx, 'invoice', config.invoice.prefix, recordedAt);
    await tx.update(orders).set({ invoiceNumber }).where(eq(orders.id, inserted.id));
    return { orderId: inserted.id, created: true };
  });

  if (result.created) {
    const order = await findOrder(db, eq(orders.id, result.orderId));
    if (order) {
      // A guest has no account to open the order in, so its mail carries a signed link instead (decision 019).
      const [owner] = await db.select({ guest: users.guest }).from(users).where(eq(users.id, payment.userId));
      const mail = orderConfirmationMail(
        config,
        order,
        owner?.guest ? orderLinkUrl(config, order.id) : undefined,
        await creditsIssuedBy(db, order.id),
      );
      await sendMail(
        db,
        config,
        { to: order.shippingInfo.email || order.user.email, ...mail, kind: 'order-confirmation' },
        log,
      );
    }
  }
  return result;
}

async function accountEmail(tx: Db, userId: string): Promise<string> {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email ?? '';
}

/** POST /api/orders: the browser's word that it paid, checked against the signature and the provider. */
export async function placeOrder(
  db: Db,
  config: Pick<
    Config,
    'smtpUrl' | 'mailFrom' | 'storeName' | 'publicUrl' | 'orderLinkSecret' | 'payment' | 'invoice'
  >,
  provider: PaymentProvider,
  user: Pick<SessionUser, 'id'>,
  body: PlaceOrder,
  log: OrderLogger,
): Promise<{ order: Order; created: boolean }> {
  if (!verifyPaymentSignature(config.payment.keySecret, body)) {
    throw new Invalid(ORDER_ERRORS.verificationFailed);
  }
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.providerOrderId, body.orderId), eq(payments.userId, user.id)));
  if (!payment) throw new NotFound(ORDER_ERRORS.paymentOrderNotFound);

  if (payment.orderId) {
    // Already placed, by an earlier call or the webhook: answer with that order and change nothing.
    if (payment.paymentId && payment.paymentId !== body.paymentId) {
      log.warn(
        { providerOrderId: payment.providerOrderId, paid: payment.paymentId, again: body.paymentId },
        'a second payment for an order that is already paid; it needs a refund',
      );
    }
    return { order: await getOrder(db, user.id, payment.orderId), created: false };
  }

  const reported = await provider.fetchPayment(body.paymentId, body.orderId);
  const mismatch =
    reported.id === body.paymentId ? paymentMismatch(reported, payment) : ORDER_ERRORS.verificationFailed;
  if (mismatch) throw new Invalid(mismatch);

  const { orderId, created } = await completePayment(
    db,
    config,
    {
      payment,
      captured: {
        paymentId: body.paymentId,
        method: reported.method,
        cardBrand: reported.cardBrand,
        cardLast4: reported.cardLast4,
      },
      shippingInfo: body.shippingInfo,
    },
    log,
  );
  return { order: await getOrder(db, user.id, orderId), created };
}

/** Every order read starts here, so each row carries the customer and the payment its DTO shows. */
export const selectOrders = (db: Db) =>
  db
    .select({
      order: orders,
      user: { id: users.id, name: users.name, email: users.email },
      payment: { method: payments.method, cardBrand: payments.cardBrand, cardLast4: payments.cardLast4 },
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .$dynamic();
export type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];

export const newestOrdersFirst = [desc(orders.createdAt), desc(orders.id)];

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
  const items = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .orderBy(orderItems.id);
  const history = await timelines(
    db,
    rows.map((r) => r.order),
  );
  const refunded = await refundedPaise(db, ids);
  const notes = await creditNotes(db, ids);
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
      shipping: toRupees(order.shippingPaise),
      tax: toRupees(order.taxPaise),
      gst: gstFromColumns(order),
      total: toRupees(order.totalPaise),
      invoiceNumber: order.invoiceNumber,
      status: order.status,
      refunded: toRupees(refunded.get(order.id) ?? 0),
      timeline: history.get(order.id) ?? [],
      creditNotes: notes.get(order.id) ?? [],
      ...view(row),
    };
  });
}

async function findOrders(db: Db, where: SQL | undefined, limit?: number): Promise<Order[]> {
  const query = selectOrders(db)
    .where(where)
    .orderBy(...newestOrdersFirst);
  const rows = limit ? await query.limit(limit) : await query;
  return toOrderDtos(db, rows, ({ user }) => ({ user: { name: user.name, email: user.email } }));
}

export function toOrderItemDto(item: typeof orderItems.$inferSelect): OrderItem {
  return {
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
    installation: item.installation,
    unit: orderLineUnit(item.kind),
    rate: toRupees(item.unitRatePaise),
    unitAmount: toRupees(item.unitAmountPaise),
    amount: toRupees(item.lineTotalPaise),
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
