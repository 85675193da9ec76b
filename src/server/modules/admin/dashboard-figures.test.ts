import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCustomer } from '../../../domain/customer';
import {
  REVENUE_STATUSES,
  type Analytics,
  type DashboardStats,
  type ProductInsights,
} from '../../../domain/stats';
import type { OrderItemKind } from '../../../domain/constants';
import type { OrderStatus } from '../../../domain/order-status';
import { toRupees } from '../../../domain/pricing';
import { orderItems, orders, refunds, returnLines, returnRequests, type users } from '../../db/schema';
import { insertRow } from '../../test/helpers';
import { createAdminTestApp, TEST_SHIPPING, type AdminTestApp } from '../../test/store-fixtures';

/**
 * Every money figure on the dashboard, recomputed here from the orders, refunds (with their credit notes) and
 * return rows, on the basis each card says (decision 047): revenue incl. GST less refunds incl. GST; product
 * revenue excl. GST less sample credits and refunds net of their credit notes' GST; units without returns or
 * samples.
 */

let t: AdminTestApp;
let asha: typeof users.$inferSelect;
let ravi: typeof users.$inferSelect;

const SHIP = TEST_SHIPPING;

type Line = { productId: string; kind: OrderItemKind; quantity: number; lineTotalPaise: number };

async function placeOrder(
  userId: string,
  status: OrderStatus,
  lines: Line[],
  figures: { creditPaise?: number; shippingPaise?: number; interState?: boolean } = {},
) {
  const subtotal = lines.reduce((sum, l) => sum + l.lineTotalPaise, 0);
  const credit = figures.creditPaise ?? 0;
  const shipping = figures.shippingPaise ?? 0;
  const tax = Math.round((subtotal - credit) * 0.08);
  const order = await insertRow(t.db, orders, {
    userId,
    status,
    providerOrderId: `order_${randomUUID()}`,
    shippingInfo: SHIP,
    subtotalPaise: subtotal,
    sampleCreditPaise: credit,
    sampleCreditCode: credit ? `SAMPLE-${randomUUID().slice(0, 6)}` : null,
    shippingPaise: shipping,
    taxPaise: tax,
    ...(figures.interState
      ? { igstPaise: tax }
      : { cgstPaise: Math.ceil(tax / 2), sgstPaise: Math.floor(tax / 2) }),
    totalPaise: subtotal - credit + shipping + tax,
  });
  const items = [];
  for (const line of lines) {
    items.push(
      await insertRow(t.db, orderItems, {
        orderId: order.id,
        productId: line.productId,
        name: 'Line',
        kind: line.kind,
        installation: false,
        quantity: line.quantity,
        unitRatePaise: line.lineTotalPaise / line.quantity,
        unitAmountPaise: line.lineTotalPaise / line.quantity,
        lineTotalPaise: line.lineTotalPaise,
      }),
    );
  }
  return { order, items };
}

/** A refund of `amountPaise` incl. GST; a succeeded one carries its credit note's GST, as fulfilment records it. */
function refund(
  order: typeof orders.$inferSelect,
  amountPaise: number,
  status: 'succeeded' | 'failed' = 'succeeded',
) {
  const gst = amountPaise - Math.round(amountPaise / 1.08);
  const heads =
    order.igstPaise !== null
      ? { creditNoteIgstPaise: gst }
      : { creditNoteCgstPaise: Math.ceil(gst / 2), creditNoteSgstPaise: Math.floor(gst / 2) };
  return insertRow(t.db, refunds, {
    orderId: order.id,
    amountPaise,
    reason: 'Damaged roll',
    idempotencyKey: randomUUID(),
    status,
    ...(status === 'succeeded'
      ? { creditNoteNumber: `WC/CN/26-27/${randomUUID().slice(0, 4)}`, creditNoteAt: new Date(), ...heads }
      : {}),
  });
}

