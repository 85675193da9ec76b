import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { HOME_CAROUSEL_SIZE } from '../../../domain/constants';
import type { Product } from '../../../domain/product';
import { collectionProducts, collections, products } from '../../db/schema';
import { generateCatalog } from '../../seed/catalog';
import { insertCatalog } from '../../seed/seed';
import { createTestApp, type TestContext } from '../../test/helpers';
import { BESTSELLERS_COLLECTION, TOP_PICKS_COLLECTION } from './service';

interface Home {
  bestsellers: Product[];
  topPicks: Product[];
}

let t: TestContext;
const catalog = generateCatalog(60);
/** skuIds in the catalogue's own order (position, then skuId) */
let ordered: { id: string; skuId: string; bestseller: boolean }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await insertCatalog(t.db, catalog);
  ordered = await t.db
    .select({ id: products.id, skuId: products.skuId, bestseller: products.bestseller })
    .from(products)
    .orderBy(asc(products.position), asc(products.skuId));
});
afterAll(() => t.close());

const flaggedSkus = () => catalog.filter((p) => p.bestseller).map((p) => p.skuId);

afterEach(async () => {
  await t.db
    .delete(collections)
    .where(inArray(collections.slug, [BESTSELLERS_COLLECTION, TOP_PICKS_COLLECTION]));
  await t.db.update(products).set({ featured: false }).where(eq(products.featured, true));
  await t.db.update(products).set({ bestseller: false }).where(eq(products.bestseller, true));
  await t.db.update(products).set({ bestseller: true }).where(inArray(products.skuId, flaggedSkus()));
});

async function home() {
  // These tests arrange the database directly, past the admin API that would tell the guest cache.
  t.app.catalogueCache.drop();
  const res = await t.app.inject({ method: 'GET', url: '/api/home' });
  expect(res.statusCode).toBe(200);
  return res.json<Home>();
}

async function createCollection(slug: string, productIds: string[]) {
  const [collection] = await t.db
    .insert(collections)
    .values({ name: slug, slug })
    .returning({ id: collections.id });
  if (productIds.length) {
    await t.db
      .insert(collectionProducts)
      .values(
        productIds.map((productId, position) => ({ collectionId: collection!.id, productId, position })),
      );
  }
  return collection!.id;
}

const skus = (list: Product[]) => list.map((p) => p.skuId);
const idAt = (i: number) => ordered[i]!.id;

