import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { PaymentResult } from '../../../domain/checkout';
import type { Order } from '../../../domain/order';
import { orders, payments } from '../../db/schema';
import { TEST_CARD, createCheckoutTestApp, type CheckoutTestApp } from '../../test/checkout';
import { razorpayFake } from '../../test/razorpay-http-fake';
import { paymentSignature } from '../payment/signature';

// The real SDK, with its HTTP layer answered by the fake: the whole checkout runs through Razorpay's code paths
// without leaving the machine.
vi.mock('razorpay', async (importOriginal) =>
  (await import('../../test/razorpay-http-fake')).razorpayWithFakeHttp(importOriginal),
);

const KEYS = { keyId: 'rzp_test_app', keySecret: 'app_key_secret', webhookSecret: 'app_webhook_secret' };

let t: CheckoutTestApp;

beforeAll(async () => {
  t = await createCheckoutTestApp({
    PAYMENT_PROVIDER: 'razorpay',
    PAYMENT_KEY_ID: KEYS.keyId,
    PAYMENT_KEY_SECRET: KEYS.keySecret,
    PAYMENT_WEBHOOK_SECRET: KEYS.webhookSecret,
    PAYMENT_RECONCILE_INTERVAL_MS: '100',
  });
});
afterAll(() => t.close());

const fillCart = () => t.fillCart(t.asha, t.wallLine({ customDimensions: { width: 60, height: 60 } }));

/** What Razorpay's checkout hands the browser's handler after the shopper pays. */
function checkoutResult(orderId: string, paymentId: string): PaymentResult {
  return {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(KEYS.keySecret, orderId, paymentId),
  };
}

describe('checkout with Razorpay', () => {
  it('creates the Razorpay order for the cart total and returns the key id', async () => {
    await fillCart();
    const paymentOrder = await t.createPaymentOrder(t.asha);
    const request = razorpayFake().requests.at(-1);
    expect(request).toMatchObject({
      method: 'POST',
      url: '/v1/orders',
      body: { amount: paymentOrder.amount, currency: 'INR' },
      auth: { username: KEYS.keyId, password: KEYS.keySecret },
    });
    expect(paymentOrder.keyId).toBe(KEYS.keyId);
    const row = await t.paymentRow(paymentOrder.orderId);
    expect(row.provider).toBe('razorpay');
    // The payments row id is the receipt, so Razorpay's dashboard leads back to it.
    expect(request?.body).toMatchObject({ receipt: row.id });
  });

  it('places the order once Razorpay confirms the amount, with the card it reports', async () => {
    await fillCart();
    const before = await t.counts();
    const paymentOrder = await t.createPaymentOrder(t.asha);
    const payment = razorpayFake().pay(paymentOrder.orderId);
    const res = await t.placeOrderRequest(t.asha, checkoutResult(paymentOrder.orderId, payment.id));
    expect(res.statusCode).toBe(201);
    const order: Order = res.json();
    expect(order).toMatchObject({
      orderId: paymentOrder.orderId,
      status: 'paid',
      paymentMethod: 'card',
      cardInfo: { brand: 'MasterCard', last4: '5449' },
    });
    expect(Math.round(order.total * 100)).toBe(paymentOrder.amount);
    await t.expectOneOrderMore(before);
  });

  it.each<[string, { amount?: number; currency?: string }]>([
    ['amount', { amount: -100 }],
    ['currency', { currency: 'USD' }],
  ])('refuses a payment whose %s differs from the order, and changes nothing', async (_name, change) => {
    await fillCart();
    const before = await t.counts();
    const paymentOrder = await t.createPaymentOrder(t.asha);
    const payment = razorpayFake().pay(paymentOrder.orderId, {
      amount: paymentOrder.amount + (change.amount ?? 0),
      currency: change.currency,
    });
    const res = await t.placeOrderRequest(t.asha, checkoutResult(paymentOrder.orderId, payment.id));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The payment amount does not match the order.' });
    await t.expectNothingPlaced(t.asha, paymentOrder.orderId, before, 1);
  });

  it('refuses a payment Razorpay made for a different order, even when signed for this one', async () => {
    await fillCart();
    const first = await t.createPaymentOrder(t.asha);
    const second = await t.createPaymentOrder(t.asha);
    const payment = razorpayFake().pay(first.orderId);
    const res = await t.placeOrderRequest(t.asha, checkoutResult(second.orderId, payment.id));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Payment verification failed' });
  });

  it('refuses a payment that failed', async () => {
    await fillCart();
    const paymentOrder = await t.createPaymentOrder(t.asha);
    const payment = razorpayFake().pay(paymentOrder.orderId, { status: 'failed' });
    const res = await t.placeOrderRequest(t.asha, checkoutResult(paymentOrder.orderId, payment.id));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The payment has not been completed.' });
  });

  it('has no sandbox authorize route', async () => {
    await fillCart();
    const { orderId } = await t.createPaymentOrder(t.asha);
    const res = await t.authorizeRequest(t.asha, { orderId, method: 'card', card: TEST_CARD });
    expect(res.statusCode).toBe(404);
  });

  it('places the order by reconciliation when neither the browser nor the webhook came back', async () => {
    await fillCart();
    const before = await t.counts();
    const paymentOrder = await t.createPaymentOrder(t.asha);
    razorpayFake().pay(paymentOrder.orderId, { status: 'failed' });
    const payment = razorpayFake().pay(paymentOrder.orderId);
    await backdate(paymentOrder.orderId);
    await vi.waitFor(async () => expect(await orderFor(paymentOrder.orderId)).not.toBeNull(), {
      timeout: 10_000,
      interval: 100,
    });
    expect(razorpayFake().requests.map((r) => `${r.method} ${r.url}`)).toContain(
      `GET /v1/orders/${paymentOrder.orderId}/payments`,
    );
    expect(await orderFor(paymentOrder.orderId)).toMatchObject({
      status: 'paid',
      totalPaise: paymentOrder.amount,
    });
    expect(await t.paymentRow(paymentOrder.orderId)).toMatchObject({
      status: 'paid',
      paymentId: payment.id,
      cardBrand: 'MasterCard',
      cardLast4: '5449',
    });
    expect((await t.getCart(t.asha)).items).toEqual([]);
    // The job writes the confirmation mail after the order's transaction commits, so the order can be seen first.
    await vi.waitFor(() => t.expectOneOrderMore(before), { timeout: 10_000, interval: 100 });
  });

  it('places nothing by reconciliation for a payment of another amount', async () => {
    await fillCart();
    const before = await t.counts();
    const paymentOrder = await t.createPaymentOrder(t.asha);
    razorpayFake().pay(paymentOrder.orderId, { amount: paymentOrder.amount - 1 });
    await backdate(paymentOrder.orderId);
    await vi.waitFor(
      async () => expect((await t.paymentRow(paymentOrder.orderId)).checkedAt).not.toBeNull(),
      { timeout: 10_000, interval: 100 },
    );
    expect(await orderFor(paymentOrder.orderId)).toBeNull();
    expect(await t.counts()).toEqual(before);
    expect((await t.paymentRow(paymentOrder.orderId)).status).toBe('created');
  });
});

async function orderFor(providerOrderId: string) {
  const [order] = await t.db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
  return order ?? null;
}

/** Made long enough ago for reconciliation to ask Razorpay about it. */
const backdate = (providerOrderId: string) =>
  t.db
    .update(payments)
    .set({ createdAt: sql`now() - interval '10 minutes'` })
    .where(eq(payments.providerOrderId, providerOrderId));
