import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { CreditAccount } from '../../../domain/credit';
import type { GiftCard } from '../../../domain/gift-card';
import type { PaymentOrder } from '../../../domain/checkout';
import { checkoutSummary, onlySamples, toPaise } from '../../../domain/pricing';
import {
  auditLog,
  emailOutbox,
  giftCardEntries,
  giftCards,
  orders,
  payments,
  products,
} from '../../db/schema';
import { jobsSettled } from '../../jobs';
import { bearer } from '../../test/store-fixtures';
import {
  DECLINED_CARD,
  SHIPPING,
  TEST_CARD,
  createCheckoutTestApp,
  type CheckoutTestApp,
  type Shopper,
} from '../../test/checkout';
import { deliverDueGiftCards, releaseGiftCards, spendGiftCards } from './service';

/** docs/decisions/063-gift-cards.md: bought, e-mailed on its day, spent over several orders, exactly once. */

let t: CheckoutTestApp;

beforeAll(async () => {
  t = await createCheckoutTestApp({
    PAYMENT_WEBHOOK_SECRET: 'gift-card-test-webhook-secret',
    PAYMENT_RECONCILE_INTERVAL_MS: '0',
  });
});
afterAll(() => t.close());

const PURCHASE = {
  amount: 2500,
  recipientName: 'Nila',
  recipientEmail: 'nila@example.com',
  senderName: 'Asha',
  message: 'Happy housewarming!',
};

const purchaseRequest = (who: Shopper, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/gift-cards/purchase', headers: who.headers, payload: body });

async function buyCard(who: Shopper, body: Record<string, unknown> = PURCHASE): Promise<GiftCard> {
  const res = await purchaseRequest(who, body);
  expect(res.statusCode, res.body).toBe(200);
  const order: PaymentOrder = res.json();
  const paid = await t.payWithCard(who, order.orderId);
  const confirm = await t.app.inject({
    method: 'POST',
    url: '/api/gift-cards/confirm',
    headers: who.headers,
    payload: {
      orderId: paid.razorpay_order_id,
      paymentId: paid.razorpay_payment_id,
      signature: paid.razorpay_signature,
    },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return confirm.json();
}

/** The code in the latest gift-card e-mail to `to`. */
async function mailedCode(to: string): Promise<string> {
  await jobsSettled();
  const [mail] = await t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, 'gift-card')))
    .orderBy(desc(emailOutbox.createdAt));
  const code = mail?.text.match(/GC(?:-[A-Z0-9]{4}){4}/)?.[0];
  if (!code) throw new Error(`no gift card e-mail to ${to}`);
  return code;
}

