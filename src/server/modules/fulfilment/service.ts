import { and, eq, ne, sql } from 'drizzle-orm';
import { assertPacked } from '../production/service';
import { type OrderStatusBody } from '../../../domain/order-admin';
import { ADMIN_MESSAGES } from '../../../domain/staff';
import { FULFILMENT_MESSAGES, trackingUrl, type RefundBody } from '../../../domain/fulfilment';
import { formatINR, orderNumber } from '../../../domain/format';
import {
  canRefund,
  canTransition,
  customerCanCancel,
  isCustomerNotified,
  type OrderStatus,
} from '../../../domain/order-status';
import { toRupees, type GstSplit } from '../../../domain/pricing';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  codOrders,
  creditEntries,
  giftCardEntries,
  orderItems,
  orderNotes,
  orders,
  orderStatusHistory,
  payments,
  refunds,
  returnLines,
  users,
} from '../../db/schema';
import { Conflict, Invalid, NotFound } from '../../errors';
import { enqueue, type JobLogger } from '../../jobs';
import { recordAudit, recordStockChange } from '../audit/service';
import { returnStock } from '../products/stock';
import type { LetterContent } from '../mail/letter';
import { sendMail } from '../mail/service';
import type { Order } from '../../../domain/order';
import { orderLinkUrl } from '../orders/link';
import { invoiceAtDispatch } from '../orders/document-numbers';
import { rowsSplit } from '../../../domain/invoice';
import { returnRequestOfKey } from '../../../domain/returns';
import { codFeesOf, creditNoteRowsFor, itemsOf, nextCreditNoteNumber } from '../orders/invoice';
import { orderForCustomer } from '../orders/service';
import type { PaymentProvider } from '../payment/providers/types';
import { voidSampleCredits } from '../samples/service';
import { lockLedger } from '../credit/service';
import { refundToGiftCard } from '../gift-cards/service';
import type { RecordedGiftCard } from '../../../domain/gift-card';
import { orderStatusMail, partialRefundMail, type OrderNews } from './mail';

/**
 * After the sale (decision 024): status changes with their history and e-mails, cancellation, refunds through
 * the payment provider, and staff notes. Every change runs in a transaction on `tx` alone that first locks the
 * order row, so two requests about one order take turns; the provider is called after that commit, never while a
 * row is locked.
 */

export interface AfterSale {
  db: Db;
  config: Pick<
    Config,
    'smtpUrl' | 'mailFrom' | 'storeName' | 'publicUrl' | 'orderLinkSecret' | 'invoice' | 'storeState'
  >;
  provider: PaymentProvider;
  log: JobLogger;
}

/** The routes' way to an AfterSale: the app's database, config and payment provider, and each request's own log. */
export const afterSaleOf =
  ({ db, config, payments }: Pick<AfterSale, 'db' | 'config'> & { payments: PaymentProvider }) =>
  (log: JobLogger): AfterSale => ({ db, config, provider: payments, log });

type RefundRow = typeof refunds.$inferSelect;

/** Statuses after the rolls left the store: a cancellation then does not put them back on the shelf. */
const DISPATCHED: ReadonlySet<OrderStatus> = new Set(['shipped', 'delivered', 'completed', 'refunded']);

export const lockOrder = async (tx: Db, id: string) => {
  const [order] = await tx
    .select({ status: orders.status, totalPaise: orders.totalPaise })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update');
  if (!order) throw new NotFound(ADMIN_MESSAGES.orderNotFound);
  return order;
};

/** The captured payment an order was paid with, if it was. */
async function paymentOf(tx: Db, orderId: string): Promise<string | null> {
  const [row] = await tx
    .select({ paymentId: payments.paymentId, provider: payments.provider })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')));
  // Cash on delivery without an advance took nothing online, so no provider has anything to give back.
  if (row?.provider === 'cod') return null;
  return row?.paymentId ?? null;
}

/**
 * What a cancelled order can give back through the provider: all that is left of it, except for a cash order,
 * whose online part is only its advance (docs/decisions/056-cash-on-delivery.md).
 */
async function refundableOnline(tx: Db, orderId: string, remaining: number): Promise<number> {
  const [cod] = await tx
    .select({ advancePaise: codOrders.advancePaise })
    .from(codOrders)
    .where(eq(codOrders.orderId, orderId));
  return cod ? Math.min(remaining, cod.advancePaise) : remaining;
}

