import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { Cart } from '../../../domain/cart';
import type { Product } from '../../../domain/product';
import { checkoutSummary, priceLine, pricingOf, toRupees, toPaise } from '../../../domain/pricing';
import { carts, products, users } from '../../db/schema';
import { generateCatalog } from '../../seed/catalog';
import { insertCatalog } from '../../seed/seed';
import { createTestApp, type TestContext } from '../../test/helpers';
import { createSession } from '../auth/service';
import { productPricing } from '../products/service';
import { loadCartLines } from './service';

let t: TestContext;
const tokens = { asha: '', ravi: '' };
const userIds = { asha: '', ravi: '' };
let custom: typeof products.$inferSelect;
let roll: typeof products.$inferSelect;
let soldOut: typeof products.$inferSelect;
const UNKNOWN_ID = '0190f5a0-0000-7000-8000-000000000000';

function one<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('expected a row');
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  await insertCatalog(t.db, generateCatalog(10));
  const rows = await t.db.select().from(products).orderBy(asc(products.skuId));
  // Fix the three kinds this file needs, whatever the generator drew.
  const [a, b, c] = rows;
  const set = async (id: string, values: Partial<typeof products.$inferInsert>) =>
    one(await t.db.update(products).set(values).where(eq(products.id, id)).returning());
  custom = await set(a!.id, {
    kind: 'customised',
    inStock: true,
    colors: ['Gold', 'Cream'],
    // A staff premium of 50 paise over the table, carried to every material it offers
    // (docs/decisions/014-one-honest-price.md).
    materials: ['Non-woven', 'Vinyl', 'Paper', 'Fabric', 'Premium'],
    pricePaise: 9950,
    originalPricePaise: 11950,
  });
  roll = await set(b!.id, {
    kind: 'rolls',
    inStock: true,
    materials: ['Vinyl'],
    pricePaise: 5450,
    originalPricePaise: null,
    rollWidthCm: 53,
    rollLengthCm: 1000,
  });
  soldOut = await set(c!.id, { inStock: false });
  // Sessions made directly: these tests are about carts, not about (slow) password hashing.
  for (const name of ['asha', 'ravi'] as const) {
    const [user] = await t.db
      .insert(users)
      .values({ name, email: `${name}@example.com` })
      .returning();
    userIds[name] = user!.id;
    tokens[name] = await createSession(t.db, user!.id);
  }
});
afterAll(() => t.close());

type Who = keyof typeof tokens;
const auth = (who: Who) => ({ authorization: `Bearer ${tokens[who]}` });
const getCart = (who: Who = 'asha') => t.app.inject({ method: 'GET', url: '/api/cart', headers: auth(who) });
const add = (body: Record<string, unknown>, who: Who = 'asha') =>
  t.app.inject({ method: 'POST', url: '/api/cart', headers: auth(who), payload: body });
const update = (lineId: string, quantity: unknown, who: Who = 'asha') =>
  t.app.inject({ method: 'PUT', url: `/api/cart/${lineId}`, headers: auth(who), payload: { quantity } });
const remove = (lineId: string, who: Who = 'asha') =>
  t.app.inject({ method: 'DELETE', url: `/api/cart/${lineId}`, headers: auth(who) });
const clear = (who: Who = 'asha') => t.app.inject({ method: 'DELETE', url: '/api/cart', headers: auth(who) });

async function emptyCarts() {
  for (const who of ['asha', 'ravi'] as const) expect((await clear(who)).statusCode).toBe(200);
}

/** Sets updated_at far back, then says whether `change` moved it forward. */
async function touches(change: () => Promise<unknown>, who: Who = 'asha') {
  const past = new Date('2020-01-01T00:00:00Z');
  await t.db.update(carts).set({ updatedAt: past }).where(eq(carts.userId, userIds[who]));
  await change();
  const [cart] = await t.db.select().from(carts).where(eq(carts.userId, userIds[who]));
  return cart!.updatedAt.getTime() > past.getTime();
}

describe('authentication', () => {
  it.each([
    ['GET', '/api/cart'],
    ['POST', '/api/cart'],
    ['PUT', `/api/cart/${UNKNOWN_ID}`],
    ['DELETE', `/api/cart/${UNKNOWN_ID}`],
    ['DELETE', '/api/cart'],
  ] as const)('%s %s answers 401 without a session', async (method, url) => {
    const res = await t.app.inject({
      method,
      url,
      payload: method === 'POST' || method === 'PUT' ? {} : undefined,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please log in to continue.' });
  });
});

describe('GET /api/cart', () => {
  it('answers an empty cart for a new user', async () => {
    const res = await getCart('ravi');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [], subtotal: 0, count: 0 });
  });
});

