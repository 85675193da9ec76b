import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { AdminOrderDetail } from '../../../domain/order-admin';
import type { Analytics, DashboardStats, ProductInsights } from '../../../domain/stats';
import { orderNumber } from '../../../domain/format';
import type { Order } from '../../../domain/order';
import type { OrderStatus } from '../../../domain/order-status';
import { emailOutbox, payments, refunds, users } from '../../db/schema';
import { jobsSettled } from '../../jobs';
import { createTestApp, type TestContext } from '../../test/helpers';
import { createSession } from '../auth/service';
import {
  bearer,
  createCustomer,
  createOrder,
  createPeople,
  daysAgo,
  type Person,
} from '../../test/store-fixtures';
import { orderLinkToken } from '../orders/link';

let t: TestContext;
let people: Awaited<ReturnType<typeof createPeople>>;
let customer: Person;
let other: Person;

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, who: Person | undefined, payload?: object, headers = {}) =>
  t.app.inject({ method, url, payload, headers: { ...bearer(who), ...headers } });

async function personFor(userId: string, email: string): Promise<Person> {
  return { id: userId, email, token: await createSession(t.db, userId) };
}

/** A paid order of `who` as checkout leaves it: the order, and the captured payment the sandbox can refund. */
async function paidOrder(who: Person, totalPaise = 100_000, status: OrderStatus = 'paid', createdAt?: Date) {
  const order = await createOrder(t.db, {
    userId: who.id,
    totalPaise,
    status,
    createdAt,
    items: [{ productId: null, name: 'Peacock mural', quantity: 1, lineTotalPaise: totalPaise }],
  });
  await t.db.insert(payments).values({
    userId: who.id,
    provider: 'sandbox',
    providerOrderId: order.providerOrderId,
    paymentId: `pay_${randomUUID().slice(0, 14)}`,
    amountPaise: totalPaise,
    status: 'paid',
    method: 'card',
    checkout: { lines: [], subtotalPaise: totalPaise, shippingPaise: 0, taxPaise: 0, totalPaise },
    orderId: order.id,
    ...(createdAt ? { createdAt } : {}),
  });
  return order;
}

const move = (id: string, body: object, who: Person = people.admin) =>
  call('PATCH', `/api/admin/orders/${id}/status`, who, body);
const refund = (id: string, body: object, key: string | null = randomUUID(), who: Person = people.admin) =>
  call('POST', `/api/admin/orders/${id}/refunds`, who, body, key === null ? {} : { 'idempotency-key': key });

/** The order as staff see it once one refund, made by the admin, has gone through. */
const withOneRefund = (status: OrderStatus, amount: number, refund: Record<string, unknown>) => ({
  status,
  refunded: amount,
  refunds: [{ amount, status: 'succeeded', createdBy: 'Test admin', ...refund }],
});

/** A paid order of a guest: an account without a password, reached through the signed order link. */
async function guestOrder(email: string) {
  const [guest] = await t.db.insert(users).values({ name: 'Guest', email, guest: true }).returning();
  return paidOrder(await personFor(guest!.id, guest!.email));
}

async function mailsFor(orderId: string) {
  await jobsSettled();
  const rows = await t.db
    .select()
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id));
  return rows.filter(
    (m) => m.subject.includes(`#${orderNumber(orderId)}`) && m.kind !== 'order-confirmation',
  );
}

async function refundRows(orderId: string) {
  return t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
}

beforeAll(async () => {
  t = await createTestApp();
  people = await createPeople(t.db);
  customer = people.customer;
  const ravi = await createCustomer(t.db, 'Ravi Kumar');
  other = await personFor(ravi.id, ravi.email);
});
afterAll(() => t.close());

