import { count, getTableColumns, lt, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../src/server/db/client';
import { products } from '../../src/server/db/schema';
import { productCount, seedStore } from '../../src/server/seed/seed';

/** Products the seed's own generator makes (with reviews and collections); the rest are copies of them. */
const GENERATED = 1000;

/**
 * A database of the bench's own on the PostgreSQL server `adminUrl` points at, so instances share it as a real
 * deployment would and nothing of the bench outlives it: `drop` removes it (and ends its connections).
 */
export async function createBenchDatabase(adminUrl: string) {
  const name = `wallcraft_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * A catalogue of `size` products in seconds: the store's own seed for the first thousand, then one
 * INSERT … SELECT copying them with a numbered name, SKU and place, as the seed's generator would number a
 * large catalogue. Columns are read from the schema, so a column added later is copied too. Called again with a
 * larger size it adds only the places still empty, so one database grows from 100,000 to 1,000,000.
 */
export async function seedBenchCatalogue(db: Db, size: number) {
  const existing = await productCount(db);
  if (existing === 0) await seedStore(db, { count: Math.min(size, GENERATED) });
  const [seeded] = await db.select({ base: count() }).from(products).where(lt(products.position, GENERATED));
  const base = seeded?.base ?? 0;
  const filled = Math.max(existing, base);
  if (size <= filled) return;
  const renamed: Record<string, ReturnType<typeof sql>> = {
    // The schema's ids come from the application, not a column default.
    id: sql`gen_random_uuid()`,
    name: sql`p.name || ' ' || g.n`,
    sku_id: sql`p.sku_id || '-' || g.n`,
    position: sql`p.position + g.n * ${base}`,
    search_text: sql`lower(concat_ws(' ', p.name || ' ' || g.n, p.category, array_to_string(p.tags, ' ')))`,
    // The home page's hand-picked row stays the seed's few.
    featured: sql`false`,
  };
  const columns = Object.values(getTableColumns(products))
    .filter((column) => !column.generated && !['created_at', 'updated_at'].includes(column.name))
    .map((column) => column.name);
  const copies = Math.ceil(size / base) - 1;
  await db.execute(sql`
    insert into products (${sql.raw(columns.map((c) => `"${c}"`).join(', '))})
    select ${sql.join(
      columns.map((c) => renamed[c] ?? sql.raw(`p."${c}"`)),
      sql`, `,
    )}
    from products p cross join generate_series(1, ${copies}) as g(n)
    where p.position < ${base} and p.position + g.n * ${base} >= ${filled}
      and p.position + g.n * ${base} < ${size}`);
  // What autovacuum would have done by the time shoppers arrive.
  await db.execute(sql`analyze products`);
}
