import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import type { Wishlist } from '../../../domain/wishlist';
import { products, users } from '../../db/schema';
import { generateCatalog } from '../../seed/catalog';
import { insertCatalog } from '../../seed/seed';
import { createTestApp, type TestContext } from '../../test/helpers';
import { createSession } from '../auth/service';

let t: TestContext;
const tokens = { asha: '', ravi: '' };
let productIds: string[] = [];
const UNKNOWN_ID = '0190f5a0-0000-7000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  await insertCatalog(t.db, generateCatalog(10));
  productIds = (await t.db.select({ id: products.id }).from(products).orderBy(asc(products.skuId))).map(
    (p) => p.id,
  );
  for (const name of ['asha', 'ravi'] as const) {
    const [user] = await t.db
      .insert(users)
      .values({ name, email: `${name}@example.com` })
      .returning();
    tokens[name] = await createSession(t.db, user!.id);
  }
});
afterAll(() => t.close());

type Who = keyof typeof tokens;
const headers = (who: Who) => ({ authorization: `Bearer ${tokens[who]}` });
const list = (who: Who = 'asha') =>
  t.app.inject({ method: 'GET', url: '/api/wishlist', headers: headers(who) });
const add = (productId: unknown, who: Who = 'asha') =>
  t.app.inject({ method: 'POST', url: '/api/wishlist/add', headers: headers(who), payload: { productId } });
const remove = (productId: string, who: Who = 'asha') =>
  t.app.inject({ method: 'DELETE', url: `/api/wishlist/remove/${productId}`, headers: headers(who) });
const clear = (who: Who = 'asha') =>
  t.app.inject({ method: 'DELETE', url: '/api/wishlist/clear', headers: headers(who) });
const check = (productId: string, who: Who = 'asha') =>
  t.app.inject({ method: 'GET', url: `/api/wishlist/check/${productId}`, headers: headers(who) });

describe('wishlist', () => {
  it.each([
    ['GET', '/api/wishlist'],
    ['POST', '/api/wishlist/add'],
    ['DELETE', `/api/wishlist/remove/${UNKNOWN_ID}`],
    ['DELETE', '/api/wishlist/clear'],
    ['GET', `/api/wishlist/check/${UNKNOWN_ID}`],
  ] as const)('%s %s answers 401 without a session', async (method, url) => {
    const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please log in to continue.' });
  });

  it('starts empty', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect((await check(productIds[0]!)).json()).toEqual({ isInWishlist: false });
  });

  it('adds products with the whole product under productId, newest first, and keeps one entry per product', async () => {
    const [a, b] = productIds;
    await add(a);
    const first = await add(b);
    expect(first.statusCode).toBe(200);
    const again = (await add(a)).json() as Wishlist;
    expect(again.map((e) => e.productId.id)).toEqual([b, a]);
    const [entry] = again;
    expect(entry).toEqual({
      _id: expect.any(String),
      productId: expect.any(Object),
      createdAt: expect.any(String),
    });
    expect(entry!.productId).toMatchObject({
      id: b,
      _id: b,
      name: expect.any(String),
      price: expect.any(Number),
    });
    expect(((await list()).json() as Wishlist).map((e) => e.productId.id)).toEqual([b, a]);
    expect((await check(a!)).json()).toEqual({ isInWishlist: true });
  });

  it("keeps each user's list to themselves", async () => {
    expect((await list('ravi')).json()).toEqual([]);
    expect((await check(productIds[0]!, 'ravi')).json()).toEqual({ isInWishlist: false });
  });

  it('keeps one entry when the same product is added simultaneously', async () => {
    const id = productIds[5]!;
    const results = await Promise.all(Array.from({ length: 4 }, () => add(id, 'ravi')));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect((await list('ravi')).json()).toHaveLength(1);
  });

  it('refuses an unknown product with 404 and a malformed id with 400', async () => {
    const unknown = await add(UNKNOWN_ID);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Product not found' });
    const malformed = await add('abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: 'productId must be a valid id' });
    expect((await check('abc')).statusCode).toBe(400);
  });

  it('removes a product and answers the list; removing one not listed changes nothing', async () => {
    const [a, b] = productIds;
    const res = await remove(a!);
    expect(res.statusCode).toBe(200);
    expect((res.json() as Wishlist).map((e) => e.productId.id)).toEqual([b]);
    expect((await check(a!)).json()).toEqual({ isInWishlist: false });
    const none = await remove(productIds[9]!);
    expect(none.statusCode).toBe(200);
    expect((none.json() as Wishlist).map((e) => e.productId.id)).toEqual([b]);
  });

  it("clears the list and answers [], leaving other users' lists alone", async () => {
    await add(productIds[3]);
    const res = await clear();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect((await list()).json()).toEqual([]);
    expect((await list('ravi')).json()).toHaveLength(1);
  });
});
