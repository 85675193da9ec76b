import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CreditAccount } from '../../../domain/credit';
import { checkoutSummary, onlySamples, toPaise } from '../../../domain/pricing';
import { auditLog, creditEntries, orders, payments } from '../../db/schema';
import { bearer } from '../../test/store-fixtures';
import {
  DECLINED_CARD,
  SHIPPING,
  createCheckoutTestApp,
  type CheckoutTestApp,
  type Shopper,
} from '../../test/checkout';
import { releaseCredit } from './service';

/** docs/decisions/061-one-store-credit-ledger.md: one ledger per customer, goodwill by admins, spent at checkout. */

let t: CheckoutTestApp;

beforeAll(async () => {
  t = await createCheckoutTestApp({
    PAYMENT_WEBHOOK_SECRET: 'credit-test-webhook-secret',
    PAYMENT_RECONCILE_INTERVAL_MS: '0',
  });
});
afterAll(() => t.close());

const grant = (customerId: string, body: Record<string, unknown>, who = t.staff.admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/customers/${customerId}/credit`,
    headers: bearer(who),
    payload: body,
  });

async function account(who: Shopper): Promise<CreditAccount> {
  const res = await t.app.inject({ method: 'GET', url: '/api/account/credit', headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** The cart's total in paise as the checkout page computes it. */
async function cartTotalPaise(who: Shopper): Promise<number> {
  const cart = await t.getCart(who);
  return checkoutSummary(
    cart.items.map((i) => toPaise(i.amount)),
    { samplesOnly: onlySamples(cart.items) },
  ).totalPaise;
}

/** Brings the shopper's balance to exactly `paise` with one goodwill entry. */
async function setBalance(who: Shopper, paise: number) {
  const now = (await account(who)).balance * 100;
  if (Math.round(now) === paise) return;
  const res = await grant(who.id, { amount: (paise - Math.round(now)) / 100, note: 'Test balance' });
  expect(res.statusCode).toBe(200);
}

describe('goodwill credit', () => {
  it('an admin gives credit with a reason, audited, and the customer sees it in the profile', async () => {
    const res = await grant(t.asha.id, { amount: 250.5, note: 'Sorry for the late delivery' });
    expect(res.statusCode).toBe(200);
    const mine = await account(t.asha);
    expect(mine.balance).toBe(250.5);
    expect(mine.entries[0]).toMatchObject({
      amount: 250.5,
      reason: 'goodwill',
      label: 'Goodwill credit',
      note: 'Sorry for the late delivery',
    });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'credit.goodwill'));
    expect(audit).toMatchObject({ actorId: t.staff.admin.id, entityId: t.asha.id });
    expect(audit?.details).toMatchObject({ amountPaise: 25050, note: 'Sorry for the late delivery' });
    await setBalance(t.asha, 0);
  });

  it('is an admin’s alone, needs a reason and a sensible amount, and only for customers', async () => {
    expect((await grant(t.asha.id, { amount: 10, note: 'x' }, t.staff.editor)).json()).toEqual({
      message: 'Only an admin can give store credit.',
    });
    for (const [body, message] of [
      [{ amount: 10 }, 'Reason is required'],
      [{ amount: 10, note: '  ' }, 'Reason is required'],
      [{ amount: 0, note: 'x' }, 'Enter an amount between ₹1.00 and ₹50,000.00'],
      [{ amount: 50_000.01, note: 'x' }, 'Enter an amount between ₹1.00 and ₹50,000.00'],
      [{ amount: 1.001, note: 'x' }, 'Enter an amount between ₹1.00 and ₹50,000.00'],
    ] as const) {
      const res = await grant(t.asha.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ message });
    }
    const staff = await grant(t.staff.editor.id, { amount: 10, note: 'x' });
    expect(staff.statusCode).toBe(404);
    expect((await account(t.asha)).balance).toBe(0);
  });
});

describe('spending credit at checkout', () => {
  it('pays part of an order: the provider is asked for the rest, the invoice keeps its total', async () => {
    await t.fillCart(t.asha, t.wallLine());
    await setBalance(t.asha, 10_000);
    const total = await cartTotalPaise(t.asha);
    const res = await t.createOrderRequest(t.asha, {
      amount: total - 10_000,
      currency: 'INR',
      shippingInfo: SHIPPING,
      useCredit: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ amount: total - 10_000 });
    expect((await account(t.asha)).balance).toBe(0);
    const order = await t.payAndPlace(t.asha, res.json().orderId);
    expect(order.total * 100).toBe(total);
    expect(order.storeCredit).toBe(100);
    const entries = (await account(t.asha)).entries;
    expect(entries[0]).toMatchObject({ amount: -100, reason: 'spent', orderId: order.id });
  });

  it('an order credit pays in full needs no provider and is placed at once', async () => {
    await t.fillCart(t.asha, t.wallLine());
    const total = await cartTotalPaise(t.asha);
    await setBalance(t.asha, total + 500);
    const res = await t.createOrderRequest(t.asha, {
      amount: 0,
      currency: 'INR',
      shippingInfo: SHIPPING,
      useCredit: true,
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ amount: 0 });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, answer.placedOrderId));
    expect(order).toMatchObject({ status: 'paid', totalPaise: total, storeCreditPaise: total });
    expect((await account(t.asha)).balance).toBe(5);
    expect((await t.getCart(t.asha)).items).toHaveLength(0);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, answer.placedOrderId));
    expect(payment).toMatchObject({ provider: 'credit', status: 'paid', amountPaise: 0 });
  });

  it('a failed or lapsed checkout gives its credit back, once', async () => {
    await t.fillCart(t.ravi, t.wallLine());
    await setBalance(t.ravi, 5_000);
    const total = await cartTotalPaise(t.ravi);
    const res = await t.createOrderRequest(t.ravi, {
      amount: total - 5_000,
      currency: 'INR',
      shippingInfo: SHIPPING,
      useCredit: true,
    });
    expect(res.statusCode).toBe(200);
    expect((await account(t.ravi)).balance).toBe(0);
    const declined = await t.authorizeRequest(t.ravi, {
      orderId: res.json().orderId,
      method: 'card',
      card: DECLINED_CARD,
    });
    expect(declined.statusCode).toBe(402);
    // The scheduled sweep, twice at once: the credit comes back once.
    await Promise.all([
      t.db.transaction((tx) => releaseCredit(tx, null)),
      t.db.transaction((tx) => releaseCredit(tx, null)),
    ]);
    expect((await account(t.ravi)).balance).toBe(50);
    expect((await account(t.ravi)).entries.filter((e) => e.reason === 'released')).toHaveLength(1);
  });

  it('a newer checkout takes the credit from an earlier one, which can then no longer be paid', async () => {
    await t.fillCart(t.ravi, t.wallLine());
    await setBalance(t.ravi, 5_000);
    const total = await cartTotalPaise(t.ravi);
    const body = { amount: total - 5_000, currency: 'INR' as const, shippingInfo: SHIPPING, useCredit: true };
    const first = await t.createOrderRequest(t.ravi, body);
    const second = await t.createOrderRequest(t.ravi, body);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const stale = await t.authorizeRequest(t.ravi, {
      orderId: first.json().orderId,
      method: 'card',
      card: { number: '4111 1111 1111 1111', expiry: '12/39', cvc: '123', name: 'Ravi' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/replaced by a newer one using your store credit/);
    const order = await t.payAndPlace(t.ravi, second.json().orderId);
    expect(order.storeCredit).toBe(50);
    expect((await account(t.ravi)).balance).toBe(0);
  });

  it('eight simultaneous checkouts credit pays in full spend it once', async () => {
    const who = await t.newShopper('Meera');
    await t.fillCart(who, t.wallLine());
    const total = await cartTotalPaise(who);
    await setBalance(who, total + 100);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.createOrderRequest(who, { amount: 0, currency: 'INR', shippingInfo: SHIPPING, useCredit: true }),
      ),
    );
    const placed = answers.filter((a) => a.statusCode === 200 && a.json().placedOrderId);
    expect(placed).toHaveLength(1);
    const mine = await t.db.select().from(orders).where(eq(orders.userId, who.id));
    expect(mine).toHaveLength(1);
    const entries = await t.db.select().from(creditEntries).where(eq(creditEntries.userId, who.id));
    expect(entries.reduce((sum, e) => sum + e.amountPaise, 0)).toBe(100);
    expect((await account(who)).balance).toBe(1);
    for (const a of answers.filter((x) => !x.json().placedOrderId))
      expect([400, 409]).toContain(a.statusCode);
  });
});
