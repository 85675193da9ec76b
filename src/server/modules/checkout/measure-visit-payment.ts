import { and, eq, isNull } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { PaymentResult } from '../../../domain/checkout';
import {
  VISIT_MESSAGES,
  type CreateVisitBody,
  type Visit,
  type VisitPayment,
} from '../../../domain/measure-visit';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { Invalid, NotFound } from '../../errors';
import { mailVisitBooked } from '../measure-visits/mail';
import { holdVisit, planVisit, recordVisitPayment, visitOf } from '../measure-visits/service';
import { ORDER_ERRORS } from '../orders/service';
import type { PaymentProvider, ProviderPayment } from '../payment/providers/types';
import { verifyPaymentSignature } from '../payment/signature';
import { feePaymentRow, paymentMismatch, type PaymentRow } from './place-order';

/**
 * A measurement visit's fee (docs/decisions/075-visit-fee-paid-like-an-order.md) is an ordinary online payment:
 * a payments row like any checkout's, paid in the same dialog (the sandbox's or Razorpay's), and reported by the
 * same three messengers, the browser, the webhook and reconciliation. Its record has no lines and no tax (the fee
 * becomes store credit, taxed on the order it later pays for); when paid, the visit is booked and credited.
 */

type VisitMailConfig = Pick<
  Config,
  'smtpUrl' | 'mailFrom' | 'storeName' | 'publicUrl' | 'orderLinkSecret'
> & {
  redis?: Config['redis'];
};

/**
 * POST /api/measure-visits: the slot is held and the provider order recorded together, so a slot someone else
 * took leaves no payment behind, and a held slot always has its payment to wait for.
 */
export async function createVisitPayment(
  db: Db,
  config: Pick<Config, 'measureVisitPaise' | 'payment'>,
  provider: PaymentProvider,
  userId: string,
  body: CreateVisitBody,
  now: Date,
): Promise<VisitPayment> {
  const plan = await planVisit(db, config, body, now);
  const visitId = uuidv7();
  // The payments row's id is the provider's receipt, as for every checkout.
  const id = uuidv7();
  const order = await provider.createOrder({ amountPaise: plan.feePaise, receipt: id });
  await db.transaction(async (tx) => {
    await holdVisit(tx, plan, {
      id: visitId,
      userId,
      productId: body.productId ?? null,
      address: body.address,
      provider: provider.name,
      providerOrderId: order.id,
    });
    await tx
      .insert(payments)
      .values(
        feePaymentRow(
          { id, userId, provider: provider.name, providerOrderId: order.id, amountPaise: order.amount },
          plan.feePaise,
          { measureVisit: { visitId } },
        ),
      );
  });
  return { visitId, amount: order.amount, currency: 'INR', orderId: order.id, keyId: config.payment.keyId };
}

/**
 * A visit's payment the provider reported and we checked, whoever reports it first: the visit is booked and
 * credited under its row lock, and the payments row marked paid in the same transaction (so reconciliation stops
 * asking); every later report finds it done. The confirmation goes from the call that recorded it, after commit.
 */
export async function completeVisitPayment(
  db: Db,
  config: VisitMailConfig,
  payment: PaymentRow,
  reported: Pick<ProviderPayment, 'id' | 'method' | 'cardBrand' | 'cardLast4'>,
): Promise<{ created: boolean }> {
  const visitId = payment.checkout.measureVisit?.visitId;
  if (!visitId) throw new Error(`payment ${payment.id} is not a visit's`);
  const created = await db.transaction(async (tx) => {
    const recorded = await recordVisitPayment(tx, visitId, reported.id, new Date());
    if (recorded)
      await tx
        .update(payments)
        .set({
          paymentId: reported.id,
          status: 'paid',
          method: reported.method,
          cardBrand: reported.cardBrand ?? null,
          cardLast4: reported.cardLast4 ?? null,
        })
        .where(and(eq(payments.id, payment.id), isNull(payments.orderId)));
    return recorded;
  });
  if (created) await mailVisitBooked(db, config, visitId);
  return { created };
}

/**
 * POST /api/measure-visits/:id/confirm: the browser's word that it paid, from the sandbox's dialog or Razorpay's,
 * checked exactly as POST /api/orders checks an order's: the signature, then the payment as the provider reports it.
 */
export async function confirmVisitPayment(
  db: Db,
  config: VisitMailConfig & Pick<Config, 'payment'>,
  provider: PaymentProvider,
  userId: string,
  visitId: string,
  body: PaymentResult,
): Promise<Visit> {
  const result = {
    orderId: body.razorpay_order_id,
    paymentId: body.razorpay_payment_id,
    signature: body.razorpay_signature,
  };
  if (!verifyPaymentSignature(config.payment.keySecret, result))
    throw new Invalid(ORDER_ERRORS.verificationFailed);
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.providerOrderId, result.orderId), eq(payments.userId, userId)));
  if (!payment || payment.checkout.measureVisit?.visitId !== visitId)
    throw new NotFound(VISIT_MESSAGES.notFound);
  if (payment.status !== 'paid') {
    const reported = await provider.fetchPayment(result.paymentId, result.orderId);
    const mismatch =
      reported.id === result.paymentId ? paymentMismatch(reported, payment) : ORDER_ERRORS.verificationFailed;
    if (mismatch) throw new Invalid(mismatch);
    await completeVisitPayment(db, config, payment, reported);
  }
  return visitOf(db, userId, visitId, new Date());
}