/**
 * Paise given back or under way: every refund that has not failed, and of a failed one what already went back to
 * the ledger or gift cards (that part never depended on the provider).
 */
const givenBackSum = sql<number>`coalesce(sum(case when ${refunds.status} <> 'failed' then ${refunds.amountPaise}
  else ${refunds.creditPaise} + ${refunds.giftCardPaise} end), 0)::float8`;

/** Paise still to give back: what was paid less refunds made or under way, leaving out `except`. */
async function remainingPaise(tx: Db, orderId: string, totalPaise: number, except?: string): Promise<number> {
  const [row] = await tx
    .select({ paise: givenBackSum })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), except ? ne(refunds.id, except) : undefined));
  return totalPaise - (row?.paise ?? 0);
}

/** Where a refund goes: to the ledger, to each gift card, and what is left to the provider. */
interface RefundSplit {
  creditPaise: number;
  cards: RecordedGiftCard[];
}

/**
 * A refund goes back where the money came from, in the reverse of the order it was paid in (decision 061): first
 * to the provider up to what it took and has not given back, then to store credit up to what credit paid, then to
 * each gift card up to what it paid; anything over those (never the case while refunds stay within the total)
 * goes to the ledger. A customer who chose store credit gets it all on the ledger. Runs under the order's lock.
 */
async function splitRefund(tx: Db, refund: RefundRow, toCredit: boolean): Promise<RefundSplit> {
  const { orderId, amountPaise } = refund;
  if (toCredit) return { creditPaise: amountPaise, cards: [] };
  const [order] = await tx
    .select({
      totalPaise: orders.totalPaise,
      storeCreditPaise: orders.storeCreditPaise,
      giftCardPaise: orders.giftCardPaise,
      giftCards: orders.giftCards,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || (order.storeCreditPaise === 0 && order.giftCardPaise === 0))
    return { creditPaise: 0, cards: [] };
  const [given] = await tx
    .select({
      provider: sql<number>`coalesce(sum(${refunds.amountPaise} - ${refunds.creditPaise} - ${refunds.giftCardPaise})
        filter (where ${refunds.status} <> 'failed'), 0)::float8`,
      credit: sql<number>`coalesce(sum(${refunds.creditPaise}), 0)::float8`,
    })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), ne(refunds.id, refund.id)));
  const cardsBack = await tx
    .select({
      giftCardId: giftCardEntries.giftCardId,
      paise: sql<number>`coalesce(sum(${giftCardEntries.amountPaise}), 0)::float8`,
    })
    .from(giftCardEntries)
    .where(and(eq(giftCardEntries.orderId, orderId), eq(giftCardEntries.reason, 'refunded')))
    .groupBy(giftCardEntries.giftCardId);
  const providerPaid = order.totalPaise - order.storeCreditPaise - order.giftCardPaise;
  let left = amountPaise - Math.min(amountPaise, Math.max(0, providerPaid - (given?.provider ?? 0)));
  let creditPaise = Math.min(left, Math.max(0, order.storeCreditPaise - (given?.credit ?? 0)));
  left -= creditPaise;
  const cards: RefundSplit['cards'] = [];
  for (const card of [...order.giftCards].reverse()) {
    const back = cardsBack.find((c) => c.giftCardId === card.giftCardId)?.paise ?? 0;
    const take = Math.min(left, Math.max(0, card.amountPaise - back));
    if (take > 0) cards.push({ giftCardId: card.giftCardId, last4: card.last4, amountPaise: take });
    left -= take;
  }
  creditPaise += left;
  return { creditPaise, cards };
}

/**
 * Gives back the store's part of a refund just reserved, in its transaction: one `refund` ledger entry (unique per
 * refund) and a `refunded` entry on each gift card. The provider's part is asked for after the commit.
 */