describe('GET /api/home without staff arrangement', () => {
  it('shows the flagged bestsellers in catalogue order, then up to 15 other products', async () => {
    const body = await home();
    const flagged = ordered.filter((p) => p.bestseller).slice(0, HOME_CAROUSEL_SIZE);
    expect(flagged.length).toBeGreaterThan(0);
    expect(skus(body.bestsellers)).toEqual(flagged.map((p) => p.skuId));
    expect(body.bestsellers.every((p) => p.bestseller)).toBe(true);

    const others = ordered.filter((p) => !flagged.some((b) => b.id === p.id)).slice(0, HOME_CAROUSEL_SIZE);
    expect(skus(body.topPicks)).toEqual(others.map((p) => p.skuId));
    expect(body.topPicks).toHaveLength(HOME_CAROUSEL_SIZE);
    // Full products, in the same shape as the listing's.
    expect(body.bestsellers[0]).toMatchObject({ id: flagged[0]!.id, _id: flagged[0]!.id });
    expect(body.bestsellers[0]!.images[0]).toMatch(/^\/images\//);
  });

  it('orders flagged bestsellers by position before skuId and caps them at 15', async () => {
    await t.db
      .update(products)
      .set({ bestseller: true })
      .where(
        inArray(
          products.id,
          ordered.map((p) => p.id),
        ),
      );
    const last = ordered.at(-1)!;
    await t.db.update(products).set({ position: -1, bestseller: true }).where(eq(products.id, last.id));
    try {
      const body = await home();
      expect(body.bestsellers).toHaveLength(HOME_CAROUSEL_SIZE);
      expect(body.bestsellers[0]!.id).toBe(last.id);
    } finally {
      await t.db
        .update(products)
        .set({ position: ordered.length - 1 })
        .where(eq(products.id, last.id));
    }
  });

  it('falls back to the first 15 products when none is flagged, and top picks to the next 15', async () => {
    await t.db.update(products).set({ bestseller: false }).where(eq(products.bestseller, true));
    const body = await home();
    expect(skus(body.bestsellers)).toEqual(ordered.slice(0, 15).map((p) => p.skuId));
    expect(skus(body.topPicks)).toEqual(ordered.slice(15, 30).map((p) => p.skuId));
  });

  it('shows featured products as top picks', async () => {
    const featured = [idAt(40), idAt(3), idAt(22)];
    await t.db.update(products).set({ featured: true }).where(inArray(products.id, featured));
    const body = await home();
    expect(body.topPicks.map((p) => p.id)).toEqual([idAt(3), idAt(22), idAt(40)]);
  });
});

describe('GET /api/home with staff collections', () => {
  it('orders the flagged bestsellers by the collection, then the other flagged ones; unflagged never show', async () => {
    await t.db
      .update(products)
      .set({ inStock: false })
      .where(eq(products.id, idAt(7)));
    try {
      await t.db
        .update(products)
        .set({ bestseller: true })
        .where(inArray(products.id, [idAt(9), idAt(7)]));
      await t.db
        .update(products)
        .set({ bestseller: false })
        .where(eq(products.id, idAt(1)));
      await createCollection(BESTSELLERS_COLLECTION, [idAt(9), idAt(7), idAt(1)]);
      const body = await home();
      const rest = (await t.db.select().from(products).orderBy(asc(products.position), asc(products.skuId)))
        .filter((p) => p.bestseller && p.id !== idAt(9) && p.id !== idAt(7))
        .map((p) => p.id);
      expect(body.bestsellers.map((p) => p.id)).toEqual(
        [idAt(9), idAt(7), ...rest].slice(0, HOME_CAROUSEL_SIZE),
      );
      expect(body.bestsellers.every((p) => p.bestseller)).toBe(true);
      expect(body.bestsellers.map((p) => p.id)).not.toContain(idAt(1));
      expect(body.bestsellers[1]!.inStock).toBe(false);
    } finally {
      await t.db
        .update(products)
        .set({ inStock: true })
        .where(eq(products.id, idAt(7)));
    }
  });

  it('shows the top-picks collection in its own order ahead of featured products', async () => {
    await t.db
      .update(products)
      .set({ featured: true })
      .where(eq(products.id, idAt(5)));
    await createCollection(TOP_PICKS_COLLECTION, [idAt(30), idAt(2), idAt(11)]);
    const body = await home();
    expect(body.topPicks.map((p) => p.id)).toEqual([idAt(30), idAt(2), idAt(11)]);
  });

  it('follows the position column, not the order rows were added in', async () => {
    const id = await createCollection(TOP_PICKS_COLLECTION, []);
    await t.db.insert(collectionProducts).values([
      { collectionId: id, productId: idAt(4), position: 2 },
      { collectionId: id, productId: idAt(8), position: 0 },
      { collectionId: id, productId: idAt(6), position: 1 },
    ]);
    const body = await home();
    expect(body.topPicks.map((p) => p.id)).toEqual([idAt(8), idAt(6), idAt(4)]);
  });

  it('keeps the shown bestsellers out of the fallback top picks', async () => {
    await createCollection(
      BESTSELLERS_COLLECTION,
      ordered.slice(0, 5).map((p) => p.id),
    );
    const body = await home();
    const shown = new Set(body.bestsellers.map((p) => p.id));
    expect(body.topPicks.map((p) => p.id)).toEqual(
      ordered
        .filter((p) => !shown.has(p.id))
        .slice(0, HOME_CAROUSEL_SIZE)
        .map((p) => p.id),
    );
  });

  it('falls back to the flags when a collection exists but is empty', async () => {
    await createCollection(BESTSELLERS_COLLECTION, []);
    await createCollection(TOP_PICKS_COLLECTION, []);
    await t.db
      .update(products)
      .set({ featured: true })
      .where(eq(products.id, idAt(12)));
    const body = await home();
    expect(skus(body.bestsellers)).toEqual(
      ordered
        .filter((p) => p.bestseller)
        .slice(0, 15)
        .map((p) => p.skuId),
    );
    expect(body.topPicks.map((p) => p.id)).toEqual([idAt(12)]);
  });
});

describe('GET /api/home on an empty store', () => {
  it('answers two empty lists', async () => {
    const empty = await createTestApp();
    try {
      const res = await empty.app.inject({ method: 'GET', url: '/api/home' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ bestsellers: [], topPicks: [] });
    } finally {
      await empty.close();
    }
  });
});