beforeAll(async () => {
  t = await createAdminTestApp(3);
  const [a, b, c] = t.products.map((p) => p.id) as [string, string, string];
  asha = await t.createCustomer('Asha Rao');
  ravi = await t.createCustomer('Ravi Kumar');

  // Delivered: 3 rolls and a ₹99 sample; one roll came back on an approved return and was refunded.
  const delivered = await placeOrder(asha.id, 'delivered', [
    { productId: a, kind: 'rolls', quantity: 3, lineTotalPaise: 966_150 },
    { productId: b, kind: 'sample', quantity: 1, lineTotalPaise: 9_900 },
  ]);
  const returned = await refund(delivered.order, 347_814);
  const request = await insertRow(t.db, returnRequests, {
    orderId: delivered.order.id,
    kind: 'return',
    reason: 'damaged',
    details: 'Torn at the edge',
    status: 'approved',
    refundId: returned.id,
  });
  await insertRow(t.db, returnLines, {
    requestId: request.id,
    orderItemId: delivered.items[0]!.id,
    quantity: 1,
  });
  // An exchange swaps a roll: still sold.
  const exchange = await insertRow(t.db, returnRequests, {
    orderId: delivered.order.id,
    kind: 'exchange',
    reason: 'defective',
    details: 'Misprint',
    status: 'dispatched',
  });
  await insertRow(t.db, returnLines, {
    requestId: exchange.id,
    orderItemId: delivered.items[0]!.id,
    quantity: 1,
  });

  // Paid elsewhere in India (IGST), a sample credit redeemed, shipping charged; a failed refund gave nothing.
  const paid = await placeOrder(
    ravi.id,
    'paid',
    [{ productId: b, kind: 'customised', quantity: 2, lineTotalPaise: 680_100 }],
    { creditPaise: 9_900, shippingPaise: 1_500, interState: true },
  );
  await refund(paid.order, 50_000, 'failed');
  await refund(paid.order, 10_800);

  // Cancelled and refunded in full; and one never paid.
  const cancelled = await placeOrder(ravi.id, 'cancelled', [
    { productId: c, kind: 'customised', quantity: 1, lineTotalPaise: 10_000 },
  ]);
  await refund(cancelled.order, cancelled.order.totalPaise);
  await placeOrder(asha.id, 'pending', [
    { productId: c, kind: 'rolls', quantity: 9, lineTotalPaise: 90_000 },
  ]);
});
afterAll(() => t?.close());

/** The rows, as the test reads them straight from the tables. */
async function rows() {
  return {
    orders: await t.db.select().from(orders),
    items: await t.db.select().from(orderItems),
    refunds: await t.db.select().from(refunds),
    requests: await t.db.select().from(returnRequests),
    returnLines: await t.db.select().from(returnLines),
  };
}
type Rows = Awaited<ReturnType<typeof rows>>;

const isLive = (status: OrderStatus) => (REVENUE_STATUSES as readonly OrderStatus[]).includes(status);
const made = (r: Rows) => r.refunds.filter((x) => x.status === 'succeeded');
const earningOrders = (r: Rows) =>
  r.orders.filter((o) => isLive(o.status) || r.refunds.some((x) => x.orderId === o.id));
const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);
const creditNoteGst = (x: Rows['refunds'][number]) =>
  (x.creditNoteCgstPaise ?? 0) + (x.creditNoteSgstPaise ?? 0) + (x.creditNoteIgstPaise ?? 0);

/** Incl. GST and shipping: what earning orders charged, less refunds made (incl. GST). */
const revenueInclGst = (r: Rows, userId?: string) => {
  const mine = (orderId: string) => !userId || r.orders.find((o) => o.id === orderId)?.userId === userId;
  return (
    sum(
      earningOrders(r)
        .filter((o) => mine(o.id))
        .map((o) => o.totalPaise),
    ) -
    sum(
      made(r)
        .filter((x) => mine(x.orderId))
        .map((x) => x.amountPaise),
    )
  );
};

