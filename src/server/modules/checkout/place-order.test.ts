import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPricing } from '../products/service';
import { and, eq } from 'drizzle-orm';
import type { Order } from '../../../domain/order';
import { checkoutSummary, priceLine, toRupees, toPaise } from '../../../domain/pricing';
import { emailOutbox, orderItems, orders, payments, products } from '../../db/schema';
import {
  SHIPPING,
  createCheckoutTestApp,
  paidWithTestCard,
  type CheckoutTestApp,
  type Shopper,
} from '../../test/checkout';
import { paymentSignature } from '../payment/signature';

let t: CheckoutTestApp;

beforeAll(async () => {
  t = await createCheckoutTestApp();
});
afterAll(() => t.close());

/** Two Gold Fabric walls with installation and three rolls; answers the total the server will charge. */
async function fillCart(who: Shopper = t.asha) {
  await t.fillCart(
    who,
    t.wallLine({ quantity: 2, selectedColor: 'Gold', selectedMaterial: 'Fabric', installation: true }),
    t.rollsLine(3),
  );
  const cart = await t.getCart(who);
  return checkoutSummary(cart.items.map((i) => toPaise(i.amount)));
}

/** Cart → provider order → sandbox card payment: what the checkout page does before POST /api/orders. */
async function paidCheckout(who: Shopper = t.asha) {
  const summary = await fillCart(who);
  const paymentOrder = await t.createPaymentOrder(who);
  return { summary, paymentOrder, result: await t.payWithCard(who, paymentOrder.orderId) };
}

