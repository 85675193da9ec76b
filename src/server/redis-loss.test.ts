import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders, payments } from './db/schema';
import { SHIPPING, createCheckoutTestApp, type CheckoutTestApp } from './test/checkout';
import { startTestRedis, type TestRedis } from './test/redis-server';

/**
 * Redis without persistence forgets the job schedulers when it restarts or is flushed: every instance puts them
 * back (docs/decisions/041-surviving-the-database-and-redis.md), so a payment captured with no browser and no
 * webhook still gets its order from reconciliation. On a redis-server of this file's own, never the shared one.
 */
const RECONCILE_MS = 3_000;
const METRICS_TOKEN = 'redis-loss-metrics-token';

let redis: TestRedis;
let t: CheckoutTestApp;

beforeAll(async () => {
  redis = await startTestRedis();
  t = await createCheckoutTestApp({
    REDIS_URL: redis.url,
    REDIS_PREFIX: 'loss',
    PAYMENT_RECONCILE_INTERVAL_MS: String(RECONCILE_MS),
    METRICS_TOKEN,
  });
});
afterAll(async () => {
  await t.close();
  await redis.stop();
  fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

/** Reconciliation runs this process has completed, as /metrics reports them. */
async function reconcileRuns(): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const match = /^wallcraft_jobs_completed_total\{job="payment-reconcile"\} (\d+)$/m.exec(res.body);
  return Number(match?.[1] ?? 0);
}

async function flushAll() {
  const client = new Redis(redis.url);
  try {
    await client.flushall();
    expect(await client.dbsize()).toBe(0);
  } finally {
    await client.quit();
  }
}

/** How long after `from` reconciliation next completes a run (its first run at start is waited out first). */
async function nextRunAfter(from: number, runsBefore: number): Promise<number> {
  await vi.waitFor(async () => expect(await reconcileRuns()).toBeGreaterThan(runsBefore), {
    timeout: RECONCILE_MS * 3,
    interval: 50,
  });
  return Date.now() - from;
}

/** Asha pays for her cart and closes the tab: no place-order call, no webhook, only reconciliation is left. */
async function paidWithoutOrder() {
  await t.fillCart(t.asha, t.wallLine({ quantity: 1 }));
  const paymentOrder = await t.createPaymentOrder(t.asha, { currency: 'INR', shippingInfo: SHIPPING });
  await t.payWithCard(t.asha, paymentOrder.orderId);
  // Old enough for reconciliation to take it from the browser.
  await t.db
    .update(payments)
    .set({ createdAt: sql`now() - interval '10 minutes'` })
    .where(eq(payments.providerOrderId, paymentOrder.orderId));
  return paymentOrder.orderId;
}

async function orderPlaced(providerOrderId: string) {
  await vi.waitFor(
    async () => {
      const [order] = await t.db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
      expect(order?.status).toBe('paid');
    },
    { timeout: RECONCILE_MS * 3, interval: 100 },
  );
}

describe('after Redis loses its data', () => {
  it('re-creates the schedulers after a flush: reconciliation runs within its interval', async () => {
    await nextRunAfter(Date.now(), 0); // the run every new scheduler starts with
    const runs = await reconcileRuns();
    const flushed = Date.now();
    await flushAll();
    expect(await nextRunAfter(flushed, runs)).toBeLessThan(RECONCILE_MS);
    await orderPlaced(await paidWithoutOrder());
  });

  it('re-creates them after a restart without persistence', async () => {
    await redis.stop();
    await redis.start();
    const runs = await reconcileRuns();
    const restarted = Date.now();
    expect(await nextRunAfter(restarted, runs)).toBeLessThan(RECONCILE_MS);
    await orderPlaced(await paidWithoutOrder());
  });
});
