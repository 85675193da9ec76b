import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MATERIAL_RATES, productPrice, type Material } from '../../../domain/pricing';
import type { Product } from '../../../domain/product';
import { products } from '../../db/schema';
import { generateCatalog } from '../../seed/catalog';
import { insertCatalog } from '../../seed/seed';
import { createTestApp, type TestContext } from '../../test/helpers';

let t: TestContext;
const catalog = generateCatalog(126);

beforeAll(async () => {
  t = await createTestApp();
  await insertCatalog(t.db, catalog);
});
afterAll(() => t.close());

async function list(query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
  return { res, body: res.json() as Product[], total: Number(res.headers['x-total-count']) };
}

describe('GET /api/products', () => {
  it('lists products by skuId with ids, rupee prices and /images/ paths, and the total in X-Total-Count', async () => {
    const { res, body, total } = await list();
    expect(res.statusCode).toBe(200);
    expect(total).toBe(126);
    expect(body).toHaveLength(100);
    const skus = body.map((p) => p.skuId);
    expect(skus).toEqual([...skus].sort());
    const first = body[0]!;
    expect(first._id).toBe(first.id);
    expect(first.images.length).toBeGreaterThanOrEqual(2);
    for (const image of first.images) expect(image).toMatch(/^\/images\/[a-z0-9-]+\.webp$/);
    const source = catalog.find((p) => p.skuId === first.skuId)!;
    expect(first.price).toBe(source.price);
    expect(first).not.toHaveProperty('searchText');
    expect(first).not.toHaveProperty('pricePaise');
  });

  it('pages with page and limit', async () => {
    const all = (await list('?limit=100')).body;
    const { body, total } = await list('?page=2&limit=21');
    expect(total).toBe(126);
    expect(body.map((p) => p.id)).toEqual(all.slice(21, 42).map((p) => p.id));
    const last = await list('?page=7&limit=21');
    expect(last.body).toHaveLength(0);
    expect(last.total).toBe(126);
  });

  it('filters by kind, by category name and by theme', async () => {
    const rolls = await list('?category=rolls&limit=100');
    expect(rolls.total).toBe(catalog.filter((p) => p.kind === 'rolls').length);
    expect(rolls.body.every((p) => p.kind === 'rolls')).toBe(true);
    const customised = await list('?category=customised');
    expect(customised.total + rolls.total).toBe(126);
    const murals = await list(`?category=${encodeURIComponent('Wall Muralists')}`);
    expect(murals.total).toBe(catalog.filter((p) => p.category === 'Wall Muralists').length);
    expect(murals.body.every((p) => p.category === 'Wall Muralists')).toBe(true);
    const all = await list('?category=all');
    expect(all.total).toBe(126);
    const tropical = await list('?theme=Tropical');
    expect(tropical.total).toBe(catalog.filter((p) => p.theme === 'Tropical').length);
    expect(tropical.body.every((p) => p.theme === 'Tropical')).toBe(true);
  });

  it('falls back to the first tag when a product has no theme', async () => {
    const target = catalog.find((p) => p.theme === 'Kids')!;
    await t.db.update(products).set({ theme: null }).where(eq(products.skuId, target.skuId));
    const { body } = await list('?theme=Kids&limit=100');
    expect(body.some((p) => p.skuId === target.skuId)).toBe(true);
    await t.db.update(products).set({ theme: 'Kids' }).where(eq(products.skuId, target.skuId));
  });

  it('filters by any of the listed colours and materials', async () => {
    const { body, total } = await list('?colors=Gold,Coral&limit=100');
    expect(total).toBe(catalog.filter((p) => p.colors.includes('Gold') || p.colors.includes('Coral')).length);
    expect(body.every((p) => p.colors.includes('Gold') || p.colors.includes('Coral'))).toBe(true);
    const mats = await list('?materials=Grasscloth');
    expect(mats.total).toBe(catalog.filter((p) => p.materials.includes('Grasscloth')).length);
    const both = await list('?colors=Gold&materials=Grasscloth');
    expect(both.total).toBe(
      catalog.filter((p) => p.colors.includes('Gold') && p.materials.includes('Grasscloth')).length,
    );
  });

  it('filters by price range in rupees and by bestseller', async () => {
    const { body, total } = await list('?minPrice=100&maxPrice=150&limit=100');
    expect(total).toBe(catalog.filter((p) => p.price >= 100 && p.price <= 150).length);
    expect(body.every((p) => p.price >= 100 && p.price <= 150)).toBe(true);
    const best = await list('?bestseller=true');
    expect(best.total).toBe(catalog.filter((p) => p.bestseller).length);
    expect(best.total).toBeGreaterThanOrEqual(18);
    const notBest = await list('?bestseller=false');
    expect(notBest.total + best.total).toBe(126);
  });

  it('sorts and filters rolls and customised by one per-sq-ft rate, the one each card shows (docs/decisions/014-one-honest-price.md)', async () => {
    const sqftRate = (p: Product) => productPrice(p).ratePerSqft;
    const asc = (await list('?sort=price-asc&limit=100')).body;
    const kinds = new Set(asc.map((p) => p.kind));
    expect(kinds).toEqual(new Set(['rolls', 'customised']));
    const rates = asc.map(sqftRate);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
    // A roll's card reads per roll, with the same per-sq-ft figure beside it that the sort used.
    const roll = asc.find((p) => p.kind === 'rolls')!;
    expect(productPrice(roll)).toMatchObject({ unit: 'roll', ratePerSqft: roll.price });
    expect(productPrice(roll).rate).toBe(Math.round(roll.price * 57 * 100) / 100);
    // A customised card reads the rate of its default material, its first.
    const custom = asc.find((p) => p.kind === 'customised')!;
    expect(productPrice(custom)).toMatchObject({
      unit: 'sqft',
      rate: custom.price,
      material: custom.materials[0],
    });

    const desc = (await list('?sort=price-desc&limit=100')).body.map(sqftRate);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const cheap = await list('?minPrice=40&maxPrice=90&limit=100');
    expect(
      cheap.body.some((p) => p.kind === 'rolls') && cheap.body.some((p) => p.kind === 'customised'),
    ).toBe(true);
    expect(cheap.body.every((p) => sqftRate(p) >= 40 && sqftRate(p) <= 90)).toBe(true);
    expect(cheap.total).toBe(catalog.filter((p) => p.price >= 40 && p.price <= 90).length);
  });

  it('serves the seed as the rules ask: rolls in wallpaper categories, real savings, roll sizes', async () => {
    const all = [...(await list('?limit=100')).body, ...(await list('?limit=100&page=2')).body];
    for (const p of all) {
      const price = productPrice(p);
      if (p.kind === 'rolls') {
        expect(['Premium Wallpapers', 'Designer Walls']).toContain(p.category);
        expect(p.roll).toMatchObject({ widthCm: 53, lengthCm: 1000 });
      } else {
        expect(p.price).toBe(MATERIAL_RATES[p.materials[0] as Material]);
      }
      if (p.originalPrice !== null) {
        expect(p.originalPrice).toBeGreaterThan(p.price);
        expect(price.savePercent).toBeGreaterThan(0);
      }
    }
    const nonWoven = all.find((p) => p.kind === 'customised' && p.materials[0] === 'Non-woven')!;
    expect([nonWoven.price, nonWoven.originalPrice]).toEqual([99, 119]);
  });

  it('sorts six ways with skuId breaking ties', async () => {
    const bySku = (a: Product, b: Product) => (a.skuId < b.skuId ? -1 : a.skuId > b.skuId ? 1 : 0);
    const all = (await list('?limit=100&page=1')).body.concat((await list('?limit=100&page=2')).body);
    const check = async (sort: string, compare: (a: Product, b: Product) => number) => {
      const first = (await list(`?sort=${sort}&limit=100`)).body;
      const second = (await list(`?sort=${sort}&limit=100&page=2`)).body;
      expect([...first, ...second].map((p) => p.skuId)).toEqual([...all].sort(compare).map((p) => p.skuId));
    };
    await check('default', bySku);
    await check('newest', (a, b) => bySku(b, a));
    await check('popularity', (a, b) => Number(b.bestseller) - Number(a.bestseller) || bySku(a, b));
    await check('price-asc', (a, b) => a.price - b.price || bySku(a, b));
    await check('price-desc', (a, b) => b.price - a.price || bySku(a, b));
    await check('alphabetical', (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : bySku(a, b)));
  });

  it('searches name, description, category and tags case-insensitively, and survives a typo', async () => {
    const byName = await list('?search=MONSTERA');
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.body.every((p) => `${p.name} ${p.description}`.toLowerCase().includes('monstera'))).toBe(
      true,
    );
    const byCategory = await list(`?search=${encodeURIComponent('wall muralists')}&limit=100`);
    expect(byCategory.body.some((p) => p.category === 'Wall Muralists')).toBe(true);
    const byDescription = await list('?search=chikankari');
    expect(byDescription.total).toBeGreaterThan(0);
    const byTag = await list('?search=custom%20fit');
    expect(byTag.total).toBeGreaterThan(0);
    const typo = await list('?search=monstrea');
    expect(typo.body.some((p) => p.name.startsWith('Monstera'))).toBe(true);
    const none = await list('?search=zzqqxxyy');
    expect(none.total).toBe(0);
    expect(none.body).toEqual([]);
  });

  it('treats LIKE wildcards in a search as plain text', async () => {
    const { total } = await list('?search=%25%25');
    expect(total).toBe(0);
  });

  it.each([
    ['sort=cheapest', 'sort must be one of'],
    ['page=0', 'page must be at least 1'],
    ['page=abc', 'page must be a number'],
    ['limit=101', 'limit must be at most 100'],
    ['limit=2.5', 'limit must be a whole number'],
    ['minPrice=-1', 'minPrice must be at least 0'],
    ['maxPrice=x', 'maxPrice must be a number'],
    ['bestseller=yes', 'bestseller must be true or false'],
    ['category=Sofas', 'category must be one of'],
  ])('refuses %s with a 400 that names the parameter', async (query, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(message);
  });
});

describe('GET /api/products/:id', () => {
  it('returns one product', async () => {
    const { body } = await list('?limit=1');
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${body[0]!.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<Product>()).toEqual(body[0]);
  });

  it('answers 404 with a message for an unknown id and 400 for a malformed one', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/products/0190f5a0-0000-7000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Product not found' });
    const malformed = await t.app.inject({ method: 'GET', url: '/api/products/not-an-id' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toBe('id must be a valid id');
  });
});

describe('metadata and fallbacks', () => {
  it.each([
    ['/api/meta/categories', 'Premium Wallpapers'],
    ['/api/meta/colors', 'Turquoise'],
    ['/api/meta/materials', 'Non-woven'],
    ['/api/categories', 'Wall Muralists'],
    ['/api/materials', 'Grasscloth'],
    ['/api/room-types', 'Kids Room'],
  ])('%s lists strings', async (url, expected) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const body = res.json<string[]>();
    expect(body).toContain(expected);
    expect(body.every((v) => typeof v === 'string')).toBe(true);
  });

  it('answers an unknown /api path with 404 JSON, never HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ message: 'Not found' });
  });

  it('sends security headers and compresses large answers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/products?limit=50',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-encoding']).toBe('br');
  });
});
