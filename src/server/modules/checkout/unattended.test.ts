import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Order } from '../../../domain/order';
import { orders, payments } from '../../db/schema';
import {
  SHIPPING,
  createCheckoutTestApp,
  paidWithTestCard,
  type CheckoutCounts,
  type CheckoutTestApp,
} from '../../test/checkout';

/** A shopper pays in the sandbox and closes the tab: POST /api/orders is never called, yet the order must appear. */

/** Asha's cart of two custom-fit walls, up to the provider order the browser would pay. */
async function checkout(t: CheckoutTestApp) {
  await t.fillCart(t.asha, t.wallLine({ quantity: 2, customDimensions: { width: 80, height: 90 } }));
  return t.createPaymentOrder(t.asha, { currency: 'INR', shippingInfo: SHIPPING });
}

async function orderFor(t: CheckoutTestApp, providerOrderId: string) {
  const [order] = await t.db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
  return order ?? null;
}

async function waitForOrder(t: CheckoutTestApp, providerOrderId: string) {
  await vi.waitFor(async () => expect(await orderFor(t, providerOrderId)).not.toBeNull(), {
    timeout: 10_000,
    interval: 100,
  });
  return orderFor(t, providerOrderId);
}

/** Placed with no browser: Asha's cart is emptied, and one order, paid payment and confirmation are added. */
async function expectPlacedOnce(t: CheckoutTestApp, before: CheckoutCounts) {
  expect((await t.getCart(t.asha)).items).toEqual([]);
  // The confirmation goes out after the order's transaction commits, so it can trail the order by a moment.
  await vi.waitFor(() => t.expectOneOrderMore(before), { timeout: 5_000, interval: 50 });
}

/** The provider order was made long enough ago for reconciliation to look at it. */
const backdate = (t: CheckoutTestApp, providerOrderId: string) =>
  t.db
    .update(payments)
    .set({ createdAt: sql`now() - interval '10 minutes'` })
    .where(eq(payments.providerOrderId, providerOrderId));

describe("the sandbox's own payment.captured webhook", () => {
  let t: CheckoutTestApp;

  beforeAll(async () => {
    t = await createCheckoutTestApp({ SANDBOX_WEBHOOK_DELAY_MS: '1000', PAYMENT_RECONCILE_INTERVAL_MS: '0' });
  });
  afterAll(() => t.close());

  it('places the order a moment after the payment, with the card, and the browser later gets that order', async () => {
    const paymentOrder = await checkout(t);
    const before = await t.counts();
    const result = await t.payWithCard(t.asha, paymentOrder.orderId);
    // Not at once: like Razorpay's, it arrives after the browser normally has.
    expect(await orderFor(t, paymentOrder.orderId)).toBeNull();

    const order = await waitForOrder(t, paymentOrder.orderId);
    expect(order).toMatchObject({ status: 'paid', totalPaise: paymentOrder.amount, shippingInfo: SHIPPING });
    expect(await t.paymentRow(paymentOrder.orderId)).toMatchObject(paidWithTestCard(result, order?.id));
    await expectPlacedOnce(t, before);

    const late = await t.placeOrderRequest(t.asha, result);
    expect(late.statusCode).toBe(200);
    expect((late.json() as Order).id).toBe(order?.id);
  });

  it('sends nothing for a declined payment', async () => {
    const paymentOrder = await checkout(t);
    const before = await t.counts();
    const declined = await t.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/authorize',
      headers: t.asha.headers,
      payload: { orderId: paymentOrder.orderId, method: 'upi', upi: { vpa: 'failure@razorpay' } },
    });
    expect(declined.statusCode).toBe(402);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await t.counts()).toEqual(before);
    expect((await t.paymentRow(paymentOrder.orderId)).status).toBe('failed');
  });
});

describe('reconciliation with the sandbox', () => {
  let t: CheckoutTestApp;

  beforeAll(async () => {
    // The sandbox's webhook never arrives here: only reconciliation can place the order.
    t = await createCheckoutTestApp({ PAYMENT_RECONCILE_INTERVAL_MS: '100' });
  });
  afterAll(() => t.close());

  it('leaves a young provider order to the browser, then places the order once it is a few minutes old', async () => {
    const paymentOrder = await checkout(t);
    const before = await t.counts();
    const result = await t.payWithCard(t.asha, paymentOrder.orderId);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await orderFor(t, paymentOrder.orderId)).toBeNull();
    expect((await t.paymentRow(paymentOrder.orderId)).checkedAt).toBeNull();

    await backdate(t, paymentOrder.orderId);
    expect(await waitForOrder(t, paymentOrder.orderId)).toMatchObject({
      status: 'paid',
      totalPaise: paymentOrder.amount,
      shippingInfo: SHIPPING,
    });
    expect(await t.paymentRow(paymentOrder.orderId)).toMatchObject({
      status: 'paid',
      paymentId: result.razorpay_payment_id,
    });
    await expectPlacedOnce(t, before);
  });

  it('asks about an unpaid provider order but places nothing, and asks again only later', async () => {
    const paymentOrder = await checkout(t);
    const before = await t.counts();
    await backdate(t, paymentOrder.orderId);
    await vi.waitFor(
      async () => expect((await t.paymentRow(paymentOrder.orderId)).checkedAt).not.toBeNull(),
      { timeout: 10_000, interval: 100 },
    );
    const firstCheck = (await t.paymentRow(paymentOrder.orderId)).checkedAt;
    // Ten minutes old: the next question waits for two and a half minutes, not for the next tick.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await t.paymentRow(paymentOrder.orderId)).checkedAt).toEqual(firstCheck);
    await t.expectNothingPlaced(t.asha, paymentOrder.orderId, before, 1);
  });
});
