import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Order } from '../../../domain/order';
import { checkoutSummary, toPaise } from '../../../domain/pricing';
import { emailOutbox, orders, payments, products } from '../../db/schema';
import {
  SHIPPING,
  TEST_CARD,
  DECLINED_CARD,
  capturedEvent,
  createCheckoutTestApp,
  type CheckoutTestApp,
  type Shopper,
} from '../../test/checkout';
import { hmacHex } from '../../hmac';
import { paymentSignature } from '../payment/signature';

let t: CheckoutTestApp;

beforeAll(async () => {
  // The sandbox's webhook route exists only with a secret of the store's own
  // (docs/decisions/011-passwords-and-live-mode.md).
  t = await createCheckoutTestApp({ PAYMENT_WEBHOOK_SECRET: 'test_webhook_secret' });
});
afterAll(() => t.close());

/** A fresh two-line cart (a custom-fit wall and two rolls); answers the total the server will charge. */
async function fillCart(who: Shopper = t.asha) {
  await t.fillCart(
    who,
    t.wallLine({ selectedMaterial: 'Vinyl', customDimensions: { width: 120, height: 96 } }),
    t.rollsLine(2),
  );
  const cart = await t.getCart(who);
  return checkoutSummary(cart.items.map((i) => toPaise(i.amount)));
}

describe('POST /api/payment/create-order', () => {
  beforeEach(() => t.clearCart(t.asha));

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/payment/create-order', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please log in to continue.' });
  });

  it('refuses an empty cart', async () => {
    const res = await t.createOrderRequest(t.asha);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Your cart is empty' });
    expect(await t.db.select().from(payments).where(eq(payments.userId, t.asha.id))).toEqual([]);
  });

  it('refuses a cart with an out-of-stock line, naming the product', async () => {
    await fillCart();
    // Sold out after it went into the cart.
    await t.db.update(products).set({ inStock: true }).where(eq(products.id, t.soldOut.id));
    await t.addToCart(t.asha, { productId: t.soldOut.id, quantity: 1 });
    await t.db.update(products).set({ inStock: false }).where(eq(products.id, t.soldOut.id));
    const res = await t.createOrderRequest(t.asha);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: `${t.soldOut.name} is out of stock. Please remove it from your cart.`,
    });
  });

  it('refuses a body amount that disagrees with the cart, and records nothing', async () => {
    const summary = await fillCart();
    const before = await t.db.select().from(payments);
    const res = await t.createOrderRequest(t.asha, { amount: summary.totalPaise - 1, currency: 'INR' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The amount does not match your cart. Please refresh and try again.',
    });
    expect(await t.db.select().from(payments)).toHaveLength(before.length);
  });

  it('refuses a currency other than INR', async () => {
    await fillCart();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/create-order',
      headers: t.asha.headers,
      payload: { currency: 'USD' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("currency must be 'INR'");
  });

  it("charges the server cart's total and records a 'created' payment with the lines as priced", async () => {
    const summary = await fillCart();
    const res = await t.createOrderRequest(t.asha, {
      amount: summary.totalPaise,
      currency: 'INR',
      shippingInfo: SHIPPING,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      amount: summary.totalPaise,
      currency: 'INR',
      orderId: expect.stringMatching(/^order_[0-9A-Za-z]{14}$/),
      keyId: t.config.payment.keyId,
    });
    const row = await t.paymentRow(body.orderId);
    expect(row).toMatchObject({
      userId: t.asha.id,
      provider: 'sandbox',
      amountPaise: summary.totalPaise,
      currency: 'INR',
      status: 'created',
      paymentId: null,
      orderId: null,
      shippingInfo: SHIPPING,
    });
    const cart = await t.getCart(t.asha);
    const paise = (rupees: number) => Math.round(rupees * 100);
    expect(row.checkout).toEqual({
      lines: [
        {
          cartLineId: cart.items[0]?.id,
          kind: 'goods',
          product: { id: t.custom.id, name: t.custom.name, image: t.custom.images[0], kind: 'customised' },
          selectedColor: null,
          selectedMaterial: 'Vinyl',
          widthIn: 120,
          heightIn: 96,
          // one plain wall: no walls of a room, no mural crop (docs/decisions/067-walls-openings-and-strip-plans.md)
          walls: null,
          crop: null,
          installation: true,
          quantity: 1,
          unitRatePaise: 8_900,
          unitAmountPaise: 8_900 * 80,
          lineTotalPaise: paise(cart.items[0]!.amount),
          // made to order: nothing held
          fromStock: null,
          // Without GST_RATES every class is taxed at the spec's 8% (docs/decisions/057-gst-by-tax-class.md).
          tax: {
            goods: { code: '4814', rateBp: 800, taxablePaise: 8_900 * 80, taxPaise: 8_900 * 80 * 0.08 },
            installation: { code: '995475', rateBp: 800, taxablePaise: 900 * 80, taxPaise: 900 * 80 * 0.08 },
          },
        },
        {
          cartLineId: cart.items[1]?.id,
          kind: 'goods',
          product: { id: t.roll.id, name: t.roll.name, image: t.roll.images[0], kind: 'rolls' },
          selectedColor: null,
          selectedMaterial: null,
          widthIn: null,
          heightIn: null,
          walls: null,
          crop: null,
          installation: false,
          quantity: 2,
          unitRatePaise: 5_450 * 57,
          unitAmountPaise: 5_450 * 57,
          lineTotalPaise: 2 * 5_450 * 57,
          fromStock: null,
          tax: {
            goods: { code: '4814', rateBp: 800, taxablePaise: 2 * 5_450 * 57, taxPaise: 49_704 },
            installation: null,
          },
        },
      ],
      subtotalPaise: summary.subtotalPaise,
      shippingPaise: summary.shippingPaise,
      taxPaise: summary.taxPaise,
      totalPaise: summary.totalPaise,
      // A Karnataka address from a Maharashtra store (the default STORE_STATE): IGST.
      gst: { storeState: 'Maharashtra', split: { igst: summary.taxPaise } },
      // Shipping is free above ₹99 and untaxed under the spec's arithmetic.
      shippingTax: { rateBp: 0, taxPaise: 0 },
    });
  });

  it('refuses a cart whose total has risen over ₹50,00,000 since it was filled, and records nothing', async () => {
    await fillCart();
    const before = await t.db.select().from(payments);
    // ₹1 lakh a sq ft makes a 57 sq ft roll ₹57 lakh: the cart allowed it at its old price.
    await t.db.update(products).set({ pricePaise: 100_000_00 }).where(eq(products.id, t.roll.id));
    try {
      const res = await t.createOrderRequest(t.asha);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'An order can come to at most ₹50,00,000.00. Please lower a quantity or remove an item.',
      });
      expect(await t.db.select().from(payments)).toHaveLength(before.length);
    } finally {
      await t.db.update(products).set({ pricePaise: t.roll.pricePaise }).where(eq(products.id, t.roll.id));
    }
  });

  it('takes the amount from the cart when the body leaves it out', async () => {
    const summary = await fillCart();
    const body = await t.createPaymentOrder(t.asha, { currency: 'INR' });
    expect(body.amount).toBe(summary.totalPaise);
    expect((await t.paymentRow(body.orderId)).shippingInfo).toBeNull();
  });
});

