import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Cart } from '../../../domain/cart';
import type { Order } from '../../../domain/order';
import { checkoutSummary, onlySamples, toPaise, toRupees } from '../../../domain/pricing';
import { SAMPLE_MESSAGES, type SampleCredit } from '../../../domain/checkout';
import { creditEntries, orderItems, orders, refunds, sampleCredits, users } from '../../db/schema';
import type { CreditAccount } from '../../../domain/credit';
import { bearer } from '../../test/store-fixtures';
import {
  SHIPPING,
  TEST_CARD,
  capturedEvent,
  createCheckoutTestApp,
  type CheckoutTestApp,
  type Shopper,
  type ProductRow,
} from '../../test/checkout';
import { createSession } from '../auth/service';

/** Decision 027: samples as their own line kind, and the sample credit code issued on payment and redeemed once. */

let t: CheckoutTestApp;

beforeAll(async () => {
  t = await createCheckoutTestApp({
    PAYMENT_WEBHOOK_SECRET: 'samples-test-webhook-secret',
    PAYMENT_RECONCILE_INTERVAL_MS: '0',
  });
});
afterAll(() => t.close());

const sample = (product: ProductRow, quantity = 1, material: string | null = null) => ({
  kind: 'sample' as const,
  productId: product.id,
  quantity,
  selectedMaterial: material as 'Fabric' | null,
});

/**
 * A guest checking out: since decision 061 a signed-in customer's sample credit lands on the ledger, so the code
 * tests (codes issued before that, and to guests still) order as guests.
 */
async function newGuest(name: string): Promise<Shopper> {
  const [user] = await t.db.insert(users).values({ name, email: SHIPPING.email, guest: true }).returning();
  if (!user) throw new Error('no guest');
  const token = await createSession(t.db, user.id);
  return { id: user.id, token, headers: { authorization: `Bearer ${token}` } };
}

/** What the checkout page would send: the cart's own total, with the credit when a code is given. */
async function checkout(who: Shopper, sampleCode?: string, creditPaise = 0) {
  const cart = await t.getCart(who);
  const summary = checkoutSummary(
    cart.items.map((i) => toPaise(i.amount)),
    { samplesOnly: onlySamples(cart.items), creditPaise },
  );
  return t.createOrderRequest(who, {
    amount: summary.totalPaise,
    currency: 'INR',
    shippingInfo: SHIPPING,
    ...(sampleCode ? { sampleCode } : {}),
  });
}

/** Orders two samples of `custom` (and one of `roll`) and returns the code mailed for `custom`. */
async function sampleOrder(who: Shopper): Promise<{ order: Order; code: string; mail: string }> {
  await t.clearCart(who);
  expect((await t.addToCart(who, sample(t.custom, 2, 'Fabric'))).statusCode).toBe(200);
  expect((await t.addToCart(who, sample(t.roll))).statusCode).toBe(200);
  const res = await checkout(who);
  expect(res.statusCode).toBe(200);
  const order = await t.payAndPlace(who, res.json().orderId);
  const mail = await t.confirmationMailOf(order);
  const [credit] = await t.db
    .select()
    .from(sampleCredits)
    .where(and(eq(sampleCredits.sourceOrderId, order.id), eq(sampleCredits.productId, t.custom.id)));
  if (!credit) throw new Error('no code issued');
  return { order, code: credit.code, mail: mail.text };
}

const checkCode = (who: Shopper, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/checkout/sample-credit',
    headers: who.headers,
    payload: { code },
  });

