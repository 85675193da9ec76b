import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { Collection } from '../../../domain/collection';
import type { Product } from '../../../domain/product';
import { collections, products } from '../../db/schema';
import { seedCollections } from './service';
import { createAdminTestApp, type AdminTestApp } from '../../test/store-fixtures';

let t: AdminTestApp;
const UNKNOWN_ID = '0190f5a0-0000-7000-8000-000000000000';

beforeAll(async () => {
  t = await createAdminTestApp(40);
});
afterAll(() => t.close());

describe('collections', () => {
  let bestsellers: Collection;

  it('seeds four collections of about 8 products, bestsellers from flagged products, only once', async () => {
    expect(await seedCollections(t.db)).toEqual({
      created: ['bestsellers', 'top-picks', 'new-arrivals', 'murals-statement-walls'],
    });
    expect(await seedCollections(t.db)).toEqual({ created: [] });
    const res = await t.call('GET', '/api/admin/collections', undefined, t.people.viewer);
    expect(res.statusCode).toBe(200);
    const list = res.json<Collection[]>();
    expect(list.map((c) => [c.name, c.slug, c.products.length])).toEqual([
      ['Bestsellers', 'bestsellers', 8],
      ['Top Picks', 'top-picks', 8],
      ['New Arrivals', 'new-arrivals', 8],
      ['Murals & Statement Walls', 'murals-statement-walls', 8],
    ]);
    bestsellers = list[0]!;
    const flaggedRows = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.bestseller, true));
    const flagged = new Set(flaggedRows.map((p) => p.id));
    const expectedFlagged = Math.min(8, flagged.size);
    expect(bestsellers.products.filter((p) => flagged.has(p.id))).toHaveLength(expectedFlagged);
    const everyId = list.flatMap((c) => c.products.map((p) => p.id));
    expect(new Set(everyId).size).toBe(everyId.length);
  });

  it('replaces a collection order at once, and the home page shows it', async () => {
    const order = [t.products[5]!.id, t.products[6]!.id, t.products[7]!.id];
    // The home carousel shows flagged products only; Arrange orders them (decision 048).
    await t.db.update(products).set({ bestseller: true }).where(inArray(products.id, order));
    const res = await t.call('PUT', `/api/admin/collections/${bestsellers.id}/products`, {
      productIds: order,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Collection>().products.map((p) => [p.id, p.position])).toEqual([
      [order[0], 0],
      [order[1], 1],
      [order[2], 2],
    ]);
    const home = await t.app.inject({ method: 'GET', url: '/api/home' });
    expect(
      home
        .json<{ bestsellers: Product[] }>()
        .bestsellers.map((p) => p.id)
        .slice(0, 3),
    ).toEqual(order);
  });

  it('refuses unknown products, repeated products and unknown collections', async () => {
    const url = `/api/admin/collections/${bestsellers.id}/products`;
    const unknown = await t.call('PUT', url, { productIds: [t.products[0]!.id, UNKNOWN_ID] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'Some of these products no longer exist.' });
    const twice = await t.call('PUT', url, { productIds: [t.products[0]!.id, t.products[0]!.id] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ message: 'Each product can appear only once in a collection' });
    const missing = await t.call('PUT', `/api/admin/collections/${UNKNOWN_ID}/products`, { productIds: [] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Collection not found.' });
  });

  it('creates a collection with a slug from its name, and refuses the same name twice with 409', async () => {
    const res = await t.call('POST', '/api/admin/collections', { name: '  Festive & Diwali Picks ' });
    expect(res.statusCode).toBe(201);
    expect(res.json<Collection>()).toMatchObject({
      name: 'Festive & Diwali Picks',
      slug: 'festive-diwali-picks',
      position: 4,
      products: [],
    });
    const again = await t.call('POST', '/api/admin/collections', { name: 'Festive Diwali picks' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'A collection with this name already exists' });
    const blank = await t.call('POST', '/api/admin/collections', { name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: 'Collection name is required' });
    expect(await t.db.select().from(collections)).toHaveLength(5);
  });
});