async function giveBackToStore(tx: Db, refund: RefundRow, split: RefundSplit): Promise<RefundRow> {
  const giftCardPaise = split.cards.reduce((sum, c) => sum + c.amountPaise, 0);
  if (split.creditPaise === 0 && giftCardPaise === 0) return refund;
  if (split.creditPaise > 0) {
    const [owner] = await tx
      .select({ userId: orders.userId })
      .from(orders)
      .where(eq(orders.id, refund.orderId));
    if (!owner) throw new NotFound(ADMIN_MESSAGES.orderNotFound);
    await lockLedger(tx, owner.userId);
    await tx
      .insert(creditEntries)
      .values({
        userId: owner.userId,
        amountPaise: split.creditPaise,
        reason: 'refund',
        orderId: refund.orderId,
        refundId: refund.id,
        actorId: refund.createdBy,
        note: refund.reason,
      })
      .onConflictDoNothing();
  }
  for (const card of split.cards)
    await refundToGiftCard(tx, {
      giftCardId: card.giftCardId,
      amountPaise: card.amountPaise,
      orderId: refund.orderId,
    });
  const [updated] = await tx
    .update(refunds)
    .set({ creditPaise: split.creditPaise, giftCardPaise, giftCards: split.cards })
    .where(eq(refunds.id, refund.id))
    .returning();
  return updated ?? refund;
}

export async function recordMove(
  tx: Db,
  move: {
    id: string;
    from: OrderStatus;
    to: OrderStatus;
    actorId: string | null;
    carrier?: string;
    trackingNumber?: string;
  },
) {
  // Conditional on the status just read: of two moves of one order, only one lands.
  const [moved] = await tx
    .update(orders)
    .set({ status: move.to })
    .where(and(eq(orders.id, move.id), eq(orders.status, move.from)))
    .returning({ id: orders.id });
  if (!moved) throw new Conflict(ADMIN_MESSAGES.orderChanged);
  const shipped = move.to === 'shipped';
  // Made-to-measure lines are printed for this order: nothing leaves before they are packed (decision 068).
  if (shipped) await assertPacked(tx, move.id);
  await tx.insert(orderStatusHistory).values({
    orderId: move.id,
    fromStatus: move.from,
    toStatus: move.to,
    carrier: shipped ? (move.carrier ?? null) : null,
    trackingNumber: shipped ? (move.trackingNumber ?? null) : null,
    actorId: move.actorId,
  });
  if (move.actorId) {
    await recordAudit(tx, move.actorId, 'order.status', move.id, {
      from: move.from,
      to: move.to,
      ...(shipped ? { carrier: move.carrier, trackingNumber: move.trackingNumber } : {}),
    });
  }
}

/** Queues the customer's e-mail; it is written from the order as it is once the change has committed. */
export function tellCustomer(
  deps: AfterSale,
  orderId: string,
  kind: string,
  compose: (order: Order, viewUrl: string) => LetterContent,
) {
  const { db, config, log } = deps;
  enqueue(
    `mail:${kind}`,
    async () => {
      const order = await orderForCustomer(db, orderId);
      if (!order) return;
      const [owner] = await db
        .select({ guest: users.guest })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, orderId));
      // A guest has no account to sign in to: the mail carries the signed order link instead (decision 019).
      const viewUrl = owner?.guest ? orderLinkUrl(config, orderId) : `${config.publicUrl}/orders/${orderId}`;
      await sendMail(
        db,
        config,
        { to: order.shippingInfo.email || order.user.email, ...compose(order, viewUrl), kind },
        log,
      );
    },
    log,
  );
}

export const tellStatus = (deps: AfterSale, orderId: string, news: OrderNews) => {
  if (isCustomerNotified(news.status))
    tellCustomer(deps, orderId, `order-${news.status}`, (order, url) =>
      orderStatusMail(deps.config, order, news, url),
    );
};

/**
 * The refund went through: it is marked succeeded and, in the same transaction, takes the next GST credit note
 * number (decision 029), so a failed refund never uses one and a rollback gives it back. An order without a tax
 * invoice (never the case for a paid one) gets no note.
 */
async function recordSuccess(
  deps: AfterSale,
  refund: RefundRow,
  providerRefundId: string,
): Promise<RefundRow> {
  return deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderId));
    const at = new Date();
    const note = order?.invoiceNumber ? await creditNoteOf(tx, deps.config, order, refund, at) : {};
    const [settled] = await tx
      .update(refunds)
      .set({ status: 'succeeded', providerRefundId, ...note })
      .where(eq(refunds.id, refund.id))
      .returning();
    return settled ?? refund;
  });
}

/**
 * The credit note's number, rows and heads: each invoice row it credits at that row's own rate (a return's lines,
 * found by its refund key; any other refund a share of every row), so mixed rates are credited as charged
 * (docs/decisions/055-gstr1.md). The heads stored are the rows' sums.
 */
