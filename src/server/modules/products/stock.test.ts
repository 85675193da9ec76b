import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminProduct, CreateProductInput } from '../../../domain/product-admin';
import type { Order } from '../../../domain/order';
import { STOCK_HOLD_MINUTES, STOCK_MESSAGES } from '../../../domain/stock';
import type { StockAdjustment } from '../../../domain/stock-adjustment';
import { auditLog, payments, products } from '../../db/schema';
import { STOCK_HOLD_MAX_ROLLS_DEFAULT } from '../../../domain/stock';
import { createCheckoutTestApp, SHIPPING, type CheckoutTestApp, type Shopper } from '../../test/checkout';
import { bearer, type Person } from '../../test/store-fixtures';

let t: CheckoutTestApp;

const ROLL_NAME = 'Indigo Block Print Roll';

const adjust = (body: Record<string, unknown>, who: Person = t.staff.admin, id = t.roll.id) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/products/${id}/stock-adjustments`,
    headers: bearer(who),
    payload: body,
  });

const adjustments = async (id = t.roll.id): Promise<StockAdjustment[]> =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/admin/products/${id}/stock-adjustments`,
      headers: bearer(t.staff.viewer),
    })
  ).json().adjustments;

/** Puts the roll on the shelf with `stock` rolls of `batch`, straight in the table: the tests' starting point. */
async function shelve(stock: number | null, batch: string | null = 'B-01') {
  await t.db
    .update(products)
    .set({ stock, batch, inStock: stock === null ? true : stock > 0, heldRolls: 0 })
    .where(eq(products.id, t.roll.id));
}

const stockNow = async () => {
  const [row] = await t.db
    .select({ stock: products.stock, inStock: products.inStock, batch: products.batch })
    .from(products)
    .where(eq(products.id, t.roll.id));
  return row;
};

const productBody = (overrides: Partial<CreateProductInput> = {}): CreateProductInput => ({
  name: 'Counted Roll',
  description: 'Printed in batches',
  price: 50,
  category: 'Premium Wallpapers',
  kind: 'rolls',
  dimensions: { width: 53, height: 1000 },
  ...overrides,
});

beforeAll(async () => {
  t = await createCheckoutTestApp();
  await t.db.update(products).set({ name: ROLL_NAME }).where(eq(products.id, t.roll.id));
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await shelve(null, null);
});

