import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShippingInfo } from '../../../../domain/checkout';
import type { Order } from '../../../../domain/order';
import type { CarrierEvent } from '../../../../domain/shipping';
import { codOrders, emailOutbox, orders, payments, products } from '../../../db/schema';
import { jobsSettled } from '../../../jobs';
import { createCheckoutTestApp, SHIPPING, type CheckoutTestApp, type Shopper } from '../../../test/checkout';
import { bearer } from '../../../test/store-fixtures';
import { createPaymentProvider } from '../../payment/providers';
import { sandboxSignature } from '../../shipping/providers/sandbox';
import { expireCodOrders } from './service';

let t: CheckoutTestApp;
beforeAll(async () => {
  t = await createCheckoutTestApp();
  // Counted rolls, so holding and releasing them shows.
  await t.db.update(products).set({ stock: 40 }).where(eq(products.id, t.roll.id));
  t.app.catalogueCache.drop();
  // Migrating and seeding a fresh database can take minutes on a machine shared by many test runs.
}, 240_000);
afterAll(() => t.close());

let phoneSeq = 0;
/** Each test its own phone, so the per-phone limit and the RTO guard of one do not reach another. */
const shipTo = (over: Partial<ShippingInfo> = {}): ShippingInfo => ({
  ...SHIPPING,
  phone: `+9198450${String(10000 + ++phoneSeq).slice(-5)}`,
  ...over,
});

const placeCod = (who: Shopper, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/orders/cod', headers: who.headers, payload: body });

const confirm = (who: Shopper, orderId: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/confirm-cod`,
    headers: who.headers,
    payload: { code },
  });

/** The code in the order's confirmation-code mail, as the shopper reads it. */
async function codeOf(order: Pick<Order, 'orderNumber'>): Promise<string> {
  await jobsSettled();
  const [mail] = await t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'cod-code'), sql`${emailOutbox.text} like ${`%#${order.orderNumber}%`}`))
    .orderBy(desc(emailOutbox.createdAt));
  const code = mail?.text.match(/confirmation code is (\d{6})/)?.[1];
  if (!code) throw new Error(`no code mail for #${order.orderNumber}`);
  return code;
}

const stockOfRoll = async () =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, t.roll.id)))[0]?.stock;

const webhook = (event: CarrierEvent, signature?: string) => {
  const raw = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/shipping/webhook/sandbox',
    headers: {
      'content-type': 'application/json',
      'x-carrier-signature': signature ?? sandboxSignature(t.config.shipping.webhookSecret, raw),
    },
    payload: raw,
  });
};

const readOrder = async (who: Shopper, id: string): Promise<Order> =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: who.headers })).json();

/** A roll cart placed as cash on delivery; the answer must be 201. */
async function placedRolls(who: Shopper, rolls = 2, shippingInfo = shipTo()): Promise<Order> {
  await t.fillCart(who, t.rollsLine(rolls));
  const res = await placeCod(who, { shippingInfo });
  if (res.statusCode !== 201) throw new Error(`COD answered ${res.statusCode}: ${res.body}`);
  return res.json().order;
}