describe('sample lines in the cart', () => {
  it('prices a sample at ₹99 each as its own line, with no wall or installation', async () => {
    const who = await t.newShopper('Lines');
    const res = await t.addToCart(who, {
      ...sample(t.custom, 2, 'Fabric'),
      customDimensions: { width: 100, height: 100 },
      installation: true,
    });
    expect(res.statusCode).toBe(200);
    const cart: Cart = res.json();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      kind: 'sample',
      unit: 'sample',
      selectedMaterial: 'Fabric',
      customDimensions: null,
      installation: false,
      rate: 99,
      installationAmount: 0,
      amount: 198,
    });
    // The same design in full is another line; samples of it again raise the sample line.
    await t.addToCart(who, { productId: t.custom.id, quantity: 1, selectedMaterial: 'Fabric' });
    const mixed: Cart = (await t.addToCart(who, sample(t.custom, 1, 'Fabric'))).json();
    expect(mixed.items.map((i) => [i.kind, i.quantity])).toEqual([
      ['sample', 3],
      ['goods', 1],
    ]);
  });

  it('refuses the sixth sample, across designs, with the limit in words, and changes nothing', async () => {
    const who = await t.newShopper('Sixth');
    expect((await t.addToCart(who, sample(t.custom, 3))).statusCode).toBe(200);
    expect((await t.addToCart(who, sample(t.roll, 2))).statusCode).toBe(200);
    const sixth = await t.addToCart(who, sample(t.roll, 1));
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toEqual({ message: SAMPLE_MESSAGES.tooMany });
    const cart = await t.getCart(who);
    expect(cart.items.map((i) => i.quantity)).toEqual([3, 2]);
    // Raising a line past the limit is refused the same way.
    const line = cart.items[0];
    if (!line) throw new Error('no line');
    const raise = await t.app.inject({
      method: 'PUT',
      url: `/api/cart/${line.id}`,
      headers: who.headers,
      payload: { quantity: 4 },
    });
    expect(raise.statusCode).toBe(400);
    expect(raise.json()).toEqual({ message: SAMPLE_MESSAGES.tooMany });
  });

  it('lets only five in when twenty adds race', async () => {
    const who = await t.newShopper('Racer');
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.addToCart(who, sample(t.custom))));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(15);
    expect((await t.getCart(who)).items[0]?.quantity).toBe(5);
  });
});

describe('checkout with samples', () => {
  it('ships an order of samples alone free, and charges shipping once a full line joins', async () => {
    const who = await t.newShopper('Shipper');
    await t.addToCart(who, sample(t.custom, 1));
    const samplesOnly = await checkout(who);
    expect(samplesOnly.statusCode).toBe(200);
    // ₹99 + 8% GST, no shipping.
    expect(samplesOnly.json().amount).toBe(9900 + 792);
    const order = await t.payAndPlace(who, samplesOnly.json().orderId);
    expect(order).toMatchObject({ subtotal: 99, shipping: 0, tax: 7.92, total: 106.92, sampleCredit: null });
    expect(order.items[0]).toMatchObject({ kind: 'sample', unit: 'sample', rate: 99, amount: 99 });

    await t.addToCart(who, sample(t.custom, 1));
    await t.addToCart(who, {
      productId: t.custom.id,
      quantity: 1,
      customDimensions: { width: 12, height: 12 },
      installation: false,
    });
    const mixed = await checkout(who);
    expect(mixed.statusCode).toBe(200);
    // ₹99 sample + ₹99 of 1 sq ft = ₹198 > ₹99: free by the spec's own rule; tax on both.
    expect(mixed.json().amount).toBe(19800 + 1584);
  });

  it('charges ₹15 shipping on a small full order with no samples, as before', () => {
    expect(toRupees(checkoutSummary([9900]).shippingPaise)).toBe(15);
    expect(toRupees(checkoutSummary([9900], { samplesOnly: true }).shippingPaise)).toBe(0);
  });
});

