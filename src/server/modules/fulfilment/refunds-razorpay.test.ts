import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AdminOrderDetail } from '../../../domain/order-admin';
import { payments, refunds } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/helpers';
import { bearer, createOrder, createPeople, type Person } from '../../test/store-fixtures';
import { razorpayFake } from '../../test/razorpay-http-fake';

// The real SDK with its HTTP layer answered by the fake: refunds run through Razorpay's own code paths.
vi.mock('razorpay', async (importOriginal) =>
  (await import('../../test/razorpay-http-fake')).razorpayWithFakeHttp(importOriginal),
);

let t: TestContext;
let people: Record<'customer' | 'admin', Person>;

beforeAll(async () => {
  t = await createTestApp({
    PAYMENT_PROVIDER: 'razorpay',
    PAYMENT_KEY_ID: 'rzp_test_refunds',
    PAYMENT_KEY_SECRET: 'refunds_secret',
    PAYMENT_WEBHOOK_SECRET: 'refunds_webhook',
  });
  people = await createPeople(t.db);
});
afterAll(() => t.close());

/** An order paid through Razorpay (the fake holds the captured payment). */
async function paidThroughRazorpay(totalPaise: number) {
  const order = await createOrder(t.db, { userId: people.customer.id, totalPaise });
  razorpayFake().orders.set(order.providerOrderId, {
    id: order.providerOrderId,
    amount: totalPaise,
    currency: 'INR',
    receipt: order.id,
  });
  const paid = razorpayFake().pay(order.providerOrderId);
  await t.db.insert(payments).values({
    userId: people.customer.id,
    provider: 'razorpay',
    providerOrderId: order.providerOrderId,
    paymentId: paid.id,
    amountPaise: totalPaise,
    status: 'paid',
    checkout: { lines: [], subtotalPaise: totalPaise, shippingPaise: 0, taxPaise: 0, totalPaise },
    orderId: order.id,
  });
  return { order, paymentId: paid.id };
}

const refundCalls = (paymentId: string) =>
  razorpayFake().requests.filter((r) => r.method === 'POST' && r.url === `/v1/payments/${paymentId}/refund`);

describe('refunds through Razorpay', () => {
  it('asks Razorpay once, with our key as X-Refund-Idempotency, for 10 identical requests at once', async () => {
    const { order, paymentId } = await paidThroughRazorpay(90_000);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${order.id}/refunds`,
          headers: { ...bearer(people.admin), 'idempotency-key': key },
          payload: { amount: 300, reason: 'Scratched panel' },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(9);
    expect(refundCalls(paymentId)).toEqual([
      expect.objectContaining({
        body: { amount: 30_000, notes: { order_id: order.id, reason: 'Scratched panel' } },
        idempotencyKey: key,
      }),
    ]);
    const [row] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(row).toMatchObject({ status: 'succeeded', providerRefundId: expect.stringMatching(/^rfnd_/) });
    expect(row!.providerRefundId).toBe(
      [...razorpayFake().refunds.values()].find((r) => r.payment_id === paymentId)!.id,
    );
  });

  it('cancelling a paid order refunds the rest through Razorpay', async () => {
    const { order, paymentId } = await paidThroughRazorpay(45_000);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order.id}/status`,
      headers: bearer(people.admin),
      payload: { status: 'cancelled' },
    });
    expect(res.json<AdminOrderDetail>()).toMatchObject({ status: 'cancelled', refunded: 450 });
    expect(refundCalls(paymentId)).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({ amount: 45_000 }),
        idempotencyKey: `cancel-${order.id}`,
      }),
    ]);
  });

  it('answers 502 and records a failed refund when Razorpay is down', async () => {
    const { order } = await paidThroughRazorpay(10_000);
    razorpayFake().failNextWith(503);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refunds`,
      headers: { ...bearer(people.admin), 'idempotency-key': randomUUID() },
      payload: { amount: 50, reason: 'Outage' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      message: 'The payment service is unavailable right now. Please try again.',
    });
    expect(
      await t.db.select({ status: refunds.status }).from(refunds).where(eq(refunds.orderId, order.id)),
    ).toEqual([{ status: 'failed' }]);
  });
});
