import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { v4 as uuidv4 } from 'uuid';
import type { Cart, CartHandOver } from '../../../domain/cart';
import { products, users } from '../../db/schema';
import { generateCatalog } from '../../seed/catalog';
import { insertCatalog } from '../../seed/seed';
import { createTestApp, type TestContext } from '../../test/helpers';
import { createSession } from '../auth/service';

/** Decision 052: a guest's local cart goes into the account once per hand-over key, however often it is sent. */

let t: TestContext;
const tokens = { mira: '', dev: '' };
let custom: typeof products.$inferSelect;
let roll: typeof products.$inferSelect;
let soldOut: typeof products.$inferSelect;
const UNKNOWN_ID = '0190f5a0-0000-7000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  await insertCatalog(t.db, generateCatalog(10));
  const [a, b, c] = await t.db.select().from(products).orderBy(asc(products.skuId));
  const set = async (id: string, values: Partial<typeof products.$inferInsert>) =>
    (await t.db.update(products).set(values).where(eq(products.id, id)).returning())[0]!;
  custom = await set(a!.id, { kind: 'customised', inStock: true, stock: null, colors: ['Gold', 'Cream'] });
  roll = await set(b!.id, { kind: 'rolls', inStock: true, stock: null, materials: ['Vinyl'] });
  soldOut = await set(c!.id, { kind: 'customised', inStock: false, stock: null });
  for (const name of ['mira', 'dev'] as const) {
    const [user] = await t.db
      .insert(users)
      .values({ name, email: `${name}@example.com` })
      .returning();
    tokens[name] = await createSession(t.db, user!.id);
  }
});
afterAll(() => t.close());

type Who = keyof typeof tokens;
const auth = (who: Who) => ({ authorization: `Bearer ${tokens[who]}` });
const handOver = (payload: Record<string, unknown>, who: Who = 'mira') =>
  t.app.inject({ method: 'POST', url: '/api/cart/hand-over', headers: auth(who), payload });
const cartOf = async (who: Who = 'mira') =>
  (await t.app.inject({ method: 'GET', url: '/api/cart', headers: auth(who) })).json<Cart>();
const clear = (who: Who = 'mira') => t.app.inject({ method: 'DELETE', url: '/api/cart', headers: auth(who) });
/** product id → quantity, for comparing carts whatever their order */
const quantities = (cart: Cart) =>
  Object.fromEntries(
    cart.items.map((i) => [`${i.product.id}:${i.customDimensions?.width ?? '-'}`, i.quantity]),
  );

const wall = () => ({
  productId: custom.id,
  quantity: 2,
  selectedColor: 'Gold',
  customDimensions: { width: 120, height: 96 },
});
const rolls = () => ({ productId: roll.id, quantity: 3, customDimensions: { width: 100, height: 90 } });