describe('placing a cash order', () => {
  it('places it awaiting its code, the fee its own untaxed figure, rolls held, no invoice yet', async () => {
    const before = await stockOfRoll();
    await t.fillCart(t.asha, t.rollsLine(2));
    const cart = await t.getCart(t.asha);
    const res = await placeCod(t.asha, { shippingInfo: shipTo() });
    expect(res.statusCode).toBe(201);
    const { order, whatsappUrl } = res.json() as { order: Order; whatsappUrl: string };
    expect(order.status).toBe('awaiting_confirmation');
    // Shipping as any order of that size, 8% of the goods, and the ₹49 fee untaxed without GST_RATES
    // (docs/decisions/057-gst-by-tax-class.md), to the paisa.
    const subtotalPaise = Math.round(cart.subtotal * 100);
    expect(Math.round(order.subtotal * 100)).toBe(subtotalPaise);
    expect(Math.round(order.tax * 100)).toBe(Math.round(subtotalPaise * 0.08));
    expect(order.cod).toMatchObject({ fee: 49, feeTax: 0, advance: 0, state: 'awaiting_confirmation' });
    expect(Math.round(order.total * 100)).toBe(
      subtotalPaise + Math.round(order.shipping * 100) + Math.round(subtotalPaise * 0.08) + 4900,
    );
    expect(order.cod?.collect).toBe(order.total);
    expect(order.invoiceNumber).toBeNull();
    expect(whatsappUrl).toMatch(/^https:\/\/wa\.me\/\d+\?text=.*cash-on-delivery%20order%20%23/);
    expect(await stockOfRoll()).toBe((before ?? 0) - 2);
    expect((await t.getCart(t.asha)).items).toHaveLength(0);
    expect(await codeOf(order)).toMatch(/^\d{6}$/);
  });

  it('is refused where the carrier collects no cash, and above COD_MAX_RUPEES', async () => {
    await t.fillCart(t.ravi, t.rollsLine(1));
    const pin79 = await placeCod(t.ravi, {
      shippingInfo: shipTo({ city: 'Shillong', state: 'Meghalaya', zip: '793001' }),
    });
    expect(pin79.statusCode).toBe(400);
    expect(pin79.json().message).toBe('Cash on delivery is not available for PIN 793001. Please pay online.');
    await t.fillCart(t.ravi, t.wallLine({ quantity: 5 }));
    const big = await placeCod(t.ravi, { shippingInfo: shipTo() });
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe(
      'Cash on delivery is available for orders up to ₹20,000.00. Please pay online.',
    );
    expect(await t.db.select().from(codOrders).where(eq(codOrders.userId, t.ravi.id))).toHaveLength(0);
  });

  it('makes one order of ten placements of one cart sent at once', async () => {
    const shopper = await t.newShopper('Tenfold');
    const before = await stockOfRoll();
    await t.fillCart(shopper, t.rollsLine(3));
    const shippingInfo = shipTo();
    const answers = await Promise.all(Array.from({ length: 10 }, () => placeCod(shopper, { shippingInfo })));
    const placed = answers.filter((a) => a.statusCode === 201 || a.statusCode === 200);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    // The rest either found the same order or, once it had emptied the cart, an empty cart.
    for (const a of answers.filter((a) => a.statusCode !== 201 && a.statusCode !== 200))
      expect(a.json().message).toBe('Your cart is empty');
    expect(new Set(placed.map((a) => a.json().order.id)).size).toBe(1);
    const rows = await t.db.select().from(orders).where(eq(orders.userId, shopper.id));
    expect(rows).toHaveLength(1);
    expect(await stockOfRoll()).toBe((before ?? 0) - 3);
    await jobsSettled();
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.kind, 'cod-code'),
          sql`${emailOutbox.text} like ${`%#${placed[0]?.json().order.orderNumber}%`}`,
        ),
      );
    expect(mails).toHaveLength(1);
  });

  it('limits placements per phone, whoever places them', async () => {
    const phone = shipTo().phone;
    const a = await t.newShopper('PhoneA');
    const b = await t.newShopper('PhoneB');
    const c = await t.newShopper('PhoneC');
    // An empty cart still counts: every try is a try.
    for (let i = 0; i < 5; i++) {
      expect((await placeCod(a, { shippingInfo: shipTo({ phone }) })).statusCode).toBe(400);
      expect((await placeCod(b, { shippingInfo: shipTo({ phone }) })).statusCode).toBe(400);
    }
    const refused = await placeCod(c, { shippingInfo: shipTo({ phone }) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Too many cash-on-delivery orders. Please try again in an hour or pay online.',
    );
  });
});