describe('stock on the product', () => {
  it('is set when a roll is created and shown to shoppers; customised products have no count', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: bearer(t.staff.admin),
      payload: productBody({ stock: 4, batch: 'B-07' }),
    });
    expect(created.statusCode).toBe(201);
    const product: AdminProduct = created.json();
    expect(product).toMatchObject({ stock: 4, batch: 'B-07', inStock: true });
    const shown = (await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json();
    expect(shown).toMatchObject({ stock: 4, inStock: true });
    expect(await adjustments(product.id)).toMatchObject([
      { change: 4, stockAfter: 4, batch: 'B-07', reason: 'Set in the product form' },
    ]);

    const customised = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: bearer(t.staff.admin),
      payload: productBody({ kind: 'customised', stock: 3 }),
    });
    expect(customised.statusCode).toBe(400);
    expect(customised.json().message).toContain(STOCK_MESSAGES.madeToOrder);

    for (const [stock, batch] of [
      [-1, 'B'],
      [1.5, 'B'],
      [2, 'B'.repeat(41)],
    ] as const) {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/admin/products',
        headers: bearer(t.staff.admin),
        payload: productBody({ stock, batch }),
      });
      expect(bad.statusCode).toBe(400);
    }
  });

  it('a save without a count keeps the count as sales left it; a save with one sets it, audited', async () => {
    const created: AdminProduct = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/products',
        headers: bearer(t.staff.admin),
        payload: productBody({ name: 'Kept Roll', stock: 6, batch: 'K-1' }),
      })
    ).json();
    // A sale meanwhile: the form still says 6.
    await t.db.update(products).set({ stock: 2 }).where(eq(products.id, created.id));
    const put = (body: CreateProductInput) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/products/${created.id}`,
        headers: bearer(t.staff.admin),
        payload: body,
      });
    const kept = await put(productBody({ name: 'Kept Roll renamed', inStock: false }));
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ stock: 2, batch: 'K-1', inStock: true });
    const set = await put(productBody({ name: 'Kept Roll renamed', stock: 0, batch: 'K-1' }));
    expect(set.json()).toMatchObject({ stock: 0, inStock: false });
    expect((await adjustments(created.id))[0]).toMatchObject({ change: -2, stockAfter: 0 });
    // Turned into a customised product, it is made to order again.
    const customised = await put(productBody({ name: 'Kept Roll renamed', kind: 'customised' }));
    expect(customised.json()).toMatchObject({ stock: null, batch: null });
  });
});

describe('stock adjustments', () => {
  it('change the count with a reason, listed newest first and audited', async () => {
    const first = await adjust({ change: 10, reason: 'First delivery', batch: 'B-01' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ stock: 10, batch: 'B-01', inStock: true });
    const second = await adjust({ change: -2, reason: 'Two rolls damaged in transit' });
    expect(second.json()).toMatchObject({ stock: 8, batch: 'B-01' });
    expect(await adjustments()).toMatchObject([
      {
        change: -2,
        stockAfter: 8,
        batch: 'B-01',
        reason: 'Two rolls damaged in transit',
        actor: { id: t.staff.admin.id },
      },
      { change: 10, stockAfter: 10, batch: 'B-01', reason: 'First delivery' },
    ]);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.entityId, t.roll.id));
    expect(audited.filter((a) => a.action === 'product.stock')).toHaveLength(2);
  });

  it('refuse going below zero, a new batch while rolls of the old one are left, and customised products', async () => {
    await shelve(3, 'B-01');
    const below = await adjust({ change: -4, reason: 'Count' });
    expect(below.statusCode).toBe(400);
    expect(below.json().message).toBe(STOCK_MESSAGES.belowZero(3));
    const mixed = await adjust({ change: 10, reason: 'New print run', batch: 'B-02' });
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json().message).toBe(STOCK_MESSAGES.newBatchWhileStocked(3, 'B-01'));
    expect(await stockNow()).toMatchObject({ stock: 3, batch: 'B-01' });

    expect((await adjust({ change: -3, reason: 'Sold at the showroom' })).json()).toMatchObject({
      stock: 0,
      inStock: false,
    });
    const fresh = await adjust({ change: 12, reason: 'New print run', batch: 'B-02' });
    expect(fresh.json()).toMatchObject({ stock: 12, batch: 'B-02', inStock: true });

    const customised = await adjust({ change: 1, reason: 'x' }, t.staff.admin, t.custom.id);
    expect(customised.statusCode).toBe(400);
    expect(customised.json().message).toBe(STOCK_MESSAGES.madeToOrder);
    for (const body of [{ change: 0, reason: 'x' }, { change: 2 }, { change: 2, reason: 'x'.repeat(201) }]) {
      expect((await adjust(body)).statusCode).toBe(400);
    }
    expect((await adjust({ change: 1, reason: 'x' }, t.staff.viewer)).statusCode).toBe(403);
  });

  it('low stock shows on the dashboard count', async () => {
    const lowStockCount = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/dashboard/stats',
          headers: bearer(t.staff.viewer),
        })
      ).json().lowStockCount;
    const before = await lowStockCount();
    await shelve(2);
    expect(await lowStockCount()).toBe(before + 1);
  });
});

describe('the product CSV', () => {
  const exportCsv = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/products/export.csv',
        headers: bearer(t.staff.viewer),
      })
    ).body;
  const importCsv = (csv: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { ...bearer(t.staff.admin), 'content-type': 'text/csv' },
      payload: csv,
    });

  it('carries the count and batch, sets them on import, and refuses a count on a customised row', async () => {
    await shelve(7, 'CSV-1');
    const csv = await exportCsv();
    const rows = csv.replace(/^\uFEFF/, '').split('\r\n');
    const header = rows[0]!.split(',');
    expect(header.slice(-2)).toEqual(['Stock (rolls)', 'Batch']);
    const rollRow = rows.find((r) => r.startsWith(`${t.roll.skuId},`))!;
    expect(rollRow.endsWith(',7,CSV-1')).toBe(true);

    const counted = await importCsv([rows[0], rollRow.replace(/,7,CSV-1$/, ',4,CSV-2')].join('\r\n'));
    expect(counted.statusCode).toBe(200);
    expect(await stockNow()).toMatchObject({ stock: 4, batch: 'CSV-2', inStock: true });

    const customRow = rows.find((r) => r.startsWith(`${t.custom.skuId},`))!;
    const refused = await importCsv([rows[0], customRow.replace(/,,$/, ',3,')].join('\r\n'));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().refused).toEqual([
      { row: 2, field: 'Stock (rolls)', message: STOCK_MESSAGES.madeToOrder },
    ]);
  });
});

describe('the cart never asks for more than is in stock', () => {
  it('refuses an add or a change beyond the count, across lines, and keeps the cart as it was', async () => {
    await shelve(3);
    const shopper = await t.newShopper('Cartstock');
    const tooMany = await t.addToCart(shopper, { productId: t.roll.id, quantity: 4 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(`Only 3 rolls of ${ROLL_NAME} are in stock.`);

    expect((await t.addToCart(shopper, { productId: t.roll.id, quantity: 2 })).statusCode).toBe(200);
    // A second wall is a second line of the same product: together they may not pass the count either.
    const second = await t.addToCart(shopper, {
      productId: t.roll.id,
      quantity: 2,
      customDimensions: { width: 100, height: 96 },
    });
    expect(second.statusCode).toBe(409);
    const cart = await t.getCart(shopper);
    expect(cart.items.map((l) => l.quantity)).toEqual([2]);

    const line = cart.items[0]!;
    const raised = await t.app.inject({
      method: 'PUT',
      url: `/api/cart/${line.id}`,
      headers: shopper.headers,
      payload: { quantity: 4 },
    });
    expect(raised.statusCode).toBe(409);
    expect(raised.json().message).toBe(`Only 3 rolls of ${ROLL_NAME} are in stock.`);
    expect((await t.getCart(shopper)).items[0]?.quantity).toBe(2);

    await shelve(0);
    const soldOut = await t.addToCart(shopper, { productId: t.roll.id, quantity: 1, installation: false });
    expect(soldOut.statusCode).toBe(400);
    expect(soldOut.json().message).toBe('This product is out of stock');
    await t.clearCart(shopper);
  });
});

describe('checkout holds the rolls', () => {
  it('20 concurrent buyers of the last 3 rolls: exactly 3 rolls sold, the rest told before they pay', async () => {
    await shelve(3, 'B-09');
    const shoppers = await Promise.all(Array.from({ length: 20 }, (_, i) => t.newShopper(`Buyer${i}`)));
    for (const shopper of shoppers) {
      expect((await t.addToCart(shopper, { productId: t.roll.id, quantity: 1 })).statusCode).toBe(200);
    }
    const answers = await Promise.all(shoppers.map((shopper) => t.createOrderRequest(shopper)));
    const won = answers.flatMap((res, i) => (res.statusCode === 200 ? [{ res, shopper: shoppers[i]! }] : []));
    const lost = answers.filter((res) => res.statusCode !== 200);
    expect(won).toHaveLength(3);
    expect(lost).toHaveLength(17);
    for (const res of lost) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(`${ROLL_NAME} has just sold out. Please remove it from your cart.`);
    }
    expect(await stockNow()).toMatchObject({ stock: 0, inStock: false });

    const orders = await Promise.all(
      won.map(async ({ res, shopper }) => {
        const paid = await t.payWithCard(shopper, res.json().orderId);
        const placed = await t.placeOrderRequest(shopper, paid);
        expect(placed.statusCode).toBe(201);
        return placed.json() as Order;
      }),
    );
    const lines = orders.flatMap((o) => o.items);
    expect(lines.reduce((sum, l) => sum + l.quantity, 0)).toBe(3);
    expect(lines.every((l) => l.batch === 'B-09' && !l.awaitingStock)).toBe(true);
    expect(await stockNow()).toMatchObject({ stock: 0 });
    const held = await t.db.select().from(payments).where(eq(payments.stockHeld, true));
    expect(held).toHaveLength(0);
  });

  it('a guest sees the count a checkout left, not the cached one from before', async () => {
    await shelve(4, 'B-11');
    const productAnswer = () => t.app.inject({ method: 'GET', url: `/api/products/${t.roll.id}` });
    expect((await productAnswer()).json().stock).toBe(4);
    const buyer = await t.newShopper('Cachebuyer');
    expect((await t.addToCart(buyer, { productId: t.roll.id, quantity: 3 })).statusCode).toBe(200);
    expect((await t.createOrderRequest(buyer)).statusCode).toBe(200);
    expect((await productAnswer()).json().stock).toBe(1);
    // Starting checkout again hands the first hold back: the page shows the rolls on the shelf again.
    expect((await t.createOrderRequest(buyer)).statusCode).toBe(200);
    expect((await productAnswer()).json().stock).toBe(1);
    await t.clearCart(buyer);
    expect((await t.createOrderRequest(buyer)).statusCode).toBe(400);
    expect((await productAnswer()).json().stock).toBe(4);
  });

  it('a sample of a counted roll is a swatch: it takes no roll from the shelf', async () => {
    await shelve(1, 'B-12');
    const sampler = await t.newShopper('Rollsampler');
    expect(
      (
        await t.addToCart(sampler, {
          productId: t.roll.id,
          quantity: 3,
          kind: 'sample',
          selectedMaterial: 'Non-woven',
        })
      ).statusCode,
    ).toBe(200);
    const paid = await t.payWithCard(sampler, (await t.createPaymentOrder(sampler)).orderId);
    expect((await t.placeOrderRequest(sampler, paid)).statusCode).toBe(201);
    expect(await stockNow()).toMatchObject({ stock: 1, inStock: true });
  });

  it('a lapsed hold goes back on the shelf; a payment landing after it is recorded awaiting stock', async () => {
    await shelve(2, 'B-10');
    const slow = await t.newShopper('Slowpayer');
    const quick = await t.newShopper('Quickpayer');
    await t.addToCart(slow, { productId: t.roll.id, quantity: 2 });
    await t.addToCart(quick, { productId: t.roll.id, quantity: 2 });

    // Starting checkout again replaces the shopper's own hold instead of refusing them their own rolls.
    await t.createPaymentOrder(slow);
    const slowOrder = await t.createPaymentOrder(slow);
    expect(await stockNow()).toMatchObject({ stock: 0 });

    const refused = await t.createOrderRequest(quick);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(STOCK_MESSAGES.soldOutMeanwhile(ROLL_NAME, 0));
    await t.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - (STOCK_HOLD_MINUTES + 1) * 60_000) })
      .where(eq(payments.providerOrderId, slowOrder.orderId));
    const quickOrder = await t.createOrderRequest(quick);
    expect(quickOrder.statusCode).toBe(200);
    expect(await stockNow()).toMatchObject({ stock: 0, batch: 'B-10' });

    const placed = await t.placeOrderRequest(slow, await t.payWithCard(slow, slowOrder.orderId));
    expect(placed.statusCode).toBe(201);
    expect((placed.json() as Order).items).toMatchObject([
      { quantity: 2, batch: 'B-10', awaitingStock: true },
    ]);
    const quickPlaced = await t.placeOrderRequest(
      quick,
      await t.payWithCard(quick, quickOrder.json().orderId),
    );
    expect((quickPlaced.json() as Order).items).toMatchObject([
      { quantity: 2, batch: 'B-10', awaitingStock: false },
    ]);
    expect(await stockNow()).toMatchObject({ stock: 0, inStock: false });
  });
});

describe('holds are capped, lapse, and show as reserved (decision 044)', () => {
  const MAX = STOCK_HOLD_MAX_ROLLS_DEFAULT;
  const productAnswer = async () =>
    (await t.app.inject({ method: 'GET', url: `/api/products/${t.roll.id}` })).json();
  const checkoutTo = (who: Shopper, address = SHIPPING.address) =>
    t.createOrderRequest(who, { currency: 'INR', shippingInfo: { ...SHIPPING, address } });
  const heldNow = async () =>
    (await t.db.select({ held: products.heldRolls }).from(products).where(eq(products.id, t.roll.id)))[0]
      ?.held;
  const backdate = (providerOrderId: string) =>
    t.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - (STOCK_HOLD_MINUTES + 1) * 60_000) })
      .where(eq(payments.providerOrderId, providerOrderId));

  it('lets one shopper hold at most STOCK_HOLD_MAX_ROLLS of a product, across checkouts being paid', async () => {
    expect(MAX).toBe(12);
    await shelve(40, 'B-20');
    const greedy = await t.newShopper('Greedy');
    await t.addToCart(greedy, { productId: t.roll.id, quantity: MAX + 1 });
    const tooMany = await checkoutTo(greedy);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(STOCK_MESSAGES.holdCap(ROLL_NAME, MAX));
    expect(await stockNow()).toMatchObject({ stock: 40 });

    await t.clearCart(greedy);
    await t.addToCart(greedy, { productId: t.roll.id, quantity: MAX });
    const first = await checkoutTo(greedy);
    expect(first.statusCode).toBe(200);
    // A payment is on its way for it, so a second checkout does not replace it: together they pass the cap.
    const paid = await t.payWithCard(greedy, first.json().orderId);
    const second = await checkoutTo(greedy);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(STOCK_MESSAGES.holdCapAcross(ROLL_NAME, MAX, MAX));
    expect(await stockNow()).toMatchObject({ stock: 40 - MAX });
    expect(await heldNow()).toBe(MAX);
    expect((await t.placeOrderRequest(greedy, paid)).statusCode).toBe(201);
    expect(await heldNow()).toBe(0);
  });

  it('caps one delivery address across guest sessions, however it is spaced, and under concurrency', async () => {
    await shelve(40, 'B-21');
    const guests = await Promise.all(Array.from({ length: 8 }, (_, i) => t.newShopper(`Sessions${i}`)));
    for (const guest of guests) await t.addToCart(guest, { productId: t.roll.id, quantity: 10 });
    const answers = await Promise.all(
      guests.map((guest, i) =>
        checkoutTo(guest, i % 2 ? SHIPPING.address.toUpperCase() : ` ${SHIPPING.address},`),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const lost of answers.filter((a) => a.statusCode !== 200)) {
      expect(lost.statusCode).toBe(409);
      expect(lost.json().message).toBe(STOCK_MESSAGES.holdCapAcross(ROLL_NAME, MAX, 10));
    }
    expect(await stockNow()).toMatchObject({ stock: 30 });
    // Another address is another holder.
    const elsewhere = await t.newShopper('Elsewhere');
    await t.addToCart(elsewhere, { productId: t.roll.id, quantity: 10 });
    expect((await checkoutTo(elsewhere, '7 Residency Road')).statusCode).toBe(200);
    expect(await stockNow()).toMatchObject({ stock: 20 });
    for (const who of [...guests, elsewhere]) await t.clearCart(who);
  });

  it("says 'Reserved' while unpaid checkouts hold the last rolls; they lapse after 15 minutes unless being paid", async () => {
    expect(STOCK_HOLD_MINUTES).toBe(15);
    await shelve(5, 'B-22');
    const idle = await t.newShopper('Idle');
    const paying = await t.newShopper('Paying');
    await t.addToCart(idle, { productId: t.roll.id, quantity: 3 });
    await t.addToCart(paying, { productId: t.roll.id, quantity: 2 });
    const idleOrder = (await checkoutTo(idle, '1 Idle Lane')).json().orderId;
    const payingOrder = (await checkoutTo(paying, '2 Paying Lane')).json().orderId;
    expect(await productAnswer()).toMatchObject({ stock: 0, inStock: false, reserved: true });

    await t.payWithCard(paying, payingOrder);
    await backdate(idleOrder);
    await backdate(payingOrder);
    // Any checkout frees lapsed holds first; the one with a payment on its way keeps its rolls.
    const other = await t.newShopper('Other');
    await t.addToCart(other, { productId: t.custom.id, quantity: 1, installation: false });
    expect((await checkoutTo(other, '3 Other Lane')).statusCode).toBe(200);
    expect(await stockNow()).toMatchObject({ stock: 3 });
    expect(await heldNow()).toBe(2);
    expect(await productAnswer()).toMatchObject({ stock: 3, inStock: true, reserved: false });
    for (const who of [idle, paying, other]) await t.clearCart(who);

    // Sold for good, it is out of stock, not reserved.
    await shelve(1, 'B-23');
    const buyer = await t.newShopper('Lastroll');
    await t.addToCart(buyer, { productId: t.roll.id, quantity: 1 });
    await t.checkOutCart(buyer);
    expect(await heldNow()).toBe(0);
    expect(await productAnswer()).toMatchObject({ stock: 0, inStock: false, reserved: false });
  });

  it('puts the rolls of an order cancelled before dispatch back once, audited; not after it shipped', async () => {
    await shelve(5, 'B-24');
    const buyer = await t.newShopper('Canceller');
    await t.addToCart(buyer, { productId: t.roll.id, quantity: 2 });
    const order = await t.checkOutCart(buyer);
    expect(await stockNow()).toMatchObject({ stock: 3 });
    const cancels = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers: buyer.headers }),
      ),
    );
    expect(cancels.filter((c) => c.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(await stockNow()).toMatchObject({ stock: 5, inStock: true, batch: 'B-24' });
    const entries = (await adjustments()).filter((a) => a.reason.includes(order.orderNumber));
    expect(entries).toMatchObject([{ change: 2, stockAfter: 5, batch: 'B-24', actor: null }]);

    const shipped = await t.checkOutCart(
      await (async () => {
        const who = await t.newShopper('Shipped');
        await t.addToCart(who, { productId: t.roll.id, quantity: 2 });
        return who;
      })(),
    );
    for (const status of ['processing', 'shipped'])
      await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${shipped.id}/status`,
        headers: bearer(t.staff.admin),
        payload: { status, carrier: 'Delhivery', trackingNumber: 'DL1' },
      });
    const late = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${shipped.id}/status`,
      headers: bearer(t.staff.admin),
      payload: { status: 'cancelled' },
    });
    expect(late.statusCode).toBe(200);
    expect(await stockNow()).toMatchObject({ stock: 3 });
  });
});
