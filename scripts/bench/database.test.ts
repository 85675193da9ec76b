import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { createTestDatabase } from '../../src/server/test/helpers';
import { seedBenchCatalogue } from './database';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
}, 120_000);
afterAll(() => handle.close());

const places = async () =>
  (
    (await handle.db.execute(
      sql`select count(*)::int as n, count(distinct sku_id)::int as skus, min(position) as lo, max(position) as hi from products`,
    )) as { rows: { n: number; skus: number; lo: number; hi: number }[] }
  ).rows[0];

describe('seedBenchCatalogue', () => {
  it('grows one catalogue to a larger size, filling only the places still empty', async () => {
    await seedBenchCatalogue(handle.db, 40);
    await seedBenchCatalogue(handle.db, 95);
    expect(await places()).toEqual({ n: 95, skus: 95, lo: 0, hi: 94 });
    await seedBenchCatalogue(handle.db, 95);
    expect((await places())?.n).toBe(95);
  }, 120_000);
});
