import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { OrderStatus } from '../../../domain/order-status';
import type { Product } from '../../../domain/product';
import { orderItems, orders, products } from '../../db/schema';
import { generateCatalog } from '../../seed/catalog';
import { insertCatalog } from '../../seed/seed';
import { createTestApp, type TestContext } from '../../test/helpers';

let t: TestContext;
let all: (typeof products.$inferSelect)[] = [];
let userId = '';
const UNKNOWN_ID = '0190f5a0-0000-7000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  await insertCatalog(t.db, generateCatalog(126));
  all = await t.db.select().from(products).orderBy(asc(products.skuId));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Nikhil Rao', email: 'nikhil@example.com', password: 'orders-pass-1' },
  });
  userId = res.json<{ user: { id: string } }>().user.id;
});
afterAll(() => t.close());

const get = (id: string, what: 'also-bought' | 'related') =>
  t.app.inject({ method: 'GET', url: `/api/products/${id}/${what}` });
const ids = (res: { json: <T>() => T }) => res.json<Product[]>().map((p) => p.id);

let orderNo = 0;
/** An order placed `day` days into January 2025, with one line per product id (null: a deleted product). */
async function order(status: OrderStatus, day: number, lines: (string | null)[]) {
  orderNo += 1;
  const [row] = await t.db
    .insert(orders)
    .values({
      userId,
      status,
      providerOrderId: `order_test_${orderNo}`,
      shippingInfo: {
        name: 'Nikhil Rao',
        address: '12 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        zip: '560001',
        phone: '9876543210',
        email: 'nikhil@example.com',
      },
      subtotalPaise: 10_000,
      shippingPaise: 0,
      taxPaise: 800,
      totalPaise: 10_800,
      createdAt: new Date(Date.UTC(2025, 0, day)),
    })
    .returning();
  await t.db.insert(orderItems).values(
    lines.map((productId, i) => ({
      orderId: row!.id,
      productId,
      name: `Line ${i + 1}`,
      kind: 'customised' as const,
      installation: true,
      quantity: 1,
      unitRatePaise: 10_800,
      unitAmountPaise: 10_000,
      lineTotalPaise: 10_000,
      selectedMaterial: i % 2 === 0 ? 'Vinyl' : 'Paper',
    })),
  );
}

describe('GET /api/products/:id/also-bought', () => {
  it('is empty for a product nobody has bought', async () => {
    const res = await get(all[0]!.id, 'also-bought');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const unknown = await get(UNKNOWN_ID, 'also-bought');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Product not found' });
    const malformed = await get('nope', 'also-bought');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toBe('id must be a valid id');
  });

  it('counts paid-or-later orders only, most often bought together first, at most four', async () => {
    const [A, B, C, D, E, F, G] = all.slice(10, 17).map((p) => p.id) as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    await order('paid', 1, [A, B, B, C]); // B twice in one order still counts as one order
    await order('delivered', 2, [A, B]);
    await order('shipped', 3, [A, C, E]);
    await order('pending', 4, [A, D, D]); // never paid
    await order('cancelled', 4, [A, D]); // given back
    await order('completed', 5, [A, F, null]); // a line whose product was deleted
    await order('processing', 0, [A, G]);
    await order('paid', 6, [B, D]);

    const res = await get(A, 'also-bought');
    expect(res.statusCode).toBe(200);
    // B and C were each bought with A twice; C more recently. Then F, E, G by their latest purchase.
    expect(ids(res)).toEqual([C, B, F, E]);
    expect(res.json<Product[]>()[0]).toMatchObject({ id: C, _id: C, images: expect.any(Array) });

    expect(ids(await get(B, 'also-bought'))).toEqual([A, D, C]);
    expect(ids(await get(D, 'also-bought'))).toEqual([B]);
  });
});

describe('GET /api/products/:id/related', () => {
  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const unknown = await get(UNKNOWN_ID, 'related');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Product not found' });
    expect((await get('nope', 'related')).statusCode).toBe(400);
  });

  it('gives four others from the same category, starting after this product and wrapping round', async () => {
    const p = all[40]!;
    const res = await get(p.id, 'related');
    expect(res.statusCode).toBe(200);
    const body = res.json<Product[]>();
    expect(body).toHaveLength(4);
    expect(body.every((r) => r.category === p.category && r.id !== p.id)).toBe(true);
    const sameCategory = all.filter((r) => r.category === p.category && r.id !== p.id);
    const after = sameCategory.filter((r) => r.skuId > p.skuId);
    const before = sameCategory.filter((r) => r.skuId < p.skuId);
    expect(body.map((r) => r.id)).toEqual([...after, ...before].slice(0, 4).map((r) => r.id));
  });

  it("puts products whose first tag is this product's category first (docs/store-rules.md#constants)", async () => {
    const p = all[50]!;
    const others = all.filter((r) => r.category !== p.category && r.theme !== p.theme).slice(0, 2);
    for (const o of others) {
      await t.db
        .update(products)
        .set({ tags: [p.category, ...o.tags] })
        .where(eq(products.id, o.id));
    }
    const body = (await get(p.id, 'related')).json<Product[]>();
    expect(body).toHaveLength(4);
    expect(new Set(body.slice(0, 2).map((r) => r.id))).toEqual(new Set(others.map((o) => o.id)));
    expect(body.slice(2).every((r) => r.category === p.category)).toBe(true);
  });

  it('falls back to the same theme, or the first tag when there is no theme, when the category is alone', async () => {
    const p = all[60]!;
    await t.db.update(products).set({ category: 'One of a Kind' }).where(eq(products.id, p.id));
    const body = (await get(p.id, 'related')).json<Product[]>();
    expect(body).toHaveLength(4);
    expect(body.every((r) => r.theme === p.theme && r.id !== p.id)).toBe(true);

    await t.db.update(products).set({ theme: null }).where(eq(products.id, p.id));
    const byTag = (await get(p.id, 'related')).json<Product[]>();
    expect(byTag).toHaveLength(4);
    expect(byTag.every((r) => r.theme === p.tags[0])).toBe(true);
  });
});