const issue = (body: Record<string, unknown>, who = t.staff.admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/gift-cards', headers: bearer(who), payload: body });

/** An admin-issued card of `amount` rupees; its code is answered once. */
async function issuedCard(amount: number): Promise<{ card: GiftCard; code: string }> {
  const res = await issue({ amount, note: 'Test card' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const checkCode = (who: Shopper, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/checkout/code', headers: who.headers, payload: { code } });

async function cartTotalPaise(who: Shopper): Promise<number> {
  const cart = await t.getCart(who);
  return checkoutSummary(
    cart.items.map((i) => toPaise(i.amount)),
    { samplesOnly: onlySamples(cart.items) },
  ).totalPaise;
}

async function balanceOf(id: string): Promise<number> {
  const [card] = await t.db.select().from(giftCards).where(eq(giftCards.id, id));
  return card?.balancePaise ?? -1;
}

describe('buying a gift card', () => {
  it('is a normal online payment with no tax; the card is issued once and e-mailed with its code', async () => {
    const card = await buyCard(t.asha);
    expect(card).toMatchObject({ initial: 2500, balance: 2500, source: 'purchase', recipientName: 'Nila' });
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, card.id)).limit(0);
    expect(payment).toBeUndefined();
    const [row] = await t.db.select().from(giftCards).where(eq(giftCards.id, card.id));
    const [paid] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.id, row?.purchasePaymentId ?? ''));
    expect(paid).toMatchObject({ status: 'paid', amountPaise: 250_000, orderId: null });
    expect(paid?.checkout).toMatchObject({ lines: [], taxPaise: 0, totalPaise: 250_000 });
    // No order, no invoice: a gift card is a means of payment.
    expect(
      await t.db
        .select()
        .from(orders)
        .where(eq(orders.providerOrderId, paid?.providerOrderId ?? '')),
    ).toEqual([]);
    const code = await mailedCode('nila@example.com');
    expect(code.replaceAll('-', '')).toHaveLength(18);
    // Stored hashed: neither the code nor its bare form is in the row.
    const [sent] = await t.db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(JSON.stringify(sent)).not.toContain(code.replaceAll('-', '').slice(2, 10));
    expect(sent?.last4).toBe(code.slice(-4));
    // The buyer's receipt.
    const receipts = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'gift-card-receipt'), eq(emailOutbox.to, 'asha@example.com')));
    expect(receipts).toHaveLength(1);
    // The webhook and reconciliation reporting the same payment issue nothing more.
    await t.app.inject({
      method: 'POST',
      url: '/api/gift-cards/confirm',
      headers: t.asha.headers,
      payload: { orderId: paid?.providerOrderId, paymentId: paid?.paymentId, signature: 'x' },
    });
    expect(
      await t.db
        .select()
        .from(giftCards)
        .where(eq(giftCards.purchasePaymentId, paid?.id ?? '')),
    ).toHaveLength(1);
  });

  it('refuses amounts outside ₹500–₹50,000 and send days in the past or too far ahead', async () => {
    for (const [body, message] of [
      [{ ...PURCHASE, amount: 499 }, 'Choose an amount from ₹500.00 to ₹50,000.00 in whole rupees'],
      [{ ...PURCHASE, amount: 50_001 }, 'Choose an amount from ₹500.00 to ₹50,000.00 in whole rupees'],
      [{ ...PURCHASE, amount: 600.5 }, 'Choose an amount from ₹500.00 to ₹50,000.00 in whole rupees'],
      [{ ...PURCHASE, sendOn: '2020-01-01' }, 'Choose a day from today to 90 days ahead'],
      [{ ...PURCHASE, sendOn: '2099-01-01' }, 'Choose a day from today to 90 days ahead'],
      [{ ...PURCHASE, recipientEmail: 'nope' }, 'Invalid email'],
    ] as const) {
      const res = await purchaseRequest(t.asha, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('a card for a later day waits for it and is sent once however many instances run the job', async () => {
    const later = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const card = await buyCard(t.ravi, { ...PURCHASE, recipientEmail: 'later@example.com', sendOn: later });
    expect(card.status).toBe('scheduled');
    await jobsSettled();
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'later@example.com'))).toEqual([]);
    const dayAfter = new Date(Date.now() + 11 * 86_400_000);
    const sent = await Promise.all([
      deliverDueGiftCards(t.db, t.config, t.app.log, dayAfter),
      deliverDueGiftCards(t.db, t.config, t.app.log, dayAfter),
    ]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(
      await t.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, 'later@example.com'), eq(emailOutbox.kind, 'gift-card'))),
    ).toHaveLength(1);
  });
});

