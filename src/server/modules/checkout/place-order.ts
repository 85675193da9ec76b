import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { stateByName } from '../../../domain/address';
import {
  creditShares,
  type CheckoutRecord,
  type PaidLine,
  type PlaceOrder,
  type ShippingInfo,
} from '../../../domain/checkout';
import type { Order } from '../../../domain/order';
import { gstSplit } from '../../../domain/gst';
import type { GstSplit } from '../../../domain/pricing';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { orderItems, orders, payments, products, users } from '../../db/schema';
import { Invalid, NotFound } from '../../errors';
import type { SessionUser } from '../../plugins/auth';
import { removePaidLines } from '../cart/service';
import { sendMail } from '../mail/service';
import { nextDocumentNumber } from '../orders/document-numbers';
import { orderLinkUrl } from '../orders/link';
import { orderConfirmationMail } from '../orders/mail';
import { getOrder, orderForCustomer, ORDER_ERRORS, placedOrderDto } from '../orders/service';
import { isSettled, type PaymentProvider, type ProviderPayment } from '../payment/providers/types';
import { verifyPaymentSignature } from '../payment/signature';
import { endHold, takeStock } from '../products/stock';
import { sampleGrantOf, settleCreditSpend } from '../credit/service';
import { settleGiftCardSpend } from '../gift-cards/service';
import { usePromotions } from '../promotions/service';
import { creditsIssuedBy, issueSampleCredits, redeemSampleCredit } from '../samples/service';
import { makeJob } from '../installation/service';
import { newCodCode, recordCodOrder } from './cod/record';
import { codCodeMail } from './cod/mail';

export type PaymentRow = typeof payments.$inferSelect;

/**
 * The payments row of a checkout that buys no goods (a gift card, a measurement visit's fee): no lines and no tax,
 * its one figure the whole amount; `what` says what the payment is for, and so what its completion makes.
 */
export const feePaymentRow = (
  row: Pick<PaymentRow, 'id' | 'userId' | 'provider' | 'providerOrderId' | 'amountPaise'>,
  feePaise: number,
  what: Pick<PaymentRow['checkout'], 'giftCardPurchase' | 'measureVisit'>,
): typeof payments.$inferInsert => ({
  ...row,
  currency: 'INR',
  status: 'created',
  checkout: {
    lines: [],
    subtotalPaise: feePaise,
    shippingPaise: 0,
    taxPaise: 0,
    totalPaise: feePaise,
    ...what,
  },
});
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