async function creditNoteOf(
  tx: Db,
  config: AfterSale['config'],
  order: typeof orders.$inferSelect,
  refund: RefundRow,
  at: Date,
) {
  const items = await itemsOf(tx, order.id);
  const requestId = returnRequestOfKey(refund.idempotencyKey);
  const returned = requestId
    ? new Map(
        (
          await tx
            .select({ id: returnLines.orderItemId, quantity: returnLines.quantity })
            .from(returnLines)
            .where(eq(returnLines.requestId, requestId))
        ).map((l) => [l.id, l.quantity]),
      )
    : null;
  const rows = creditNoteRowsFor(
    config,
    order,
    items,
    refund.amountPaise,
    returned,
    (await codFeesOf(tx, [order.id])).get(order.id),
  );
  const interState = rows.some((r) => 'igst' in r.tax) || order.igstPaise !== null;
  return {
    creditNoteNumber: await nextCreditNoteNumber(tx, config, at),
    creditNoteAt: at,
    creditNoteRows: rows,
    ...creditNoteHeads(rowsSplit(rows, interState)),
  };
}

const creditNoteHeads = (split: GstSplit) =>
  'igst' in split
    ? { creditNoteIgstPaise: split.igst }
    : { creditNoteCgstPaise: split.cgst, creditNoteSgstPaise: split.sgst };

/**
 * Asks the provider for a refund already reserved in the refunds table, and records how it went. A refusal or an
 * outage marks it failed (it then no longer counts against what is left) and is thrown.
 */
async function settleRefund(deps: AfterSale, refund: RefundRow, paymentId: string): Promise<RefundRow> {
  const providerPaise = refund.amountPaise - refund.creditPaise - refund.giftCardPaise;
  // All of it went back to the ledger or gift cards in the reserving transaction: nothing to ask the provider.
  if (providerPaise <= 0) return recordSuccess(deps, refund, `store-${refund.id}`);
  try {
    const made = await deps.provider.refund({
      paymentId,
      amountPaise: providerPaise,
      idempotencyKey: refund.idempotencyKey,
      notes: { order_id: refund.orderId, reason: refund.reason.slice(0, 250) },
    });
    return await recordSuccess(deps, refund, made.id);
  } catch (error) {
    await deps.db.update(refunds).set({ status: 'failed' }).where(eq(refunds.id, refund.id));
    throw error;
  }
}

/**
 * An order's counted rolls back on the shelf: one cancelled before it left (decision 044), or one the carrier
 * brought back (docs/decisions/054-shipments-and-carrier-events.md). It runs in the transaction that moved the
 * order, under the order's row lock, so a move however often repeated returns them once. The lines come from the
 * checkout record (which rolls were taken, from which batch); a line recorded awaiting stock never took any. Each
 * return is a `product.stock` audit entry, listed with the product's adjustments, with `reason`.
 */
export async function restockOrder(tx: Db, orderId: string, actorId: string | null, reason: string) {
  const [payment] = await tx
    .select({ checkout: payments.checkout })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  if (!payment) return;
  const awaiting = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.awaitingStock, true)));
  for (const line of payment.checkout.lines) {
    if (!line.fromStock || !line.product.id) continue;
    const gap = awaiting.findIndex((a) => a.productId === line.product.id && a.quantity === line.quantity);
    if (gap >= 0) {
      awaiting.splice(gap, 1);
      continue;
    }
    const stockAfter = await returnStock(tx, line.product.id, line.quantity, line.fromStock.batch);
    if (stockAfter === null) continue;
    await recordStockChange(tx, actorId, line.product.id, {
      change: line.quantity,
      stockAfter,
      batch: line.fromStock.batch,
      reason,
    });
  }
}

