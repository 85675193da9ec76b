import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ShippingInfo } from '../../../domain/checkout';
import { checkoutSummary, toPaise, toRupees } from '../../../domain/pricing';
import { orders } from '../../db/schema';
import { SHIPPING, capturedEvent, createCheckoutTestApp, type CheckoutTestApp } from '../../test/checkout';

/** Decision 020: the tax of an order is recorded as CGST + SGST in the store's own state, IGST elsewhere. */

const MUMBAI: ShippingInfo = {
  ...SHIPPING,
  address: '4 Marine Drive',
  city: 'Mumbai',
  state: 'Maharashtra',
  zip: '400020',
};

let t: CheckoutTestApp;

beforeAll(async () => {
  // SHIPPING is in Karnataka: a Bengaluru store, delivering to Bengaluru and to Mumbai.
  t = await createCheckoutTestApp({
    STORE_STATE: 'karnataka',
    PAYMENT_WEBHOOK_SECRET: 'gst-test-webhook-secret',
    PAYMENT_RECONCILE_INTERVAL_MS: '0',
  });
});
afterAll(() => t.close());

/** A cart whose tax is an odd number of paise, so the halves differ. */
async function fillCart() {
  // 38″ × 41″ of Non-woven at ₹99/sq ft: ₹1,071.13, tax ₹85.69 (8,569 paise).
  await t.fillCart(t.asha, t.wallLine({ customDimensions: { width: 38, height: 41 }, installation: false }));
  const summary = checkoutSummary((await t.getCart(t.asha)).items.map((i) => toPaise(i.amount)));
  expect(summary.taxPaise % 2).toBe(1);
  return summary;
}

async function storedOrder(id: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error('no order');
  return row;
}

async function pay(createWith: ShippingInfo, placeWith: ShippingInfo = createWith) {
  const summary = await fillCart();
  const paymentOrder = await t.createPaymentOrder(t.asha, {
    amount: summary.totalPaise,
    currency: 'INR',
    shippingInfo: createWith,
  });
  const order = await t.payAndPlace(t.asha, paymentOrder.orderId, placeWith);
  return { summary, order, stored: await storedOrder(order.id) };
}

describe('the GST split on an order', () => {
  it("tells the browser the store's state", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/store' });
    expect(res.json().storeState).toBe('Karnataka');
  });

  it("records CGST + SGST, summing to the tax charged, for a delivery in the store's state", async () => {
    const { summary, order, stored } = await pay(SHIPPING);
    const tax = summary.taxPaise;
    expect(stored).toMatchObject({
      taxPaise: tax,
      cgstPaise: Math.ceil(tax / 2),
      sgstPaise: tax - Math.ceil(tax / 2),
      igstPaise: null,
    });
    expect(stored.cgstPaise! + stored.sgstPaise!).toBe(stored.taxPaise);
    expect(order.gst).toEqual({ cgst: Math.ceil(tax / 2) / 100, sgst: (tax - Math.ceil(tax / 2)) / 100 });
    expect(order.tax).toBe(toRupees(summary.taxPaise));

    const again = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: t.asha.headers,
    });
    expect(again.json().gst).toEqual(order.gst);

    const mail = await t.confirmationMailOf(order);
    expect(mail.subject).toBe(`Your Wallcraft order #${order.orderNumber} is confirmed`);
    expect(mail?.text).toContain('CGST (4%): ₹42.85');
    expect(mail?.text).toContain('SGST (4%): ₹42.84');
    expect(mail?.html).toContain('SGST (4%)');
    expect(mail?.text).not.toContain('IGST');
  });

  it('records IGST of the whole tax for a delivery to another state', async () => {
    const { summary, order, stored } = await pay(MUMBAI);
    const tax = summary.taxPaise;
    expect(stored).toMatchObject({ taxPaise: tax, cgstPaise: null, sgstPaise: null, igstPaise: tax });
    expect(order.gst).toEqual({ igst: toRupees(summary.taxPaise) });
  });

  it('follows the address the order is delivered to when it differs from the one at create-order', async () => {
    const { summary, stored } = await pay(MUMBAI, SHIPPING);
    const tax = summary.taxPaise;
    expect(stored.igstPaise).toBeNull();
    expect(stored.cgstPaise! + stored.sgstPaise!).toBe(tax);
  });

  it('records the split for an order the webhook creates without the shopper', async () => {
    const summary = await fillCart();
    const paymentOrder = await t.createPaymentOrder(t.asha, { currency: 'INR', shippingInfo: MUMBAI });
    const result = await t.payWithCard(t.asha, paymentOrder.orderId);
    const body = capturedEvent({
      id: result.razorpay_payment_id,
      order_id: paymentOrder.orderId,
      amount: paymentOrder.amount,
    });
    expect((await t.webhookRequest(body)).json()).toEqual({ status: 'processed' });
    const [stored] = await t.db.select().from(orders).where(eq(orders.providerOrderId, paymentOrder.orderId));
    expect(stored).toMatchObject({ igstPaise: summary.taxPaise, cgstPaise: null, sgstPaise: null });
  });

  it('refuses, in the database, a split that does not add up to the tax', async () => {
    const { order } = await pay(SHIPPING);
    await expect(
      t.db.execute(sql`update orders set sgst_paise = sgst_paise + 1 where id = ${order.id}`),
    ).rejects.toThrow();
    await expect(
      t.db.execute(sql`update orders set igst_paise = tax_paise where id = ${order.id}`),
    ).rejects.toThrow();
  });
});