describe('fulfilment', () => {
  it('ships with carrier and tracking, mails each customer-visible change, and shows a dated timeline', async () => {
    const order = await paidOrder(customer);
    expect((await move(order.id, { status: 'processing' })).statusCode).toBe(200);
    const shipped = await move(order.id, {
      status: 'shipped',
      carrier: 'Delhivery',
      trackingNumber: ' DL 42/7 ',
    });
    expect(shipped.statusCode).toBe(200);
    const body = shipped.json<AdminOrderDetail>();
    expect(body.status).toBe('shipped');
    expect(body.timeline.map((e) => e.status)).toEqual(['paid', 'processing', 'shipped']);
    expect(body.timeline[2]!.tracking).toEqual({
      carrier: 'Delhivery',
      trackingNumber: 'DL 42/7',
      url: 'https://www.delhivery.com/track/package/DL%2042%2F7',
    });
    expect(body.timeline.every((e) => !Number.isNaN(Date.parse(e.at)))).toBe(true);

    const mails = await mailsFor(order.id);
    expect(mails.map((m) => m.kind).sort()).toEqual(['order-processing', 'order-shipped']);
    const shippedMail = mails.find((m) => m.kind === 'order-shipped')!;
    expect(shippedMail.to).toBe('asha@example.com');
    expect(shippedMail.subject).toBe(`Your order #${orderNumber(order.id)} has shipped`);
    expect(shippedMail.text).toContain(
      'Track your parcel: https://www.delhivery.com/track/package/DL%2042%2F7',
    );
    expect(shippedMail.html).toContain('href="https://www.delhivery.com/track/package/DL%2042%2F7"');
    expect(shippedMail.text).toContain(`View your order: http://store.test/orders/${order.id}`);
    // The order's link is a link in HTML too, not its address as text (issue 26).
    expect(shippedMail.html).toMatch(
      new RegExp(`<a href="http://store\\.test/orders/${order.id}"[^>]*>View your order</a>`),
    );

    // The customer sees the same timeline, tracking included.
    const own = (await call('GET', `/api/orders/${order.id}`, customer)).json<Order>();
    expect(own.timeline).toEqual(body.timeline);

    expect((await move(order.id, { status: 'delivered' })).statusCode).toBe(200);
    expect((await mailsFor(order.id)).map((m) => m.kind)).toContain('order-delivered');
  });

  it('names an unknown carrier and its number instead of a link', async () => {
    const order = await paidOrder(customer, 50_000, 'processing');
    const res = await move(order.id, {
      status: 'shipped',
      carrier: 'Local Courier Co',
      trackingNumber: 'LC-9',
    });
    expect(res.json<AdminOrderDetail>().timeline.at(-1)!.tracking).toEqual({
      carrier: 'Local Courier Co',
      trackingNumber: 'LC-9',
      url: null,
    });
    const [mail] = await mailsFor(order.id);
    expect(mail!.text).toContain('Courier: Local Courier Co\nTracking number: LC-9');
    expect(mail!.text).toContain("You can track it on Local Courier Co's website");
    expect(mail!.text).not.toContain('Track your parcel');
  });

  it('refuses shipping without carrier and tracking number, and bounds them', async () => {
    const order = await paidOrder(customer, 50_000, 'processing');
    for (const body of [
      { status: 'shipped' },
      { status: 'shipped', carrier: 'Delhivery' },
      { status: 'shipped', carrier: '  ', trackingNumber: 'X1' },
    ]) {
      const res = await move(order.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Carrier and tracking number are required to mark an order shipped',
      });
    }
    const long = await move(order.id, { status: 'shipped', carrier: 'D', trackingNumber: 'x'.repeat(61) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: 'trackingNumber must be at most 60 characters' });
    expect(
      (await call('GET', `/api/admin/orders/${order.id}`, people.viewer)).json<AdminOrderDetail>(),
    ).toMatchObject({
      status: 'processing',
      timeline: [{ status: 'processing' }],
    });
    expect(await mailsFor(order.id)).toEqual([]);
  });

  it('refuses setting refunded by hand', async () => {
    const order = await paidOrder(customer);
    const res = await move(order.id, { status: 'refunded' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Cannot change status from paid to refunded' });
  });

  it('mails a guest with the signed order link', async () => {
    const order = await guestOrder('guest.buyer@example.com');
    await move(order.id, { status: 'processing' });
    const [mail] = await mailsFor(order.id);
    expect(mail!.text).toContain(
      `View your order: http://store.test/orders/${order.id}?token=${orderLinkToken(t.config.orderLinkSecret, order.id)}`,
    );
  });
});

describe('staff notes', () => {
  it('lets staff add notes that the customer never sees', async () => {
    const order = await paidOrder(customer);
    const res = await call('POST', `/api/admin/orders/${order.id}/notes`, people.editor, {
      body: 'Customer asked for delivery after 6 pm.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<AdminOrderDetail>().notes).toEqual([
      {
        id: expect.any(String),
        body: 'Customer asked for delivery after 6 pm.',
        createdAt: expect.any(String),
        author: 'Test editor',
      },
    ]);
    const own = await call('GET', `/api/orders/${order.id}`, customer);
    expect(own.body).not.toContain('6 pm');
    expect(own.json()).not.toHaveProperty('notes');
    expect(
      (await call('POST', `/api/admin/orders/${order.id}/notes`, people.viewer, { body: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/api/admin/orders/${order.id}/notes`, customer, { body: 'x' })).statusCode,
    ).toBe(403);
    const empty = await call('POST', `/api/admin/orders/${order.id}/notes`, people.editor, { body: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'note is required' });
    const long = await call('POST', `/api/admin/orders/${order.id}/notes`, people.editor, {
      body: 'x'.repeat(2001),
    });
    expect(long.json()).toMatchObject({ message: 'note must be at most 2000 characters' });
  });
});

describe('cancellation', () => {
  it('lets a customer cancel an unshipped order, refunding what was paid', async () => {
    const order = await paidOrder(customer, 123_456, 'processing');
    const res = await call('POST', `/api/orders/${order.id}/cancel`, customer);
    expect(res.statusCode).toBe(200);
    expect(res.json<Order>()).toMatchObject({ status: 'cancelled', refunded: 1234.56 });
    expect(await refundRows(order.id)).toMatchObject([
      {
        amountPaise: 123_456,
        status: 'succeeded',
        idempotencyKey: `cancel-${order.id}`,
        providerRefundId: expect.stringMatching(/^rfnd_/),
        createdBy: null,
      },
    ]);
    const [mail] = await mailsFor(order.id);
    expect(mail!.kind).toBe('order-cancelled');
    expect(mail!.text).toContain('We are refunding ₹1,234.56 to your original payment method.');

    const again = await call('POST', `/api/orders/${order.id}/cancel`, customer);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'This order is already cancelled.' });
    expect(await refundRows(order.id)).toHaveLength(1);
  });

  it('refuses a customer once shipped, and hides other people’s orders', async () => {
    const shipped = await paidOrder(customer, 10_000, 'shipped');
    const res = await call('POST', `/api/orders/${shipped.id}/cancel`, customer);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'This order has already been shipped and can no longer be cancelled.',
    });
    const theirs = await paidOrder(other);
    const stranger = await call('POST', `/api/orders/${theirs.id}/cancel`, customer);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: 'Order not found.' });
    expect((await call('POST', `/api/orders/${theirs.id}/cancel`, undefined)).statusCode).toBe(401);
    expect(await refundRows(theirs.id)).toEqual([]);
  });

  it('lets a guest cancel through the signed link, and only with it', async () => {
    const order = await guestOrder('guest.cancel@example.com');
    const wrong = await call('POST', `/api/orders/${order.id}/cancel?token=${'0'.repeat(64)}`, undefined);
    expect(wrong.statusCode).toBe(404);
    const token = orderLinkToken(t.config.orderLinkSecret, order.id);
    const res = await call('POST', `/api/orders/${order.id}/cancel?token=${token}`, undefined);
    expect(res.statusCode).toBe(200);
    expect(res.json<Order>()).toMatchObject({ status: 'cancelled', refunded: 1000 });
  });

  it('lets staff cancel a shipped order but not a delivered one', async () => {
    const shipped = await paidOrder(customer, 20_000, 'shipped');
    const res = await move(shipped.id, { status: 'cancelled' });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminOrderDetail>()).toMatchObject(
      withOneRefund('cancelled', 200, { reason: 'Order cancelled by the store' }),
    );
    const delivered = await paidOrder(customer, 20_000, 'delivered');
    const late = await move(delivered.id, { status: 'cancelled' });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: 'Cannot change status from delivered to cancelled' });
  });

  it('cancels a partly refunded order by refunding only what is left', async () => {
    const order = await paidOrder(customer, 50_000);
    expect((await refund(order.id, { amount: 100, reason: 'Damaged corner' })).statusCode).toBe(201);
    await move(order.id, { status: 'cancelled' });
    expect((await refundRows(order.id)).map((r) => r.amountPaise).sort((a, b) => a - b)).toEqual([
      10_000, 40_000,
    ]);
  });
});

describe('refunds', () => {
  it('refunds part of an order, shows it to staff and customer, and mails the customer', async () => {
    const order = await paidOrder(customer, 250_000, 'delivered');
    const res = await refund(order.id, { amount: 999.5, reason: 'One roll arrived creased' });
    expect(res.statusCode).toBe(201);
    expect(res.json<AdminOrderDetail>()).toMatchObject(
      withOneRefund('delivered', 999.5, {
        reason: 'One roll arrived creased',
        providerRefundId: expect.stringMatching(/^rfnd_/),
      }),
    );
    expect((await call('GET', `/api/orders/${order.id}`, customer)).json<Order>().refunded).toBe(999.5);
    const [mail] = await mailsFor(order.id);
    expect(mail).toMatchObject({
      kind: 'order-refund',
      subject: `A refund for your order #${orderNumber(order.id)}`,
    });
    expect(mail!.text).toContain('We are refunding ₹999.50 of your order');
    expect(mail!.text).toContain('Reason: One roll arrived creased');
  });

  it('marks the order refunded once refunds reach what was paid', async () => {
    const order = await paidOrder(customer, 30_000, 'completed');
    await refund(order.id, { amount: 100, reason: 'Part one' });
    const res = await refund(order.id, { amount: 200, reason: 'The rest' });
    expect(res.json<AdminOrderDetail>()).toMatchObject({
      status: 'refunded',
      refunded: 300,
      allowedNextStatuses: [],
    });
    expect(res.json<AdminOrderDetail>().timeline.at(-1)!.status).toBe('refunded');
    expect((await mailsFor(order.id)).map((m) => m.kind)).toEqual(['order-refunded', 'order-refund']);
    const more = await refund(order.id, { amount: 1, reason: 'More' });
    expect(more.statusCode).toBe(400);
    expect(more.json()).toEqual({ message: 'A refunded order cannot be refunded' });
  });

  it('refuses more than is left, bad amounts, a missing key and non-editors, changing nothing', async () => {
    const order = await paidOrder(customer, 10_000);
    const over = await refund(order.id, { amount: 100.01, reason: 'Too much' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ message: 'The refund is more than what is left to refund (₹100.00)' });
    for (const [body, message] of [
      [{ amount: 0, reason: 'x' }, 'amount must be more than 0'],
      [{ amount: -5, reason: 'x' }, 'amount must be more than 0'],
      [{ amount: 1.234, reason: 'x' }, 'amount must have at most 2 decimals'],
      [{ amount: '10', reason: 'x' }, 'amount must be a number of rupees'],
      [{ amount: 10, reason: ' ' }, 'reason is required'],
      [{ amount: 10, reason: 'x'.repeat(301) }, 'reason must be at most 300 characters'],
    ] as const) {
      const res = await refund(order.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message });
    }
    for (const key of [null, 'short', 'has space in it', 'x'.repeat(101)]) {
      const res = await refund(order.id, { amount: 1, reason: 'x' }, key);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Idempotency-Key header is required (10 to 100 letters, digits, - or _)',
      });
    }
    expect((await refund(order.id, { amount: 1, reason: 'x' }, randomUUID(), people.viewer)).statusCode).toBe(
      403,
    );
    expect((await refund(order.id, { amount: 1, reason: 'x' }, randomUUID(), customer)).statusCode).toBe(403);
    const pending = await createOrder(t.db, { userId: customer.id, status: 'pending' });
    const unpaid = await refund(pending.id, { amount: 1, reason: 'x' });
    expect(unpaid.json()).toEqual({ message: 'A pending order cannot be refunded' });
    expect(await refundRows(order.id)).toEqual([]);
  });

  it('keeps refunds to admins: an editor is refused with a message, by refund or by cancelling', async () => {
    const order = await paidOrder(customer, 10_000);
    const byEditor = await refund(order.id, { amount: 1, reason: 'x' }, randomUUID(), people.editor);
    expect(byEditor.statusCode).toBe(403);
    expect(byEditor.json()).toEqual({
      message: 'Only an admin can refund money. Ask an admin to make this refund.',
    });
    const cancel = await move(order.id, { status: 'cancelled' }, people.editor);
    expect(cancel.statusCode).toBe(403);
    expect(cancel.json()).toEqual({
      message: 'Only an admin can refund money. Ask an admin to make this refund.',
    });
    // An editor still runs the order along; nothing moved and nothing went back.
    expect((await move(order.id, { status: 'processing' }, people.editor)).statusCode).toBe(200);
    expect(await refundRows(order.id)).toEqual([]);
    expect((await refund(order.id, { amount: 1, reason: 'x' })).statusCode).toBe(201);
  });

  it('refunds exactly once for one Idempotency-Key, even sent 10 times at once', async () => {
    const order = await paidOrder(customer, 80_000);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => refund(order.id, { amount: 250, reason: 'Late delivery' }, key)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array<number>(9).fill(200), 201]);
    const rows = await refundRows(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountPaise: 25_000, idempotencyKey: key, status: 'succeeded' });
    // A retry later still answers with the one refund; the same key for another amount is refused.
    const retry = await refund(order.id, { amount: 250, reason: 'Late delivery' }, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json<AdminOrderDetail>().refunded).toBe(250);
    const reused = await refund(order.id, { amount: 10, reason: 'Other' }, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({
      message: 'This Idempotency-Key was already used for a different refund',
    });
    expect(await mailsFor(order.id)).toHaveLength(1);
  });

  it('lets only one of two refunds racing for the remainder through', async () => {
    const order = await paidOrder(customer, 60_000);
    const answers = await Promise.all([
      refund(order.id, { amount: 400, reason: 'First' }),
      refund(order.id, { amount: 400, reason: 'Second' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json()).toEqual({
      message: 'The refund is more than what is left to refund (₹200.00)',
    });
    expect(await refundRows(order.id)).toHaveLength(1);
  });

  it('counts refunds as negative revenue in the period they are made', async () => {
    // A fresh app, so the figures are this test's alone.
    const own = await createTestApp();
    try {
      const [admin] = await own.db
        .insert(users)
        .values({ name: 'Boss', email: 'boss@wallcraft.test', role: 'admin' })
        .returning();
      const boss = { id: admin!.id, email: admin!.email, token: await createSession(own.db, admin!.id) };
      const [buyer] = await own.db
        .insert(users)
        .values({ name: 'Buyer', email: 'b@example.com' })
        .returning();
      const buyerPerson = { id: buyer!.id, email: buyer!.email, token: '' };
      const previous = t;
      t = own;
      try {
        const old = await paidOrder(buyerPerson, 100_000, 'delivered', daysAgo(40));
        await paidOrder(buyerPerson, 50_000, 'paid');
        const get = async <T>(url: string) =>
          (await own.app.inject({ method: 'GET', url, headers: bearer(boss) })).json<T>();
        expect((await get<DashboardStats>('/api/admin/dashboard/stats')).revenue).toBe('1500.00');
        expect(
          (await refund(old.id, { amount: 400, reason: 'Goodwill' }, randomUUID(), boss)).statusCode,
        ).toBe(201);
        expect((await get<DashboardStats>('/api/admin/dashboard/stats')).revenue).toBe('1100.00');
        const week = await get<Analytics>('/api/admin/analytics?period=7');
        // The old order lies outside the week; its refund, made today, is in it.
        expect(week.totals.revenue).toBe(100);
        expect(week.revenue.at(-1)!.revenue).toBe(100);
        const insights = await get<ProductInsights>('/api/admin/product-insights');
        expect(insights.totals.totalRevenue).toBe(1100);
        const customers = await get<{ customers: { id: string; lifetimeValue: number }[] }>(
          '/api/admin/customers',
        );
        expect(customers.customers.find((c) => c.id === buyer!.id)!.lifetimeValue).toBe(1100);
        // Refunding the rest of the old order: its whole total has now gone back, all of it this week.
        await refund(old.id, { amount: 600, reason: 'Rest' }, randomUUID(), boss);
        expect((await get<DashboardStats>('/api/admin/dashboard/stats')).revenue).toBe('500.00');
        expect((await get<Analytics>('/api/admin/analytics?period=7')).totals.revenue).toBe(-500);
      } finally {
        t = previous;
      }
    } finally {
      await own.close();
    }
  });
});

describe('refund failures', () => {
  it('marks a refund the provider refused as failed, gives nothing back, and makes it on a retry of the key', async () => {
    const order = await paidOrder(customer, 40_000);
    // The sandbox refuses more than the payment it took: make the payment look smaller than the order.
    await t.db.update(payments).set({ amountPaise: 5_000 }).where(eq(payments.orderId, order.id));
    const key = randomUUID();
    const res = await refund(order.id, { amount: 100, reason: 'Wrong shade' }, key);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'The payment cannot be refunded' });
    expect(await refundRows(order.id)).toMatchObject([{ status: 'failed', providerRefundId: null }]);
    const page = (await call('GET', `/api/admin/orders/${order.id}`, people.viewer)).json<AdminOrderDetail>();
    expect(page).toMatchObject({ refunded: 0, refunds: [{ status: 'failed', amount: 100 }] });
    expect(await mailsFor(order.id)).toEqual([]);

    await t.db.update(payments).set({ amountPaise: 40_000 }).where(eq(payments.orderId, order.id));
    const retry = await refund(order.id, { amount: 100, reason: 'Wrong shade' }, key);
    expect(retry.statusCode).toBe(201);
    expect(await refundRows(order.id)).toMatchObject([{ status: 'succeeded', idempotencyKey: key }]);
  });
});