describe('POST /api/cart', () => {
  it('adds a custom-fit line priced by material, wall size and installation', async () => {
    await emptyCarts();
    const res = await add({
      productId: custom.id,
      quantity: 2,
      selectedColor: 'gold',
      selectedMaterial: 'Vinyl',
      customDimensions: { width: 120, height: 96 },
      installation: true,
    });
    expect(res.statusCode).toBe(200);
    const cart = res.json() as Cart;
    const expected = priceLine({
      product: productPricing(custom),
      material: 'Vinyl',
      installation: true,
      dimensions: { width: 120, height: 96 },
      quantity: 2,
    });
    expect(cart.items).toHaveLength(1);
    const [line] = cart.items;
    expect(line).toMatchObject({
      quantity: 2,
      selectedColor: 'Gold',
      selectedMaterial: 'Vinyl',
      customDimensions: { width: 120, height: 96 },
      installation: true,
      unit: 'sqft',
      // ₹99.50 in Non-woven, so Vinyl (₹10 less in the table) is ₹89.50; installation is its own figure.
      rate: 89.5,
      ratePerSqft: 89.5,
      installationAmount: 9 * 80 * 2,
      amount: toRupees(expected.amountPaise),
    });
    expect(line!._id).toBe(line!.id);
    expect(line!.rate).toBe(toRupees(expected.ratePaise));
    expect(line!.amount).toBe(89.5 * 80 * 2 + 9 * 80 * 2);
    expect(line!.product).toMatchObject({ id: custom.id, _id: custom.id, price: 99.5, kind: 'customised' });
    expect(cart.subtotal).toBe(15760);
    expect(cart.count).toBe(2);
  });

  it("uses the detail page's wall size (height 10, width 53) and installation when they are left out", async () => {
    await emptyCarts();
    const cart = (await add({ productId: custom.id, quantity: 1 })).json() as Cart;
    const [line] = cart.items;
    expect(line).toMatchObject({
      customDimensions: { width: 53, height: 10 },
      installation: true,
      selectedColor: null,
      // Recorded as priced: the product's default material.
      selectedMaterial: 'Non-woven',
    });
    const expected = priceLine({
      product: productPricing(custom),
      installation: true,
      dimensions: { width: 53, height: 10 },
      quantity: 1,
    });
    expect(line).toMatchObject({ rate: 99.5, amount: toRupees(expected.amountPaise) });
  });

  it('prices a roll per roll, with its per-sq-ft rate, and keeps the wall it papers', async () => {
    await emptyCarts();
    const cart = (
      await add({
        productId: roll.id,
        quantity: 3,
        installation: false,
        customDimensions: { width: 100, height: 100 },
      })
    ).json() as Cart;
    const expected = priceLine({ product: productPricing(roll), installation: false, quantity: 3 });
    expect(cart.items[0]).toMatchObject({
      unit: 'roll',
      customDimensions: { width: 100, height: 100 },
      selectedMaterial: null,
      installation: false,
      rate: toRupees(expected.ratePaise),
      ratePerSqft: 54.5,
      installationAmount: 0,
      amount: toRupees(expected.amountPaise),
    });
    expect(toRupees(expected.ratePaise)).toBe(3106.5);
    expect(cart.subtotal).toBe(toRupees(checkoutSummary([expected.amountPaise]).subtotalPaise));
  });

  it("charges a roll line's installation on its wall, not on the rolls bought", async () => {
    await emptyCarts();
    // A 9 × 12 ft wall: 108 sq ft, 3 rolls by strips plus a spare.
    const wall = { width: 144, height: 108 };
    const cart = (await add({ productId: roll.id, quantity: 4, customDimensions: wall })).json() as Cart;
    expect(cart.items[0]).toMatchObject({ installationAmount: 972, amount: 3106.5 * 4 + 972 });
    // Without a wall, installation covers the area of the rolls bought.
    await emptyCarts();
    const bare = (await add({ productId: roll.id, quantity: 2 })).json() as Cart;
    expect(bare.items[0]).toMatchObject({ customDimensions: null, installationAmount: 9 * 57 * 2 });
  });

  it('refuses a material the product does not offer, and ignores a material sent with a roll', async () => {
    await emptyCarts();
    const res = await add({ productId: custom.id, quantity: 1, selectedMaterial: 'Flock' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'This material is not available for this product' });
    expect(((await getCart()).json() as Cart).items).toHaveLength(0);
    const rollLine = (
      await add({ productId: roll.id, quantity: 1, selectedMaterial: 'Flock' })
    ).json() as Cart;
    expect(rollLine.items[0]).toMatchObject({ selectedMaterial: null, rate: 3106.5 });
  });

  it("charges the detail page's rate: the product as the page reads it, through the same priceLine", async () => {
    // What the detail page does: read the product from the API and price the shopper's choice with priceLine.
    const read = async (id: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json() as Product;
    const page = { custom: await read(custom.id), roll: await read(roll.id) };
    const wall = { width: 120, height: 96 };
    for (const material of ['Paper', 'Premium'] as const) {
      await emptyCarts();
      const shown = priceLine({
        product: pricingOf(page.custom),
        material,
        installation: true,
        dimensions: wall,
        quantity: 1,
      });
      const cart = (
        await add({ productId: custom.id, quantity: 1, selectedMaterial: material, customDimensions: wall })
      ).json() as Cart;
      expect(cart.items[0]).toMatchObject({
        rate: toRupees(shown.ratePaise),
        installationAmount: toRupees(shown.installationPaise),
        amount: toRupees(shown.amountPaise),
      });
    }
    expect(
      toRupees(
        priceLine({ product: pricingOf(page.custom), material: 'Premium', installation: false, quantity: 1 })
          .ratePaise,
      ),
    ).toBe(199.5);
    await emptyCarts();
    const shown = priceLine({
      product: pricingOf(page.roll),
      installation: true,
      dimensions: wall,
      quantity: 3,
    });
    const cart = (await add({ productId: roll.id, quantity: 3, customDimensions: wall })).json() as Cart;
    expect(cart.items[0]).toMatchObject({
      rate: toRupees(shown.ratePaise),
      ratePerSqft: 54.5,
      amount: toRupees(shown.amountPaise),
    });
  });

  it('raises the quantity for the same choice, adds a line for a different one, and caps at 100', async () => {
    await emptyCarts();
    const base = {
      productId: custom.id,
      selectedMaterial: 'Paper',
      customDimensions: { width: 60, height: 90 },
    };
    await add({ ...base, quantity: 1 });
    let cart = (await add({ ...base, quantity: 2, installation: true })).json() as Cart;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.quantity).toBe(3);
    cart = (await add({ ...base, quantity: 1, selectedMaterial: 'Fabric' })).json() as Cart;
    cart = (await add({ ...base, quantity: 1, installation: false })).json() as Cart;
    cart = (await add({ ...base, quantity: 1, customDimensions: { width: 61, height: 90 } })).json() as Cart;
    expect(cart.items).toHaveLength(4);
    cart = (await add({ ...base, quantity: 99 })).json() as Cart;
    expect(cart.items).toHaveLength(4);
    expect(cart.items[0]!.quantity).toBe(100);
    expect(cart.count).toBe(103);
    const amounts = cart.items.map((item) => toPaise(item.amount));
    expect(cart.subtotal).toBe(toRupees(checkoutSummary(amounts).subtotalPaise));
  });

  it('merges simultaneous adds of the same choice into one line', async () => {
    await emptyCarts();
    const body = { productId: roll.id, quantity: 1 };
    const results = await Promise.all(Array.from({ length: 5 }, () => add(body)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const cart = (await getCart()).json() as Cart;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.quantity).toBe(5);
  });

  it.each([
    [{ quantity: 0 }, 'Quantity must be a whole number from 1 to 100'],
    [{ quantity: 101 }, 'Quantity must be a whole number from 1 to 100'],
    [{ quantity: 2.5 }, 'Quantity must be a whole number from 1 to 100'],
    [{ quantity: '3' }, 'Quantity must be a whole number from 1 to 100'],
    [{ quantity: undefined }, 'Quantity must be a whole number from 1 to 100'],
    [{ productId: 'abc' }, 'productId must be a valid id'],
    [
      { selectedMaterial: 'Gold leaf' },
      'Material must be one of Non-woven, Vinyl, Paper, Fabric, Grasscloth',
    ],
    [{ customDimensions: { width: 0, height: 10 } }, 'Width must be a whole number of inches from 1 to 2000'],
    [
      { customDimensions: { width: 10, height: 2001 } },
      'Height must be a whole number of inches from 1 to 2000',
    ],
    [
      { customDimensions: { width: 10.5, height: 10 } },
      'Width must be a whole number of inches from 1 to 2000',
    ],
    [{ installation: 'yes' }, 'installation must be true or false'],
  ])('refuses %j with 400', async (override, message) => {
    const res = await add({ productId: custom.id, quantity: 1, ...override });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toContain(message);
  });

  it('refuses an unknown product with 404, and an out-of-stock one or a colour it lacks with 400', async () => {
    const unknown = await add({ productId: UNKNOWN_ID, quantity: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Product not found' });
    const out = await add({ productId: soldOut.id, quantity: 1 });
    expect(out.statusCode).toBe(400);
    expect(out.json()).toEqual({ message: 'This product is out of stock' });
    const colour = await add({ productId: custom.id, quantity: 1, selectedColor: 'Turquoise' });
    expect(colour.statusCode).toBe(400);
    expect(colour.json()).toEqual({ message: 'This colour is not available for this product' });
  });
});

describe('changing lines', () => {
  it('updates a quantity and reprices the line', async () => {
    await emptyCarts();
    const cart = (await add({ productId: custom.id, quantity: 1 })).json() as Cart;
    const lineId = cart.items[0]!.id;
    const res = await update(lineId, 4);
    expect(res.statusCode).toBe(200);
    const updated = res.json() as Cart;
    expect(updated.items[0]!.quantity).toBe(4);
    expect(updated.items[0]!.amount).toBe(
      toRupees(
        priceLine({
          product: productPricing(custom),
          installation: true,
          dimensions: { width: 53, height: 10 },
          quantity: 4,
        }).amountPaise,
      ),
    );
    expect(updated.count).toBe(4);
  });

  it.each([0, 101, 2.5])('refuses quantity %s with 400', async (quantity) => {
    await emptyCarts();
    const cart = (await add({ productId: custom.id, quantity: 1 })).json() as Cart;
    const res = await update(cart.items[0]!.id, quantity);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Quantity must be a whole number from 1 to 100' });
  });

  it("answers 404 for an unknown line and for another user's line, and leaves that line alone", async () => {
    await emptyCarts();
    const ravis = (await add({ productId: custom.id, quantity: 2 }, 'ravi')).json() as Cart;
    const lineId = ravis.items[0]!.id;
    for (const res of [
      await update(lineId, 5),
      await remove(lineId),
      await update(UNKNOWN_ID, 5),
      await remove(UNKNOWN_ID),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Cart item not found' });
    }
    expect(((await getCart('ravi')).json() as Cart).items[0]!.quantity).toBe(2);
    const malformed = await remove('not-an-id');
    expect(malformed.statusCode).toBe(400);
  });

  it('removes a line and clears the cart, leaving other carts alone', async () => {
    await emptyCarts();
    await add({ productId: custom.id, quantity: 1 });
    const cart = (await add({ productId: roll.id, quantity: 1 })).json() as Cart;
    await add({ productId: roll.id, quantity: 1 }, 'ravi');
    const after = (await remove(cart.items[0]!.id)).json() as Cart;
    expect(after.items.map((i) => i.product.id)).toEqual([roll.id]);
    const cleared = await clear();
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ items: [], subtotal: 0, count: 0 });
    expect(((await getCart('ravi')).json() as Cart).items).toHaveLength(1);
  });

  it('refuses, at add and at update, a change that takes the order over ₹50,00,000, and keeps the cart as it was', async () => {
    await emptyCarts();
    const message = 'An order can come to at most ₹50,00,000.00. Please lower a quantity or remove an item.';
    // ₹208 a sq ft over 6,944 sq ft: about ₹14.4 lakh a wall; three come to ₹46.8 lakh with tax, four to ₹62.4
    // lakh.
    const wall = {
      productId: custom.id,
      selectedMaterial: 'Premium',
      customDimensions: { width: 1000, height: 1000 },
      installation: true,
    };
    const three = await add({ ...wall, quantity: 3 });
    expect(three.statusCode).toBe(200);
    const before = three.json() as Cart;
    const lineId = before.items[0]!.id;

    for (const res of [
      await add({ ...wall, quantity: 1 }),
      await add({ ...wall, quantity: 100, customDimensions: { width: 2000, height: 2000 } }),
      await add({ productId: roll.id, quantity: 100 }),
      await update(lineId, 4),
      await update(lineId, 100),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect((await getCart()).json()).toEqual(before);
    // Lowering a quantity is always allowed.
    expect((await update(lineId, 2)).statusCode).toBe(200);
  });

  it("touches the cart's updated_at on every change", async () => {
    await emptyCarts();
    expect(await touches(() => add({ productId: custom.id, quantity: 1 }))).toBe(true);
    const lineId = ((await getCart()).json() as Cart).items[0]!.id;
    expect(await touches(() => update(lineId, 2))).toBe(true);
    expect(await touches(() => remove(lineId))).toBe(true);
    await add({ productId: custom.id, quantity: 1 });
    expect(await touches(() => clear())).toBe(true);
  });
});

describe('loadCartLines', () => {
  it('gives checkout the stored lines with their products and prices', async () => {
    await emptyCarts();
    await add({ productId: custom.id, quantity: 2, selectedMaterial: 'Premium', installation: false });
    const lines = await loadCartLines(t.db, userIds.asha);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.line).toMatchObject({
      quantity: 2,
      widthIn: 53,
      heightIn: 10,
      selectedMaterial: 'Premium',
    });
    expect(lines[0]!.product.id).toBe(custom.id);
    expect(lines[0]!.price).toEqual(
      priceLine({
        product: productPricing(custom),
        material: 'Premium',
        installation: false,
        dimensions: { width: 53, height: 10 },
        quantity: 2,
      }),
    );
  });
});
