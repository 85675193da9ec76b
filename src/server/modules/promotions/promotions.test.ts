import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { checkoutSummary, onlySamples, toPaise, toRupees } from '../../../domain/pricing';
import { PROMOTION_MESSAGES, type Promotion, type PromotionInputBody } from '../../../domain/promotion';
import { auditLog, orderItems, orders, payments, promotionRedemptions } from '../../db/schema';
import { bearer } from '../../test/store-fixtures';
import { pdfText } from '../../test/pdf-text';
import {
  DECLINED_CARD,
  SHIPPING,
  createCheckoutTestApp,
  type CheckoutTestApp,
  type Shopper,
} from '../../test/checkout';
import { releasePromotions } from './service';

/** docs/decisions/062-promotions.md: promotions made by staff, checked by code, charged and limited exactly once. */

let t: CheckoutTestApp;

beforeAll(async () => {
  t = await createCheckoutTestApp({
    PAYMENT_WEBHOOK_SECRET: 'promotions-test-webhook-secret',
    PAYMENT_RECONCILE_INTERVAL_MS: '0',
    ORDER_ATTEMPTS_PER_MINUTE: '1000',
  });
});
afterAll(() => t.close());

async function createPromotion(body: PromotionInputBody, who = t.staff.editor): Promise<Promotion> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/promotions',
    headers: bearer(who),
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`create promotion answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

const pause = (id: string, paused: boolean) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/promotions/${id}/status`,
    headers: bearer(t.staff.editor),
    payload: { paused },
  });

const checkCode = (who: Shopper, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/checkout/code', headers: who.headers, payload: { code } });

/** IST 'YYYY-MM-DDTHH:mm', `days` from now. */
const istIn = (days: number) =>
  new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 16);

async function cartFigures(who: Shopper) {
  const cart = await t.getCart(who);
  return {
    cart,
    subtotalPaise: cart.items.reduce((sum, i) => sum + toPaise(i.amount), 0),
    summary: (discountPaise = 0, shippingDiscountPaise = 0) =>
      checkoutSummary(
        cart.items.map((i) => toPaise(i.amount)),
        { samplesOnly: onlySamples(cart.items), discountPaise, shippingDiscountPaise },
      ),
  };
}

describe('staff make and pause promotions', () => {
  it('editors create, admins and editors pause, viewers only read; every change audited', async () => {
    const viewer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/promotions',
      headers: bearer(t.staff.viewer),
      payload: { name: 'x', code: 'XX1', benefit: { type: 'percent', percent: 5 } },
    });
    expect(viewer.statusCode).toBe(403);
    const promo = await createPromotion({
      name: 'Staff test',
      code: 'staff-10',
      benefit: { type: 'percent', percent: 10 },
    });
    expect(promo).toMatchObject({ code: 'STAFF-10', paused: false, figures: { orders: 0 } });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/promotions',
      headers: bearer(t.staff.admin),
      payload: { name: 'Dup', code: 'Staff-10', benefit: { type: 'percent', percent: 5 } },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'A promotion with this code already exists.' });
    expect((await pause(promo.id, true)).json()).toMatchObject({ paused: true });
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.entityId, promo.id))).map(
      (a) => a.action,
    );
    expect(actions.sort()).toEqual(['promotion.create', 'promotion.pause']);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/promotions',
      headers: bearer(t.staff.viewer),
    });
    expect(listed.json().map((p: Promotion) => p.code)).toContain('STAFF-10');
  });
});

