import { and, count, eq, gt, inArray, isNotNull, isNull, like, notExists, sql } from 'drizzle-orm';
import { orders, payments, users } from '../../src/server/db/schema';
import type { Database } from '../../src/server/db/client';
import { tcpProxy } from '../../src/server/test/tcp-proxy';
import { startInstance, startProxy, type Started, type InstanceInfo } from './processes';
import { latencyOf, markdownTable, verdict, type Cell } from './report';
import { newTally, rollsInStock, Shopper, type Step, type Tally } from './shopper';

/** Issue 11's targets for the checkout under load and for the soak. */
export const CHECKOUT_TARGET_P99_MS = 100;
const TARGETED: readonly Step[] = ['cart add', 'place order'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function stepTable(tally: Tally, seconds: number) {
  const steps: Step[] = ['register', 'login', 'cart add', 'create-order', 'pay (sandbox)', 'place order'];
  const rows: Record<string, Cell>[] = [];
  for (const step of steps) {
    const times = tally.times.get(step);
    if (!times?.length) continue;
    const l = latencyOf(times);
    const targeted = TARGETED.includes(step);
    rows.push({
      step,
      requests: l.count,
      'req/s': Math.round(l.count / seconds),
      'p50 ms': l.p50,
      'p95 ms': l.p95,
      'p99 ms': l.p99,
      target: targeted ? `p99 ≤ ${CHECKOUT_TARGET_P99_MS} ms` : '-',
      'target met': targeted ? verdict(l.p99 <= CHECKOUT_TARGET_P99_MS) : '-',
    });
  }
  return markdownTable(rows);
}

/** Every shopper checks out again and again until `until`; the one under way is finished. */
async function shop(
  shoppers: readonly Shopper[],
  products: readonly string[],
  until: number,
  signIn: boolean,
) {
  await Promise.all(
    shoppers.map(async (shopper, i) => {
      // At least one checkout each, even when `until` has passed already.
      for (let n = 0; n === 0 || performance.now() < until; n++)
        await shopper.checkout(products[(i + n) % products.length] as string, { signIn });
    }),
  );
}

/**
 * Cart add and order placement under load: `shoppers` signed-in customers each checking out in a loop
 * (cart add, create-order, sandbox payment, place order) for `seconds`, on one instance.
 */
export async function checkoutUnderLoad(env: NodeJS.ProcessEnv, shopperCount: number, seconds: number) {
  const instance = await startInstance(env);
  try {
    const base = `http://127.0.0.1:${instance.info.app}`;
    const tally = newTally();
    const shoppers = Array.from(
      { length: shopperCount },
      (_, i) => new Shopper(base, tally, `load-${process.pid}`, i),
    );
    // Accounts first, a few at a time: each costs a password hash, which is not what is measured here.
    for (let i = 0; i < shoppers.length; i += 5)
      await Promise.all(shoppers.slice(i, i + 5).map((s) => s.register()));
    const products = await rollsInStock(base);
    // One checkout each first, so the figures are of a store in its stride rather than of its first requests.
    await shop(shoppers, products, performance.now(), false);
    tally.times.clear();
    tally.confirmed.clear();
    await shop(shoppers, products, performance.now() + seconds * 1000, false);
    return `${stepTable(tally, seconds)}\n\nCheckouts completed: ${tally.confirmed.size}; shoppers who gave up: ${tally.gaveUp}`;
  } finally {
    await instance.stop();
  }
}

interface SoakCounts {
  captured: number;
  orders: number;
  duplicated: number;
  lost: number;
  confirmedMissing: number;
}

/** The soak's shoppers, told from everyone else in the database by their e-mail addresses. */
const shoppersLike = (emails: string) =>
  sql`(select ${users.id} from ${users} where ${like(users.email, emails)})`;

async function soakCounts(db: Database, emails: string, confirmed: readonly string[]): Promise<SoakCounts> {
  const mine = inArray(payments.userId, shoppersLike(emails));
  const captured = and(mine, isNotNull(payments.paymentId));
  const [paid] = await db.select({ n: count() }).from(payments).where(captured);
  const [recorded] = await db
    .select({ n: count() })
    .from(orders)
    .where(inArray(orders.userId, shoppersLike(emails)));
  // Orders past the first for one payment: the unique provider order id should keep this at 0.
  const perPayment = await db
    .select({ n: count() })
    .from(payments)
    .innerJoin(orders, eq(orders.providerOrderId, payments.providerOrderId))
    .where(mine)
    .groupBy(payments.id)
    .having(gt(count(), 1));
  const [lost] = await db
    .select({ n: count() })
    .from(payments)
    .where(
      and(
        captured,
        notExists(
          db
            .select({ one: sql`1` })
            .from(orders)
            .where(eq(orders.providerOrderId, payments.providerOrderId)),
        ),
      ),
    );
  const [found] =
    confirmed.length === 0
      ? [{ n: 0 }]
      : await db
          .select({ n: count() })
          .from(orders)
          .where(inArray(orders.id, [...confirmed]));
  return {
    captured: paid?.n ?? 0,
    orders: recorded?.n ?? 0,
    duplicated: perPayment.reduce((sum, row) => sum + row.n - 1, 0),
    lost: lost?.n ?? 0,
    confirmedMissing: confirmed.length - (found?.n ?? 0),
  };
}

/** How many answers, and of which statuses: '201 (503: 201)'. */
function byStatus(errors: readonly { status: number }[]): string {
  const counts = new Map<number, number>();
  for (const { status } of errors) counts.set(status, (counts.get(status) ?? 0) + 1);
  const parts = [...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
  return parts.length ? `${errors.length} (${parts.join(', ')})` : '0';
}

/** Asks every instance's /api/ready until all answer 200; how long that took, in seconds. */
async function untilReady(ports: readonly number[]): Promise<number> {
  const from = performance.now();
  const ready = async (port: number) =>
    fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (res) => res.ok,
      () => false,
    );
  for (;;) {
    if ((await Promise.all(ports.map(ready))).every(Boolean)) return (performance.now() - from) / 1000;
    await sleep(25);
  }
}

/**
 * The checkout soak: `shoppers` customers across two instances behind a round-robin proxy, each signing in and
 * checking out in a loop for `seconds`. A quarter of the way in PostgreSQL goes away for `outageSeconds` (the
 * instances reach it through a TCP proxy of the bench's, which is stopped, cutting every connection, and started
 * again; docs/decisions/041-surviving-the-database-and-redis.md); halfway one instance is killed with SIGKILL
 * and started again. Then the store is given time to heal (its sandbox webhooks, then its reconciliation) and
 * the database is counted.
 */
export async function checkoutSoak(
  db: Database,
  env: NodeJS.ProcessEnv,
  ports: readonly [number, number],
  shopperCount: number,
  seconds: number,
  reconcileIntervalMs: number,
  outageSeconds: number,
) {
  const target = new URL(env.DATABASE_URL ?? '');
  const database = await tcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  await database.start();
  const proxied = new URL(target);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(database.port);
  const soakEnv = (port: number) => ({ ...env, DATABASE_URL: proxied.toString(), BENCH_PORT: String(port) });
  const instances: Started<InstanceInfo>[] = [
    await startInstance(soakEnv(ports[0])),
    await startInstance(soakEnv(ports[1])),
  ];
  const proxy = await startProxy(ports);
  const log: string[] = [];
  const outage = { errors: 0, recoverySeconds: 0, from: 0, to: 0 };
  try {
    const base = `http://127.0.0.1:${proxy.info.port}`;
    const tally = newTally();
    const prefix = `soak-${process.pid}`;
    const shoppers = Array.from({ length: shopperCount }, (_, i) => new Shopper(base, tally, prefix, i));
    const products = await rollsInStock(base);
    const started = performance.now();
    const shopping = shop(shoppers, products, started + seconds * 1000, true);

    if (outageSeconds > 0) {
      await sleep((seconds * 1000) / 4);
      outage.from = performance.now();
      await database.stop();
      await sleep(outageSeconds * 1000);
      await database.start();
      const back = performance.now();
      outage.recoverySeconds = await untilReady(ports);
      outage.to = performance.now();
      log.push(
        `PostgreSQL cut off (TCP proxy stopped) at ${((outage.from - started) / 1000).toFixed(1)} s for ${outageSeconds} s; both instances ready ${outage.recoverySeconds.toFixed(2)} s after its return`,
      );
      await sleep(Math.max(0, started + (seconds * 1000) / 2 - back));
    } else await sleep((seconds * 1000) / 2);
    const victim = instances[1] as Started<InstanceInfo>;
    victim.child.kill('SIGKILL');
    await victim.stop();
    const killedAt = (performance.now() - started) / 1000;
    instances[1] = await startInstance(soakEnv(ports[1]));
    log.push(
      `Instance 2 killed (SIGKILL) at ${killedAt.toFixed(1)} s, answering again at ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    await shopping;

    const emails = `${prefix}-%@bench.test`;
    // The sandbox's payment.captured webhooks are due SANDBOX_WEBHOOK_DELAY_MS after each payment.
    await sleep(3000);
    const afterWebhooks = await soakCounts(db, emails, [...tally.confirmed]);
    let afterReconcile = afterWebhooks;
    if (afterWebhooks.lost > 0) {
      // Reconciliation asks only about provider orders older than its RECONCILE_AFTER (5 minutes): age the
      // unresolved ones instead of waiting, then give it a few rounds.
      await db
        .update(payments)
        .set({ createdAt: sql`${payments.createdAt} - interval '6 minutes'` })
        .where(
          and(
            isNotNull(payments.paymentId),
            isNull(payments.orderId),
            inArray(payments.userId, shoppersLike(emails)),
          ),
        );
      await sleep(Math.max(3000, 4 * reconcileIntervalMs));
      afterReconcile = await soakCounts(db, emails, [...tally.confirmed]);
    }
    const c = afterReconcile;
    const inOutage = ({ at }: { at: number }) => at >= outage.from && at <= outage.to;
    const row: Record<string, Cell> = {
      '5xx during the database outage':
        outageSeconds > 0 ? byStatus(tally.serverErrors.filter(inOutage)) : '-',
      '5xx otherwise': byStatus(tally.serverErrors.filter((e) => !inOutage(e))),
      's to recover': outageSeconds > 0 ? outage.recoverySeconds.toFixed(2) : '-',
      'payments captured': c.captured,
      'orders recorded': c.orders,
      duplicated: c.duplicated,
      'lost after webhooks': afterWebhooks.lost,
      'lost after reconciliation': c.lost,
      'confirmed to shoppers': tally.confirmed.size,
      'confirmed but missing': c.confirmedMissing,
      'shopper retries': tally.retries,
      'shoppers gave up': tally.gaveUp,
      'target: 0 lost, 0 duplicated': verdict(c.lost === 0 && c.duplicated === 0 && c.confirmedMissing === 0),
    };
    return `${markdownTable([row])}\n\n${log.join('\n')}\n\nStep latencies across the soak (retries not counted):\n\n${stepTable(tally, seconds)}`;
  } finally {
    await proxy.stop();
    await Promise.all(instances.map((i) => i.stop()));
    await database.stop();
  }
}
