import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Cart } from '../../../domain/cart';
import type { AdminOrderDetail } from '../../../domain/order-admin';
import type { Order } from '../../../domain/order';
import { priceLine, toRupees } from '../../../domain/pricing';
import { fitCrop, type Wall } from '../../../domain/walls';
import { orderItems, products } from '../../db/schema';
import { createCheckoutTestApp, type CheckoutTestApp } from '../../test/checkout';
import { bearer } from '../../test/store-fixtures';
import { productPricing } from '../products/service';

/** Issue 30 part 1–2: walls with openings and a mural's crop, through the cart into the order. */

let t: CheckoutTestApp;
let mural: typeof products.$inferSelect;

// An L of two walls: a door in the first, a window in the second.
const WALLS: Wall[] = [
  { widthIn: 144, heightIn: 96, openings: [{ widthIn: 36, heightIn: 80, xIn: 12, yIn: 0 }] },
  { widthIn: 100, heightIn: 96, openings: [{ widthIn: 48, heightIn: 36, xIn: 30, yIn: 36 }] },
];

beforeAll(async () => {
  t = await createCheckoutTestApp();
  const [row] = await t.db
    .update(products)
    .set({ category: 'Wall Muralists' })
    .where(eq(products.id, t.custom.id))
    .returning();
  mural = row!;
  t.app.catalogueCache.drop();
});
afterAll(() => t.close());

const add = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/cart', headers: t.asha.headers, payload: body });

describe('POST /api/cart with walls', () => {
  it('prices each wall on its covered area and keeps the walls on the line', async () => {
    await t.clearCart(t.asha);
    const res = await add({ productId: mural.id, quantity: 1, walls: WALLS, installation: true });
    expect(res.statusCode).toBe(200);
    const [line] = res.json<Cart>().items;
    const price = priceLine({
      product: productPricing(mural),
      walls: WALLS,
      installation: true,
      quantity: 1,
    });
    expect(line).toMatchObject({ walls: WALLS, customDimensions: null, amount: toRupees(price.amountPaise) });
    // (96 − 20) + (66.67 − 12) sq ft at ₹9 of installation
    expect(line?.installationAmount).toBe(684 + 492);
  });

  it('still takes customDimensions for one wall, and treats one plain wall as that same line', async () => {
    await t.clearCart(t.asha);
    expect(
      (await add({ productId: t.custom.id, quantity: 1, customDimensions: { width: 120, height: 96 } }))
        .statusCode,
    ).toBe(200);
    const res = await add({ productId: t.custom.id, quantity: 1, walls: [{ widthIn: 120, heightIn: 96 }] });
    expect(res.json<Cart>().items).toMatchObject([
      { quantity: 2, customDimensions: { width: 120, height: 96 }, walls: null },
    ]);
  });

  it.each([
    [
      'an opening outside its wall',
      { walls: [{ widthIn: 100, heightIn: 96, openings: [{ widthIn: 36, heightIn: 80, xIn: 80, yIn: 0 }] }] },
      'Wall 1: opening 1 must be inside the wall',
    ],
    [
      'overlapping openings',
      {
        walls: [
          WALLS[0],
          {
            widthIn: 100,
            heightIn: 96,
            openings: [
              { widthIn: 36, heightIn: 80, xIn: 0, yIn: 0 },
              { widthIn: 36, heightIn: 36, xIn: 20, yIn: 40 },
            ],
          },
        ],
      },
      'Wall 2: openings 1 and 2 overlap',
    ],
    [
      'a wall taller than the roll prints',
      { walls: [{ widthIn: 100, heightIn: 400 }] },
      'Wall 1: height must be from 12 to 393 inches for this product',
    ],
    ['no walls', { walls: [] }, 'Add at least one wall'],
    [
      'a fractional inch',
      { walls: [{ widthIn: 100.5, heightIn: 96 }] },
      'Wall width must be a whole number of inches from 1 to 2000',
    ],
    [
      'a crop that leaves the picture',
      { walls: WALLS, crop: { x: 500, y: 0, scale: 4 } },
      'The walls must lie within the picture: zoom in or move the picture',
    ],
    ['a crop with no scale', { walls: WALLS, crop: { x: 0, y: 0, scale: 0 } }, 'Crop scale must be above 0'],
  ])('refuses %s with 400 and says why', async (_name, body, message) => {
    const res = await add({ productId: mural.id, quantity: 1, ...body });
    expect(res.statusCode).toBe(400);
    // Schema refusals also list each field's error; the first message is the one shown.
    expect(res.json()).toMatchObject({ message });
  });

  it('refuses walls on a roll and a crop on a repeating design', async () => {
    const roll = await add({ productId: t.roll.id, quantity: 1, walls: WALLS });
    expect(roll.statusCode).toBe(400);
    expect(roll.json()).toEqual({
      message: 'Walls with openings are for custom-fit products; a roll line takes customDimensions',
    });
    await t.db.update(products).set({ category: 'Premium Wallpapers' }).where(eq(products.id, t.soldOut.id));
    const [repeat] = await t.db
      .update(products)
      .set({ inStock: true, category: 'Premium Wallpapers' })
      .where(eq(products.id, t.soldOut.id))
      .returning();
    const crop = await add({ productId: repeat!.id, quantity: 1, walls: WALLS, crop: fitCrop(WALLS) });
    expect(crop.statusCode).toBe(400);
    expect(crop.json()).toEqual({
      message: 'Only a single picture (a mural) can be placed on the wall; this design repeats',
    });
  });
});

describe('an order of a mural on an L of two walls', () => {
  it('keeps the walls and the crop on the order, its pages and its e-mail', async () => {
    const shopper = await t.newShopper('Nila');
    const crop = fitCrop(WALLS);
    await t.fillCart(shopper, { productId: mural.id, quantity: 1, walls: WALLS, crop, installation: false });
    const order = await t.checkOutCart(shopper);
    expect(order.items[0]).toMatchObject({ walls: WALLS, crop, customDimensions: null });

    const [stored] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(stored).toMatchObject({ walls: WALLS, crop, widthIn: null, heightIn: null });

    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: shopper.headers,
    });
    expect(mine.json<Order>().items[0]).toMatchObject({ walls: WALLS, crop });
    const admin = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}`,
      headers: bearer(t.staff.viewer),
    });
    expect(admin.json<AdminOrderDetail>().items[0]).toMatchObject({ walls: WALLS, crop });

    const mail = await t.confirmationMailOf(order);
    const walls =
      'Wall 1 144″ W × 96″ H less 1 opening (76.0 sq ft) · Wall 2 100″ W × 96″ H less 1 opening (54.7 sq ft)';
    expect(mail.text).toContain(walls);
    expect(mail.html).toContain(walls);
    // The crop thumbnail: the picture under a viewBox of the walls' outline (244 in × 96 in at the crop's scale).
    const box = `viewBox="${Number(crop.x.toFixed(2))} ${Number(crop.y.toFixed(2))} ${Number((244 * crop.scale).toFixed(2))} ${Number((96 * crop.scale).toFixed(2))}"`;
    expect(mail.html).toContain(box);
    expect(mail.html).toMatch(/<image href="https?:\/\/[^"]+"/);
  });
});
