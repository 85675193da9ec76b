import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ProductSchema } from '../../domain/product';
import { products } from '../db/schema';
import { HomeResponseSchema } from '../../domain/home';
import { getHomeProducts } from '../modules/home/service';
import { getProduct, listProducts } from '../modules/products/service';
import { relatedProducts } from '../modules/recommendations/service';
import { generateCatalog } from '../seed/catalog';
import { insertCatalog } from '../seed/seed';
import { createTestApp, type TestContext } from '../test/helpers';
import { precompiledSerializer } from './precompiled-serializer';

let t: TestContext;
const asZodWould = (schema: z.ZodType, value: unknown) => JSON.stringify(schema.parse(value));

beforeAll(async () => {
  t = await createTestApp();
  await insertCatalog(t.db, generateCatalog(40));
  // The shapes a precompiled serializer could get wrong: nulls, fractions, an empty list.
  const [first] = await t.db.select().from(products).limit(1);
  await t.db
    .update(products)
    .set({ theme: null, originalPricePaise: null, pricePaise: 12_345, rating: 4.25, tags: [] })
    .where(eq(products.id, first!.id));
});
afterAll(() => t.close());

describe('precompiled serializers', () => {
  it('send the listing, the product, home and related products exactly as zod would', async () => {
    const { items } = await listProducts(t.db, { limit: 100 });
    const listing = await t.app.inject({ method: 'GET', url: '/api/products?limit=100' });
    expect(listing.body).toBe(asZodWould(z.array(ProductSchema), items));
    expect(items.some((p) => p.theme === null && p.originalPrice === null && p.tags.length === 0)).toBe(true);

    const id = items[0]!.id;
    const product = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
    expect(product.body).toBe(asZodWould(ProductSchema, await getProduct(t.db, id)));

    const home = await t.app.inject({ method: 'GET', url: '/api/home' });
    expect(home.body).toBe(asZodWould(HomeResponseSchema, await getHomeProducts(t.db)));

    const related = await t.app.inject({ method: 'GET', url: `/api/products/${id}/related` });
    expect(related.body).toBe(asZodWould(z.array(ProductSchema), await relatedProducts(t.db, id)));
  });

  it('write only the declared properties', async () => {
    const serialize = precompiledSerializer({
      schema: ProductSchema,
      method: 'GET',
      url: '/',
      httpStatus: '200',
    });
    const product = await getProduct(t.db, (await listProducts(t.db, { limit: 1 })).items[0]!.id);
    const written = JSON.parse(serialize({ ...product, passwordHash: 'secret' })) as Record<string, unknown>;
    expect(written).toEqual(product);
    expect(written).not.toHaveProperty('passwordHash');
  });
});
