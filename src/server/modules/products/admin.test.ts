import fs from 'node:fs';
import { productPrice } from '../../../domain/pricing';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Collection } from '../../../domain/collection';
import type { MediaItem } from '../../../domain/media';
import type { AdminOrder } from '../../../domain/order-admin';
import type { AdminProduct, CreateProductInput } from '../../../domain/product-admin';
import { CATEGORIES } from '../../../domain/constants';
import type { Product } from '../../../domain/product';
import { auditLog, collections, products } from '../../db/schema';
import { missingOr, without, type Refusal } from '../../test/refusals';
import { MP4_HEADER, multipart, pngBytes, WEBM_HEADER } from '../../test/uploads';
import { seedCollections } from '../collections/service';
import { bearer, createAdminTestApp, type AdminTestApp, type Person } from '../../test/store-fixtures';

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
});

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

describe('media', () => {
  const imagesDir = () => path.join(t.config.dataDir, 'images');
  const upload = (name: string, type: string, data: Buffer, who: Person = t.people.editor) =>
    t.app.inject({ method: 'POST', url: '/api/admin/media', ...multipart(name, type, data, bearer(who)) });
  const onDisk = (url: string) => path.join(imagesDir(), path.basename(url));

  it('accepts a PNG, stores it as WebP with a 400-px thumbnail', async () => {
    const res = await upload('living-room.png', 'image/png', await pngBytes(1200, 800));
    expect(res.statusCode).toBe(201);
    const item = res.json<MediaItem>();
    expect(item).toMatchObject({ type: 'image', fileName: 'living-room.png', mimeType: 'image/webp' });
    expect(item.url).toMatch(/^\/images\/media-[0-9a-f-]{36}\.webp$/);
    expect(item.thumbnailUrl).toBe(item.url.replace('.webp', '-thumb.webp'));
    const full = await sharp(onDisk(item.url)).metadata();
    expect(full).toMatchObject({ format: 'webp', width: 1200, height: 800 });
    const thumb = await sharp(onDisk(item.thumbnailUrl!)).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 400 });
    expect(item.sizeBytes).toBe(fs.statSync(onDisk(item.url)).size);
    // Served from /images/ like every other picture.
    const served = await t.app.inject({ method: 'GET', url: item.url });
    expect(served.statusCode).toBe(200);
  });

  it.each([
    ['clip.mp4', 'video/mp4', MP4_HEADER, 'video/mp4', '.mp4'],
    ['clip.webm', 'video/webm', WEBM_HEADER, 'video/webm', '.webm'],
  ])('accepts %s by its magic bytes and keeps it as it is', async (name, type, data, mimeType, ext) => {
    const res = await upload(name, type, data);
    expect(res.statusCode).toBe(201);
    const item = res.json<MediaItem>();
    expect(item).toMatchObject({ type: 'video', mimeType, thumbnailUrl: null, sizeBytes: data.length });
    expect(item.url.endsWith(ext)).toBe(true);
    expect(fs.readFileSync(onDisk(item.url)).equals(data)).toBe(true);
  });

  it('refuses a text file, even one named like an image, and an image over 10 MB', async () => {
    for (const [name, type] of [
      ['notes.txt', 'text/plain'],
      ['notes.png', 'image/png'],
    ]) {
      const res = await upload(name!, type!, Buffer.from('just some words, not a picture'));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Upload a JPEG, PNG, WebP or GIF image, or an MP4 or WebM video',
      });
    }
    const huge = Buffer.concat([await pngBytes(), Buffer.alloc(10 * 1024 * 1024)]);
    const big = await upload('huge.png', 'image/png', huge);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'Images must be at most 10 MB' });
  });

  it('answers 400 with a message for no file, another field and a body cut short, as shopper uploads do', async () => {
    const json = await t.call('POST', '/api/admin/media', { url: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ message: 'Choose a file to upload' });
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      ...multipart('a.png', 'image/png', await pngBytes(), bearer(t.people.editor), 'image'),
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ message: 'Choose a file to upload' });
    const { payload, headers } = multipart('a.png', 'image/png', await pngBytes(), bearer(t.people.editor));
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      payload: payload.subarray(0, 120),
      headers,
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toEqual({ message: 'The upload did not complete. Please try again.' });
  });

  it('adds an item by http(s) URL, and refuses a blank or other URL', async () => {
    const res = await t.call('POST', '/api/admin/media/url', {
      type: 'video',
      url: ' https://cdn.example.com/tour.mp4 ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<MediaItem>()).toMatchObject({ type: 'video', url: 'https://cdn.example.com/tour.mp4' });
    const blank = await t.call('POST', '/api/admin/media/url', { type: 'image', url: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: 'URL is required' });
    const ftp = await t.call('POST', '/api/admin/media/url', {
      type: 'image',
      url: 'ftp://example.com/a.jpg',
    });
    expect(ftp.statusCode).toBe(400);
    expect(ftp.json()).toMatchObject({ message: 'URL must start with http:// or https://' });
  });

  it('deletes an item and its files, newest-first list without it', async () => {
    const item = (await upload('gone.png', 'image/png', await pngBytes())).json<MediaItem>();
    expect(
      (await t.call('GET', '/api/admin/media', undefined, t.people.viewer)).json<MediaItem[]>()[0]?.id,
    ).toBe(item.id);
    const res = await t.call('DELETE', `/api/admin/media/${item.id}`);
    expect(res.statusCode).toBe(204);
    expect(fs.existsSync(onDisk(item.url))).toBe(false);
    expect(fs.existsSync(onDisk(item.thumbnailUrl!))).toBe(false);
    const list = (await t.call('GET', '/api/admin/media')).json<MediaItem[]>();
    expect(list.map((m) => m.id)).not.toContain(item.id);
    const again = await t.call('DELETE', `/api/admin/media/${item.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Media item not found.' });
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, item.id));
    expect(actions.map((a) => a.action).sort()).toEqual(['media.delete', 'media.upload']);
  });
});
