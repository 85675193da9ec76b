import { describe, expect, it } from 'vitest';
import { asc, eq, isNull } from 'drizzle-orm';
import { appState, products } from '../db/schema';
import { useTestDatabase } from '../test/helpers';
import { generateCatalog } from './catalog';
import { mendSeededCopy, seedStore } from './seed';

/** Stores seeded before migration 0007_wall_preview get their wall tiles at the next start (issue 15). */

const handle = useTestDatabase();

describe('wall tile backfill', () => {
  it('gives seeded products without a tile the one the seed gives, and leaves staff products alone', async () => {
    const { db } = handle;
    const options = { count: 8 };
    expect((await seedStore(db, options)).seeded).toBe(true);
    const seeded = await db.select().from(products).orderBy(asc(products.skuId));
    expect(seeded.every((p) => p.tileImage && p.repeatCm)).toBe(true);

    // As a store seeded before 0007 looks: no tiles, plus a product staff made.
    await db.update(products).set({ tileImage: null, repeatCm: null });
    const [first] = seeded;
    if (!first) throw new Error('no products');
    const { id: _id, skuId: _sku, searchVector: _vector, createdAt: _c, updatedAt: _u, ...rest } = first;
    await db.insert(products).values({ ...rest, skuId: 'STAFF-1', tileImage: null, repeatCm: null });
    // What the seed remembers: that it ran, the starter synonyms and the installation teams, once each.
    const remembered = await db.select({ key: appState.key }).from(appState);
    expect(remembered.map((r) => r.key).sort()).toEqual([
      'catalog_seeded',
      'installation-seeded',
      'search.synonyms',
    ]);

    expect(await seedStore(db, options)).toEqual({ seeded: false, count: 8, tilesBackfilled: 8 });
    const after = await db.select().from(products).orderBy(asc(products.skuId));
    for (const p of seeded) {
      const now = after.find((a) => a.id === p.id);
      expect(now?.tileImage).toBe(p.tileImage);
      expect(now?.repeatCm).toBe(p.repeatCm);
    }
    const untiled = await db.select({ sku: products.skuId }).from(products).where(isNull(products.tileImage));
    expect(untiled).toEqual([{ sku: 'STAFF-1' }]);
  });
});

describe('seeded copy', () => {
  it('writes "an office" and no parentheses inside parentheses, and mends stores seeded with the old copy', async () => {
    const catalog = generateCatalog(400);
    expect(catalog.filter((p) => /\ba [aeiou]/i.test(p.description)).map((p) => p.description)).toEqual([]);
    expect(catalog.filter((p) => /\([^)]*\(/.test(p.description)).map((p) => p.description)).toEqual([]);
    expect(catalog.some((p) => p.description.includes('Lovely in an office'))).toBe(true);
    const roll = catalog.find((p) => p.kind === 'rolls');
    expect(roll?.description).toMatch(/Sold by the roll, each 0\.53 m × 10 m \(57 sq ft\), in [a-z-]+ with /);

    const { db } = handle;
    const [first, second] = await db.select().from(products).orderBy(asc(products.skuId)).limit(2);
    if (!first || !second) throw new Error('no products');
    const old =
      'Palms in green — lush. Sold by the roll (0.53 m × 10 m (57 sq ft)) in vinyl, with a free-match pattern. ' +
      'Lovely in a office or bedroom.';
    const staff = 'Our own words (with an aside (nested)) in a office.';
    await db.update(products).set({ description: old }).where(eq(products.id, first.id));
    await db.update(products).set({ description: staff }).where(eq(products.id, second.id));

    expect(await mendSeededCopy(handle.db)).toBe(1);
    const [mended] = await db.select().from(products).where(eq(products.id, first.id));
    expect(mended?.description).toBe(
      'Palms in green — lush. Sold by the roll, each 0.53 m × 10 m (57 sq ft), in vinyl with a free-match ' +
        'pattern. Lovely in an office or bedroom.',
    );
    const [kept] = await db.select().from(products).where(eq(products.id, second.id));
    expect(kept?.description).toBe(staff);
    expect(await mendSeededCopy(handle.db)).toBe(0);
  });
});