describe('POST /api/cart/hand-over', () => {
  it('answers 401 without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/hand-over',
      payload: { key: uuidv4(), lines: [] },
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['no key', { lines: [] }, 'key must be a valid id'],
    ['a malformed key', { key: 'not-a-key', lines: [] }, 'key must be a valid id'],
    [
      '51 lines',
      { key: uuidv4(), lines: Array.from({ length: 51 }, () => ({ productId: UNKNOWN_ID, quantity: 1 })) },
      'A hand-over may carry at most 50 lines',
    ],
    [
      'a line of quantity 0',
      { key: uuidv4(), lines: [{ productId: UNKNOWN_ID, quantity: 0 }] },
      'Quantity must be a whole number from 1 to 100',
    ],
  ])('refuses %s with 400', async (_, payload, message) => {
    const res = await handOver(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(message);
  });

  it('adds the lines to what the account held, and the same key sent again adds nothing', async () => {
    await clear();
    await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: auth('mira'),
      payload: { productId: roll.id, quantity: 1 },
    });
    const key = uuidv4();
    const first = await handOver({ key, lines: [wall(), rolls()] });
    expect(first.statusCode).toBe(200);
    const body = first.json<CartHandOver>();
    expect(body.refused).toEqual([]);
    expect(quantities(body.cart)).toEqual({
      [`${roll.id}:-`]: 1,
      [`${custom.id}:120`]: 2,
      [`${roll.id}:100`]: 3,
    });

    // The page was left before the browser forgot its copy: the next load sends it again.
    const again = await handOver({ key, lines: [wall(), rolls()] });
    expect(again.statusCode).toBe(200);
    expect(again.json<CartHandOver>()).toEqual({ cart: await cartOf(), refused: [] });
    expect(quantities(await cartOf())).toEqual(quantities(body.cart));
  });

  it('adds a hand-over sent several times at once only once', async () => {
    await clear();
    const key = uuidv4();
    const answers = await Promise.all([1, 2, 3].map(() => handOver({ key, lines: [wall(), rolls()] })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(quantities(await cartOf())).toEqual({ [`${custom.id}:120`]: 2, [`${roll.id}:100`]: 3 });
  });

  it('adds only what the local cart gained since the last hand-over of the same key', async () => {
    await clear();
    const key = uuidv4();
    await handOver({ key, lines: [wall()] });
    // Signed out again before the copy was forgotten, the guest raised the wall to 3 and added the rolls.
    const res = await handOver({ key, lines: [{ ...wall(), quantity: 3 }, rolls()] });
    expect(quantities(res.json<CartHandOver>().cart)).toEqual({
      [`${custom.id}:120`]: 3,
      [`${roll.id}:100`]: 3,
    });
    // Another local cart (a new key) is another hand-over: its lines add up.
    const other = await handOver({ key: uuidv4(), lines: [rolls()] });
    expect(quantities(other.json<CartHandOver>().cart)[`${roll.id}:100`]).toBe(6);
  });

  it('keeps each account’s keys apart', async () => {
    await clear('dev');
    const key = uuidv4();
    await handOver({ key, lines: [rolls()] });
    const res = await handOver({ key, lines: [rolls()] }, 'dev');
    expect(quantities(res.json<CartHandOver>().cart)).toEqual({ [`${roll.id}:100`]: 3 });
  });

  it('takes the lines it can and reports the ones it refuses, which a later send tries again', async () => {
    await clear();
    const key = uuidv4();
    const lines = [
      { productId: soldOut.id, quantity: 1 },
      { productId: UNKNOWN_ID, quantity: 1 },
      { ...wall(), selectedColor: 'Violet' },
      rolls(),
    ];
    const res = await handOver({ key, lines });
    expect(res.statusCode).toBe(200);
    const body = res.json<CartHandOver>();
    expect(body.refused).toEqual([
      { productId: soldOut.id, message: 'This product is out of stock' },
      { productId: UNKNOWN_ID, message: 'Product not found' },
      { productId: custom.id, message: 'This colour is not available for this product' },
    ]);
    expect(quantities(body.cart)).toEqual({ [`${roll.id}:100`]: 3 });

    // Back in stock: the same hand-over now takes that line, and still not the rolls twice.
    await t.db.update(products).set({ inStock: true }).where(eq(products.id, soldOut.id));
    const again = (await handOver({ key, lines })).json<CartHandOver>();
    expect(again.refused.map((r) => r.productId)).toEqual([UNKNOWN_ID, custom.id]);
    expect(quantities(again.cart)).toEqual({ [`${roll.id}:100`]: 3, [`${soldOut.id}:53`]: 1 });
    await t.db.update(products).set({ inStock: false }).where(eq(products.id, soldOut.id));
  });

  it('undoes only the line that breaks a limit, keeping the others', async () => {
    await clear();
    await t.db.update(products).set({ stock: 2, inStock: true }).where(eq(products.id, roll.id));
    const res = await handOver({ key: uuidv4(), lines: [wall(), rolls()] });
    const body = res.json<CartHandOver>();
    expect(body.refused).toHaveLength(1);
    expect(body.refused[0]!.productId).toBe(roll.id);
    expect(quantities(body.cart)).toEqual({ [`${custom.id}:120`]: 2 });
    await t.db.update(products).set({ stock: null, inStock: true }).where(eq(products.id, roll.id));
  });
});
