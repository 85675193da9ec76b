import { productPrice } from '../../../domain/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AdminOrder } from '../../../domain/order-admin';
import type { AdminProduct, CreateProductInput } from '../../../domain/product-admin';
import { CATEGORIES } from '../../../domain/constants';
import type { Product } from '../../../domain/product';
import { auditLog, products } from '../../db/schema';
import { missingOr, without, type Refusal } from '../../test/refusals';
import { createAdminTestApp, type AdminTestApp } from '../../test/store-fixtures';

let t: AdminTestApp;
const UNKNOWN_ID = '0190f5a0-0000-7000-8000-000000000000';

const valid = {
  name: 'Peacock Courtyard',
  description: 'Hand-drawn peacocks among jharokha arches, finished with gold foil.',
  price: 129.5,
  originalPrice: 159,
  category: 'Designer Walls',
  kind: 'customised',
  dimensions: { width: 53, height: 1000 },
  tags: [' Indian ', 'peacock', '', 'Indian', 'heritage'],
  images: [' /images/media-hero.webp ', 'https://cdn.example.com/peacock.jpg', '', '/images/media-hero.webp'],
  colors: ['Gold', 'Turquoise'],
  materials: ['Non-woven', 'Fabric'],
  roomTypes: ['Living Room', 'Bedroom'],
  bestseller: true,
  inStock: true,
  theme: 'Indian',
} satisfies CreateProductInput;

beforeAll(async () => {
  t = await createAdminTestApp(40);
});
afterAll(() => t.close());