/** PATCH /api/admin/orders/:id/status. Cancelling goes through cancelOrder, since it gives the money back. */
export async function moveOrder(
  deps: AfterSale,
  actorId: string,
  id: string,
  body: OrderStatusBody,
): Promise<void> {
  const to = body.status;
  if (to === 'cancelled') {
    await cancelOrder(deps, id, { actorId });
    return;
  }
  await deps.db.transaction(async (tx) => {
    const { status: from } = await lockOrder(tx, id);
    if (!canTransition(from, to)) throw new Invalid(ADMIN_MESSAGES.badTransition(from, to));
    await recordMove(tx, {
      id,
      from,
      to,
      actorId,
      carrier: body.carrier,
      trackingNumber: body.trackingNumber,
    });
    if (to === 'shipped') await invoiceAtDispatch(tx, deps.config.invoice.prefix, id);
  });
  const tracking =
    to === 'shipped' && body.carrier && body.trackingNumber
      ? {
          carrier: body.carrier,
          trackingNumber: body.trackingNumber,
          url: trackingUrl(body.carrier, body.trackingNumber),
        }
      : null;
  tellStatus(deps, id, { status: to, tracking });
}

/**
 * Cancels an order and gives back what is left of its payment, as one refund whose key is the order's own, so a
 * repeated cancel can never refund twice. Staff may cancel until delivery; a customer (actorId null) until
 * shipping. If the provider fails, the order stays cancelled and the failed refund shows on its page for staff
 * to make again.
 */
/**
 * What is still to give back through the payment an order was made with: all that is left of it, or for a cash
 * order its advance; 0 when nothing was paid online. The Delivery problems queue offers it as one refund for an
 * order that came back undelivered (docs/decisions/077-delivery-corrections-and-returned-refunds.md).
 */
export async function refundDuePaise(db: Db, id: string): Promise<number> {
  const [order] = await db.select({ totalPaise: orders.totalPaise }).from(orders).where(eq(orders.id, id));
  if (!order || !(await paymentOf(db, id))) return 0;
  return Math.max(0, await refundableOnline(db, id, await remainingPaise(db, id, order.totalPaise)));
}

/** Whether cancelling the order now would give money back: it was paid and not all of it has gone back. */
export async function cancelRefunds(db: Db, id: string): Promise<boolean> {
  const [order] = await db.select({ totalPaise: orders.totalPaise }).from(orders).where(eq(orders.id, id));
  if (!order || !(await paymentOf(db, id))) return false;
  return (await remainingPaise(db, id, order.totalPaise)) > 0;
}

export async function cancelOrder(
  deps: AfterSale,
  id: string,
  /** `onlyFrom`: cancel only an order still in this status, else change nothing (a lapsing cash order) */
  by: { actorId: string | null; onlyFrom?: OrderStatus },
): Promise<boolean> {
  const staff = by.actorId !== null;
  const reserved = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    const from = order.status;
    if (by.onlyFrom && from !== by.onlyFrom) return 'unchanged' as const;
    if (staff && !canTransition(from, 'cancelled'))
      throw new Invalid(ADMIN_MESSAGES.badTransition(from, 'cancelled'));
    if (!staff && from === 'cancelled') throw new Invalid(FULFILMENT_MESSAGES.alreadyCancelled);
    if (!staff && !customerCanCancel(from)) throw new Invalid(FULFILMENT_MESSAGES.cannotCancel);
    await recordMove(tx, { id, from, to: 'cancelled', actorId: by.actorId });
    if (!DISPATCHED.has(from))
      await restockOrder(tx, id, by.actorId, `Order #${orderNumber(id)} cancelled before dispatch`);
    // Cancelled samples take their credit with them; what of it was already spent is not paid out again.
    const spent = await voidSampleCredits(tx, id);
    const paymentId = await paymentOf(tx, id);
    const remaining = await refundableOnline(
      tx,
      id,
      (await remainingPaise(tx, id, order.totalPaise)) - spent,
    );
    if (!paymentId || remaining <= 0) return null;
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId: id,
        amountPaise: remaining,
        reason: staff ? 'Order cancelled by the store' : 'Order cancelled by the customer',
        idempotencyKey: `cancel-${id}`,
        createdBy: by.actorId,
      })
      .onConflictDoNothing({ target: refunds.idempotencyKey })
      .returning();
    if (!refund) return null;
    const split = await splitRefund(tx, refund, false);
    return { refund: await giveBackToStore(tx, refund, split), paymentId };
  });
  if (reserved === 'unchanged') return false;
  let refundPaise = 0;
  if (reserved) {
    try {
      refundPaise = (await settleRefund(deps, reserved.refund, reserved.paymentId)).amountPaise;
    } catch (error) {
      deps.log.error(
        { err: error, orderId: id },
        'the refund of a cancelled order failed; staff must make it again',
      );
    }
  }
  tellStatus(deps, id, { status: 'cancelled', refundPaise });
  return true;
}