describe('dashboard figures, recomputed from the rows', () => {
  it('the Revenue card is incl. GST and shipping, less refunds made incl. GST', async () => {
    const r = await rows();
    const res = await t.call('GET', '/api/admin/dashboard/stats', undefined, t.people.viewer);
    expect(res.statusCode).toBe(200);
    const stats = res.json<DashboardStats>();
    expect(stats.revenue).toBe((revenueInclGst(r) / 100).toFixed(2));
    expect(stats.orderCount).toBe(r.orders.length);
  });

  it("Analytics' total revenue and its trend are on the same basis, by India day", async () => {
    const r = await rows();
    const analytics = (await t.call('GET', '/api/admin/analytics?period=7')).json<Analytics>();
    expect(analytics.totals.revenue).toBe(toRupees(revenueInclGst(r)));
    expect(sum(analytics.revenue.map((d) => Math.round(d.revenue * 100)))).toBe(revenueInclGst(r));
  });

  it("Analytics' GST table is the orders' GST less the credit notes', by head", async () => {
    const r = await rows();
    const analytics = (await t.call('GET', '/api/admin/analytics?period=7')).json<Analytics>();
    const month = analytics.tax.at(-1)!;
    const head = (order: 'cgstPaise' | 'sgstPaise' | 'igstPaise', note: keyof Rows['refunds'][number]) =>
      toRupees(
        sum(earningOrders(r).map((o) => o[order] ?? 0)) -
          sum(r.refunds.map((x) => (x.creditNoteNumber ? Number(x[note] ?? 0) : 0))),
      );
    expect(month).toMatchObject({
      cgst: head('cgstPaise', 'creditNoteCgstPaise'),
      sgst: head('sgstPaise', 'creditNoteSgstPaise'),
      igst: head('igstPaise', 'creditNoteIgstPaise'),
    });
    expect(Math.round(month.total * 100)).toBe(
      sum(earningOrders(r).map((o) => o.taxPaise)) - sum(made(r).map(creditNoteGst)),
    );
  });

  it("Insights' total revenue is excl. GST: lines less sample credits and refunds net of their GST", async () => {
    const r = await rows();
    const live = r.orders.filter((o) => isLive(o.status));
    const liveIds = new Set(live.map((o) => o.id));
    const expected =
      sum(r.items.filter((i) => liveIds.has(i.orderId)).map((i) => i.lineTotalPaise)) -
      sum(live.map((o) => o.sampleCreditPaise)) -
      sum(
        made(r)
          .filter((x) => liveIds.has(x.orderId))
          .map((x) => x.amountPaise - creditNoteGst(x)),
      );
    const insights = (await t.call('GET', '/api/admin/product-insights')).json<ProductInsights>();
    expect(insights.totals.totalRevenue).toBe(toRupees(expected));
  });

  it('counts units without returned rolls or samples, and the samples apart', async () => {
    const r = await rows();
    const liveIds = new Set(r.orders.filter((o) => isLive(o.status)).map((o) => o.id));
    const sold = r.items.filter((i) => liveIds.has(i.orderId));
    const returnedOf = (itemId: string) =>
      sum(
        r.returnLines
          .filter((l) => l.orderItemId === itemId)
          .filter((l) => {
            const request = r.requests.find((q) => q.id === l.requestId);
            return request?.kind === 'return' && request.status === 'approved';
          })
          .map((l) => l.quantity),
      );
    const goods = sold.filter((i) => i.kind !== 'sample');
    const insights = (await t.call('GET', '/api/admin/product-insights')).json<ProductInsights>();
    expect(insights.totals.totalUnits).toBe(sum(goods.map((i) => i.quantity - returnedOf(i.id))));
    expect(insights.totals.samplesSold).toBe(
      sum(sold.filter((i) => i.kind === 'sample').map((i) => i.quantity)),
    );
    for (const product of insights.products) {
      const lines = goods.filter((i) => i.productId === product._id);
      expect(product.totalSold).toBe(sum(lines.map((i) => i.quantity - returnedOf(i.id))));
      expect(product.revenue).toBe(toRupees(sum(lines.map((i) => i.lineTotalPaise))));
    }
    // A product whose only sale was a sample is not ranked as sold.
    expect(insights.totals.totalProducts).toBe(new Set(goods.map((i) => i.productId)).size);
  });

  it("each customer's lifetime value is incl. GST, less refunds made to them", async () => {
    const r = await rows();
    for (const who of [asha, ravi]) {
      const res = await t.call('GET', `/api/admin/customers/${who.id}`, undefined, t.people.viewer);
      expect(res.statusCode).toBe(200);
      expect(res.json<AdminCustomer>().lifetimeValue).toBe(toRupees(revenueInclGst(r, who.id)));
    }
  });
});