describe('the sample credit code', () => {
  it('is issued once per sampled design on payment, mailed, and redeemed once against a full order', async () => {
    const who = await newGuest('Credit');
    const { order, code, mail } = await sampleOrder(who);
    const issued = await t.db.select().from(sampleCredits).where(eq(sampleCredits.sourceOrderId, order.id));
    expect(issued).toHaveLength(2);
    const forCustom = issued.find((c) => c.productId === t.custom.id);
    expect(forCustom?.amountPaise).toBe(19800);
    expect(forCustom?.email).toBe(SHIPPING.email);
    const days = ((forCustom?.expiresAt.getTime() ?? 0) - new Date(order.createdAt).getTime()) / 86_400_000;
    expect(days).toBe(30);
    expect(mail).toContain(code);
    expect(mail).toContain(`₹198.00 off a full order of ${t.custom.name}`);

    // A cart with only samples of the design cannot use it.
    await t.addToCart(who, sample(t.custom, 1));
    const needsDesign = await checkCode(who, code);
    expect(needsDesign.statusCode).toBe(400);
    expect(needsDesign.json()).toEqual({ message: SAMPLE_MESSAGES.codeNeedsDesign(t.custom.name) });

    await t.clearCart(who);
    await t.addToCart(who, { productId: t.custom.id, quantity: 1, selectedMaterial: 'Fabric' });
    const checked = await checkCode(who, code.toLowerCase().replaceAll('-', ' '));
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual<SampleCredit>({
      code,
      productId: t.custom.id,
      productName: t.custom.name,
      amount: 198,
    });

    // A stale total (without the credit) is refused; the right one is charged.
    expect((await checkout(who, code)).statusCode).toBe(400);
    const res = await checkout(who, code, 19800);
    expect(res.statusCode).toBe(200);
    const cart = await t.getCart(who);
    const expected = checkoutSummary(
      cart.items.map((i) => toPaise(i.amount)),
      { creditPaise: 19800 },
    );
    expect(res.json().amount).toBe(expected.totalPaise);
    const placed = await t.payAndPlace(who, res.json().orderId);
    expect(placed.sampleCredit).toEqual({ code, amount: 198 });
    expect(toPaise(placed.total)).toBe(
      toPaise(placed.subtotal) - 19800 + toPaise(placed.shipping) + toPaise(placed.tax),
    );
    expect(placed.tax).toBe(Math.round((toPaise(placed.subtotal) - 19800) * 0.08) / 100);
    const [used] = await t.db.select().from(sampleCredits).where(eq(sampleCredits.code, code));
    expect(used?.usedOrderId).toBe(placed.id);

    // Used: refused from then on.
    await t.addToCart(who, { productId: t.custom.id, quantity: 1 });
    const again = await checkCode(who, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: SAMPLE_MESSAGES.codeUsed });
    const againAtCheckout = await checkout(who, code, 19800);
    expect(againAtCheckout.json()).toEqual({ message: SAMPLE_MESSAGES.codeUsed });
  });

  it('refuses a code for another design, an expired code, another shopper and a made-up code', async () => {
    const who = await newGuest('Refused');
    const { code } = await sampleOrder(who);
    await t.clearCart(who);
    await t.addToCart(who, { productId: t.roll.id, quantity: 1 });
    const wrongDesign = await checkCode(who, code);
    expect(wrongDesign.json()).toEqual({ message: SAMPLE_MESSAGES.codeNeedsDesign(t.custom.name) });

    await t.addToCart(who, { productId: t.custom.id, quantity: 1 });
    const stranger = await t.newShopper('Stranger');
    await t.addToCart(stranger, { productId: t.custom.id, quantity: 1 });
    expect((await checkCode(stranger, code)).json()).toEqual({ message: SAMPLE_MESSAGES.codeInvalid });
    expect((await checkCode(who, 'WC-2222-2222')).json()).toEqual({ message: SAMPLE_MESSAGES.codeInvalid });
    const garbage = await checkCode(who, 'x'.repeat(200));
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toMatchObject({ message: SAMPLE_MESSAGES.codeInvalid });

    await t.db
      .update(sampleCredits)
      .set({ expiresAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(sampleCredits.code, code));
    const expired = await checkCode(who, code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ message: SAMPLE_MESSAGES.codeExpired('1 Jan 2026') });
  });

  it('goes to one of many checkouts racing with it, and is marked used once when browser and webhook race', async () => {
    const owner = await newGuest('Racing');
    const { code } = await sampleOrder(owner);
    // Guest sessions with the e-mail the code was sent to may use it too (decision 027).
    const guests = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const [user] = await t.db
          .insert(users)
          .values({ name: 'Guest', email: SHIPPING.email, guest: true })
          .returning();
        if (!user) throw new Error('no guest');
        const token = await createSession(t.db, user.id);
        const guest: Shopper = { id: user.id, token, headers: { authorization: `Bearer ${token}` } };
        await t.addToCart(guest, { productId: t.custom.id, quantity: 1, installation: false });
        return guest;
      }),
    );
    const answers = await Promise.all(guests.map((g) => checkout(g, code, 19800)));
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => a.statusCode !== 200)) {
      expect(lost.statusCode).toBe(409);
      expect(lost.json()).toEqual({ message: SAMPLE_MESSAGES.codeInUse });
    }
    const winner = guests[answers.findIndex((a) => a.statusCode === 200)];
    const providerOrderId: string = won[0]?.json().orderId;
    if (!winner) throw new Error('no winner');

    const result = await t.payWithCard(winner, providerOrderId);
    const [row] = await t.db.select().from(sampleCredits).where(eq(sampleCredits.code, code));
    const event = capturedEvent({
      id: result.razorpay_payment_id,
      order_id: providerOrderId,
      amount: won[0]?.json().amount,
    });
    const [browser, webhook] = await Promise.all([
      t.placeOrderRequest(winner, result),
      t.webhookRequest(event),
    ]);
    expect([200, 201]).toContain(browser.statusCode);
    expect(webhook.statusCode).toBe(200);
    const made = await t.db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
    expect(made).toHaveLength(1);
    expect(made[0]?.sampleCreditCode).toBe(code);
    const [after] = await t.db.select().from(sampleCredits).where(eq(sampleCredits.code, code));
    expect(row?.usedAt).toBeNull();
    expect(after?.usedOrderId).toBe(made[0]?.id);
    const withCode = await t.db.select().from(orders).where(eq(orders.sampleCreditCode, code));
    expect(withCode).toHaveLength(1);
  });
});

