import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '../../domain/constants';
import type { Product } from '../../domain/product';
import { buildApp, type App } from '../app';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { bearer, createPeople, seedProducts, type Person } from '../test/store-fixtures';
import { createTestDatabase, testConfig } from '../test/helpers';

let handle: DatabaseHandle;
let people: Record<UserRole, Person>;
let products: Awaited<ReturnType<typeof seedProducts>>;
const apps: App[] = [];
const configs: Config[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  people = await createPeople(handle.db);
  products = await seedProducts(handle.db, 12);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await handle.close();
  for (const config of configs) fs.rmSync(config.dataDir, { recursive: true, force: true });
});

async function instance(config: Config) {
  const app = await buildApp(config, { database: handle, logger: false });
  await app.ready();
  apps.push(app);
  configs.push(config);
  return app;
}

const productName = async (app: App, id: string) =>
  (await app.inject({ method: 'GET', url: `/api/products/${id}` })).json<Product>().name;

async function rename(app: App, product: (typeof products)[number], name: string) {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/admin/products/${product.id}`,
    headers: bearer(people.editor),
    payload: {
      name,
      description: product.description,
      price: product.pricePaise / 100,
      category: product.category,
      kind: product.kind,
      dimensions: { width: product.widthCm, height: product.heightCm },
      tags: product.tags,
      images: [],
      colors: product.colors,
      materials: product.materials,
      roomTypes: product.roomTypes,
      bestseller: product.bestseller,
      inStock: product.inStock,
      skuId: product.skuId,
    },
  });
  expect(res.statusCode).toBe(200);
}

describe('cache invalidation', () => {
  it('in process (no REDIS_URL), a change through the admin API drops this instance’s answers at once', async () => {
    const app = await instance(testConfig({ REDIS_URL: '' }));
    const product = products[0]!;
    const before = await productName(app, product.id);
    expect(await productName(app, product.id)).toBe(before);
    expect(app.catalogueCache.stats().hits).toBe(1);
    await rename(app, product, 'Renamed In Process');
    expect(await productName(app, product.id)).toBe('Renamed In Process');
  });

  // Two instances can only hear each other through Redis: this runs in the pass with REDIS_URL set (CI's second).
  if (process.env.REDIS_URL) {
    it('with Redis, a change on one instance reaches the other instance’s cache within a second', async () => {
      const shared = testConfig();
      const a = await instance(shared);
      const b = await instance({ ...shared, dataDir: testConfig({ REDIS_URL: '' }).dataDir });
      const product = products[1]!;
      const before = await productName(b, product.id);
      const listing = await b.inject({ method: 'GET', url: '/api/products?limit=50' });
      expect(await productName(b, product.id)).toBe(before);
      expect(b.catalogueCache.stats().hits).toBe(1);

      const changedAt = Date.now();
      await rename(a, product, 'Renamed On A');
      while (b.catalogueCache.answers.size > 0 && Date.now() - changedAt < 1000) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(Date.now() - changedAt).toBeLessThan(1000);
      expect(await productName(b, product.id)).toBe('Renamed On A');
      const relisted = await b.inject({ method: 'GET', url: '/api/products?limit=50' });
      expect(relisted.body).not.toBe(listing.body);
      expect(relisted.json<Product[]>().some((p) => p.name === 'Renamed On A')).toBe(true);

      // A store under another prefix shares the Redis but not the catalogue: it is not told.
      const other = await instance(testConfig());
      await productName(other, product.id);
      await rename(a, product, 'Renamed Again');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(other.catalogueCache.answers.size).toBe(1);
    });
  }
});