describe('the confirmation code', () => {
  it('confirms with the right code after a wrong one, and a repeat changes nothing', async () => {
    const order = await placedRolls(t.asha);
    const code = await codeOf(order);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await confirm(t.asha, order.id, wrongCode);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('That code is not right. 4 tries left.');
    const right = await confirm(t.asha, order.id, code);
    expect(right.statusCode).toBe(200);
    expect(right.json().status).toBe('confirmed');
    expect(right.json().cod.state).toBe('to_collect');
    expect((await confirm(t.asha, order.id, code)).json().status).toBe('confirmed');
    // Another customer's order is a missing one.
    expect((await confirm(t.ravi, order.id, code)).statusCode).toBe(404);
  });

  it('stops working after five wrong codes', async () => {
    const order = await placedRolls(t.asha);
    const code = await codeOf(order);
    const wrongCode = code === '123456' ? '654321' : '123456';
    for (let left = 4; left > 0; left--)
      expect((await confirm(t.asha, order.id, wrongCode)).json().message).toBe(
        `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
      );
    const fifth = await confirm(t.asha, order.id, wrongCode);
    expect(fifth.statusCode).toBe(409);
    const after = await confirm(t.asha, order.id, code);
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toMatch(/^Too many wrong codes/);
    expect((await readOrder(t.asha, order.id)).status).toBe('awaiting_confirmation');
  });

  it('sends a new code that replaces the old one, a few times an hour, to the owner or the signed link', async () => {
    const order = await placedRolls(t.asha);
    const old = await codeOf(order);
    const { orderLinkToken } = await import('../../orders/link');
    const token = orderLinkToken(t.config.orderLinkSecret, order.id);
    const resend = (query = `?token=${token}`, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cod-code${query}`, headers });
    expect((await resend('')).statusCode).toBe(401);
    expect((await resend('', t.ravi.headers)).statusCode).toBe(404);
    const wrongCode = old === '000000' ? '111111' : '000000';
    expect((await confirm(t.asha, order.id, wrongCode)).statusCode).toBe(400);

    const sent = await resend();
    expect(sent.statusCode).toBe(200);
    expect(sent.json().sentTo).toMatch(/^[a-z0-9.]{2}•••@/);
    const fresh = await codeOf(order);
    if (fresh !== old) {
      const stale = await confirm(t.asha, order.id, old);
      expect(stale.statusCode).toBe(400);
      // The wrong tries started again with the new code.
      expect(stale.json().message).toBe('That code is not right. 4 tries left.');
    }
    expect((await resend('', t.asha.headers)).statusCode).toBe(200);
    expect((await resend()).statusCode).toBe(200);
    const limited = await resend();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(
      'A new code was sent a few times already. Please try again in an hour.',
    );
    const latest = await codeOf(order);
    expect((await confirm(t.asha, order.id, latest)).json().status).toBe('confirmed');
  });

  it('sends no new code for an order that is no longer waiting for one', async () => {
    const order = await placedRolls(t.asha);
    await confirm(t.asha, order.id, await codeOf(order));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cod-code`,
      headers: t.asha.headers,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This order is not waiting for a confirmation code.');
  });

  it('lets a guest confirm through the signed order link', async () => {
    const order = await placedRolls(t.ravi);
    const code = await codeOf(order);
    const { orderLinkToken } = await import('../../orders/link');
    const token = orderLinkToken(t.config.orderLinkSecret, order.id);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/confirm-cod?token=${'0'.repeat(64)}`,
      payload: { code },
    });
    expect(bad.statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/confirm-cod?token=${token}`,
      payload: { code },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('confirmed');
  });
});

describe('an unconfirmed order lapses', () => {
  it('is cancelled after COD_CONFIRM_HOURS with its rolls back, once', async () => {
    const before = await stockOfRoll();
    const order = await placedRolls(t.asha, 4);
    expect(await stockOfRoll()).toBe((before ?? 0) - 4);
    const deps = {
      db: t.db,
      config: t.config,
      log: t.app.log,
      provider: createPaymentProvider(t.config, t.db, t.app.log),
    };
    // Not yet due: it has COD_CONFIRM_HOURS from placing.
    const [cod] = await t.db.select().from(codOrders).where(eq(codOrders.orderId, order.id));
    expect(cod!.confirmBy.getTime() - new Date(order.createdAt).getTime()).toBe(
      t.config.cod.confirmHours * 3_600_000,
    );
    expect((await readOrder(t.asha, order.id)).status).toBe('awaiting_confirmation');
    await t.db
      .update(codOrders)
      .set({ confirmBy: new Date(Date.now() - 60_000) })
      .where(eq(codOrders.orderId, order.id));
    // Two runs at once (two instances without the scheduler's lock) still cancel it once.
    const [first, second] = await Promise.all([expireCodOrders(deps), expireCodOrders(deps)]);
    expect((first ?? 0) + (second ?? 0)).toBe(1);
    expect((await readOrder(t.asha, order.id)).status).toBe('cancelled');
    expect(await stockOfRoll()).toBe(before);
    expect(await expireCodOrders(deps)).toBe(0);
    expect((await confirm(t.asha, order.id, await codeOf(order))).statusCode).toBe(409);
  });
});

describe('shipped, delivered and remitted through signed carrier events', () => {
  it('invoices at dispatch, collects at delivery and shows paid once remitted; forged and replayed events change nothing', async () => {
    const order = await placedRolls(t.asha);
    expect((await confirm(t.asha, order.id, await codeOf(order))).statusCode).toBe(200);
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/shipments`,
      headers: bearer(t.staff.editor),
    });
    expect(booked.statusCode).toBe(201);
    const awb: string = booked.json().awb;
    const shipped = await readOrder(t.asha, order.id);
    expect(shipped.status).toBe('shipped');
    expect(shipped.invoiceNumber).toMatch(/\/\d{6}$/);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.invoicedAt).not.toBeNull();

    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    expect((await webhook({ awb, status: 'picked_up', at: at(1) })).statusCode).toBe(200);
    expect((await webhook({ awb, status: 'delivered', at: at(2) })).statusCode).toBe(200);
    const delivered = await readOrder(t.asha, order.id);
    expect(delivered.status).toBe('delivered');
    expect(delivered.cod?.state).toBe('collected');

    const remitted: CarrierEvent = { awb, status: 'remitted', at: at(3), reason: 'UTR 1234' };
    const forged = await webhook(remitted, 'f'.repeat(64));
    expect(forged.statusCode).toBe(401);
    expect((await readOrder(t.asha, order.id)).cod?.state).toBe('collected');

    expect((await webhook(remitted)).json()).toEqual({ recorded: 1, duplicates: 0, ignored: 0 });
    const settled = await readOrder(t.asha, order.id);
    expect(settled.cod?.state).toBe('remitted');
    expect(settled.shipment?.events.map((e) => e.status)).toContain('remitted');
    expect((await webhook(remitted)).json()).toEqual({ recorded: 0, duplicates: 1, ignored: 0 });

    const ledger = await t.app.inject({
      method: 'GET',
      url: '/api/admin/cod',
      headers: bearer(t.staff.viewer),
    });
    expect(ledger.statusCode).toBe(200);
    const entry = ledger.json().orders.find((o: { orderId: string }) => o.orderId === order.id);
    expect(entry).toMatchObject({ collect: order.total, awb, status: 'delivered' });
    expect(entry.remittedAt).not.toBeNull();
    expect(ledger.json().remitted).toBeGreaterThanOrEqual(order.total);
  });
});