describe('staff edit promotions', () => {
  it('editors change every field but none other, audited; a taken code 409, unknown 404, viewers 403', async () => {
    const promo = await createPromotion({
      name: 'Edit test',
      code: 'EDIT-5',
      benefit: { type: 'percent', percent: 5 },
    });
    await createPromotion({ name: 'Taken', code: 'TAKEN-5', benefit: { type: 'percent', percent: 5 } });
    const put = (id: string, payload: object, who = t.staff.editor) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/promotions/${id}`, headers: bearer(who), payload });
    const { id, paused: _paused, figures: _figures, createdAt: _createdAt, ...input } = promo;
    const changed = {
      ...input,
      name: 'Edited',
      benefit: { type: 'amount', amount: 150 },
      minSubtotal: 500,
      endsAt: istIn(7),
      usesPerCustomer: 2,
      combines: true,
    };
    const res = await put(id, changed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...promo, ...changed });

    expect((await put(id, { ...changed, name: 'Viewer' }, t.staff.viewer)).statusCode).toBe(403);
    const clash = await put(id, { ...changed, code: 'taken-5' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ message: PROMOTION_MESSAGES.codeTaken });
    const wrong = await put(id, { ...changed, benefit: { type: 'percent', percent: 150 } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain(PROMOTION_MESSAGES.percentRange);
    expect((await put(randomUUID(), changed)).statusCode).toBe(404);

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/promotions',
      headers: bearer(t.staff.viewer),
    });
    expect(listed.json<Promotion[]>().find((p) => p.id === id)).toEqual({ ...promo, ...changed });
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.entityId, id))).map(
      (a) => a.action,
    );
    expect(actions.sort()).toEqual(['promotion.create', 'promotion.update']);
  });
});

describe('POST /api/checkout/code', () => {
  it('answers what a code does, typed in any case, or why not in the shopper’s words', async () => {
    await createPromotion({ name: 'Diwali 15', code: 'DIWALI15', benefit: { type: 'percent', percent: 15 } });
    await createPromotion({
      name: 'Old',
      code: 'OLD10',
      benefit: { type: 'percent', percent: 10 },
      startsAt: '2025-01-01T00:00',
      endsAt: '2025-01-31T00:00',
    });
    await createPromotion({
      name: 'Later',
      code: 'LATER10',
      benefit: { type: 'percent', percent: 10 },
      startsAt: istIn(10),
    });
    await createPromotion({
      name: 'Big spenders',
      code: 'BIG500',
      benefit: { type: 'amount', amount: 500 },
      minSubtotal: 100_000,
    });
    await createPromotion({
      name: 'Rolls only',
      code: 'ROLLS20',
      benefit: { type: 'percent', percent: 20 },
      target: { scope: 'lines', kinds: ['rolls'] },
    });
    await t.fillCart(t.asha, t.wallLine());
    const { subtotalPaise } = await cartFigures(t.asha);

    const ok = await checkCode(t.asha, ' diwali15 ');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      kind: 'promotion',
      code: 'DIWALI15',
      discount: Math.round(subtotalPaise * 0.15) / 100,
    });
    for (const [code, message] of [
      ['NOPE', 'This code is not valid.'],
      ['STAFF-10', 'This code is not valid.'],
      ['OLD10', 'This code expired on 31 Jan 2025.'],
      ['LATER10', /^This code can be used from \d+ \w+ 2026\.$/],
      ['BIG500', /^This code needs an order of at least ₹1,00,000.00: add ₹[\d,.]+ more to use it\.$/],
      ['ROLLS20', 'This code does not apply to the items in your cart.'],
    ] as const) {
      const res = await checkCode(t.asha, code);
      expect(res.statusCode, code).toBe(400);
      if (typeof message === 'string') expect(res.json()).toEqual({ message });
      else expect(res.json().message).toMatch(message);
    }
  });
});

describe('create-order with a code', () => {
  it('charges the discounted total, GST on the discounted value, spread over the lines to the paisa', async () => {
    await createPromotion({ name: 'Seven off', code: 'SEVEN7', benefit: { type: 'percent', percent: 7 } });
    await t.fillCart(
      t.asha,
      t.wallLine(),
      t.wallLine({ customDimensions: { width: 37, height: 41 } }),
      t.rollsLine(2),
    );
    const { subtotalPaise, summary } = await cartFigures(t.asha);
    const discountPaise = Math.round(subtotalPaise * 0.07);
    const expected = summary(discountPaise);
    expect(toRupees(expected.taxPaise)).toBe(Math.round((subtotalPaise - discountPaise) * 0.08) / 100);

    const res = await t.createOrderRequest(t.asha, {
      amount: expected.totalPaise,
      currency: 'INR',
      shippingInfo: SHIPPING,
      codes: ['seven7'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = await t.payAndPlace(t.asha, res.json().orderId);
    expect(order).toMatchObject({
      total: toRupees(expected.totalPaise),
      tax: toRupees(expected.taxPaise),
      discount: discountPaise / 100,
      savings: [{ name: 'Seven off', code: 'SEVEN7', amount: discountPaise / 100, shipping: 0 }],
    });
    const mail = await t.confirmationMailOf(order);
    expect(mail.text).toContain(`Seven off (SEVEN7)`);
    expect(mail.text).toContain(
      `−₹${(discountPaise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    );
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items.reduce((sum, i) => sum + i.discountPaise, 0)).toBe(discountPaise);
    for (const item of items) expect(item.discountPaise).toBeLessThanOrEqual(item.lineTotalPaise);

    // The tax invoice's rows carry the discount: their taxable values add up to the discounted subtotal, to the
    // paisa, and the tax on them is what was charged.
    const invoice = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/invoice`,
      headers: t.asha.headers,
    });
    expect(invoice.statusCode).toBe(200);
    const text = await pdfText(invoice.rawPayload);
    const printed = (term: string) =>
      toPaise(Number(text.match(new RegExp(`${term}\\s*([\\d,]+\\.\\d{2})`))?.[1]?.replaceAll(',', '')));
    expect(text).toContain('less discount');
    expect(printed('Total taxable value')).toBe(subtotalPaise - discountPaise);
    expect(printed('Total tax')).toBe(toPaise(toRupees(expected.taxPaise)));
  });

  it('an amount the page computed without the code is refused', async () => {
    await t.fillCart(t.asha, t.wallLine());
    const { summary } = await cartFigures(t.asha);
    const res = await t.createOrderRequest(t.asha, {
      amount: summary().totalPaise,
      currency: 'INR',
      shippingInfo: SHIPPING,
      codes: ['SEVEN7'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The amount does not match your cart. Please refresh and try again.');
  });

  it('automatic offers apply by themselves and combine when they say so; free shipping', async () => {
    const auto = await createPromotion({
      name: 'Free shipping',
      benefit: { type: 'free_shipping' },
      combines: true,
    });
    const code = await createPromotion({
      name: 'Five off',
      code: 'FIVE5',
      benefit: { type: 'percent', percent: 5 },
      combines: true,
    });
    // A cheap roll line, so the order pays shipping.
    const who = await t.newShopper('Kiran');
    await t.fillCart(who, {
      productId: t.custom.id,
      quantity: 1,
      customDimensions: { width: 10, height: 10 },
      installation: false,
    });
    const { subtotalPaise, summary } = await cartFigures(who);
    expect(toRupees(summary().shippingPaise)).toBe(15);
    const answer = (await checkCode(who, 'five5')).json();
    expect(answer.savings.map((s: { name: string }) => s.name).sort()).toEqual(['Five off', 'Free shipping']);
    const expected = summary(Math.round(subtotalPaise * 0.05), 1_500);
    const res = await t.createOrderRequest(who, {
      amount: expected.totalPaise,
      currency: 'INR',
      shippingInfo: { ...SHIPPING, email: 'kiran@example.com', phone: '+919812345678' },
      codes: ['FIVE5'],
    });
    expect(res.statusCode, res.body).toBe(200);
    await pause(auto.id, true);
    await pause(code.id, true);
  });
});

describe('returns of discounted lines', () => {
  it('give back what was paid for the line, not its list price', async () => {
    await createPromotion({ name: 'Return test', code: 'RET10', benefit: { type: 'percent', percent: 10 } });
    const who = await t.newShopper('Returner');
    await t.fillCart(who, t.wallLine({ installation: false }), t.rollsLine(3));
    const { summary, subtotalPaise } = await cartFigures(who);
    const expected = summary(Math.round(subtotalPaise * 0.1));
    const res = await t.createOrderRequest(who, {
      amount: expected.totalPaise,
      currency: 'INR',
      shippingInfo: SHIPPING,
      codes: ['RET10'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = await t.payAndPlace(who, res.json().orderId);
    for (const status of ['processing', 'shipped', 'delivered'])
      expect(
        (
          await t.app.inject({
            method: 'PATCH',
            url: `/api/admin/orders/${order.id}/status`,
            headers: bearer(t.staff.admin),
            payload: { status, carrier: 'Delhivery', trackingNumber: 'DL123456' },
          })
        ).statusCode,
      ).toBe(200);
    const [rolls] = await t.db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), eq(orderItems.kind, 'rolls')));
    if (!rolls) throw new Error('no roll line');
    expect(rolls.discountPaise).toBeGreaterThan(0);
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/returns`,
      headers: who.headers,
      payload: {
        kind: 'return',
        reason: 'damaged',
        details: 'Two rolls arrived torn.',
        photos: [],
        lines: [{ lineId: rolls.id, quantity: 2 }],
      },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    const taxed = row!.subtotalPaise - row!.discountPaise;
    const paid = rolls.lineTotalPaise - rolls.discountPaise;
    const refund = Math.floor(((paid + (paid * row!.taxPaise) / taxed) * 2) / 3);
    expect(asked.json().amount).toBe(refund / 100);
    const listPrice = Math.floor((rolls.lineTotalPaise * 1.08 * 2) / 3);
    expect(refund).toBeLessThan(listPrice);
  });
});