describe('spending a gift card at checkout', () => {
  // A roll of about ₹800 with tax and shipping, so a ₹1,000 card pays one order and not two.
  beforeAll(async () => {
    await t.db
      .update(products)
      .set({ pricePaise: 1300 })
      .where(eq(products.id, t.rollsLine(1).productId));
    t.app.catalogueCache.drop();
  });

  it('pays part of one order and the rest of another; the invoice keeps its total and tax', async () => {
    const { card, code } = await issuedCard(1000);
    await t.fillCart(t.asha, t.rollsLine(1));
    const first = await cartTotalPaise(t.asha);
    expect(first).toBeLessThan(100_000);
    const answer = await checkCode(t.asha, code.toLowerCase());
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ kind: 'gift_card', balance: 1000, pays: first / 100 });
    const paid = await t.createOrderRequest(t.asha, {
      amount: 0,
      currency: 'INR',
      shippingInfo: SHIPPING,
      codes: [code],
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const order = await t.db.select().from(orders).where(eq(orders.id, paid.json().placedOrderId));
    expect(order[0]).toMatchObject({ totalPaise: first, giftCardPaise: first });
    expect(await balanceOf(card.id)).toBe(100_000 - first);

    // The second order costs more than is left: the card pays what it holds, the card pays the rest.
    await t.fillCart(t.asha, t.wallLine());
    const second = await cartTotalPaise(t.asha);
    const left = 100_000 - first;
    const res = await t.createOrderRequest(t.asha, {
      amount: second - left,
      currency: 'INR',
      shippingInfo: SHIPPING,
      codes: [code],
    });
    expect(res.statusCode, res.body).toBe(200);
    const placed = await t.payAndPlace(t.asha, res.json().orderId);
    expect(placed.giftCards).toEqual([{ last4: card.last4, amount: left / 100 }]);
    expect(placed.total * 100).toBe(second);
    expect(await balanceOf(card.id)).toBe(0);
    await t.fillCart(t.asha, t.rollsLine(1));
    const again = await checkCode(t.asha, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'This gift card has no balance left.' });
  });

  it('a card with ₹1,000 left, spent by two simultaneous orders it would each pay, pays for one', async () => {
    const { card, code } = await issuedCard(1000);
    const one = await t.newShopper('Kiran');
    const two = await t.newShopper('Lata');
    await t.fillCart(one, t.rollsLine(1));
    await t.fillCart(two, t.rollsLine(1));
    const total = await cartTotalPaise(one);
    expect(total).toBeGreaterThan(50_000);
    expect(total).toBeLessThanOrEqual(100_000);
    const body = { amount: 0, currency: 'INR' as const, shippingInfo: SHIPPING, codes: [code] };
    const answers = await Promise.all([t.createOrderRequest(one, body), t.createOrderRequest(two, body)]);
    const placed = answers.filter((a) => a.statusCode === 200);
    expect(placed).toHaveLength(1);
    // Refused before anything is recorded: 409 when both read ₹1,000 and the second's UPDATE found less, 400
    // (the card now pays only what is left, not the total shown) when the first had committed before it looked.
    const refused = answers.find((a) => a.statusCode !== 200);
    expect([400, 409]).toContain(refused?.statusCode);
    expect(refused?.json().message).toMatch(/balance changed|does not match your cart/);
    expect(await balanceOf(card.id)).toBe(100_000 - total);
    const entries = await t.db.select().from(giftCardEntries).where(eq(giftCardEntries.giftCardId, card.id));
    expect(entries.filter((e) => e.reason === 'spent')).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(orders)
        .where(inArray(orders.userId, [one.id, two.id])),
    ).toHaveLength(1);
  });

  it('two spends of ₹800 planned on the same ₹1,000, recorded at once: one lands, the other records nothing', async () => {
    const { card } = await issuedCard(1000);
    const one = await t.newShopper('Mohan');
    const two = await t.newShopper('Nisha');
    await t.fillCart(one, t.rollsLine(1));
    await t.fillCart(two, t.rollsLine(1));
    const [p1, p2] = await Promise.all([t.createPaymentOrder(one), t.createPaymentOrder(two)]);
    const rows = await Promise.all([t.paymentRow(p1?.orderId ?? ''), t.paymentRow(p2?.orderId ?? '')]);
    const use = [{ giftCardId: card.id, last4: card.last4 ?? '', amountPaise: 80_000 }];
    const results = await Promise.allSettled(
      rows.map((row) =>
        t.db.transaction((tx) => spendGiftCards(tx, { id: row.id, userId: row.userId }, use)),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failed = results.find((r) => r.status === 'rejected');
    expect(failed?.status === 'rejected' && String(failed.reason)).toMatch(/balance changed/);
    expect(await balanceOf(card.id)).toBe(20_000);
    const entries = await t.db.select().from(giftCardEntries).where(eq(giftCardEntries.giftCardId, card.id));
    expect(entries.filter((e) => e.reason === 'spent')).toHaveLength(1);
  });

  it('a failed or lapsed payment gives the balance back, once', async () => {
    const { card, code } = await issuedCard(500);
    await t.fillCart(t.ravi, t.wallLine());
    const total = await cartTotalPaise(t.ravi);
    const res = await t.createOrderRequest(t.ravi, {
      amount: total - 50_000,
      currency: 'INR',
      shippingInfo: SHIPPING,
      codes: [code],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await balanceOf(card.id)).toBe(0);
    const declined = await t.authorizeRequest(t.ravi, {
      orderId: res.json().orderId,
      method: 'card',
      card: DECLINED_CARD,
    });
    expect(declined.statusCode).toBe(402);
    await Promise.all([
      t.db.transaction((tx) => releaseGiftCards(tx, null)),
      t.db.transaction((tx) => releaseGiftCards(tx, null)),
    ]);
    expect(await balanceOf(card.id)).toBe(50_000);
    // A newer checkout takes it from an earlier one, which then cannot be paid.
    const body = { amount: total - 50_000, currency: 'INR' as const, shippingInfo: SHIPPING, codes: [code] };
    const first = await t.createOrderRequest(t.ravi, body);
    const second = await t.createOrderRequest(t.ravi, body);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const stale = await t.authorizeRequest(t.ravi, {
      orderId: first.json().orderId,
      method: 'card',
      card: TEST_CARD,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/replaced by a newer one using the same gift card/);
    const order = await t.payAndPlace(t.ravi, second.json().orderId);
    expect(order.giftCards).toEqual([{ last4: card.last4, amount: 500 }]);
    expect(await balanceOf(card.id)).toBe(0);
  });

  it('unknown, disabled and expired cards are refused in the shopper’s words', async () => {
    await t.fillCart(t.asha, t.wallLine());
    const unknown = await checkCode(t.asha, 'GC-AAAA-BBBB-CCCC-DDDD');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'This gift card code is not valid.' });
    const { card, code } = await issuedCard(700);
    const disable = await t.app.inject({
      method: 'POST',
      url: `/api/admin/gift-cards/${card.id}`,
      headers: bearer(t.staff.admin),
      payload: { action: 'disable', note: 'Reported lost' },
    });
    expect(disable.statusCode).toBe(200);
    expect((await checkCode(t.asha, code)).json()).toEqual({
      message: 'This gift card has been disabled. Please contact us.',
    });
    await t.db.update(giftCards).set({ disabledAt: null, expiresAt: new Date('2026-01-02T00:00:00Z') });
    expect((await checkCode(t.asha, code)).json().message).toMatch(/^This gift card expired on /);
    const extend = await t.app.inject({
      method: 'POST',
      url: `/api/admin/gift-cards/${card.id}`,
      headers: bearer(t.staff.admin),
      payload: { action: 'extend', expiresOn: '2099-12-31', note: 'Goodwill' },
    });
    expect(extend.statusCode, extend.body).toBe(200);
    expect((await checkCode(t.asha, code)).statusCode).toBe(200);
  });
});