/** A refund to make, in paise: the route turns the staff's rupees into paise at the edge. */
export interface RefundInput extends Pick<RefundBody, 'reason'> {
  amountPaise: number;
  orderId: string;
  idempotencyKey: string;
  actorId: string;
  /** the customer chose store credit for a return: all of it goes to the ledger */
  toCredit?: boolean;
}

/**
 * POST /api/admin/orders/:id/refunds. Exactly once per idempotency key: the key is UNIQUE, and the order row
 * lock makes requests for one order take turns, so of identical requests one reserves the refund and the rest
 * find it (created false); of different requests racing for the remainder, the later ones find it gone. The
 * provider is asked after the reservation commits, with the same key, so a retry after a lost answer cannot
 * refund twice there either. A key that failed before is tried again.
 */
export async function refundOrder(deps: AfterSale, input: RefundInput): Promise<{ created: boolean }> {
  const { amountPaise } = input;
  const reserved = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    const [earlier] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, input.idempotencyKey));
    if (earlier && (earlier.orderId !== input.orderId || earlier.amountPaise !== amountPaise))
      throw new Conflict(FULFILMENT_MESSAGES.keyReused);
    if (earlier && earlier.status !== 'failed') return null;
    if (!canRefund(order.status)) throw new Invalid(FULFILMENT_MESSAGES.cannotRefund(order.status));
    const paymentId = await paymentOf(tx, input.orderId);
    if (!paymentId) throw new Invalid(FULFILMENT_MESSAGES.nothingPaid);
    const remaining = await remainingPaise(tx, input.orderId, order.totalPaise, earlier?.id);
    if (amountPaise > remaining)
      throw new Invalid(FULFILMENT_MESSAGES.overRefund(formatINR(toRupees(remaining))));
    const [refund] = earlier
      ? await tx
          .update(refunds)
          .set({ status: 'pending', reason: input.reason, createdBy: input.actorId })
          .where(and(eq(refunds.id, earlier.id), eq(refunds.status, 'failed')))
          .returning()
      : await tx
          .insert(refunds)
          .values({
            orderId: input.orderId,
            amountPaise,
            reason: input.reason,
            idempotencyKey: input.idempotencyKey,
            createdBy: input.actorId,
          })
          // The same key for another order, sent at the same moment: that one holds the key.
          .onConflictDoNothing({ target: refunds.idempotencyKey })
          .returning();
    if (!refund) throw new Conflict(FULFILMENT_MESSAGES.keyReused);
    await recordAudit(tx, input.actorId, 'order.refund', input.orderId, {
      amountPaise,
      reason: input.reason,
      idempotencyKey: input.idempotencyKey,
    });
    // A retried refund gave its store part back the first time; only the provider's part is asked again.
    if (earlier) return { refund, paymentId };
    const split = await splitRefund(tx, refund, input.toCredit ?? false);
    return { refund: await giveBackToStore(tx, refund, split), paymentId };
  });
  if (!reserved) return { created: false };

  const refund = await settleRefund(deps, reserved.refund, reserved.paymentId).catch((error: unknown) => {
    deps.log.error({ err: error, orderId: input.orderId }, 'refund failed');
    throw error;
  });
  const fully = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    const left = await remainingPaise(tx, input.orderId, order.totalPaise);
    if (left > 0 || order.status === 'cancelled' || order.status === 'refunded') return false;
    await recordMove(tx, { id: input.orderId, from: order.status, to: 'refunded', actorId: input.actorId });
    // Samples refunded in full take their unused credit with them (decision 043).
    await voidSampleCredits(tx, input.orderId);
    return true;
  });
  if (fully) tellStatus(deps, input.orderId, { status: 'refunded', refundPaise: refund.amountPaise });
  else
    tellCustomer(deps, input.orderId, 'order-refund', (order, url) =>
      partialRefundMail(deps.config, order, refund, url),
    );
  return { created: true };
}

/** Staff's internal note; the customer's order never carries notes. */
export async function addNote(db: Db, actorId: string, orderId: string, body: string): Promise<void> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw new NotFound(ADMIN_MESSAGES.orderNotFound);
  await db.insert(orderNotes).values({ orderId, body, authorId: actorId });
}
