import { and, eq, isNull } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { PaymentOrder } from '../../../domain/checkout';
import { formatDate, formatINR } from '../../../domain/format';
import {
  GIFT_CARD_MESSAGES,
  GIFT_CARD_SEND_WITHIN_DAYS,
  type GiftCard,
  type GiftCardConfirm,
  type GiftCardPurchase,
} from '../../../domain/gift-card';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { giftCards, payments, users } from '../../db/schema';
import { Invalid, NotFound } from '../../errors';
import { enqueue } from '../../jobs';
import { assertSendOn, deliverDueGiftCards, issuePurchasedCard, toGiftCard } from '../gift-cards/service';
import { renderLetter } from '../mail/letter';
import { sendMail } from '../mail/service';
import { ORDER_ERRORS } from '../orders/service';
import type { PaymentProvider, ProviderPayment } from '../payment/providers/types';
import { verifyPaymentSignature } from '../payment/signature';
import { feePaymentRow, paymentMismatch, type OrderLogger, type PaymentRow } from './place-order';

/**
 * Buying a gift card (docs/decisions/063-gift-cards.md) is an ordinary online payment through the same provider,
 * sandbox dialog, webhook and reconciliation as an order; its checkout record has no lines and no tax (a card is a
 * means of payment: GST is charged on the goods it later pays for) and carries the card's details instead. When
 * paid, a card is issued, not an order placed.
 */

type PurchaseConfig = Pick<
  Config,
  'payment' | 'smtpUrl' | 'mailFrom' | 'storeName' | 'publicUrl' | 'giftCardValidDays'
> & { redis?: Config['redis'] };

/** POST /api/gift-cards/purchase: a provider order for the card's amount, recorded like any checkout. */
export async function createGiftCardPurchase(
  db: Db,
  config: Pick<Config, 'payment'>,
  provider: PaymentProvider,
  userId: string,
  body: GiftCardPurchase,
  now = new Date(),
): Promise<PaymentOrder> {
  assertSendOn(body.sendOn, now, GIFT_CARD_SEND_WITHIN_DAYS);
  const amountPaise = body.amount * 100;
  const id = uuidv7();
  const order = await provider.createOrder({ amountPaise, receipt: id });
  await db
    .insert(payments)
    .values(
      feePaymentRow(
        { id, userId, provider: provider.name, providerOrderId: order.id, amountPaise: order.amount },
        amountPaise,
        { giftCardPurchase: body },
      ),
    );
  return { amount: order.amount, currency: 'INR', orderId: order.id, keyId: config.payment.keyId };
}

/**
 * A paid gift-card checkout becomes its card, whoever reports the payment first (browser, webhook,
 * reconciliation): the card is unique per payment, so the others find it made. The buyer's receipt goes from the
 * call that made it; the card's own e-mail goes on its day (today: right after this).
 */
export async function completeGiftCardPurchase(
  db: Db,
  config: PurchaseConfig,
  payment: PaymentRow,
  captured: Pick<ProviderPayment, 'id' | 'method' | 'cardBrand' | 'cardLast4'>,
  log: OrderLogger,
): Promise<{ created: boolean; card: GiftCard | null }> {
  const result = await db.transaction(async (tx) => {
    const issued = await issuePurchasedCard(tx, payment, config.giftCardValidDays);
    if (issued.created)
      await tx
        .update(payments)
        .set({
          paymentId: captured.id,
          status: 'paid',
          method: captured.method,
          cardBrand: captured.cardBrand ?? null,
          cardLast4: captured.cardLast4 ?? null,
        })
        .where(and(eq(payments.id, payment.id), isNull(payments.orderId)));
    return issued;
  });
  const [row] = result.id ? await db.select().from(giftCards).where(eq(giftCards.id, result.id)) : [];
  const card = row ? toGiftCard(row) : null;
  if (result.created && card) {
    const purchase = payment.checkout.giftCardPurchase;
    const [buyer] = await db.select({ email: users.email }).from(users).where(eq(users.id, payment.userId));
    if (buyer?.email && purchase)
      await sendMail(
        db,
        config,
        {
          to: buyer.email,
          ...renderLetter({
            storeName: config.storeName,
            subject: `Your ${formatINR(card.initial)} gift card for ${purchase.recipientName}`,
            paragraphs: [
              `Thank you. Your gift card for ${purchase.recipientName} is paid, and we e-mail it to ${purchase.recipientEmail} on ${formatDate(new Date(card.sendAt))} with your message.`,
            ],
            details: [
              ['Amount', formatINR(card.initial)],
              ['Valid until', formatDate(new Date(card.expiresAt))],
            ],
          }),
          kind: 'gift-card-receipt',
        },
        log,
      );
    if (new Date(card.sendAt) <= new Date())
      enqueue('gift-card-delivery', () => deliverDueGiftCards(db, config, log), log);
  }
  return { created: result.created, card };
}

/** POST /api/gift-cards/confirm: the browser's word that it paid, checked exactly as POST /api/orders checks it. */
export async function confirmGiftCardPurchase(
  db: Db,
  config: PurchaseConfig,
  provider: PaymentProvider,
  userId: string,
  body: GiftCardConfirm,
  log: OrderLogger,
): Promise<GiftCard> {
  if (!verifyPaymentSignature(config.payment.keySecret, body))
    throw new Invalid(ORDER_ERRORS.verificationFailed);
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.providerOrderId, body.orderId), eq(payments.userId, userId)));
  if (!payment?.checkout.giftCardPurchase) throw new NotFound(GIFT_CARD_MESSAGES.purchaseNotFound);
  const [existing] = await db.select().from(giftCards).where(eq(giftCards.purchasePaymentId, payment.id));
  if (existing) return toGiftCard(existing);
  const reported = await provider.fetchPayment(body.paymentId, body.orderId);
  const mismatch =
    reported.id === body.paymentId ? paymentMismatch(reported, payment) : ORDER_ERRORS.verificationFailed;
  if (mismatch) throw new Invalid(mismatch);
  const { card } = await completeGiftCardPurchase(db, config, payment, reported, log);
  if (!card) throw new NotFound(GIFT_CARD_MESSAGES.purchaseNotFound);
  return card;
}