describe('redeeming into store credit', () => {
  it('moves the whole balance to the ledger once, keeping the card’s end date', async () => {
    const { code } = await issuedCard(800);
    const redeem = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/gift-cards/redeem',
        headers: t.ravi.headers,
        payload: { code },
      });
    const [a, b] = await Promise.all([redeem(), redeem()]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes[0]).toBe(200);
    expect([400, 409]).toContain(codes[1]);
    const res = await t.app.inject({ method: 'GET', url: '/api/account/credit', headers: t.ravi.headers });
    const account: CreditAccount = res.json();
    const entries = account.entries.filter((e) => e.reason === 'gift_card');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ amount: 800, label: 'Gift card added' });
    expect(entries[0]?.expiresAt).not.toBeNull();
  });
});

describe('staff', () => {
  it('admins alone issue and change cards, audited; staff see the last 4 characters only', async () => {
    const refused = await issue({ amount: 1000, note: 'x' }, t.staff.editor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Only an admin can issue or change gift cards.' });
    const { card, code } = await issuedCard(1500);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, card.id));
    expect(audit).toMatchObject({ action: 'gift-card.issue', actorId: t.staff.admin.id });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/gift-cards',
      headers: bearer(t.staff.viewer),
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(code.slice(3, 12));
    expect(list.json().find((c: GiftCard) => c.id === card.id)).toMatchObject({ last4: code.slice(-4) });
    const figures = await t.app.inject({
      method: 'GET',
      url: '/api/admin/gift-cards/figures',
      headers: bearer(t.staff.viewer),
    });
    expect(figures.statusCode).toBe(200);
    const f = figures.json();
    expect(f.sold.count).toBeGreaterThanOrEqual(2);
    expect(f.outstanding).toBeGreaterThanOrEqual(1500);
    const [sum] = await t.db.select().from(giftCards);
    expect(sum).toBeDefined();
  });
});