describe('POST /api/orders', () => {
  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/orders', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('places a paid order with item snapshots, records the payment, empties the cart and sends one e-mail', async () => {
    const before = await t.counts();
    const { summary, paymentOrder, result } = await paidCheckout();
    const res = await t.placeOrderRequest(t.asha, result);
    expect(res.statusCode).toBe(201);
    const order: Order = res.json();

    const customPrice = priceLine({
      product: productPricing(t.custom),
      material: 'Fabric',
      installation: true,
      dimensions: { width: 100, height: 90 },
      quantity: 2,
    });
    const rollPrice = priceLine({
      product: productPricing(t.roll),
      installation: false,
      quantity: 3,
    });
    expect(order).toEqual({
      _id: order.id,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      orderId: paymentOrder.orderId,
      orderNumber: order.id.slice(-6).toUpperCase(),
      createdAt: expect.any(String),
      user: { name: 'Asha', email: 'asha@example.com' },
      shippingInfo: SHIPPING,
      cardInfo: { brand: 'Visa', last4: '1111' },
      cod: null,
      paymentMethod: 'card',
      items: [
        {
          product: { id: t.custom.id, name: t.custom.name, images: [expect.stringMatching(/^\/images\//)] },
          kind: 'customised',
          quantity: 2,
          selectedColor: 'Gold',
          selectedMaterial: 'Fabric',
          id: expect.any(String),
          customDimensions: { width: 100, height: 90 },
          walls: null,
          crop: null,
          installation: true,
          unit: 'sqft',
          rate: 129,
          unitAmount: toRupees(customPrice.unitPaise),
          amount: toRupees(customPrice.amountPaise),
          installationAmount: toRupees(customPrice.installationPaise),
          batch: null,
          awaitingStock: false,
        },
        {
          product: { id: t.roll.id, name: t.roll.name, images: [expect.stringMatching(/^\/images\//)] },
          kind: 'rolls',
          quantity: 3,
          selectedColor: null,
          selectedMaterial: null,
          id: expect.any(String),
          customDimensions: null,
          walls: null,
          crop: null,
          installation: false,
          unit: 'roll',
          rate: toRupees(rollPrice.ratePaise),
          unitAmount: toRupees(rollPrice.unitPaise),
          amount: toRupees(rollPrice.amountPaise),
          installationAmount: 0,
          batch: null,
          awaitingStock: false,
        },
      ],
      subtotal: toRupees(summary.subtotalPaise),
      sampleCredit: null,
      storeCredit: 0,
      giftCards: [],
      savings: [],
      discount: 0,
      shipping: toRupees(summary.shippingPaise),
      tax: toRupees(summary.taxPaise),
      // One rate for every line: the spec's 8% without GST_RATES (docs/decisions/057-gst-by-tax-class.md).
      taxRate: 8,
      buyer: null,
      gst: { igst: toRupees(summary.taxPaise) },
      total: toRupees(summary.totalPaise),
      status: 'paid',
      refunded: 0,
      timeline: [{ status: 'paid', at: order.createdAt, tracking: null }],
      shipment: null,
      invoiceNumber: expect.stringMatching(/^WC\/\d{2}-\d{2}\/\d{6}$/),
      creditNotes: [],
    });
    expect(Math.round(order.total * 100)).toBe(paymentOrder.amount);

    const [stored] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored).toMatchObject({ status: 'paid', totalPaise: paymentOrder.amount, userId: t.asha.id });
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items.map((i) => [i.name, i.unitRatePaise, i.lineTotalPaise])).toEqual(
      expect.arrayContaining([
        [t.custom.name, 12900, Math.round(toRupees(customPrice.amountPaise) * 100)],
        [
          t.roll.name,
          Math.round(toRupees(rollPrice.ratePaise) * 100),
          Math.round(toRupees(rollPrice.amountPaise) * 100),
        ],
      ]),
    );
    expect(await t.paymentRow(paymentOrder.orderId)).toMatchObject(paidWithTestCard(result, order.id));
    expect((await t.getCart(t.asha)).items).toEqual([]);

    await t.expectOneOrderMore(before);
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'order-confirmation'), eq(emailOutbox.to, SHIPPING.email)));
    expect(mail?.subject).toBe(`Your Wallcraft order #${order.orderNumber} is confirmed`);
    expect(mail?.text).toContain(t.custom.name);
    expect(mail?.text).toContain('12 Lavelle Road');
    // The number is stored as E.164 and printed in its groups (decision 015).
    expect(mail?.text).toContain('+91 98450 12345');
    expect(mail?.html).toContain('+91 98450 12345');
    expect(mail?.text).not.toContain('+919845012345');
    expect(mail?.html).toContain(`<title>${mail?.subject}</title>`);
    expect(mail?.html).toMatch(/<html dir="ltr" lang="en"><head><meta charset="utf-8"\/>/i);
    expect(mail?.text).toContain(
      `Total: ${new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(order.total)}`,
    );
    expect(mail?.text).toContain('within 24 hours');
  });

  it('records what was charged when a price changes between create-order and the payment', async () => {
    const { paymentOrder, result } = await paidCheckout();
    const charged = await t.getCart(t.asha);
    // Staff raise the roll's price while the shopper is in the payment dialog.
    await t.db
      .update(products)
      .set({ pricePaise: t.roll.pricePaise * 20 })
      .where(eq(products.id, t.roll.id));
    try {
      expect((await t.getCart(t.asha)).subtotal).not.toBe(charged.subtotal);
      const res = await t.placeOrderRequest(t.asha, result);
      expect(res.statusCode).toBe(201);
      const order: Order = res.json();
      expect(Math.round(order.total * 100)).toBe(paymentOrder.amount);
      expect(order.subtotal).toBe(charged.subtotal);
      expect(order.items.map((i) => [i.product.id, i.rate, i.amount])).toEqual(
        charged.items.map((i) => [i.product.id, i.rate, i.amount]),
      );
      const [stored] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      expect(stored?.totalPaise).toBe(paymentOrder.amount);
    } finally {
      await t.db.update(products).set({ pricePaise: t.roll.pricePaise }).where(eq(products.id, t.roll.id));
    }
  });

  it('takes only the paid lines out of the cart: a line added meanwhile, and quantity added to a paid line, stay', async () => {
    const { result } = await paidCheckout();
    const paidLines = (await t.getCart(t.asha)).items;
    // After create-order: a new line, and the same roll again (which raises the paid line's quantity from 3 to 4).
    const addedLine = t.wallLine({ customDimensions: { width: 40, height: 40 } });
    expect((await t.addToCart(t.asha, addedLine)).statusCode).toBe(200);
    expect((await t.addToCart(t.asha, t.rollsLine(1))).statusCode).toBe(200);

    expect((await t.placeOrderRequest(t.asha, result)).statusCode).toBe(201);
    const left = (await t.getCart(t.asha)).items;
    expect(left.map((i) => [i.product.id, i.customDimensions, i.quantity])).toEqual([
      [t.roll.id, null, 1],
      [t.custom.id, { width: 40, height: 40 }, 1],
    ]);
    const paidRoll = paidLines.find((i) => i.product.id === t.roll.id);
    expect(left[0]?.id).toBe(paidRoll?.id);
  });

  it('places the order for a product deleted between create-order and the payment, under its recorded name', async () => {
    await t.clearCart(t.asha);
    await t.db.update(products).set({ inStock: true }).where(eq(products.id, t.soldOut.id));
    await t.addToCart(t.asha, { productId: t.soldOut.id, quantity: 1 });
    const paymentOrder = await t.createPaymentOrder(t.asha);
    const result = await t.payWithCard(t.asha, paymentOrder.orderId);
    await t.db.delete(products).where(eq(products.id, t.soldOut.id));
    const res = await t.placeOrderRequest(t.asha, result);
    expect(res.statusCode).toBe(201);
    const order: Order = res.json();
    expect(order.items.map((i) => [i.product.id, i.product.name])).toEqual([[null, t.soldOut.name]]);
    expect(Math.round(order.total * 100)).toBe(paymentOrder.amount);
  });

  it('removes a paid line whose quantity the shopper lowered meanwhile', async () => {
    const { result } = await paidCheckout();
    const paidRoll = (await t.getCart(t.asha)).items.find((i) => i.product.id === t.roll.id);
    const lowered = await t.app.inject({
      method: 'PUT',
      url: `/api/cart/${paidRoll?.id}`,
      headers: t.asha.headers,
      payload: { quantity: 1 },
    });
    expect(lowered.statusCode).toBe(200);
    expect((await t.placeOrderRequest(t.asha, result)).statusCode).toBe(201);
    expect((await t.getCart(t.asha)).items).toEqual([]);
  });

  it('places a UPI order without card details', async () => {
    await fillCart();
    const { orderId } = await t.createPaymentOrder(t.asha);
    const res = await t.placeOrderRequest(t.asha, await t.payWithUpi(t.asha, orderId));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ paymentMethod: 'upi', cardInfo: null, status: 'paid' });
  });

  it('refuses a forged signature and changes nothing', async () => {
    const { paymentOrder, result } = await paidCheckout();
    const before = await t.counts();
    for (const signature of ['f'.repeat(64), result.razorpay_signature.slice(0, -1), 'short']) {
      const res = await t.placeOrderRequest(t.asha, { ...result, razorpay_signature: signature });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Payment verification failed' });
    }
    await t.expectNothingPlaced(t.asha, paymentOrder.orderId, before, 2);
  });

  it("refuses a signature made for another order's payment", async () => {
    const first = await paidCheckout();
    const second = await t.createPaymentOrder(t.asha);
    const before = await t.counts();
    const res = await t.placeOrderRequest(t.asha, {
      ...first.result,
      razorpay_order_id: second.orderId,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Payment verification failed' });
    expect(await t.counts()).toEqual(before);
  });

  it("answers 404 for someone else's or an unknown provider order, even when correctly signed", async () => {
    const { result } = await paidCheckout(t.ravi);
    const before = await t.counts();
    const res = await t.placeOrderRequest(t.asha, result);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Payment order not found' });

    const orderId = 'order_Unknown0000000';
    const paymentId = 'pay_Unknown00000000';
    const unknown = await t.placeOrderRequest(t.asha, {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(t.config.payment.keySecret, orderId, paymentId),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Payment order not found' });
    expect(await t.counts()).toEqual(before);
    expect((await t.getCart(t.ravi)).items).toHaveLength(2);
  });

  it('answers a replay of the same payment with the same order and creates nothing', async () => {
    const { result } = await paidCheckout();
    const first = await t.placeOrderRequest(t.asha, result);
    expect(first.statusCode).toBe(201);
    const before = await t.counts();
    // Meanwhile the shopper starts a new cart: a replay must not clear it.
    await fillCart();
    const again = await t.placeOrderRequest(t.asha, result);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await t.counts()).toEqual(before);
    expect((await t.getCart(t.asha)).items).toHaveLength(2);
  });

  it('creates one order and one paid payment from 20 concurrent submissions of the same payment', async () => {
    const { paymentOrder, result } = await paidCheckout();
    const before = await t.counts();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => t.placeOrderRequest(t.asha, result)),
    );
    expect(responses.map((r) => r.statusCode).sort((a, b) => a - b)).toEqual([
      ...Array<number>(19).fill(200),
      201,
    ]);
    const ids = new Set(responses.map((r) => (r.json() as Order).id));
    expect(ids.size).toBe(1);
    await t.expectOneOrderMore(before);
    const rows = await t.db.select().from(payments).where(eq(payments.paymentId, result.razorpay_payment_id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.providerOrderId).toBe(paymentOrder.orderId);
    const placed = await t.db.select().from(orders).where(eq(orders.providerOrderId, paymentOrder.orderId));
    expect(placed).toHaveLength(1);
    expect(await t.db.select().from(orderItems).where(eq(orderItems.orderId, placed[0]!.id))).toHaveLength(2);
  });

  it.each([
    ['paymentId', { paymentId: '' }, 'paymentId is required'],
    ['signature', { signature: undefined }, 'signature is required'],
    ['shippingInfo.zip', { shippingInfo: { ...SHIPPING, zip: ' ' } }, 'ZIP code is required'],
    ['shippingInfo.email', { shippingInfo: { ...SHIPPING, email: 'asha' } }, 'Invalid email'],
  ])('validates %s', async (_field, change, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: t.asha.headers,
      payload: { shippingInfo: SHIPPING, paymentId: 'pay_x', orderId: 'order_x', signature: 'x', ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});