describe("the owner's delivery view", () => {
  it('counts delivered and returned parcels by state and PIN prefix, days to deliver and COD share', async () => {
    const order = await placedRolls(
      t.ravi,
      1,
      shipTo({ city: 'Chennai', state: 'Tamil Nadu', zip: '600001' }),
    );
    expect((await confirm(t.ravi, order.id, await codeOf(order))).statusCode).toBe(200);
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/shipments`,
      headers: bearer(t.staff.editor),
    });
    const awb: string = booked.json().awb;
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString();
    await webhook({ awb, status: 'rto_initiated', at: later });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/analytics/delivery',
      headers: bearer(t.staff.viewer),
    });
    expect(res.statusCode).toBe(200);
    const view = res.json();
    const chennai = view.byPinPrefix.find((g: { key: string }) => g.key === '600');
    expect(chennai).toMatchObject({ parcels: 1, delivered: 0, rto: 1, successRate: 0, rtoRate: 100 });
    expect(view.byState.find((g: { key: string }) => g.key === 'Tamil Nadu')).toMatchObject({ rto: 1 });
    // The parcel delivered in the test before took about two minutes from booking.
    const karnataka = view.byState.find((g: { key: string }) => g.key === 'Karnataka');
    expect(karnataka.delivered).toBeGreaterThanOrEqual(1);
    expect(karnataka.averageDays).toBeLessThan(1);
    expect(view.cod.orders).toBeGreaterThan(0);
    expect(view.cod.shareOfOrders).toBeGreaterThan(0);

    // A date range counts only orders placed and parcels booked on those India days.
    const between = async (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/admin/analytics/delivery?${query}`,
        headers: bearer(t.staff.viewer),
      });
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const now = (await between(`from=${today}&to=${today}`)).json();
    expect(now.overall.parcels).toBe(view.overall.parcels);
    expect(now.cod.orders).toBe(view.cod.orders);
    const future = (await between('from=2099-01-01')).json();
    expect(future.overall).toMatchObject({ parcels: 0, delivered: 0, rto: 0 });
    expect(future.cod.orders).toBe(0);
    expect((await between('to=2000-01-01')).json().overall.parcels).toBe(0);
    const backwards = await between(`from=${today}&to=2000-01-01`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('to must be on or after from');
    expect((await between('from=yesterday')).json().message).toContain('from must be a date as YYYY-MM-DD');
  });
});