describe('POST /api/payment/sandbox/authorize', () => {
  it('signs a test-card payment exactly as Razorpay does and records the card', async () => {
    await fillCart();
    const { orderId } = await t.createPaymentOrder(t.asha);
    const res = await t.authorizeRequest(t.asha, { orderId, method: 'card', card: TEST_CARD });
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result).toEqual({
      razorpay_payment_id: expect.stringMatching(/^pay_[0-9A-Za-z]{14}$/),
      razorpay_order_id: orderId,
      razorpay_signature: paymentSignature(t.config.payment.keySecret, orderId, result.razorpay_payment_id),
    });
    expect(await t.paymentRow(orderId)).toMatchObject({
      method: 'card',
      cardBrand: 'Visa',
      cardLast4: '1111',
      status: 'created',
    });
  });

  it('accepts success@razorpay for UPI', async () => {
    await fillCart();
    const { orderId } = await t.createPaymentOrder(t.asha);
    const res = await t.authorizeRequest(t.asha, {
      orderId,
      method: 'upi',
      upi: { vpa: 'success@razorpay' },
    });
    expect(res.statusCode).toBe(200);
    expect(await t.paymentRow(orderId)).toMatchObject({ method: 'upi', cardBrand: null, cardLast4: null });
  });

  it.each([
    ['a declined card', { method: 'card', card: DECLINED_CARD }, 'Your card was declined.'],
    ['failure@razorpay', { method: 'upi', upi: { vpa: 'failure@razorpay' } }, 'The UPI payment failed.'],
    [
      "the dialog's Simulate failure",
      { method: 'card', card: TEST_CARD, outcome: 'failure' },
      'The payment failed (simulated).',
    ],
  ])('refuses %s with 402, marks the payment failed and leaves the cart', async (_name, body, message) => {
    await fillCart();
    const cartBefore = await t.getCart(t.asha);
    const { orderId } = await t.createPaymentOrder(t.asha);
    const res = await t.authorizeRequest(t.asha, { orderId, ...body });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ message });
    expect((await t.paymentRow(orderId)).status).toBe('failed');
    expect(await t.getCart(t.asha)).toEqual(cartBefore);
  });

  it.each([
    [
      'a card that is not a test card',
      { method: 'card', card: { ...TEST_CARD, number: '4242 4242 4242 4242' } },
      'Use a sandbox test card, such as 4111 1111 1111 1111.',
    ],
    [
      'an empty card number',
      { method: 'card', card: { ...TEST_CARD, number: '' } },
      'Card number is required',
    ],
    ['a month 13', { method: 'card', card: { ...TEST_CARD, expiry: '13/30' } }, 'Enter the expiry as MM/YY'],
    ['an expired card', { method: 'card', card: { ...TEST_CARD, expiry: '01/20' } }, 'This card has expired'],
    ['a short CVV', { method: 'card', card: { ...TEST_CARD, cvc: '1' } }, 'Enter the 3 or 4 digit CVV'],
    ['a blank name', { method: 'card', card: { ...TEST_CARD, name: ' ' } }, 'Name on card is required'],
    ['no card', { method: 'card' }, 'Card details are required'],
    ['a malformed UPI ID', { method: 'upi', upi: { vpa: 'nobody' } }, 'Enter a valid UPI ID'],
    [
      'a real UPI ID',
      { method: 'upi', upi: { vpa: 'someone@okaxis' } },
      'Use a sandbox UPI ID: success@razorpay or failure@razorpay.',
    ],
    ['an unknown method', { method: 'cash' }, "method must be 'card' or 'upi'"],
  ])('answers 400 to %s', async (_name, body, message) => {
    await fillCart();
    const { orderId } = await t.createPaymentOrder(t.asha);
    const res = await t.authorizeRequest(t.asha, { orderId, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await t.paymentRow(orderId)).status).toBe('created');
  });

  it("answers 404 for someone else's or an unknown provider order", async () => {
    await fillCart(t.ravi);
    const { orderId } = await t.createPaymentOrder(t.ravi);
    for (const id of [orderId, 'order_DoesNotExist00']) {
      const res = await t.authorizeRequest(t.asha, { orderId: id, method: 'card', card: TEST_CARD });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Payment order not found' });
    }
  });

  it('refuses to authorize an order that is already paid', async () => {
    await fillCart();
    const { orderId } = await t.createPaymentOrder(t.asha);
    expect((await t.placeOrderRequest(t.asha, await t.payWithCard(t.asha, orderId))).statusCode).toBe(201);
    const res = await t.authorizeRequest(t.asha, { orderId, method: 'card', card: TEST_CARD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'This order has already been paid.' });
  });
});

