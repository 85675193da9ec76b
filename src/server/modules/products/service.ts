import { and, arrayOverlaps, asc, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ProductStatus } from '../../../domain/product-admin';
import type { Product, ProductQuery, RollSpec } from '../../../domain/product';
import { searchTsquery, type SynonymGroup } from '../../../domain/search';
import { PRODUCT_KINDS, type SortKey } from '../../../domain/constants';
import { toPaise, toRupees, type PricedProduct } from '../../../domain/pricing';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { NotFound } from '../../errors';

export type ProductRow = typeof products.$inferSelect;

export const PLACEHOLDER_IMAGE = '/images/placeholder.webp';

/** Local images are served from /images/ by their last path segment (docs/store-rules.md#records); absolute URLs stay as given. */
export function imageUrl(entry: string): string {
  if (/^https?:\/\//i.test(entry)) return entry;
  const name = entry.split('/').filter(Boolean).pop();
  return name ? `/images/${name}` : PLACEHOLDER_IMAGE;
}

const rollOf = (row: ProductRow): RollSpec => ({
  widthCm: row.rollWidthCm,
  lengthCm: row.rollLengthCm,
  patternRepeatCm: row.patternRepeatCm,
  patternMatch: row.patternMatch,
});

/** What priceLine needs of a stored product, in the paise it is stored in (docs/decisions/070-paise-inside-the-server.md). */
export function productPricing(row: ProductRow): PricedProduct {
  return {
    kind: row.kind,
    materials: row.materials,
    pricePaise: row.pricePaise,
    originalPricePaise: row.originalPricePaise,
    roll: rollOf(row),
  };
}

export function toProductDto(row: ProductRow): Product {
  const images = row.images.map(imageUrl);
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    tags: row.tags,
    theme: row.theme,
    colors: row.colors,
    roomTypes: row.roomTypes,
    kind: row.kind,
    materials: row.materials,
    price: toRupees(row.pricePaise),
    originalPrice: row.originalPricePaise === null ? null : toRupees(row.originalPricePaise),
    roll: rollOf(row),
    images: images.length > 0 ? images : [PLACEHOLDER_IMAGE],
    dimensions: { width: row.widthCm, height: row.heightCm },
    bestseller: row.bestseller,
    inStock: row.inStock,
    stock: row.stock,
    reserved: row.stock === 0 && row.heldRolls > 0,
    skuId: row.skuId,
    rating: Math.round(row.rating * 10) / 10,
    reviews: row.reviews,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function searchTextOf(p: { name: string; category: string; tags: readonly string[] }) {
  return [p.name, p.category, p.tags.join(' ')].join(' ').toLowerCase();
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A product's theme for the theme filter: the first tag stands in for a missing one (docs/store-rules.md#records).
 * One expression, the same as the theme indexes' (db/schema.ts), so the filter is an index condition rather than
 * an OR the planner can only check row by row.
 */
export const themeKey = sql`coalesce(${products.theme}, ${products.tags}[1])`;

/** What shoppers may see: drafts are left out of every storefront query. */
export const isListed = eq(products.status, 'active');

/** The most matches one search pages through (docs/decisions/069-search-prefixes-and-synonyms.md). */
export const SEARCH_CANDIDATES = 1_000;

/**
 * Full-text over everything and ILIKE for fragments of names and tags; only when neither finds anything,
 * trigram word similarity, so a typo still finds without a fuzzy scan on every search. The full-text arm reads
 * the last word as a prefix too and each word as any of its synonyms (docs/decisions/069-search-prefixes-and-synonyms.md).
 * The arms are single-condition subqueries so that Postgres answers each from its own GIN index; OR-ing them row by
 * row walks the whole table (seconds at 10,000 products). The listing's other filters go into every arm, and each
 * arm stops at `cap` rows: a word most of the catalogue shares reads a thousand rows instead of all of them. The
 * fragment arm runs only when the words found fewer than `cap`: once they fill the candidates, its thousand rows
 * would only be thrown away (docs/decisions/084-cold-catalogue.md). Staff search uncapped (a null LIMIT is none):
 * their lists and CSV exports must be complete.
 */
export function searchCondition(
  raw: string,
  synonyms: readonly SynonymGroup[] = [],
  filters: SQL | undefined = undefined,
  cap: number | null = SEARCH_CANDIDATES,
): SQL | undefined {
  const q = raw.trim().toLowerCase();
  if (!q) return undefined;
  const tsquery = searchTsquery(q, synonyms);
  const arm = (condition: SQL) =>
    sql`(select ctid from ${products} where ${and(condition, filters)} limit ${cap})`;
  const fragment = sql`${products.searchText} ilike ${`%${escapeLike(q)}%`}`;
  // The words' rows are a CTE, materialised once, so the fragment arm's gate reads them rather than searching again.
  const found = tsquery
    ? sql`words as ${arm(sql`${products.searchVector} @@ to_tsquery('english', ${tsquery})`)},
      found as (select ctid from words union ${arm(
        cap === null ? fragment : sql`${fragment} and (select count(*) from words) < ${cap}`,
      )})`
    : sql`found as ${arm(fragment)}`;
  // The found rows are a CTE read twice, so PostgreSQL materialises them once and the typo arm asks that set
  // whether it is empty; a second EXISTS over the table (with an OR) was planned as a sequential scan. The ids
  // are an array the listing looks up by primary key: as `in (…)`, a prefix whose matches the statistics
  // overestimate was sometimes hash-joined against the whole table.
  return sql`${products}.ctid = any(array(
    with ${found}
    (select ctid from found limit ${cap})
    union ${arm(sql`${q} <% ${products.searchText} and not exists (select 1 from found)`)}))`;
}

/**
 * `price_paise` is every product's rate per square foot: a customised product's in its default material, a
 * roll's price over its area. Sorting and filtering on it puts both kinds in one honest order
 * (docs/decisions/014-one-honest-price.md); a roll's card shows that rate beside its price per roll.
 */
const PRODUCT_ORDERINGS: Record<SortKey, SQL[]> = {
  default: [asc(products.skuId)],
  popularity: [desc(products.bestseller), asc(products.skuId)],
  'price-asc': [asc(products.pricePaise), asc(products.skuId)],
  'price-desc': [desc(products.pricePaise), asc(products.skuId)],
  newest: [desc(products.skuId)],
  alphabetical: [asc(products.name), asc(products.skuId)],
};

/** Rows of the listing in one of its orders: the storefront's pages and the CSV export's batches are this query. */
export const productPage = (
  db: Db,
  where: SQL | undefined,
  sort: SortKey | undefined,
  limit: number,
  offset: number,
) =>
  db
    .select()
    .from(products)
    .where(where)
    .orderBy(...PRODUCT_ORDERINGS[sort ?? 'default'])
    .limit(limit)
    .offset(offset);

/**
 * Staff see drafts too, and their search also matches the SKU (a fragment, any case), which is how they name
 * products on the phone and in spreadsheets.
 */
export interface ListScope {
  staff?: boolean;
  status?: ProductStatus;
  /** the store's synonym groups, read by the caller (the storefront from the catalogue cache) */
  synonyms?: readonly SynonymGroup[];
}

export function productFilters(query: ProductQuery, scope: ListScope = {}): SQL | undefined {
  const conditions: (SQL | undefined)[] = [scope.staff ? undefined : isListed];
  if (scope.status) conditions.push(eq(products.status, scope.status));
  const { category } = query;
  if (category && category !== 'all') {
    conditions.push(
      (PRODUCT_KINDS as readonly string[]).includes(category)
        ? eq(products.kind, category as (typeof PRODUCT_KINDS)[number])
        : eq(products.category, category),
    );
  }
  if (query.theme) conditions.push(eq(themeKey, query.theme));
  if (query.colors?.length) conditions.push(arrayOverlaps(products.colors, query.colors));
  if (query.materials?.length) conditions.push(arrayOverlaps(products.materials, query.materials));
  if (query.minPrice !== undefined) conditions.push(gte(products.pricePaise, toPaise(query.minPrice)));
  if (query.maxPrice !== undefined) conditions.push(lte(products.pricePaise, toPaise(query.maxPrice)));
  if (query.bestseller) conditions.push(eq(products.bestseller, query.bestseller === 'true'));
  if (query.search) {
    const text = searchCondition(
      query.search,
      scope.synonyms,
      and(...conditions),
      scope.staff ? null : SEARCH_CANDIDATES,
    );
    conditions.push(
      scope.staff ? or(text, ilike(products.skuId, `%${escapeLike(query.search.trim())}%`)) : text,
    );
  }
  return and(...conditions);
}

export const DEFAULT_PAGE_LIMIT = 100;

/** Where a listing's totals are remembered (the catalogue cache), so paging through a filter counts it once. */
export interface CountMemo {
  count(key: string, compute: () => Promise<number>): Promise<number>;
}

const countEveryTime: CountMemo = { count: (_key, compute) => compute() };

/**
 * A shopper's search is at most SEARCH_CANDIDATES rows, all read to sort them, so its page counts them as it goes
 * (a window over rows already in hand); a second statement would search again (docs/decisions/084-cold-catalogue.md).
 */
export const countedPage = (
  db: Db,
  where: SQL | undefined,
  sort: SortKey | undefined,
  limit: number,
  offset: number,
) =>
  db
    .select({ row: products, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(where)
    .orderBy(...PRODUCT_ORDERINGS[sort ?? 'default'])
    .limit(limit)
    .offset(offset);

/** Whether a listing is a shopper's search, whose page counts its candidates (countedPage). */
export const isCappedSearch = (query: ProductQuery, scope: ListScope) =>
  Boolean(query.search?.trim()) && !scope.staff;

/** One page of product rows and the total; the storefront and the admin each map the rows to their own DTO. */
export async function listProductRows(
  db: Db,
  query: ProductQuery,
  scope: ListScope = {},
  counts: CountMemo = countEveryTime,
) {
  const where = productFilters(query, scope);
  const limit = query.limit ?? DEFAULT_PAGE_LIMIT;
  const offset = ((query.page ?? 1) - 1) * limit;
  const counted = isCappedSearch(query, scope)
    ? await countedPage(db, where, query.sort, limit, offset)
    : null;
  const rows = counted
    ? counted.map(({ row }) => row)
    : await productPage(db, where, query.sort, limit, offset);
  // A page that is not full is the last one, so it tells the total (a search finding a few, or none); an empty
  // page past the first could be past the end, and counts. Counting reads every matching row (most of the
  // table for the default listing); the total depends on the filters alone, so it is counted once per filter
  // and catalogue state.
  const lastPage = rows.length < limit && (rows.length > 0 || offset === 0);
  const { page: _page, limit: _limit, sort: _sort, ...filters } = query;
  const total = lastPage
    ? offset + rows.length
    : (counted?.[0]?.total ??
      (await counts.count(JSON.stringify([scope.staff, scope.status, filters]), async () => {
        const [totals] = await db.select({ total: count() }).from(products).where(where);
        return totals?.total ?? 0;
      })));
  return { rows, total };
}

export async function listProducts(
  db: Db,
  query: ProductQuery,
  scope: ListScope = {},
  counts: CountMemo = countEveryTime,
) {
  const { rows, total } = await listProductRows(db, query, scope, counts);
  return { items: rows.map(toProductDto), total };
}

export async function getProduct(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), isListed));
  if (!row) throw new NotFound('Product not found');
  return toProductDto(row);
}