/** A line's recorded tax as its columns; all null for a record made before decision 057. */
const lineTaxColumns = (tax: PaidLine['tax']) => ({
  goodsCode: tax?.goods.code ?? null,
  goodsTaxablePaise: tax?.goods.taxablePaise ?? null,
  goodsRateBp: tax?.goods.rateBp ?? null,
  goodsTaxPaise: tax?.goods.taxPaise ?? null,
  installationCode: tax?.installation?.code ?? null,
  installationTaxablePaise: tax?.installation?.taxablePaise ?? null,
  installationRateBp: tax?.installation?.rateBp ?? null,
  installationTaxPaise: tax?.installation?.taxPaise ?? null,
});

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
  if (held) {
    for (const line of record.lines)
      if (line.fromStock && line.product.id) await endHold(tx, line.product.id, line.quantity);
    return awaiting;
  }
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
): Promise<{ orderId: string; created: boolean; order?: Order }> {
  const { payment, captured, shippingInfo } = input;
  const record = payment.checkout;
  // Cash on delivery waits for the customer's code, mailed once the order is recorded; only its HMAC is stored.
  const codCode = record.cod ? newCodCode() : null;
  const result = await db.transaction(async (tx) => {
    // One moment for the order's date and its invoice's financial year, so the two can never disagree.
    const recordedAt = new Date();
    const [inserted] = await tx
      .insert(orders)
      .values({
        userId: payment.userId,
        status: record.cod ? 'awaiting_confirmation' : 'paid',
        providerOrderId: payment.providerOrderId,
        shippingInfo,
        subtotalPaise: record.subtotalPaise,
        shippingPaise: record.shippingPaise,
        taxPaise: record.taxPaise,
        sampleCreditPaise: record.credit?.amountPaise ?? 0,
        sampleCreditCode: record.credit?.code ?? null,
        storeCreditPaise: record.storeCreditPaise ?? 0,
        giftCardPaise: (record.giftCards ?? []).reduce((sum, g) => sum + g.amountPaise, 0),
        giftCards: record.giftCards ?? [],
        discountPaise: record.discountPaise ?? 0,
        shippingDiscountPaise: record.shippingDiscountPaise ?? 0,
        discounts: record.discounts ?? [],
        ...gstColumns(orderGst(record, payment.shippingInfo?.state, shippingInfo.state)),
        shippingTaxPaise: record.shippingTax?.taxPaise ?? 0,
        buyerGstin: record.buyer?.gstin ?? null,
        buyerLegalName: record.buyer?.legalName ?? null,
        shippingRateBp: record.shippingTax?.rateBp ?? null,
        totalPaise: record.totalPaise,
        createdAt: recordedAt,
      })
      .onConflictDoNothing({ target: orders.providerOrderId })
      .returning();
    if (!inserted) {
      const [existing] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.providerOrderId, payment.providerOrderId));
      if (!existing) throw new Error('order conflict without an order');
      return { orderId: existing.id, created: false as const };
    }
    const awaiting = await takeHeldStock(tx, payment, record);
    let items: (typeof orderItems.$inferSelect)[] = [];
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
      const credit = creditShares(record);
      items = await tx
        .insert(orderItems)
        .values(
          record.lines.map(({ cartLineId: _cartLineId, kind, product, fromStock, tax, ...line }, index) => ({
            ...line,
            ...lineTaxColumns(tax),
            batch: fromStock?.batch ?? null,
            awaitingStock: awaiting.has(index),
            creditPaise: credit[index] ?? 0,
            discountPaise: line.discountPaise ?? 0,
            orderId: inserted.id,
            productId: product.id && live.has(product.id) ? product.id : null,
            name: product.name,
            image: product.image,
            kind: kind === 'sample' ? ('sample' as const) : product.kind,
          })),
        )
        .returning();
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
    if (record.credit && !(await redeemSampleCredit(tx, record.credit.code, payment.id, inserted.id))) {
      // Only a provider order replaced by a newer checkout of the shopper's, paid anyway at the provider (the
      // sandbox refuses to), gets here: the money was taken, so the order stands (decision 043).
      log.error(
        { providerOrderId: payment.providerOrderId, code: record.credit.code },
        'a replaced checkout was paid with a sample credit another checkout holds; staff must collect or cancel',
      );
    }
    if (record.discounts?.length) await usePromotions(tx, payment.id, inserted.id);
    if (
      record.storeCreditPaise &&
      !(await settleCreditSpend(tx, payment, inserted.id, record.storeCreditPaise))
    ) {
      // The checkout's credit was given back before its payment landed and has been spent since: the money was
      // taken, so the order stands and the ledger goes below zero (docs/decisions/061-one-store-credit-ledger.md).
      log.error(
        { providerOrderId: payment.providerOrderId, storeCreditPaise: record.storeCreditPaise },
        'a lapsed checkout was paid after its store credit was spent elsewhere; the balance is now below zero',
      );
    }
    const giftCardShort = record.giftCards?.length
      ? await settleGiftCardSpend(tx, payment, inserted.id, record.giftCards)
      : 0;
    if (giftCardShort > 0) {
      // As for store credit: the checkout's card spend was given back before its payment landed and spent since.
      log.error(
        { providerOrderId: payment.providerOrderId, giftCardShortPaise: giftCardShort },
        'a lapsed checkout was paid after its gift card balance was spent elsewhere; staff must collect it',
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
    // An order with installation gets its job as it is paid (decision 065).
    await makeJob(tx, inserted, items);
    if (record.cod && codCode) {
      await recordCodOrder(tx, config, {
        orderId: inserted.id,
        userId: payment.userId,
        phone: shippingInfo.phone,
        cod: record.cod,
        code: codCode,
        placedAt: recordedAt,
      });
      // A cash order's invoice is issued when the goods leave, its time of supply (docs/decisions/056-cash-on-delivery.md).
      return { orderId: inserted.id, created: true as const, placed: null };
    }
    // Last, so the counter row stays locked for as little of the transaction as possible (decision 025).
    const invoiceNumber = await nextDocumentNumber(tx, 'invoice', config.invoice.prefix, recordedAt);
    await tx.update(orders).set({ invoiceNumber }).where(eq(orders.id, inserted.id));
    return {
      orderId: inserted.id,
      created: true as const,
      placed: { order: { ...inserted, invoiceNumber }, items },
    };
  });

  if (!result.created) return result;
  const [owner] = await db
    .select({ id: users.id, name: users.name, email: users.email, guest: users.guest })
    .from(users)
    .where(eq(users.id, payment.userId));
  // A paid order is answered from the rows its transaction wrote (decision 083); a cash order's has its cash
  // record to show, so it is read back.
  const order =
    result.placed && owner
      ? placedOrderDto(
          {
            order: result.placed.order,
            // A guest row is named 'Guest'; the buyer named themselves on the order, as selectOrders reads it.
            user: { id: owner.id, name: owner.guest ? shippingInfo.name : owner.name, email: owner.email },
            payment: {
              method: captured.method,
              cardBrand: captured.cardBrand ?? null,
              cardLast4: captured.cardLast4 ?? null,
            },
          },
          result.placed.items,
        )
      : await orderForCustomer(db, result.orderId);
  if (order && codCode) {
    await sendMail(
      db,
      config,
      {
        to: order.shippingInfo.email || order.user.email,
        ...codCodeMail(config, order, codCode, owner?.guest ? orderLinkUrl(config, order.id) : undefined),
        kind: 'cod-code',
      },
      log,
    );
  } else if (order) {
    // A guest has no account to open the order in, so its mail carries a signed link instead (decision 019).
    const mail = orderConfirmationMail(
      config,
      order,
      owner?.guest ? orderLinkUrl(config, order.id) : undefined,
      await creditsIssuedBy(db, order.id),
      await sampleGrantOf(db, order.id),
    );
    await sendMail(
      db,
      config,
      { to: order.shippingInfo.email || order.user.email, ...mail, kind: 'order-confirmation' },
      log,
    );
  }
  // The order the mail tells of is the caller's answer too.
  return order
    ? { orderId: result.orderId, created: true, order }
    : { orderId: result.orderId, created: true };
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
  // A gift card's or a visit fee's payment buys no goods: it has its own confirm route.
  if (!payment || payment.checkout.giftCardPurchase || payment.checkout.measureVisit)
    throw new NotFound(ORDER_ERRORS.paymentOrderNotFound);

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

  const placed = await completePayment(
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
  return { order: placed.order ?? (await getOrder(db, user.id, placed.orderId)), created: placed.created };
}
