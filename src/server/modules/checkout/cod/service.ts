import { createHash } from 'node:crypto';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { v7 as uuidv7 } from 'uuid';
import { CART_TOTAL_TOO_LARGE } from '../../../../domain/cart';
import type { CheckoutRecord, PaymentOrder, ShippingInfo } from '../../../../domain/checkout';
import {
  COD_CODE_ATTEMPTS,
  COD_MESSAGES,
  COD_RTO_LIMIT,
  maskEmail,
  type CodAdvance,
  type CodLedger,
  type PlaceCod,
} from '../../../../domain/cod';
import { ORDER_TOTAL_MAX_PAISE } from '../../../../domain/constants';
import { orderNumber } from '../../../../domain/format';
import type { Order } from '../../../../domain/order';
import { toRupees } from '../../../../domain/pricing';
import { STOCK_MESSAGES } from '../../../../domain/stock';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { codOrders, orders, payments, shipments, users } from '../../../db/schema';
import { AppError, Conflict, Invalid, NotFound } from '../../../errors';
import { assertSampleLimit, loadCartLines, type PricedCartLine } from '../../cart/service';
import { completePayment, placeOrder, type OrderLogger } from '../place-order';
import {
  buyerOf,
  checkoutRecord,
  countedRolls,
  gstSetting,
  holdCheckout,
  PAYMENT_ERRORS,
  releaseHeldStock,
} from '../service';
import { cartOffer } from '../offer';
import { releaseCredit } from '../../credit/service';
import { cancelOrder, lockOrder, recordMove, type AfterSale } from '../../fulfilment/service';
import { orderLinkMatches, orderLinkUrl, type CustomerReader } from '../../orders/link';
import { sendMail } from '../../mail/service';
import { getOrder, orderForCustomer, ORDER_ERRORS } from '../../orders/service';
import type { PaymentProvider } from '../../payment/providers/types';
import { claimPromotions, releasePromotions } from '../../promotions/service';
import { checkServiceability, type Serviceable } from '../../shipping/service';
import { codCodeHash, codCodeMatches, newCodCode, phoneKey } from './record';
import { codCodeMail } from './mail';

/**
 * Cash on delivery (docs/decisions/056-cash-on-delivery.md): placement without an online payment (or after an
 * advance on custom-fit lines), the customer's code, the lapse of unconfirmed orders and the staff's ledger.
 */

type CodConfig = Pick<
  Config,
  | 'cod'
  | 'payment'
  | 'storeState'
  | 'gstRates'
  | 'stockHoldMaxRolls'
  | 'smtpUrl'
  | 'mailFrom'
  | 'storeName'
  | 'publicUrl'
  | 'orderLinkSecret'
  | 'invoice'
  | 'whatsappNumber'
>;

export interface CodDeps {
  db: Db;
  config: CodConfig;
  provider: PaymentProvider;
  serviceable: Serviceable;
  log: OrderLogger;
}