describe('limits, exactly once', () => {
  it('ten simultaneous checkouts on a code with one use left: one gets it; a failed payment gives it back', async () => {
    await createPromotion({
      name: 'Last one',
      code: 'LASTONE',
      benefit: { type: 'amount', amount: 50 },
      totalUses: 1,
    });
    const shoppers = await Promise.all(Array.from({ length: 10 }, (_, i) => t.newShopper(`Racer${i}`)));
    for (const who of shoppers) await t.fillCart(who, t.wallLine());
    const answers = await Promise.all(
      shoppers.map((who, i) =>
        t.createOrderRequest(who, {
          currency: 'INR',
          shippingInfo: {
            ...SHIPPING,
            email: `racer${i}@example.com`,
            phone: `+9198450${String(10000 + i)}`,
          },
          codes: ['LASTONE'],
        }),
      ),
    );
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => a.statusCode !== 200)) {
      expect([400, 409]).toContain(lost.statusCode);
      expect(lost.json().message).toBe('This code has been fully used.');
    }
    const winner = shoppers[answers.indexOf(won[0]!)]!;
    const declined = await t.authorizeRequest(winner, {
      orderId: won[0]!.json().orderId,
      method: 'card',
      card: DECLINED_CARD,
    });
    expect(declined.statusCode).toBe(402);
    await t.db.transaction((tx) => releasePromotions(tx, null));
    const loser = shoppers.find((s) => s !== winner)!;
    const second = await t.createOrderRequest(loser, {
      currency: 'INR',
      shippingInfo: { ...SHIPPING, email: 'late@example.com', phone: '+919845099999' },
      codes: ['LASTONE'],
    });
    expect(second.statusCode, second.body).toBe(200);
    await t.payAndPlace(loser, second.json().orderId);
    const used = await t.db
      .select()
      .from(promotionRedemptions)
      .where(eq(promotionRedemptions.status, 'used'));
    expect(used.filter((u) => u.userId === loser.id)).toHaveLength(1);
  });

  it('once per customer counts a guest by e-mail and phone', async () => {
    await createPromotion({
      name: 'Welcome',
      code: 'WELCOME1',
      benefit: { type: 'amount', amount: 20 },
      usesPerCustomer: 1,
    });
    const first = await t.newShopper('Guest1');
    await t.fillCart(first, t.wallLine());
    const shipping = { ...SHIPPING, email: 'same.person@example.com', phone: '+919900011122' };
    const res = await t.createOrderRequest(first, {
      currency: 'INR',
      shippingInfo: shipping,
      codes: ['WELCOME1'],
    });
    expect(res.statusCode).toBe(200);
    await t.payAndPlace(first, res.json().orderId, shipping);
    for (const other of [
      { ...shipping, phone: '+919900099999' },
      { ...shipping, email: 'other.mail@example.com' },
    ]) {
      const who = await t.newShopper(`Guest${Math.random().toString(36).slice(2, 7)}`);
      await t.fillCart(who, t.wallLine());
      const again = await t.createOrderRequest(who, {
        currency: 'INR',
        shippingInfo: other,
        codes: ['WELCOME1'],
      });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: 'You have already used this code.' });
    }
  });

  it('the owner sees orders, revenue, discount and new customers per promotion', async () => {
    const listed: Promotion[] = (
      await t.app.inject({ method: 'GET', url: '/api/admin/promotions', headers: bearer(t.staff.viewer) })
    ).json();
    const seven = listed.find((p) => p.code === 'SEVEN7');
    const [order] = await t.db
      .select()
      .from(orders)
      .innerJoin(payments, eq(payments.orderId, orders.id))
      .where(eq(orders.discountPaise, Math.round(seven!.figures.discount * 100)));
    expect(seven?.figures).toMatchObject({ uses: 1, orders: 1, newCustomers: 1 });
    expect(seven?.figures.revenue).toBe(order!.orders.totalPaise / 100);
  });
});
