import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Order } from '../../../domain/order';
import { orders, payments } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/helpers';
import {
  SHIPPING,
  addToCart,
  clearCart,
  counts,
  createPaymentOrder,
  getCart,
  newShopper,
  paymentRow,
  payWithCard,
  placeOrderRequest,
  seedProducts,
  type ProductRow,
  type Shopper,
} from './test-fixtures';

/** A shopper pays in the sandbox and closes the tab: POST /api/orders is never called, yet the order must appear. */

async function checkout(t: TestContext, who: Shopper, product: ProductRow) {
  await clearCart(t, who);
  await addToCart(t, who, {
    productId: product.id,
    quantity: 2,
    customDimensions: { width: 80, height: 90 },
  });
  return createPaymentOrder(t, who, { currency: 'INR', shippingInfo: SHIPPING });
}

async function orderFor(t: TestContext, providerOrderId: string) {
  const [order] = await t.db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
  return order ?? null;
}

/** The provider order was made long enough ago for reconciliation to look at it. */
const backdate = (t: TestContext, providerOrderId: string) =>
  t.db
    .update(payments)
    .set({ createdAt: sql`now() - interval '10 minutes'` })
    .where(eq(payments.providerOrderId, providerOrderId));

describe("the sandbox's own payment.captured webhook", () => {
  let t: TestContext;
  let asha: Shopper;
  let custom: ProductRow;

  beforeAll(async () => {
    t = await createTestApp({ SANDBOX_WEBHOOK_DELAY_MS: '1000', PAYMENT_RECONCILE_INTERVAL_MS: '0' });
    ({ custom } = await seedProducts(t));
    asha = await newShopper(t, 'Asha');
  });
  afterAll(() => t.close());

  it('places the order a moment after the payment, with the card, and the browser later gets that order', async () => {
    const paymentOrder = await checkout(t, asha, custom);
    const before = await counts(t);
    const result = await payWithCard(t, asha, paymentOrder.orderId);
    // Not at once: like Razorpay's, it arrives after the browser normally has.
    expect(await orderFor(t, paymentOrder.orderId)).toBeNull();

    await vi.waitFor(async () => expect(await orderFor(t, paymentOrder.orderId)).not.toBeNull(), {
      timeout: 10_000,
      interval: 100,
    });
    const order = await orderFor(t, paymentOrder.orderId);
    expect(order).toMatchObject({ status: 'paid', totalPaise: paymentOrder.amount, shippingInfo: SHIPPING });
    expect(await paymentRow(t, paymentOrder.orderId)).toMatchObject({
      status: 'paid',
      paymentId: result.razorpay_payment_id,
      method: 'card',
      cardBrand: 'Visa',
      cardLast4: '1111',
      orderId: order?.id,
    });
    expect((await getCart(t, asha)).items).toEqual([]);
    // The confirmation goes out after the order's transaction commits, so it can trail the order by a moment.
    await vi.waitFor(
      async () =>
        expect(await counts(t)).toEqual({
          orders: before.orders + 1,
          paidPayments: before.paidPayments + 1,
          confirmationMails: before.confirmationMails + 1,
        }),
      { timeout: 5_000, interval: 50 },
    );

    const late = await placeOrderRequest(t, asha, result);
    expect(late.statusCode).toBe(200);
    expect((late.json() as Order).id).toBe(order?.id);
  });

  it('sends nothing for a declined payment', async () => {
    const paymentOrder = await checkout(t, asha, custom);
    const before = await counts(t);
    const declined = await t.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/authorize',
      headers: asha.headers,
      payload: { orderId: paymentOrder.orderId, method: 'upi', upi: { vpa: 'failure@razorpay' } },
    });
    expect(declined.statusCode).toBe(402);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await counts(t)).toEqual(before);
    expect((await paymentRow(t, paymentOrder.orderId)).status).toBe('failed');
  });
});

describe('reconciliation with the sandbox', () => {
  let t: TestContext;
  let asha: Shopper;
  let custom: ProductRow;

  beforeAll(async () => {
    // The sandbox's webhook never arrives here: only reconciliation can place the order.
    t = await createTestApp({ PAYMENT_RECONCILE_INTERVAL_MS: '100' });
    ({ custom } = await seedProducts(t));
    asha = await newShopper(t, 'Asha');
  });
  afterAll(() => t.close());

  it('leaves a young provider order to the browser, then places the order once it is a few minutes old', async () => {
    const paymentOrder = await checkout(t, asha, custom);
    const before = await counts(t);
    const result = await payWithCard(t, asha, paymentOrder.orderId);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await orderFor(t, paymentOrder.orderId)).toBeNull();
    expect((await paymentRow(t, paymentOrder.orderId)).checkedAt).toBeNull();

    await backdate(t, paymentOrder.orderId);
    await vi.waitFor(async () => expect(await orderFor(t, paymentOrder.orderId)).not.toBeNull(), {
      timeout: 10_000,
      interval: 100,
    });
    expect(await orderFor(t, paymentOrder.orderId)).toMatchObject({
      status: 'paid',
      totalPaise: paymentOrder.amount,
      shippingInfo: SHIPPING,
    });
    expect(await paymentRow(t, paymentOrder.orderId)).toMatchObject({
      status: 'paid',
      paymentId: result.razorpay_payment_id,
    });
    expect((await getCart(t, asha)).items).toEqual([]);
    // The confirmation goes out after the order's transaction commits, so it can trail the order by a moment.
    await vi.waitFor(
      async () =>
        expect(await counts(t)).toEqual({
          orders: before.orders + 1,
          paidPayments: before.paidPayments + 1,
          confirmationMails: before.confirmationMails + 1,
        }),
      { timeout: 5_000, interval: 50 },
    );
  });

  it('asks about an unpaid provider order but places nothing, and asks again only later', async () => {
    const paymentOrder = await checkout(t, asha, custom);
    const before = await counts(t);
    await backdate(t, paymentOrder.orderId);
    await vi.waitFor(
      async () => expect((await paymentRow(t, paymentOrder.orderId)).checkedAt).not.toBeNull(),
      { timeout: 10_000, interval: 100 },
    );
    const firstCheck = (await paymentRow(t, paymentOrder.orderId)).checkedAt;
    // Ten minutes old: the next question waits for two and a half minutes, not for the next tick.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await paymentRow(t, paymentOrder.orderId)).checkedAt).toEqual(firstCheck);
    expect(await counts(t)).toEqual(before);
    expect((await paymentRow(t, paymentOrder.orderId)).status).toBe('created');
    expect((await getCart(t, asha)).items).toHaveLength(1);
  });
});
