import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductQuery } from '../../../domain/product';
import type { DatabaseHandle } from '../../db/client';
import { products } from '../../db/schema';
import { createTestDatabase } from '../../test/helpers';
import { productFilters, productPage } from './service';

/**
 * Enough rows that a sequential scan is the planner's honest choice wherever no index fits: with a few hundred
 * it would read the table whatever indexes exist.
 */
const ROWS = 20_000;
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  // One statement: a seed of this size row by row would take minutes on PGlite.
  await handle.db.execute(sql`
    insert into ${products} (id, name, description, category, kind, tags, theme, colors, materials, room_types,
      price_paise, width_cm, height_cm, bestseller, in_stock, status, sku_id, search_text)
    select gen_random_uuid(), 'Design ' || i || ' ' || case i % 400 when 0 then 'Monstera' when 1 then 'Peacock' when 2 then 'Skyline'
        else 'Pattern' || i % 997 end,
      'A wall of ' || (array['leaves','arches','towers','vines','veins','petals'])[1 + i % 6],
      (array['Premium Wallpapers','Designer Walls','Signature Art','Wall Muralists','Panels','Mouldings'])[1 + i % 6],
      case when i % 5 = 0 then 'rolls' else 'customised' end,
      array[(array['Tropical','Indian','Modern','Kids','3D','Global Destinations','Ceiling'])[1 + i % 7], 'tag' || i % 50],
      case when i % 10 = 0 then null
        else (array['Tropical','Indian','Modern','Kids','3D','Global Destinations','Ceiling'])[1 + (i / 7) % 7] end,
      array[(array['Green','Blue','Coral','Pink','Gold','Black','White','Cream','Burgundy','Turquoise'])[1 + i % 10]],
      array[(array['Non-woven','Fabric','Vinyl','Grasscloth','Silk'])[1 + i % 5]],
      array['Living Room'],
      1000 + (i * 7919) % 500000, 100, 100,
      i % 20 = 0, true,
      case when i % 25 = 0 then 'draft' else 'active' end,
      'SKU-' || lpad(i::text, 6, '0'),
      lower('Design ' || i || ' ' || case i % 400 when 0 then 'Monstera' when 1 then 'Peacock' when 2 then 'Skyline'
        else 'Pattern' || i % 997 end)
    from generate_series(1, ${ROWS}) as i`);
  await handle.db.execute(sql`analyze ${products}`);
}, 120_000);
afterAll(() => handle.close());

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/** The plan PostgreSQL picks for the storefront's listing query, as the service builds it. */
async function plan(query: ProductQuery): Promise<PlanNode[]> {
  const listing = productPage(handle.db, productFilters(query), query.sort, query.limit ?? 24, 0);
  // Both drivers answer { rows }; the plan comes as parsed JSON or as its text.
  const result = (await handle.db.execute(sql`explain (format json) ${listing}`)) as {
    rows: Record<string, unknown>[];
  };
  const raw = result.rows[0]?.['QUERY PLAN'];
  const [top] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  return nodes(top.Plan);
}

const cases: [string, ProductQuery, RegExp][] = [
  ['the default order', {}, /^products_(active_)?sku_idx$/],
  ['popularity', { sort: 'popularity' }, /^products_.*bestseller.*_idx$/],
  ['price, low to high', { sort: 'price-asc' }, /^products_.*price.*_idx$/],
  ['price, high to low', { sort: 'price-desc' }, /^products_.*price.*_idx$/],
  ['newest', { sort: 'newest' }, /^products_(active_)?sku_idx$/],
  ['alphabetical', { sort: 'alphabetical' }, /^products_.*name.*_idx$/],
  ['a category', { category: 'Panels' }, /^products_.*(category|sku).*_idx$/],
  ['a kind (the round selectors)', { category: 'rolls' }, /^products_.*(kind|sku).*_idx$/],
  ['a theme, falling back to the first tag', { theme: 'Kids' }, /^products_.*(theme|sku).*_idx$/],
  ['colours', { colors: ['Gold', 'Coral'] }, /^products_.*(colors|sku).*_idx$/],
  ['materials', { materials: ['Grasscloth'] }, /^products_.*(materials|sku).*_idx$/],
  ['a narrow price range', { minPrice: 10, maxPrice: 12 }, /^products_.*price.*_idx$/],
  ['bestsellers', { bestseller: 'true' }, /^products_.*(bestseller|sku).*_idx$/],
  ['a rare category, by price', { category: 'Panels', sort: 'price-desc' }, /^products_.*_idx$/],
  ['a search for a word', { search: 'peacock' }, /^products_search_(vector|trgm)_idx$/],
  ['a search for a fragment', { search: 'skyl' }, /^products_search_(vector|trgm)_idx$/],
  ['a search with a typo', { search: 'monstrea' }, /^products_search_(vector|trgm)_idx$/],
];

describe(`listing queries over ${ROWS} products`, () => {
  it.each(cases)('%s reads an index, never the whole table', async (_name, query, index) => {
    const steps = await plan(query);
    const seqScans = steps.filter(
      (step) => step['Node Type'] === 'Seq Scan' && step['Relation Name'] === 'products',
    );
    expect(seqScans).toEqual([]);
    expect(steps.map((step) => step['Index Name'] ?? '').some((name) => index.test(name))).toBe(true);
  });
});