describe('sample credit never becomes cash (decision 043)', () => {
  // Refunds, and cancellations and return approvals that give money back, are an admin's (decision 048).
  const staffCall = (method: 'PATCH' | 'POST', url: string, payload: object) =>
    t.app.inject({ method, url: `/api${url}`, payload, headers: bearer(t.staff.admin) });

  const refundsOf = (orderId: string) => t.db.select().from(refunds).where(eq(refunds.orderId, orderId));

  /** A full order of `custom` (one wall of it and three rolls), paid with the code, as the checkout sends it. */
  async function creditedOrder(who: Shopper, code: string) {
    await t.clearCart(who);
    await t.fillCart(who, t.wallLine({ selectedMaterial: 'Fabric', installation: false }), t.rollsLine(3));
    const res = await checkout(who, code, 19800);
    expect(res.statusCode).toBe(200);
    return t.payAndPlace(who, res.json().orderId);
  }

  it('voids the unused code when the samples are cancelled, and refunds them in full', async () => {
    const who = await newGuest('Canceller');
    const { order, code } = await sampleOrder(who);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      headers: who.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await refundsOf(order.id)).map((r) => r.amountPaise)).toEqual([toPaise(order.total)]);
    await t.clearCart(who);
    await t.addToCart(who, { productId: t.custom.id, quantity: 1, selectedMaterial: 'Fabric' });
    const check = await checkCode(who, code);
    expect(check.statusCode).toBe(400);
    expect(check.json()).toEqual({ message: SAMPLE_MESSAGES.codeVoided });
    const atCheckout = await checkout(who, code, 19800);
    expect(atCheckout.statusCode).toBe(400);
    expect(atCheckout.json()).toEqual({ message: SAMPLE_MESSAGES.codeVoided });
  });

  it('keeps back the credit already spent when samples are cancelled after their code was used', async () => {
    const who = await newGuest('Spender');
    const { order, code } = await sampleOrder(who);
    await creditedOrder(who, code);
    const cancelled = await staffCall('PATCH', `/admin/orders/${order.id}/status`, { status: 'cancelled' });
    expect(cancelled.statusCode).toBe(200);
    // ₹198 of the samples went as a discount on the full order: only the rest comes back as money.
    expect((await refundsOf(order.id)).map((r) => r.amountPaise)).toEqual([toPaise(order.total) - 19800]);
  });

  it('voids the code when the samples are refunded in full by staff', async () => {
    const who = await newGuest('Refunded');
    const { order, code } = await sampleOrder(who);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refunds`,
      payload: { amount: order.total, reason: 'Samples lost in transit' },
      headers: { ...bearer(t.staff.admin), 'idempotency-key': `samples-${order.id}` },
    });
    expect(refund.statusCode).toBeLessThan(300);
    await t.clearCart(who);
    await t.addToCart(who, { productId: t.custom.id, quantity: 1, selectedMaterial: 'Fabric' });
    expect((await checkCode(who, code)).json()).toEqual({ message: SAMPLE_MESSAGES.codeVoided });
  });

  it('refunds a returned credited line what was paid for it, and a whole return what the order cost', async () => {
    const who = await newGuest('Returner');
    const { code } = await sampleOrder(who);
    const order = await creditedOrder(who, code);
    const [wall] = await t.db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), eq(orderItems.productId, t.custom.id)));
    if (!wall) throw new Error('no wall line');
    // The whole credit sits on the one line of its design.
    expect(wall.creditPaise).toBe(19800);
    for (const status of ['processing', 'shipped', 'delivered'])
      expect(
        (
          await staffCall('PATCH', `/admin/orders/${order.id}/status`, {
            status,
            carrier: 'Delhivery',
            trackingNumber: 'DL123456',
          })
        ).statusCode,
      ).toBe(200);
    const ask = (lines: { lineId: string; quantity: number }[]) =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/returns`,
        headers: who.headers,
        payload: { kind: 'return', reason: 'damaged', details: 'Torn at one edge.', lines },
      });
    const decide = (id: string) =>
      staffCall('POST', `/admin/returns/${id}/decision`, { decision: 'approve' });

    const wallReturn = await ask([{ lineId: wall.id, quantity: 1 }]);
    expect(wallReturn.statusCode).toBe(201);
    const taxed = toPaise(order.subtotal) - 19800;
    const paidForWall = wall.lineTotalPaise - 19800;
    const expected = Math.floor(paidForWall + (paidForWall * toPaise(order.tax)) / taxed);
    expect(toPaise(wallReturn.json().amount)).toBe(expected);
    expect((await decide(wallReturn.json().id)).statusCode).toBe(200);

    const [rolls] = await t.db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), eq(orderItems.kind, 'rolls')));
    if (!rolls) throw new Error('no rolls');
    const rest = await ask([{ lineId: rolls.id, quantity: 3 }]);
    expect(rest.statusCode).toBe(201);
    const approved = await decide(rest.json().id);
    expect(approved.statusCode).toBe(200);
    const made = await refundsOf(order.id);
    expect(made.every((r) => r.status === 'succeeded')).toBe(true);
    const total = made.reduce((sum, r) => sum + r.amountPaise, 0);
    // Everything but shipping, never more than was paid (shares round down by a paisa at most per line).
    const paidForGoods = toPaise(order.total) - toPaise(order.shipping);
    expect(total).toBeLessThanOrEqual(paidForGoods);
    expect(total).toBeGreaterThanOrEqual(paidForGoods - 2);
  });

  it('can be paid with on one of eight checkouts its owner starts at once', async () => {
    const owner = await newGuest('Eightfold');
    const { code } = await sampleOrder(owner);
    await t.clearCart(owner);
    await t.addToCart(owner, { productId: t.custom.id, quantity: 1, selectedMaterial: 'Fabric' });
    const flows = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const created = await checkout(owner, code, 19800);
        if (created.statusCode !== 200) return created.statusCode;
        const paid = await t.authorizeRequest(owner, {
          orderId: created.json().orderId,
          method: 'card',
          card: TEST_CARD,
        });
        if (paid.statusCode !== 200) return paid.statusCode;
        return (await t.placeOrderRequest(owner, paid.json())).statusCode;
      }),
    );
    expect(flows.filter((s) => s === 201)).toHaveLength(1);
    expect(flows.filter((s) => s !== 201).every((s) => s === 409)).toBe(true);
    const withCode = await t.db.select().from(orders).where(eq(orders.sampleCreditCode, code));
    expect(withCode).toHaveLength(1);
    const [credit] = await t.db.select().from(sampleCredits).where(eq(sampleCredits.code, code));
    expect(credit?.usedOrderId).toBe(withCode[0]?.id);
  });
});