describe('the two-RTO guard', () => {
  it('refuses cash to a customer, and to their phone on another account, after two returned cash orders', async () => {
    const shopper = await t.newShopper('Returner');
    const shippingInfo = shipTo();
    for (let i = 0; i < 2; i++) {
      const order = await placedRolls(shopper, 1, shippingInfo);
      await t.db.update(orders).set({ status: 'returned' }).where(eq(orders.id, order.id));
    }
    await t.fillCart(shopper, t.rollsLine(1));
    const refused = await placeCod(shopper, { shippingInfo: shipTo() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Cash on delivery is not available for this account or phone number, as two earlier cash-on-delivery orders came back undelivered. Please pay online.',
    );
    const other = await t.newShopper('SamePhone');
    await t.fillCart(other, t.rollsLine(1));
    expect((await placeCod(other, { shippingInfo })).statusCode).toBe(403);
    // Paying online is still open to them.
    expect((await t.createOrderRequest(other, { currency: 'INR', shippingInfo })).statusCode).toBe(200);
  });
});

describe('custom-fit lines take an advance online', () => {
  it('asks for the advance, takes 50% of those lines online and collects the rest at the door', async () => {
    const shopper = await t.newShopper('Advance');
    await t.fillCart(shopper, t.wallLine(), t.rollsLine(1));
    const cart = await t.getCart(shopper);
    const wallPaise = Math.round((cart.items[0]?.amount ?? 0) * 100);
    const advance = Math.round(wallPaise / 2);
    const shippingInfo = shipTo();
    const direct = await placeCod(shopper, { shippingInfo });
    expect(direct.statusCode).toBe(402);
    expect(direct.json().message).toBe(
      `Made-to-measure items need an advance of ₹${(advance / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} paid online before a cash-on-delivery order.`,
    );
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/orders/cod/advance',
      headers: shopper.headers,
      payload: { shippingInfo },
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().amount).toBe(advance);
    const paid = await t.payWithCard(shopper, opened.json().orderId);
    const res = await placeCod(shopper, {
      shippingInfo,
      advance: {
        orderId: paid.razorpay_order_id,
        paymentId: paid.razorpay_payment_id,
        signature: paid.razorpay_signature,
      },
    });
    expect(res.statusCode).toBe(201);
    const order: Order = res.json().order;
    expect(order.status).toBe('awaiting_confirmation');
    expect(Math.round((order.cod?.advance ?? 0) * 100)).toBe(advance);
    expect(Math.round((order.cod?.collect ?? 0) * 100)).toBe(Math.round(order.total * 100) - advance);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment?.amountPaise).toBe(advance);
    expect(await codeOf(order)).toMatch(/^\d{6}$/);
  });
});

describe('with GST_RATES', () => {
  let g: CheckoutTestApp;
  beforeAll(async () => {
    g = await createCheckoutTestApp({ GST_RATES: '4814:18,3921:18,3916:12,9954:18' });
  }, 240_000);
  afterAll(() => g.close());

  it("taxes the fee like shipping, at the goods' rate, to the paisa", async () => {
    await g.fillCart(g.asha, g.rollsLine(2));
    const res = await g.app.inject({
      method: 'POST',
      url: '/api/orders/cod',
      headers: g.asha.headers,
      payload: { shippingInfo: SHIPPING },
    });
    expect(res.statusCode).toBe(201);
    const order: Order = res.json().order;
    // 18% of ₹49.00 is ₹8.82.
    expect(order.cod).toMatchObject({ fee: 49, feeTax: 8.82 });
    const [row] = await g.db.select().from(orders).where(eq(orders.id, order.id));
    const [payment] = await g.db.select().from(payments).where(eq(payments.orderId, order.id));
    const record = payment!.checkout;
    const linesTax = record.lines.reduce(
      (sum, l) => sum + (l.tax?.goods.taxPaise ?? 0) + (l.tax?.installation?.taxPaise ?? 0),
      0,
    );
    expect(row!.taxPaise).toBe(linesTax + (record.shippingTax?.taxPaise ?? 0) + 882);
    expect(row!.totalPaise).toBe(
      record.subtotalPaise + record.shippingPaise + row!.taxPaise + 4900 - (record.discountPaise ?? 0),
    );
  });
});