describe('product validation', () => {
  it.each<Refusal>([
    ...missingOr(valid, 'name', '   ', 'Product name is required'),
    ...missingOr(valid, 'description', '', 'Description is required'),
    ...missingOr(valid, 'price', 'abc', 'Price is required'),
    [{ ...valid, price: 0 }, 'Price must be positive'],
    [{ ...valid, price: -10 }, 'Price must be positive'],
    [{ ...valid, originalPrice: -1 }, 'Original price must be positive'],
    ...missingOr(valid, 'category', 'Sofas', 'Category is required'),
    [without(valid, 'dimensions'), 'Width is required'],
    [{ ...valid, dimensions: { height: 100 } }, 'Width is required'],
    [{ ...valid, dimensions: { width: 0, height: 100 } }, 'Width must be positive'],
    [{ ...valid, dimensions: { width: 50 } }, 'Height is required'],
    [{ ...valid, dimensions: { width: 50, height: -3 } }, 'Height must be positive'],
    [
      { ...valid, colors: ['Purple'] },
      'Colors must be among: Green, Blue, Coral, Pink, Gold, Black, White, Cream, Burgundy, Turquoise',
    ],
    [
      { ...valid, images: ['javascript:alert(1)'] },
      'Images must be /images/… paths from the media library or http(s) URLs',
    ],
    [
      { ...valid, theme: 'Gothic' },
      'Theme must be one of Tropical, Indian, Modern, Kids, 3D, Global Destinations, Ceiling',
    ],
  ])('refuses %j with 400 %s', async (body, message) => {
    const res = await t.call('POST', '/api/admin/products', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
  });
});

describe('product lifecycle', () => {
  let created: AdminProduct;

  it('creates a product in paise with the new-product defaults, cleaned lists and a generated SKU', async () => {
    const res = await t.call('POST', '/api/admin/products', valid);
    expect(res.statusCode).toBe(201);
    created = res.json<AdminProduct>();
    expect(created).toMatchObject({
      name: 'Peacock Courtyard',
      price: 129.5,
      originalPrice: 159,
      rating: 4.5,
      reviews: 0,
      featured: false,
      tags: ['Indian', 'peacock', 'heritage'],
      images: ['/images/media-hero.webp', 'https://cdn.example.com/peacock.jpg'],
      dimensions: { width: 53, height: 1000 },
    });
    expect(created.skuId).toMatch(/^WC-NEW-[0-9A-Z]+$/);
    const [row] = await t.db.select().from(products).where(eq(products.id, created.id));
    expect(row).toMatchObject({ pricePaise: 12950, originalPricePaise: 15900 });
    expect(row!.searchText).toContain('heritage');
  });

  it('shows it on the storefront at once, found by name and by tag', async () => {
    const one = await t.app.inject({ method: 'GET', url: `/api/products/${created.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json<Product>().name).toBe('Peacock Courtyard');
    const byTag = await t.app.inject({ method: 'GET', url: '/api/products?search=heritage' });
    expect(byTag.json<Product[]>().map((p) => p.id)).toContain(created.id);
  });

  it('refuses a SKU another product has with 409, on create and on update', async () => {
    const taken = t.products[0]!.skuId;
    const create = await t.call('POST', '/api/admin/products', { ...valid, skuId: taken });
    expect(create.statusCode).toBe(409);
    expect(create.json()).toEqual({ message: 'A product with this SKU already exists' });
    const update = await t.call('PUT', `/api/admin/products/${created.id}`, { ...valid, skuId: taken });
    expect(update.statusCode).toBe(409);
    expect(update.json()).toEqual({ message: 'A product with this SKU already exists' });
  });

  it('updates the whole product, keeping the SKU when none is sent, and records what changed', async () => {
    const res = await t.call('PUT', `/api/admin/products/${created.id}`, {
      ...valid,
      name: 'Peacock Courtyard II',
      price: 149,
      tags: ['indian'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminProduct>()).toMatchObject({
      name: 'Peacock Courtyard II',
      price: 149,
      skuId: created.skuId,
    });
    const storefront = await t.app.inject({ method: 'GET', url: `/api/products/${created.id}` });
    expect(storefront.json<Product>()).toMatchObject({ name: 'Peacock Courtyard II', price: 149 });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.update'), eq(auditLog.entityId, created.id)));
    expect(entry).toMatchObject({ actorId: t.people.editor.id, entityType: 'product' });
    expect(entry!.details).toMatchObject({ changed: ['name', 'tags', 'pricePaise'] });
  });

  it("sets a roll's size and pattern through create and update, and the storefront prices and counts by it", async () => {
    const roll = { widthCm: 70, lengthCm: 1500, patternRepeatCm: 64, patternMatch: 'half-drop' } as const;
    const made = await t.call('POST', '/api/admin/products', {
      ...valid,
      kind: 'rolls',
      skuId: 'WC-ROLL-70',
      roll,
    });
    expect(made.statusCode).toBe(201);
    const product = made.json<AdminProduct>();
    expect(product.roll).toEqual(roll);
    const storefront = (
      await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })
    ).json<Product>();
    expect(storefront.roll).toEqual(roll);
    // 70 cm × 15 m is 113 sq ft, so a roll at ₹129.50 a sq ft is ₹14,633.50.
    expect(productPrice(storefront).rate).toBe(14633.5);

    const straight = { ...roll, patternMatch: 'straight', patternRepeatCm: 0 };
    const updated = await t.call('PUT', `/api/admin/products/${product.id}`, {
      ...valid,
      kind: 'rolls',
      roll: straight,
    });
    expect(updated.json<AdminProduct>().roll).toEqual(straight);
    // Without a roll the product gets the default one, as a new product does.
    const plain = await t.call('POST', '/api/admin/products', { ...valid, skuId: 'WC-PLAIN-1' });
    expect(plain.json<AdminProduct>().roll).toEqual({
      widthCm: 53,
      lengthCm: 1000,
      patternRepeatCm: 0,
      patternMatch: 'straight',
    });

    for (const [bad, message] of [
      [{ ...roll, patternMatch: 'diagonal' }, 'Pattern match must be straight or half-drop'],
      [{ ...roll, patternRepeatCm: -1 }, 'Pattern repeat must be 0 or more'],
      [{ ...roll, widthCm: 0 }, 'Roll width must be positive'],
      [{ ...roll, lengthCm: 20_000 }, 'Roll length must be at most 10000 cm'],
    ] as const) {
      const res = await t.call('PUT', `/api/admin/products/${product.id}`, {
        ...valid,
        kind: 'rolls',
        roll: bad,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    for (const id of [product.id, plain.json<AdminProduct>().id])
      await t.call('DELETE', `/api/admin/products/${id}`);
  });

  it('deletes it: gone from the storefront and the admin, 404 a second time', async () => {
    const res = await t.call('DELETE', `/api/admin/products/${created.id}`);
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${created.id}` })).statusCode).toBe(404);
    const admin = await t.call('GET', `/api/admin/products/${created.id}`);
    expect(admin.statusCode).toBe(404);
    expect(admin.json()).toEqual({ message: 'Product not found' });
    expect((await t.call('DELETE', `/api/admin/products/${created.id}`)).statusCode).toBe(404);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, created.id));
    expect(actions.map((a) => a.action).sort()).toEqual([
      'product.create',
      'product.delete',
      'product.update',
    ]);
  });

  it('deletes a product that was ordered, and the order keeps its snapshot', async () => {
    const doomed = t.products.at(-1)!;
    const buyer = await t.createCustomer('Buyer');
    const order = await t.createOrder({
      userId: buyer.id,
      items: [{ productId: doomed.id, name: doomed.name, quantity: 2, lineTotalPaise: 40_000 }],
    });
    expect((await t.call('DELETE', `/api/admin/products/${doomed.id}`)).statusCode).toBe(204);
    const res = await t.call('GET', `/api/admin/orders/${order.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminOrder>().items[0]).toMatchObject({
      product: { id: null, name: doomed.name },
      quantity: 2,
      amount: 400,
    });
  });
});

describe('product lists and flags', () => {
  it('pages and filters with the catalogue search, and lists the categories', async () => {
    const res = await t.call(
      'GET',
      '/api/admin/products?category=Wall%20Muralists&limit=2&page=1',
      undefined,
      t.people.viewer,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<{ products: AdminProduct[]; total: number; page: number; limit: number }>();
    const muralists = t.products.filter((p) => p.category === 'Wall Muralists').length;
    expect(body).toMatchObject({ total: muralists, page: 1, limit: 2 });
    expect(
      body.products.every((p) => p.category === 'Wall Muralists' && typeof p.featured === 'boolean'),
    ).toBe(true);
    const search = await t.call(
      'GET',
      `/api/admin/products?search=${encodeURIComponent(t.products[3]!.name)}`,
    );
    expect(search.json<{ products: AdminProduct[] }>().products.map((p) => p.id)).toContain(
      t.products[3]!.id,
    );
    const categories = await t.call('GET', '/api/admin/products/categories');
    expect(categories.json()).toEqual([...CATEGORIES]);
  });

  it('sets the featured flag', async () => {
    const res = await t.call('PATCH', `/api/admin/products/${t.products[4]!.id}/featured`, {
      featured: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: t.products[4]!.id, featured: true });
    expect(
      (await t.call('GET', `/api/admin/products/${t.products[4]!.id}`)).json<AdminProduct>().featured,
    ).toBe(true);
    const missing = await t.call('PATCH', `/api/admin/products/${UNKNOWN_ID}/featured`, { featured: true });
    expect(missing.statusCode).toBe(404);
  });

  it('finds a product by a fragment of its SKU, in any case', async () => {
    const target = t.products[5]!;
    const fragment = target.skuId.slice(-4).toLowerCase();
    const res = await t.view(`/api/admin/products?search=${encodeURIComponent(fragment)}`);
    expect(res.statusCode).toBe(200);
    const found = res.json<{ products: AdminProduct[] }>().products;
    expect(found.map((p) => p.skuId)).toContain(target.skuId);
    const exact = await t.view(`/api/admin/products?search=${target.skuId}`);
    expect(exact.json<{ products: AdminProduct[] }>().products[0]?.skuId).toBe(target.skuId);
  });
});