describe('sample credit on the ledger (decision 061)', () => {
  it('lands on a signed-in customer’s ledger for 30 days, no code, once; cancelling takes back what is unspent', async () => {
    const who = await t.newShopper('Ledgered');
    await t.addToCart(who, sample(t.custom, 2));
    const res = await checkout(who);
    expect(res.statusCode, res.body).toBe(200);
    const order = await t.payAndPlace(who, res.json().orderId);
    expect(await t.db.select().from(sampleCredits).where(eq(sampleCredits.sourceOrderId, order.id))).toEqual(
      [],
    );
    const grants = await t.db
      .select()
      .from(creditEntries)
      .where(and(eq(creditEntries.orderId, order.id), eq(creditEntries.reason, 'sample')));
    expect(grants).toHaveLength(1);
    expect(grants[0]?.amountPaise).toBe(19800);
    const days = ((grants[0]?.expiresAt?.getTime() ?? 0) - new Date(order.createdAt).getTime()) / 86_400_000;
    expect(days).toBe(30);
    const account = await t.app.inject({ method: 'GET', url: '/api/account/credit', headers: who.headers });
    expect(account.json<CreditAccount>().balance).toBe(198);
    const mail = await t.confirmationMailOf(order);
    expect(mail.text).toContain("Your sample credit of ₹198.00 is in your account's store credit until");
    expect(mail.text).not.toMatch(/WC-[2-9A-Z]{4}-[2-9A-Z]{4}/);

    const cancel = () =>
      t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers: who.headers });
    const answers = await Promise.all([cancel(), cancel()]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const voids = await t.db
      .select()
      .from(creditEntries)
      .where(and(eq(creditEntries.orderId, order.id), eq(creditEntries.reason, 'sample_void')));
    expect(voids.map((v) => v.amountPaise)).toEqual([-19800]);
    const after = await t.app.inject({ method: 'GET', url: '/api/account/credit', headers: who.headers });
    expect(after.json<CreditAccount>().balance).toBe(0);
    // Nothing was spent, so the samples are refunded in full.
    const made = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(made.map((r) => r.amountPaise)).toEqual([toPaise(order.total)]);
  });
});