/** Returned-to-origin cash orders of this account or this phone. */
export async function codReturns(db: Db, userId: string, phone: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(codOrders)
    .innerJoin(orders, eq(orders.id, codOrders.orderId))
    .where(
      and(
        eq(orders.status, 'returned'),
        or(eq(codOrders.userId, userId), eq(codOrders.phone, phoneKey(phone))),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The cart as a cash order would charge it, after every refusal: a PIN the carrier collects no cash at, a
 * customer or phone with two cash orders returned undelivered, a total above COD_MAX_RUPEES, a page that showed
 * another total.
 */
async function codCheckout(
  deps: CodDeps,
  userId: string,
  body: { shippingInfo: ShippingInfo; amount?: number | undefined },
): Promise<{ lines: PricedCartLine[]; record: CheckoutRecord }> {
  const { db, config } = deps;
  const { shippingInfo } = body;
  const answer = await checkServiceability(deps.serviceable, shippingInfo.zip);
  if (!answer.deliverable) throw new Invalid(answer.message ?? COD_MESSAGES.notOffered(shippingInfo.zip));
  if (!answer.cod) throw new Invalid(COD_MESSAGES.notOffered(shippingInfo.zip));
  if ((await codReturns(db, userId, shippingInfo.phone)) >= COD_RTO_LIMIT)
    throw new AppError(403, COD_MESSAGES.rtoGuard);

  const lines = await loadCartLines(db, userId);
  if (!lines.length) throw new Invalid(PAYMENT_ERRORS.cartEmpty);
  const soldOut = lines.find((l) => l.product.stock === null && !l.product.inStock);
  if (soldOut) throw new Invalid(PAYMENT_ERRORS.outOfStock(soldOut.product.name));
  assertSampleLimit(lines);
  for (const { product, quantity } of countedRolls(lines)) {
    if (product.stock !== null && quantity > product.stock)
      throw new Conflict(STOCK_MESSAGES.soldOutMeanwhile(product.name, product.stock));
  }
  const gst = await gstSetting(db, config);
  const cod = {
    feePaise: config.cod.feePaise,
    advancePercent: config.cod.advancePercent,
    confirmHours: config.cod.confirmHours,
  };
  // The automatic promotions the checkout page shows apply to a cash order too; codes and credit are online only.
  const base = checkoutRecord(lines, gst, shippingInfo.state, null, null, cod);
  const { best } = await cartOffer(db, await buyerOf(db, userId, shippingInfo), lines, base, null);
  const record = best.totalPaise ? checkoutRecord(lines, gst, shippingInfo.state, null, best, cod) : base;
  if (record.totalPaise > ORDER_TOTAL_MAX_PAISE) throw new Invalid(CART_TOTAL_TOO_LARGE);
  if (record.totalPaise > config.cod.maxPaise) throw new Invalid(COD_MESSAGES.overMax(config.cod.maxPaise));
  if (body.amount !== undefined && body.amount !== record.totalPaise)
    throw new Invalid(PAYMENT_ERRORS.amountMismatch);
  return { lines, record };
}

/** Gives back what the shopper's earlier, unpaid checkouts hold, as create-order does (decision 044). */
async function releaseEarlier(db: Db, userId: string) {
  return db.transaction(async (tx) => {
    await releaseCredit(tx, userId);
    await releasePromotions(tx, userId);
    return releaseHeldStock(tx, userId);
  });
}

/**
 * One cart state, one key: the account and each line's id, quantity and last change. Ten presses of 'Place
 * order' on one cart make one payments row (UNIQUE provider_order_id) and so one order; a cart changed afterwards
 * is a new order.
 */
function cartKey(userId: string, lines: readonly PricedCartLine[]): string {
  const parts = lines
    .map(({ line }) => `${line.id}:${line.quantity}:${line.updatedAt.toISOString()}`)
    .sort()
    .join(',');
  return `cod_${createHash('sha256').update(`${userId}|${parts}`).digest('hex').slice(0, 32)}`;
}

export const whatsappLink = (config: Pick<Config, 'whatsappNumber'>, order: Pick<Order, 'orderNumber'>) =>
  `https://wa.me/${config.whatsappNumber}?text=${encodeURIComponent(
    `Hello, I placed cash-on-delivery order #${order.orderNumber} and would like to confirm it.`,
  )}`;

/**
 * POST /api/orders/cod. Without an advance: the cart is recorded under its key, its rolls held, and the order
 * placed `awaiting_confirmation` with its code mailed, exactly once however often it is sent. With the advance's
 * payment ids: the advance is verified as POST /api/orders verifies any payment, and its order placed the same way.
 */
export async function placeCod(
  deps: CodDeps,
  userId: string,
  body: PlaceCod,
  stockChanged: () => Promise<void> = async () => {},
): Promise<{ order: Order; created: boolean }> {
  const { db, config, log } = deps;
  if (body.advance) {
    const [payment] = await db
      .select({ checkout: payments.checkout })
      .from(payments)
      .where(and(eq(payments.providerOrderId, body.advance.orderId), eq(payments.userId, userId)));
    if (!payment) throw new NotFound(PAYMENT_ERRORS.paymentOrderNotFound);
    if (!payment.checkout.cod) throw new Invalid(COD_MESSAGES.advanceNotCod);
    return placeOrder(
      db,
      config,
      deps.provider,
      { id: userId },
      { shippingInfo: body.shippingInfo, ...body.advance },
      log,
    );
  }

  if ((await releaseEarlier(db, userId)) > 0) await stockChanged();
  const { lines, record } = await codCheckout(deps, userId, body);
  const cod = record.cod;
  if (!cod) throw new Error('a cash checkout without its figures');
  if (cod.advancePaise > 0) throw new AppError(402, COD_MESSAGES.advanceDue(cod.advancePaise));

  const key = cartKey(userId, lines);
  const buyer = await buyerOf(db, userId, body.shippingInfo);
  const stockHeld = await db.transaction(async (tx) => {
    const id = uuidv7();
    const [inserted] = await tx
      .insert(payments)
      .values({
        id,
        userId,
        provider: 'cod',
        providerOrderId: key,
        // Nothing to wait for online, so no sweep takes its rolls back before its order is recorded.
        paymentId: key,
        amountPaise: 0,
        currency: 'INR',
        status: 'created',
        checkout: record,
        shippingInfo: body.shippingInfo,
      })
      .onConflictDoNothing({ target: payments.providerOrderId })
      .returning({ id: payments.id });
    if (!inserted) return false;
    const held = await holdCheckout(
      tx,
      lines,
      record,
      { userId, shippingInfo: body.shippingInfo },
      config.stockHoldMaxRolls,
    );
    await tx.update(payments).set(held).where(eq(payments.id, id));
    await claimPromotions(tx, record.discounts ?? [], { id }, buyer);
    return held.stockHeld;
  });
  if (stockHeld) await stockChanged();

  const [payment] = await db.select().from(payments).where(eq(payments.providerOrderId, key));
  if (!payment) throw new Error('the cash checkout just recorded is missing');
  if (payment.orderId) return { order: await getOrder(db, userId, payment.orderId), created: false };
  const placed = await completePayment(
    db,
    config,
    { payment, captured: { paymentId: key, method: 'cod' }, shippingInfo: body.shippingInfo },
    log,
  );
  return {
    order: placed.order ?? (await getOrder(db, userId, placed.orderId)),
    created: placed.created,
  };
}

/**
 * POST /api/orders/cod/advance: the provider order for the advance on custom-fit lines. The whole cash order is
 * recorded with it (its rolls held, as any checkout's), so whoever completes the payment (the browser, the
 * webhook, reconciliation) places it awaiting its code.
 */
export async function openCodAdvance(
  deps: CodDeps,
  userId: string,
  body: CodAdvance,
  stockChanged: () => Promise<void> = async () => {},
): Promise<PaymentOrder> {
  const { db, config } = deps;
  if ((await releaseEarlier(db, userId)) > 0) await stockChanged();
  const { lines, record } = await codCheckout(deps, userId, body);
  const advancePaise = record.cod?.advancePaise ?? 0;
  if (advancePaise === 0) throw new Invalid(COD_MESSAGES.noAdvanceDue);
  const id = uuidv7();
  const order = await deps.provider.createOrder({ amountPaise: advancePaise, receipt: id });
  const buyer = await buyerOf(db, userId, body.shippingInfo);
  const stockHeld = await db.transaction(async (tx) => {
    const held = await holdCheckout(
      tx,
      lines,
      record,
      { userId, shippingInfo: body.shippingInfo },
      config.stockHoldMaxRolls,
    );
    await tx.insert(payments).values({
      id,
      userId,
      provider: deps.provider.name,
      providerOrderId: order.id,
      amountPaise: order.amount,
      currency: 'INR',
      status: 'created',
      ...held,
      shippingInfo: body.shippingInfo,
    });
    await claimPromotions(tx, record.discounts ?? [], { id }, buyer);
    return held.stockHeld;
  });
  if (stockHeld) await stockChanged();
  return { amount: order.amount, currency: 'INR', orderId: order.id, keyId: config.payment.keyId };
}

/** Someone else's order answers as a missing one, so ids cannot be probed. */
export async function assertCodReader(
  db: Db,
  config: Pick<Config, 'orderLinkSecret'>,
  reader: CustomerReader,
  orderId: string,
): Promise<{ userId: string }> {
  const [owned] = z.uuid().safeParse(orderId).success
    ? await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId))
    : [];
  const allowed =
    owned &&
    ('token' in reader
      ? orderLinkMatches(config.orderLinkSecret, orderId, reader.token)
      : owned.userId === reader.userId);
  if (!allowed) throw new NotFound(ORDER_ERRORS.notFound);
  return owned;
}

/**
 * POST /api/orders/{id}/cod-code: a new code for an order still waiting for one
 * (docs/decisions/077-delivery-corrections-and-returned-refunds.md). Under the order's row lock the new code's HMAC
 * replaces the old one, so the old code stops working, and the wrong tries start again; the confirm-by time stays.
 * The route limits how often an order may ask. The code is mailed after the change commits, to the order's e-mail.
 */
export async function resendCodCode(
  deps: Pick<CodDeps, 'db' | 'config' | 'log'>,
  reader: CustomerReader,
  orderId: string,
): Promise<{ sentTo: string }> {
  const { db, config } = deps;
  const owner = await assertCodReader(db, config, reader, orderId);
  const code = newCodCode();
  const changed = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.status !== 'awaiting_confirmation') return false;
    const [updated] = await tx
      .update(codOrders)
      .set({ codeHash: codCodeHash(config.orderLinkSecret, orderId, code), attempts: 0 })
      .where(and(eq(codOrders.orderId, orderId), isNull(codOrders.confirmedAt)))
      .returning({ orderId: codOrders.orderId });
    return Boolean(updated);
  });
  if (!changed) throw new Conflict(COD_MESSAGES.notAwaiting);
  const order = await orderForCustomer(db, orderId);
  if (!order) throw new NotFound(ORDER_ERRORS.notFound);
  const [user] = await db.select({ guest: users.guest }).from(users).where(eq(users.id, owner.userId));
  const to = order.shippingInfo.email || order.user.email;
  await sendMail(
    db,
    config,
    {
      to,
      ...codCodeMail(config, order, code, user?.guest ? orderLinkUrl(config, orderId) : undefined),
      kind: 'cod-code',
    },
    deps.log,
  );
  return { sentTo: maskEmail(to) };
}

/**
 * POST /api/orders/{id}/confirm-cod. Under the order's row lock: a right code moves it to `confirmed` (once; a
 * repeat answers the confirmed order), a wrong one counts against COD_CODE_ATTEMPTS, and after those the code
 * no longer works. The count is committed before the refusal is answered, so parallel guesses cannot share a try.
 */
export async function confirmCod(
  db: Db,
  config: Pick<Config, 'orderLinkSecret'>,
  reader: CustomerReader,
  orderId: string,
  code: string,
): Promise<Order> {
  await assertCodReader(db, config, reader, orderId);

  const outcome = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const [cod] = await tx.select().from(codOrders).where(eq(codOrders.orderId, orderId));
    if (!cod) return { kind: 'not-cod' as const };
    if (cod.confirmedAt) return { kind: 'confirmed' as const };
    if (order.status !== 'awaiting_confirmation') return { kind: 'not-cod' as const };
    if (cod.attempts >= COD_CODE_ATTEMPTS) return { kind: 'locked' as const };
    if (!codCodeMatches(config.orderLinkSecret, orderId, code, cod.codeHash)) {
      await tx
        .update(codOrders)
        .set({ attempts: sql`${codOrders.attempts} + 1` })
        .where(eq(codOrders.orderId, orderId));
      return { kind: 'wrong' as const, left: COD_CODE_ATTEMPTS - cod.attempts - 1 };
    }
    await tx.update(codOrders).set({ confirmedAt: new Date() }).where(eq(codOrders.orderId, orderId));
    await recordMove(tx, { id: orderId, from: 'awaiting_confirmation', to: 'confirmed', actorId: null });
    return { kind: 'confirmed' as const };
  });
  if (outcome.kind === 'not-cod') throw new Conflict(COD_MESSAGES.notAwaiting);
  if (outcome.kind === 'locked') throw new Conflict(COD_MESSAGES.locked);
  if (outcome.kind === 'wrong')
    throw outcome.left > 0
      ? new Invalid(COD_MESSAGES.wrongCode(outcome.left))
      : new Conflict(COD_MESSAGES.locked);
  const order = await orderForCustomer(db, orderId);
  if (!order) throw new NotFound(ORDER_ERRORS.notFound);
  return order;
}

/**
 * The scheduled sweep (once across instances, through the job scheduler): cash orders still unconfirmed after
 * COD_CONFIRM_HOURS are cancelled as a customer's cancellation is, their rolls back on the shelf and any advance
 * refunded. Each cancels only an order still awaiting its code, under its row lock, so a code typed at the last
 * moment wins or loses cleanly and two sweeps cancel once.
 */
export async function expireCodOrders(deps: AfterSale, now = new Date()): Promise<number> {
  const due = await deps.db
    .select({ orderId: codOrders.orderId })
    .from(codOrders)
    .innerJoin(orders, eq(orders.id, codOrders.orderId))
    .where(and(eq(orders.status, 'awaiting_confirmation'), lt(codOrders.confirmBy, now)))
    .limit(500);
  let cancelled = 0;
  for (const { orderId } of due) {
    try {
      if (await cancelOrder(deps, orderId, { actorId: null, onlyFrom: 'awaiting_confirmation' })) cancelled++;
    } catch (error) {
      deps.log.error({ err: error, orderId }, 'an unconfirmed cash order could not be cancelled');
    }
  }
  return cancelled;
}

/** Cash orders the ledger lists, newest first. */
const LEDGER_ROWS = 200;

/**
 * GET /api/admin/cod: where the cash of cash orders is. Outstanding: confirmed and not yet delivered (what the
 * courier will collect); collected: delivered, held by the courier; remitted: paid to the store.
 */
export async function codLedger(db: Db): Promise<CodLedger> {
  const [totals] = await db
    .select({
      outstanding: sql<string>`coalesce(sum(${codOrders.collectPaise}) filter (where ${orders.status} in ('confirmed', 'processing', 'shipped') and ${shipments.codCollectedAt} is null), 0)`,
      collected: sql<string>`coalesce(sum(${shipments.codPaise}) filter (where ${shipments.codCollectedAt} is not null and ${shipments.codRemittedAt} is null), 0)`,
      remitted: sql<string>`coalesce(sum(${shipments.codPaise}) filter (where ${shipments.codRemittedAt} is not null), 0)`,
    })
    .from(codOrders)
    .innerJoin(orders, eq(orders.id, codOrders.orderId))
    .leftJoin(shipments, eq(shipments.orderId, codOrders.orderId));
  const rows = await db
    .select({ cod: codOrders, order: orders, shipment: shipments })
    .from(codOrders)
    .innerJoin(orders, eq(orders.id, codOrders.orderId))
    .leftJoin(shipments, eq(shipments.orderId, codOrders.orderId))
    .orderBy(desc(codOrders.createdAt))
    .limit(LEDGER_ROWS);
  return {
    outstanding: toRupees(Number(totals?.outstanding ?? 0)),
    collected: toRupees(Number(totals?.collected ?? 0)),
    remitted: toRupees(Number(totals?.remitted ?? 0)),
    orders: rows.map(({ cod, order, shipment }) => ({
      orderId: order.id,
      orderNumber: orderNumber(order.id),
      customer: order.shippingInfo.name,
      phone: order.shippingInfo.phone,
      status: order.status,
      placedAt: order.createdAt.toISOString(),
      total: toRupees(order.totalPaise),
      advance: toRupees(cod.advancePaise),
      collect: toRupees(cod.collectPaise),
      awb: shipment?.awb ?? null,
      collectedAt: shipment?.codCollectedAt?.toISOString() ?? null,
      remittedAt: shipment?.codRemittedAt?.toISOString() ?? null,
    })),
  };
}
