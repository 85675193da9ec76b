import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CreditAccount } from '../../../domain/credit';
import { refundDestinations } from '../../../domain/fulfilment';
import type { GiftCard } from '../../../domain/gift-card';
import type { Order } from '../../../domain/order';
import type { AdminOrderDetail } from '../../../domain/order-admin';
import { checkoutSummary, onlySamples, toPaise } from '../../../domain/pricing';
import { creditEntries, giftCards, refunds } from '../../db/schema';
import { jobsSettled } from '../../jobs';
import { bearer } from '../../test/store-fixtures';
import { pdfText } from '../../test/pdf-text';
import { SHIPPING, createCheckoutTestApp, type CheckoutTestApp, type Shopper } from '../../test/checkout';

/**
 * docs/decisions/061-one-store-credit-ledger.md: a refund of an order paid partly by store credit or gift cards goes
 * back where the money came from, the provider's part first, exactly once however many ask at once.
 */

let t: CheckoutTestApp;

beforeAll(async () => {
  t = await createCheckoutTestApp();
});
afterAll(() => t.close());

const admin = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin${url}`,
    payload,
    headers: { ...bearer(t.staff.admin), ...headers },
  });

async function issuedCard(amount: number): Promise<{ card: GiftCard; code: string }> {
  const res = await admin('/gift-cards', { amount, note: 'Refund test card' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function cartTotalPaise(who: Shopper): Promise<number> {
  const cart = await t.getCart(who);
  return checkoutSummary(
    cart.items.map((i) => toPaise(i.amount)),
    { samplesOnly: onlySamples(cart.items) },
  ).totalPaise;
}

const balanceOf = async (id: string) =>
  (await t.db.select().from(giftCards).where(eq(giftCards.id, id)))[0]?.balancePaise ?? -1;

async function creditOf(who: Shopper): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/api/account/credit', headers: who.headers });
  return Math.round(res.json<CreditAccount>().balance * 100);
}

const refundOf = (orderId: string, amountPaise: number, key = randomUUID()) =>
  admin(
    `/orders/${orderId}/refunds`,
    { amount: amountPaise / 100, reason: 'Goodwill refund' },
    { 'idempotency-key': key },
  );

/** A wall order paid ₹500 by a gift card, ₹300 by goodwill credit and the rest by card through the provider. */
async function splitOrder(name: string) {
  const who = await t.newShopper(name);
  const given = await admin(`/customers/${who.id}/credit`, { amount: 300, note: 'Sorry for the delay' });
  expect(given.statusCode, given.body).toBe(200);
  const { card, code } = await issuedCard(500);
  await t.fillCart(who, t.wallLine());
  const total = await cartTotalPaise(who);
  const providerPaise = total - 80_000;
  const res = await t.createOrderRequest(who, {
    amount: providerPaise,
    currency: 'INR',
    shippingInfo: SHIPPING,
    codes: [code],
    useCredit: true,
  });
  expect(res.statusCode, res.body).toBe(200);
  const order = await t.payAndPlace(who, res.json().orderId);
  expect(await balanceOf(card.id)).toBe(0);
  expect(await creditOf(who)).toBe(0);
  return { who, card, order, total, providerPaise };
}

describe('refunds of orders paid by store credit and gift cards', () => {
  it('gives the provider its part first, then credit, then the card; two refunds racing for the rest make one', async () => {
    const { who, card, order, providerPaise } = await splitOrder('Ishita');
    // The invoice keeps its total and lists how it was paid.
    const invoice = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/invoice`,
      headers: who.headers,
    });
    expect(invoice.statusCode).toBe(200);
    const text = await pdfText(invoice.rawPayload);
    expect(text).toContain('PAID BY');
    expect(text).toContain(`Gift card ending ${card.last4}: 500.00`);
    expect(text).toContain('Store credit: 300.00');
    const first = await refundOf(order.id, providerPaise + 10_000);
    expect(first.statusCode, first.body).toBe(201);
    const [one] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(one).toMatchObject({ amountPaise: providerPaise + 10_000, creditPaise: 10_000, giftCardPaise: 0 });
    expect(one?.status).toBe('succeeded');
    expect(await creditOf(who)).toBe(10_000);
    expect(await balanceOf(card.id)).toBe(0);

    // Two refunds of all that is left, under different keys, at once: one lands, the other finds nothing left.
    const answers = await Promise.all([refundOf(order.id, 70_000), refundOf(order.id, 70_000)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows).toHaveLength(2);
    const second = rows.find((r) => r.id !== one?.id);
    expect(second).toMatchObject({ amountPaise: 70_000, creditPaise: 20_000, giftCardPaise: 50_000 });
    // Nothing of it went to the provider: it is settled by the store alone, with its credit note.
    expect(second?.providerRefundId).toBe(`store-${second?.id}`);
    expect(second?.creditNoteNumber).toMatch(/^WC\/CN\//);
    expect(await creditOf(who)).toBe(30_000);
    expect(await balanceOf(card.id)).toBe(50_000);
    const ledger = await t.db
      .select()
      .from(creditEntries)
      .where(and(eq(creditEntries.orderId, order.id), eq(creditEntries.reason, 'refund')));
    expect(ledger.map((e) => e.amountPaise).sort((a, b) => a - b)).toEqual([10_000, 20_000]);

    // Both order pages say where each refund went, from the split stored with it.
    const splits = [
      { provider: providerPaise / 100, storeCredit: 100, giftCards: [] },
      { provider: 0, storeCredit: 200, giftCards: [{ last4: card.last4, amount: 500 }] },
    ];
    const mine = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: who.headers });
    const placed = mine.json<Order>();
    expect(placed.creditNotes.map((n) => n.split)).toEqual(splits);
    expect(placed.creditNotes.map((n) => refundDestinations(n.split, placed))).toEqual([
      [
        { to: 'Visa card ending 1111', amount: providerPaise / 100 },
        { to: 'Store credit', amount: 100 },
      ],
      [
        { to: 'Store credit', amount: 200 },
        { to: `Gift card ···${card.last4}`, amount: 500 },
      ],
    ]);
    const sheet = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}`,
      headers: bearer(t.staff.admin),
    });
    expect(sheet.json<AdminOrderDetail>().refunds.map((r) => r.split)).toEqual(splits);
  });

  it('a cancelled order paid wholly by a gift card puts it all back on the card once, asking no provider', async () => {
    const who = await t.newShopper('Tanvi');
    const { card, code } = await issuedCard(5000);
    await t.fillCart(who, t.rollsLine(1));
    const total = await cartTotalPaise(who);
    const res = await t.createOrderRequest(who, {
      amount: 0,
      currency: 'INR',
      shippingInfo: SHIPPING,
      codes: [code],
    });
    expect(res.statusCode, res.body).toBe(200);
    const orderId: string = res.json().placedOrderId;
    expect(await balanceOf(card.id)).toBe(500_000 - total);
    const cancel = () =>
      t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel`, headers: who.headers });
    const answers = await Promise.all([cancel(), cancel(), cancel()]);
    expect(answers.filter((a) => a.statusCode < 300)).toHaveLength(1);
    await jobsSettled();
    const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amountPaise: total,
      giftCardPaise: total,
      giftCards: [{ giftCardId: card.id, last4: card.last4, amountPaise: total }],
      creditPaise: 0,
      status: 'succeeded',
    });
    expect(await balanceOf(card.id)).toBe(500_000);
  });
});
