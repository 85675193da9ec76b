import { describe, expect, it } from 'vitest';
import { asc, isNull } from 'drizzle-orm';
import { appState, products } from '../db/schema';
import { useTestDatabase } from '../test/helpers';
import { seedStore } from './seed';

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
    expect(await db.select().from(appState)).toHaveLength(1);

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