describe('POST /api/payment/webhook', () => {
  /** Asha has paid for a fresh cart by card; `body` is Razorpay's payment.captured event for that payment. */
  async function paidByCard(card?: { network: string; last4: string }) {
    const summary = await fillCart();
    const { orderId } = await t.createPaymentOrder(t.asha, { currency: 'INR', shippingInfo: SHIPPING });
    const result = await t.payWithCard(t.asha, orderId);
    const before = await t.counts();
    const body = capturedEvent({
      id: result.razorpay_payment_id,
      order_id: orderId,
      amount: summary.totalPaise,
      ...(card ? { card } : {}),
    });
    return { summary, orderId, result, before, body };
  }

  it('answers 401 to a wrong or missing signature and changes nothing', async () => {
    const summary = await fillCart();
    const { orderId } = await t.createPaymentOrder(t.asha);
    const before = await t.counts();
    const body = capturedEvent({ id: 'pay_Webhook0000001', order_id: orderId, amount: summary.totalPaise });
    for (const signature of ['0'.repeat(64), 'not-hex', '']) {
      const res = await t.webhookRequest(body, signature);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid webhook signature' });
    }
    // Signed with the key secret instead of the webhook secret.
    const res = await t.webhookRequest(body, hmacHex(t.config.payment.keySecret, body));
    expect(res.statusCode).toBe(401);
    await t.expectNothingPlaced(t.asha, orderId, before, 2);
  });

  it('ignores other events and orders that are not ours', async () => {
    const other = JSON.stringify({ event: 'refund.processed', payload: {} });
    expect((await t.webhookRequest(other)).json()).toEqual({ status: 'ignored' });
    const unknown = capturedEvent({
      id: 'pay_Unknown0000001',
      order_id: 'order_NotOurs00000000',
      amount: 100,
    });
    const res = await t.webhookRequest(unknown);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ignored' });
  });

  it('creates nothing when the captured amount differs from the order', async () => {
    const summary = await fillCart();
    const { orderId } = await t.createPaymentOrder(t.asha);
    const before = await t.counts();
    const body = capturedEvent({
      id: 'pay_Short00000001',
      order_id: orderId,
      amount: summary.totalPaise - 100,
    });
    const res = await t.webhookRequest(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'rejected' });
    expect(await t.counts()).toEqual(before);
  });

  it.each([
    ['another currency', { currency: 'USD' }],
    ['a payment that is not captured', { status: 'failed' }],
  ])('creates nothing for %s', async (_name, change) => {
    const summary = await fillCart();
    const { orderId } = await t.createPaymentOrder(t.asha);
    const before = await t.counts();
    const event = JSON.parse(
      capturedEvent({ id: 'pay_Other000000001', order_id: orderId, amount: summary.totalPaise }),
    ) as { payload: { payment: { entity: Record<string, unknown> } } };
    Object.assign(event.payload.payment.entity, change);
    const res = await t.webhookRequest(JSON.stringify(event));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'rejected' });
    expect(await t.counts()).toEqual(before);
  });

  it('makes exactly one order when webhooks and the browser race for one payment', async () => {
    const { orderId, result, before, body } = await paidByCard();
    const [browsers, hooks] = await Promise.all([
      Promise.all(Array.from({ length: 5 }, () => t.placeOrderRequest(t.asha, result))),
      Promise.all(Array.from({ length: 5 }, () => t.webhookRequest(body))),
    ]);
    const placed = await t.db.select().from(orders).where(eq(orders.providerOrderId, orderId));
    expect(placed).toHaveLength(1);
    const madeByBrowser = browsers.filter((r) => r.statusCode === 201).length;
    const madeByHook = hooks.filter((r) => r.json().status === 'processed').length;
    expect(madeByBrowser + madeByHook).toBe(1);
    expect(browsers.every((r) => [200, 201].includes(r.statusCode) && r.json().id === placed[0]?.id)).toBe(
      true,
    );
    expect(hooks.every((r) => ['processed', 'duplicate'].includes(r.json().status))).toBe(true);
    await t.expectOneOrderMore(before);
  });

  it('places the order when it arrives before the browser, and the browser then gets that same order', async () => {
    const { summary, orderId, result, before, body } = await paidByCard({ network: 'Visa', last4: '1111' });
    const hook = await t.webhookRequest(body);
    expect(hook.statusCode).toBe(200);
    expect(hook.json()).toEqual({ status: 'processed' });
    const row = await t.paymentRow(orderId);
    expect(row).toMatchObject({ status: 'paid', paymentId: result.razorpay_payment_id, cardLast4: '1111' });
    expect(row.orderId).not.toBeNull();
    expect((await t.getCart(t.asha)).items).toEqual([]);
    await t.expectOneOrderMore(before);

    const placed = await t.placeOrderRequest(t.asha, result);
    expect(placed.statusCode).toBe(200);
    const order: Order = placed.json();
    expect(order.id).toBe(row.orderId);
    expect(order.shippingInfo).toEqual(SHIPPING);
    expect(order.total * 100).toBeCloseTo(summary.totalPaise);

    // And the webhook again (Razorpay retries): still one order, one e-mail.
    expect((await t.webhookRequest(body)).json()).toEqual({ status: 'duplicate' });
    await t.expectOneOrderMore(before);
  });

  it('is a no-op when it arrives after the browser placed the order', async () => {
    const summary = await fillCart();
    const { orderId } = await t.createPaymentOrder(t.asha);
    const result = await t.payWithCard(t.asha, orderId);
    const placed = await t.placeOrderRequest(t.asha, result);
    expect(placed.statusCode).toBe(201);
    const before = await t.counts();
    const body = capturedEvent({
      id: result.razorpay_payment_id,
      order_id: orderId,
      amount: summary.totalPaise,
    });
    const res = await t.webhookRequest(body);
    expect(res.json()).toEqual({ status: 'duplicate' });
    expect(await t.counts()).toEqual(before);
    const [order] = await t.db.select().from(orders).where(eq(orders.providerOrderId, orderId));
    expect(order?.id).toBe(placed.json().id);
  });

  it("uses the account's name and e-mail when the provider order carried no shipping details", async () => {
    const summary = await fillCart();
    const { orderId } = await t.createPaymentOrder(t.asha, { currency: 'INR' });
    const body = capturedEvent({
      id: 'pay_NoShipping00001',
      order_id: orderId,
      amount: summary.totalPaise,
      method: 'upi',
    });
    expect((await t.webhookRequest(body)).json()).toEqual({ status: 'processed' });
    const [order] = await t.db.select().from(orders).where(eq(orders.providerOrderId, orderId));
    expect(order?.shippingInfo).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
      address: '',
      city: '',
      state: '',
      zip: '',
      phone: '',
    });
    const listed: Order[] = (
      await t.app.inject({ method: 'GET', url: '/api/orders', headers: t.asha.headers })
    ).json();
    expect(listed.find((o) => o.orderId === orderId)).toMatchObject({ paymentMethod: 'upi', cardInfo: null });
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'asha@example.com'));
    expect(mails.filter((m) => m.kind === 'order-confirmation')).toHaveLength(1);
  });
});
